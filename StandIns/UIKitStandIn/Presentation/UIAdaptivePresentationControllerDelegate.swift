public import Foundation

/// What a presentation controller tells its delegate when a person pulls a sheet down
/// (UIKit's `UIAdaptivePresentationControllerDelegate`; rule 26).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
///
/// UIKit's requirements are `optional`; Linux has no optional requirements, so here every
/// one must be implemented (stricter, never looser), and code calling them through the
/// protocol lives in the adapter's one forwarding file.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asked before a pull-down dismisses; false refuses it.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// The pull-down is about to dismiss.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The pull-down dismissed the presentation; not called for dismissals in code.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A pull-down was refused.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
