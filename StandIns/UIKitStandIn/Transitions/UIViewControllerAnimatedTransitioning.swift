public import Foundation

/// An animator for a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The transition's duration in seconds.
  ///
  /// - Parameter transitionContext: The transition's context.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Runs the animation; must call `completeTransition(_:)` when it ends.
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}
