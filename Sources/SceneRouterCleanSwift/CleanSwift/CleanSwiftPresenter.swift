import SceneRouter
/// A Clean Swift presenter's link back to its screen, held weakly by construction, so a
/// scene wired with it has no retain cycle (screen → interactor → presenter ⇢ screen).
///
/// ```swift
/// final class ShowOrderPresenter: CleanSwiftPresenter<any ShowOrderDisplayLogic>, ShowOrderPresentationLogic {
///   func presentOrder(_ order: Order) {
///     viewController?.displayOrder(title: "Order \(order.id)")
///   }
/// }
/// ```
///
/// `Display` is the scene's display logic protocol, as an existential; the screen that
/// ``attach(to:)`` is given must be an object (screens are).
@MainActor
open class CleanSwiftPresenter<Display> {
  private weak var storage: AnyObject?

  /// Creates a presenter with no screen yet; ``attach(to:)`` wires it.
  public init() {}

  /// The scene's screen, typed to its display logic; nil once the screen is gone.
  public var viewController: Display? { storage as? Display }

  /// Wires the presenter to its screen, held weakly.
  ///
  /// - Parameter viewController: The scene's screen, seen through its display logic.
  public func attach(to viewController: Display) {
    storage = viewController as AnyObject
  }
}
