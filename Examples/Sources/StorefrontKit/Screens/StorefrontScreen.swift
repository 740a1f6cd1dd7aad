import SceneRouter

/// A storefront screen: what it shows and what a person can do on it.
///
/// The terminal renders ``body`` and numbers ``actions``; tests call the actions as a
/// person would tap them.
@MainActor
public protocol StorefrontScreen: Screen {
  /// The lines of content, such as a product's price.
  var body: [String] { get }
  /// What a person can do here, in display order.
  var actions: [ScreenAction] { get }
}

/// One thing a person can do on a screen, such as "Add to wishlist".
@MainActor
public struct ScreenAction {
  /// The label shown next to the action's number.
  public var title: String
  /// What happens when the person chooses it; it returns when the navigation it starts
  /// (and any result it awaits) has finished.
  public var perform: @MainActor () async -> Void

  /// Creates an action.
  public init(_ title: String, perform: @escaping @MainActor () async -> Void) {
    self.title = title
    self.perform = perform
  }
}
