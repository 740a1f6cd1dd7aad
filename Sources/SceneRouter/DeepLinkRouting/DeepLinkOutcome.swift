/// What became of one deep link.
public enum DeepLinkOutcome<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The route's screens are on screen.
  case opened(Route)
  /// The link was not accepted: malformed, unknown, internal-only, or with a parameter
  /// that failed validation. Nothing was built.
  case rejected(link: String, reason: String)
  /// A guard stopped the route, or its redirect ended without success.
  case dropped(Route, reason: String)
  /// The navigator refused the route's plan; the navigation is as it was.
  case refused(Route, NavigationError)
  /// The link ended before it was shown, for the reason given: its window closed while the
  /// link waited (behind a guard's redirect, or queued behind another link), and nothing is
  /// shown for it after.
  case cancelled(Route, RequestCancellation)

  /// A sentence saying what happened.
  public var description: String {
    switch self {
    case .opened(let route): "Opened \(route)."
    case .rejected(let link, let reason): "Rejected '\(link)': \(reason)"
    case .dropped(let route, let reason): "Dropped \(route): \(reason)."
    case .refused(let route, let error): "Could not open \(route): \(error)"
    case .cancelled(let route, let reason): "Cancelled \(route): \(reason)."
    }
  }
}
