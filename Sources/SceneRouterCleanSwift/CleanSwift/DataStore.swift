import SceneRouter
/// The role of a scene's interactor as routers see it: the data the scene hands to other
/// scenes and receives from them (article 001).
///
/// A scene declares its own protocol refining this one, listing only the data a route may
/// read or write; the router holds the interactor typed to that protocol, so it can reach
/// nothing else:
///
/// ```swift
/// protocol ShowOrderDataStore: DataStore {
///   var order: Order? { get set }
/// }
/// final class ShowOrderInteractor: ShowOrderBusinessLogic, ShowOrderDataStore {
///   var order: Order?
/// }
/// ```
///
/// Data stores are objects (usually the interactor), so that a route writing through
/// `inout` writes into the destination scene and not into a copy that is thrown away.
/// Keep their contents values (`Order`, not another scene's interactor): passing data
/// then never makes one scene keep another alive.
@MainActor
public protocol DataStore: AnyObject {}
