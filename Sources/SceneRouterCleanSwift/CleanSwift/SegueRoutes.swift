import SceneRouter
/// A router's routes by segue identifier: the type-safe replacement for articles 001 and
/// 004's `NSSelectorFromString("routeTo\(scene)WithSegue:")`.
///
/// A table maps each identifier to a route of the router. Routes receive the router as a
/// parameter, so the table, stored in the router, keeps no reference to it; an identifier
/// with no route, or with two, is a `CleanSwiftRoutingError` rather than a silent no-op:
///
/// ```swift
/// final class ListOrdersRouter: CleanSwiftRouter<any ListOrdersDataStore>, SegueRouting {
///   let segueRoutes = SegueRoutes<ListOrdersRouter>()
///     .registering("ShowOrder") { router, segue throws(CleanSwiftRoutingError) in try await router.routeToShowOrder(segue: segue) }
///     .registering("CreateOrder") { router, segue throws(CleanSwiftRoutingError) in try await router.routeToCreateOrder(segue: segue) }
/// }
/// ```
@MainActor
public struct SegueRoutes<Owner: AnyObject> {
  /// A route of the owner, called with the segue being prepared.
  public typealias Route = @MainActor (Owner, StoryboardSegue) async throws(CleanSwiftRoutingError) -> Void

  /// A route of the owner that passes data synchronously, inside UIKit's `prepare(for:sender:)`.
  public typealias PreparingRoute = @MainActor (Owner, StoryboardSegue) throws(CleanSwiftRoutingError) -> Void

  private var routes: [String: Route] = [:]
  private var preparingRoutes: [String: PreparingRoute] = [:]
  private var duplicates: Set<String> = []

  /// Creates an empty table.
  public init() {}

  /// The registered identifiers, sorted.
  public var identifiers: [String] { Set(routes.keys).union(preparingRoutes.keys).sorted() }

  /// Registers the route for a segue identifier.
  ///
  /// Registering an identifier twice is a mistake the table remembers: routing that
  /// identifier then throws `CleanSwiftRoutingError.duplicateSegueRoute(router:identifier:)`.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier, such as `ShowOrder`.
  ///   - route: The route; it receives the router, so it need not capture it.
  public mutating func register(_ identifier: String, _ route: @escaping Route) {
    if routes[identifier] != nil || preparingRoutes[identifier] != nil { duplicates.insert(identifier) }
    routes[identifier] = route
  }

  /// Registers a synchronous route for a segue identifier: it passes data to the segue's
  /// destination before ``prepare(_:on:)`` returns, as UIKit requires of `prepare(for:sender:)`.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier, such as `ShowOrder`.
  ///   - route: The route; it receives the router, so it need not capture it.
  public mutating func register(preparing identifier: String, _ route: @escaping PreparingRoute) {
    if routes[identifier] != nil || preparingRoutes[identifier] != nil { duplicates.insert(identifier) }
    preparingRoutes[identifier] = route
  }

  /// The table with one more synchronous route; see ``register(preparing:_:)``.
  public func registering(preparing identifier: String, _ route: @escaping PreparingRoute) -> SegueRoutes {
    var copy = self
    copy.register(preparing: identifier, route)
    return copy
  }

  /// Calls the synchronous route registered for the segue's identifier; when it returns,
  /// the destination has its data.
  ///
  /// - Complexity: O(1) on average.
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - owner: The router whose route runs.
  /// - Throws: `CleanSwiftRoutingError.noRouteForSegue(router:identifier:)` when no synchronous
  ///   route has the identifier, `CleanSwiftRoutingError.duplicateSegueRoute(router:identifier:)`,
  ///   or what the route throws.
  public func prepare(_ segue: StoryboardSegue, on owner: Owner) throws(CleanSwiftRoutingError) {
    let name = String(describing: type(of: owner))
    guard !duplicates.contains(segue.identifier) else {
      throw .duplicateSegueRoute(router: name, identifier: segue.identifier)
    }
    guard let route = preparingRoutes[segue.identifier] else {
      throw .noRouteForSegue(router: name, identifier: segue.identifier)
    }
    try route(owner, segue)
  }

  /// The table with one more route; see ``register(_:_:)``.
  public func registering(_ identifier: String, _ route: @escaping Route) -> SegueRoutes {
    var copy = self
    copy.register(identifier, route)
    return copy
  }

  /// Calls the route registered for the segue's identifier.
  ///
  /// - Complexity: O(1) on average.
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - owner: The router whose route runs.
  /// - Throws: `CleanSwiftRoutingError.noRouteForSegue(router:identifier:)`,
  ///   `CleanSwiftRoutingError.duplicateSegueRoute(router:identifier:)`, or what the route throws.
  public func route(_ segue: StoryboardSegue, on owner: Owner) async throws(CleanSwiftRoutingError) {
    let name = String(describing: type(of: owner))
    guard !duplicates.contains(segue.identifier) else {
      throw .duplicateSegueRoute(router: name, identifier: segue.identifier)
    }
    guard let route = routes[segue.identifier] else {
      throw .noRouteForSegue(router: name, identifier: segue.identifier)
    }
    try await route(owner, segue)
  }
}
