public import Foundation

/// What an animator gets to run a transition (UIKit's `UIViewControllerContextTransitioning`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The superview of the views taking part.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a person drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// Tells UIKit the animation ended.
  ///
  /// - Parameter didComplete: Whether the transition completed (false when cancelled).
  func completeTransition(_ didComplete: Bool)
  /// A controller taking part.
  ///
  /// - Parameter key: `.from` or `.to`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view taking part.
  ///
  /// - Parameter key: `.from` or `.to`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where a controller's view ends up.
  ///
  /// - Parameter vc: The controller.
  func finalFrame(for vc: UIViewController) -> CGRect
}
