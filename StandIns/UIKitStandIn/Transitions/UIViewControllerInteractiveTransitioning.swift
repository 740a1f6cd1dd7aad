public import Foundation

/// Drives a transition's progress from a person's touches (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
///
/// UIKit's `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are `optional`;
/// the stand-in declares the one required method only.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive part of the transition with its context.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
