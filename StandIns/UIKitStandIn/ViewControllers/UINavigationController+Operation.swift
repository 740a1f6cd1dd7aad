extension UINavigationController {
  /// What a navigation controller's transition does (UIKit's `UINavigationController.Operation`),
  /// as its delegate hears it when asked for an animator.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
  ///
  /// UIKit's enum is open on a Mac, so the adapter only compares it, never switches over it.
  public enum Operation: Int, Sendable {
    /// No transition.
    case none = 0
    /// A controller is pushed onto the stack.
    case push = 1
    /// The top controller is removed from the stack.
    case pop = 2
  }
}
