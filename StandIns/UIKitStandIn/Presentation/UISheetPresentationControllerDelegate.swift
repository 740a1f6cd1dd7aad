import Foundation

/// What a sheet presentation controller tells its delegate when a person drags the sheet to
/// another detent (UIKit's `UISheetPresentationControllerDelegate`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
///
/// UIKit's requirement is `optional`; Linux has no optional requirements, so here it must be
/// implemented (stricter, never looser), and code calling it through the protocol lives in
/// the adapter's one forwarding file. A sheet's delegate is its presentation controller's
/// `delegate`; UIKit calls this method when that object conforms.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The selected detent changed because a person dragged the sheet; not called when code
  /// sets `selectedDetentIdentifier`.
  ///
  /// - Parameter sheetPresentationController: The sheet presentation controller.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}
