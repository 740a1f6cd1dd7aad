import SceneRouter
/// A router that routes segues by identifier through a ``SegueRoutes`` table: what a
/// Clean Swift screen's `prepare(for:sender:)` calls.
///
/// ```swift
/// extension ListOrdersScreen: SeguePreparing {
///   func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {
///     try await router?.route(for: segue)
///   }
/// }
/// ```
@MainActor
public protocol SegueRouting: AnyObject {
  /// The routes by segue identifier.
  var segueRoutes: SegueRoutes<Self> { get }
}

extension SegueRouting {
  /// Runs the route registered for the segue's identifier: it passes data to the segue's
  /// destination, and leaves the showing to the segue.
  ///
  /// - Parameter segue: The segue being prepared.
  /// - Throws: `CleanSwiftRoutingError.noRouteForSegue(router:identifier:)` for an identifier
  ///   with no route, or what the route throws; the segue is then not performed.
  public func route(for segue: StoryboardSegue) async throws(CleanSwiftRoutingError) {
    try await segueRoutes.route(segue, on: self)
  }

  /// Runs the synchronous route registered for the segue's identifier (see
  /// ``SegueRoutes/register(preparing:_:)``): when it returns, the segue's destination has
  /// its data, as UIKit's `prepare(for:sender:)` requires.
  ///
  /// ```swift
  /// extension HomeScreen: SeguePreparing {
  ///   func prepareSynchronously(for segue: StoryboardSegue, sender: (any Sendable)?) throws(CleanSwiftRoutingError) {
  ///     try router?.prepareRoute(for: segue)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter segue: The segue being prepared.
  /// - Throws: `CleanSwiftRoutingError.noRouteForSegue(router:identifier:)` or what the route throws.
  public func prepareRoute(for segue: StoryboardSegue) throws(CleanSwiftRoutingError) {
    try segueRoutes.prepare(segue, on: self)
  }
}
