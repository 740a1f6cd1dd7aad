public import Foundation

/// Supplies animators for presenting and dismissing a controller (UIKit's
/// `UIViewControllerTransitioningDelegate`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
///
/// UIKit's requirements are `optional`; here both must be implemented (return nil for
/// UIKit's own animation).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator for presenting `presented`, or nil for UIKit's own.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator for dismissing `dismissed`, or nil for UIKit's own.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}
