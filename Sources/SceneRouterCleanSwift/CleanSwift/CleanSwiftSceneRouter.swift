import SceneRouter
/// A Clean Swift router typed to its scene's screen as well as its data store, for a router
/// that reads its own scene's state (a selected row) without a cast.
///
/// ```swift
/// final class ListOrdersRouter: CleanSwiftSceneRouter<any ListOrdersDataStore, ListOrdersScreen> {
///   func routeToSelectedOrder() async throws(CleanSwiftRoutingError) {
///     guard let row = scene?.selectedRow else { return }
///     ...
///   }
/// }
/// ```
@MainActor
open class CleanSwiftSceneRouter<Store, Scene: Screen>: CleanSwiftRouter<Store> {
  /// The scene's screen, typed; held weakly like ``CleanSwiftRouter/viewController``.
  public private(set) weak var scene: Scene?

  /// Wires the router to its scene with the scene's own type.
  ///
  /// - Parameters:
  ///   - scene: The scene's screen; held weakly.
  ///   - dataStore: The scene's data store, seen through `Store`.
  public func attach(toScene scene: Scene, dataStore: Store?) {
    self.scene = scene
    attach(to: scene, dataStore: dataStore)
  }
}
