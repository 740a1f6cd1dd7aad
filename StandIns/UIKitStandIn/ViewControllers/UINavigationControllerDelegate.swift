public import Foundation

/// Hears a navigation controller show controllers (UIKit's `UINavigationControllerDelegate`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
///
/// `willShow` comes before the transition's appearance callbacks, `didShow` after its
/// did-callbacks, for push, pop and replacing the stack; an interactive pop calls
/// `willShow` when it begins and `didShow` only when it completes (rules 14 and 15).
/// For an animated push or pop (not a swipe back, which UIKit animates itself) the delegate
/// is asked for an animator after `willShow`; nil keeps UIKit's own animation. When it returns
/// an animator, the delegate is asked for an interaction controller for it
/// (`navigationController(_:interactionControllerFor:)`); a non-nil answer makes the transition
/// interactive. UIKit's requirements are `optional`; here every one must be implemented but
/// `navigationController(_:interactionControllerFor:)`, which returns nil unless a conformer
/// implements it (it came later, and code written for the others keeps compiling).
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
  /// The animator for a push or pop, or nil for UIKit's own animation.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: `.push` or `.pop`.
  ///   - fromVC: The controller on top before the transition.
  ///   - toVC: The controller on top after it.
  /// - Returns: A noninteractive animator, or nil.
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller that drives the transition `animationController` animates,
  /// or nil for a transition that runs by itself.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack is changing.
  ///   - animationController: The animator `navigationController(_:animationControllerFor:from:to:)` returned.
  /// - Returns: An interaction controller, such as a `UIPercentDrivenInteractiveTransition`, or nil.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// No interaction controller: the transition runs by itself. UIKit's requirement is
  /// `optional`; a conformer that does not implement it gets this answer.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack is changing.
  ///   - animationController: The animator for the transition.
  /// - Returns: nil.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
