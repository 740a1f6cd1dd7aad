/// What a ``DeepLinkRouter`` is doing: nothing, or opening one link, and what that link
/// waits for.
///
/// A test (or an app's status display) reads it to know where a link stands without
/// watching the screens: a link whose guard redirected it to Login is
/// `.waitingForRedirect(.account, redirect: .login)` until Login closes. Await a state with
/// ``DeepLinkRouter/waitUntil(_:)``:
///
/// ```swift
/// async let outcome = links.open("myapp://account")
/// await links.waitUntil { $0.activity == .waitingForRedirect(.account, redirect: .login) }
/// ```
///
/// Links that arrive meanwhile wait in ``DeepLinkRouter/queuedRoutes``; the activity is
/// about the one being opened.
public enum DeepLinkActivity<Route: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// No link is being opened, and none is queued.
  case idle
  /// The route's guards are deciding, or its plan (or a redirect's plan) is being performed.
  case opening(Route)
  /// A guard redirected the route: the redirect's screen is shown, and the route continues
  /// when that screen closes with success (or is dropped when it is dismissed).
  case waitingForRedirect(Route, redirect: Route)
  /// The router ``DeepLinkRouter/waitsForPresentations``: the route waits until the
  /// navigator is idle with nothing presented.
  case waitingForPresentations(Route)

  /// Whether the link waits for something the router does not do itself: a redirect's
  /// screen to close, or the presentations to end. Whoever tracks an app's work counts the
  /// task opening the link as waiting (for a person) meanwhile.
  public var isWaiting: Bool {
    switch self {
    case .idle, .opening: false
    case .waitingForRedirect, .waitingForPresentations: true
    }
  }

  /// A sentence saying what the router is doing.
  public var description: String {
    switch self {
    case .idle: "Idle."
    case .opening(let route): "Opening \(route)."
    case .waitingForRedirect(let route, let redirect): "\(route) waits for its redirect to \(redirect)."
    case .waitingForPresentations(let route): "\(route) waits until nothing is presented."
    }
  }
}
