import SceneRouter
/// The role of a scene's interactor as its screen sees it: the use cases a screen may ask
/// for, such as `fetchOrders()`.
///
/// A scene declares its own protocol refining this one, and its screen holds the
/// interactor typed to it, so the screen reaches only the business rules:
///
/// ```swift
/// protocol ListOrdersBusinessLogic: BusinessLogic {
///   func fetchOrders()
///   func selectOrder(at index: Int)
/// }
/// ```
@MainActor
public protocol BusinessLogic: AnyObject {}
