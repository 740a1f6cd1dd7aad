import SceneRouter
/// A screen through which other scenes' routers reach its scene's data store: article
/// 004's `detailVC.router?.dataStore`, without knowing the screen's class.
///
/// ```swift
/// extension ShowOrderScreen: DataStoreProviding {
///   var sceneDataStore: (any DataStore)? { router?.dataStore }
/// }
/// ```
///
/// A router passing data to this screen casts the store to the protocol it writes to; a
/// screen without a store, or with a store of another type, fails the route with a
/// `CleanSwiftRoutingError` instead of crashing.
@MainActor
public protocol DataStoreProviding: Screen {
  /// The scene's data store, as its router sees it; nil when the scene is not wired.
  var sceneDataStore: (any DataStore)? { get }
}
