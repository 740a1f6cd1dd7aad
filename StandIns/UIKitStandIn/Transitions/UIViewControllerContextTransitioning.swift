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
  /// Tells UIKit how far a person's interaction has driven the transition.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
  ///
  /// - Parameter percentComplete: From 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Tells UIKit the person's interaction ended and the transition completes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
  func finishInteractiveTransition()
  /// Tells UIKit the person's interaction ended and the transition is cancelled.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
  func cancelInteractiveTransition()
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
