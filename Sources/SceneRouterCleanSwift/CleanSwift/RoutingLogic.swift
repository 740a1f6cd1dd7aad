import SceneRouter
/// The role of a scene's router as its screen sees it: the routes it may ask for, such as
/// `routeToShowOrder(segue:)`.
///
/// A scene declares its own protocol refining this one; its screen holds the router typed
/// to it (and to ``DataPassing``), never to the router's class:
///
/// ```swift
/// protocol ListOrdersRoutingLogic: RoutingLogic {
///   func routeToShowOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
/// }
/// ```
@MainActor
public protocol RoutingLogic: AnyObject {}
