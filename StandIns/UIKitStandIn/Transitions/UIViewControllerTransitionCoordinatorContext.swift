public import Foundation

/// What a transition coordinator tells the blocks it runs (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a person drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition was cancelled (a swipe back let go early).
  var isCancelled: Bool { get }
  /// The superview of the views taking part.
  var containerView: UIView { get }
  /// A controller taking part.
  ///
  /// - Parameter key: `.from` or `.to`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}
