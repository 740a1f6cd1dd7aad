import SceneRouter

/// Why an MVVM route failed (article 003's view-model routers).
///
/// Where the navigator refused, the `NavigationError` is wrapped in ``navigation(_:)``;
/// nothing was shown then. The other cases are the router's own: a route name that is no
/// route, a view model that is gone, parameters the route needs and did not get.
///
/// ```swift
/// do {
///   try await router.route(toRouteNamed: "sign-up", from: loginScreen)
/// } catch {
///   print(error)   // "'Login' has no route 'sign-up'."
/// }
/// ```
public enum ViewModelRoutingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The navigator refused the navigation; nothing changed.
  case navigation(NavigationError)
  /// A route id given as a string that names no route of the screen.
  case unknownRouteID(String, context: String)
  /// A route that needs the view model to decide, after the view model was released.
  case viewModelReleased(router: String, route: String)
  /// A route that needs parameters the caller did not pass.
  case missingParameters(route: String, expected: String)

  /// A sentence saying what failed and why.
  public var description: String {
    switch self {
    case .navigation(let error):
      error.description
    case .unknownRouteID(let id, let context):
      "'\(context)' has no route '\(id)'."
    case .viewModelReleased(let router, let route):
      "\(router) cannot decide route '\(route)': its view model was released."
    case .missingParameters(let route, let expected):
      "Route '\(route)' needs parameters of type \(expected)."
    }
  }
}
