/// Where the app's windows sent one route, and what became of it there.
public enum WindowDecision<Route: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// A window showed the route already: it was brought forward, unchanged.
  case broughtForward(WindowID)
  /// An open window opened the route, with its own guards and plan; the outcome says whether
  /// the route is on screen.
  case opened(in: WindowID, DeepLinkOutcome<Route>)
  /// A new window was asked for, to show the request; its id when the host knew it at once.
  case newWindow(WindowID?, WindowRequest)

  /// A sentence saying what happened.
  public var description: String {
    switch self {
    case .broughtForward(let id): "Brought window '\(id)' forward: it shows the route already."
    case .opened(let id, let outcome): "In window '\(id)': \(outcome)"
    case .newWindow(let id, let request):
      "Asked for a new window\(id.map { " '\($0)'" } ?? "") to open \(request)."
    }
  }
}
