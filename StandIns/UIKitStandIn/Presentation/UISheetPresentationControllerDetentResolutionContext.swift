public import Foundation

/// What a custom detent's resolver is given to compute its height (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
///
/// UIKit's protocol also has `containerTraitCollection`; the stand-in has no
/// `UITraitCollection`, so that requirement is not declared (the adapter does not read it).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The height of the largest detent the sheet can have, in points.
  var maximumDetentValue: CGFloat { get }
}
