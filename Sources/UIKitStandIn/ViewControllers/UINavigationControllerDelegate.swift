public import Foundation

/// Hears a navigation controller show controllers (UIKit's `UINavigationControllerDelegate`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
///
/// `willShow` comes before the transition's appearance callbacks, `didShow` after its
/// did-callbacks, for push, pop and replacing the stack; an interactive pop calls
/// `willShow` when it begins and `didShow` only when it completes (rules 14 and 15).
/// UIKit's requirements are `optional`; here both must be implemented.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Before `viewController`'s view is shown.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to show.
  ///   - animated: Whether the change is animated.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// After `viewController`'s view was shown.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change was animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
