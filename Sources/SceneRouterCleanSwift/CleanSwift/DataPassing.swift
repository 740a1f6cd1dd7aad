import SceneRouter
/// A router's data passing capability: the data store it passes data from, typed to the
/// scene's data store protocol only (article 001's `ListOrdersDataPassing`).
///
/// ```swift
/// protocol ListOrdersDataPassing: DataPassing where Store == any ListOrdersDataStore {}
/// ```
///
/// ``CleanSwiftRouter`` provides it.
@MainActor
public protocol DataPassing: AnyObject {
  /// The scene's data store protocol, as an existential, such as `any ListOrdersDataStore`.
  associatedtype Store

  /// The scene's data store (its interactor, seen through `Store`), or nil before the
  /// scene is wired.
  var dataStore: Store? { get }
}
