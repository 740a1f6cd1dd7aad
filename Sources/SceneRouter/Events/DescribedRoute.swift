/// A route that chooses how navigation events name it, and which of its parameter values
/// they may show.
///
/// Conform a deep-link route type to it to name routes by their URL pattern and to mark
/// the values that are safe to log as public; see ``RouteDescription``.
///
/// ```swift
/// extension AppRoute: DescribedRoute {
///   var routeDescription: RouteDescription {
///     switch self {
///     case .product(let id): RouteDescription("/product/:id", [.public("id", id)])
///     case .profile: RouteDescription("/profile/:user", [.private("user")])
///     }
///   }
/// }
/// ```
public protocol DescribedRoute: Sendable {
  /// The route's pattern and parameters, values only where public.
  var routeDescription: RouteDescription { get }
}
