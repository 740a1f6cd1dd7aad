/// What became of one deep link.
public enum DeepLinkOutcome<Route: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// The route's screens are on screen.
  case opened(Route)
  /// The link was not read: it is malformed, unknown, internal-only, or has a parameter that
  /// failed validation, so there is no route. Nothing was built, no guard was asked and the
  /// navigator was not called. The only outcome that carries the link rather than a route.
  case rejected(link: String, reason: String)
  /// The router let go of the route before asking the navigator: a guard denied it, its redirect
  /// looped or ended without success, or a newer link took its place (``PendingLinkPolicy/newestWins``).
  /// The reason is the router's or the guard's own sentence; the navigator was not called.
  case dropped(Route, reason: String)
  /// The route passed its guards and the navigator refused its plan with a
  /// `NavigationError` (branch on its `NavigationError.code`); the navigation is as it was.
  case refused(Route, NavigationError)
  /// The link ended before it was shown, for the reason given: its window closed while the
  /// link waited (behind a guard's redirect, or queued behind another link), or its navigator
  /// was released with the window (`CancellationReason.navigatorReleased`), and nothing is
  /// shown for it after.
  case cancelled(Route, CancellationReason)

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
