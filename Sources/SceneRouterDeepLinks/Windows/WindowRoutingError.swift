/// Why the app's windows did not take a route, or a window was not registered or found.
public enum WindowRoutingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The policy sends the route to the active window, and no window is registered.
  case noWindow(route: RouteDescription)
  /// The policy asks for a new window, and no ``WindowOpening`` host is set.
  case noWindowOpener(route: RouteDescription)
  /// The host did not open or bring forward a window.
  case openingFailed(route: RouteDescription, WindowOpeningError)
  /// The route does not print as a link, so no other window can be asked to show it.
  case unprintableRoute(RouteDescription, reason: String)
  /// The link or entry is not a route the app reads.
  case unreadable(link: String, reason: String)
  /// A window of this name is registered already.
  case duplicateWindow(WindowID)
  /// No window of this name is registered.
  case unknownWindow(WindowID)

  /// A readable sentence.
  public var description: String {
    switch self {
    case .noWindow(let route): "No window is open to show \(route)."
    case .noWindowOpener(let route): "A new window should show \(route), but nothing opens windows (no WindowOpening host)."
    case .openingFailed(let route, let error): "The window for \(route) did not open: \(error)."
    case .unprintableRoute(let route, let reason): "\(route) cannot be sent to another window: \(reason)"
    case .unreadable(let link, let reason): "Rejected '\(link)': \(reason)"
    case .duplicateWindow(let id): "A window named '\(id)' is registered already."
    case .unknownWindow(let id): "No window named '\(id)' is registered."
    }
  }
}
