import Foundation

/// UIKit's `UIPopoverPresentationController`: UIKit creates one for a controller presented as
/// `.popover`, an action sheet among them, and the presenter anchors it before presenting.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
///
/// On iPad an action sheet shows as a popover, and UIKit refuses to present one without an
/// anchor (a source view or bar button item). In a horizontally compact window the popover
/// shows as a form sheet ("In iOS 13 and later, for horizontally or vertically compact
/// environments, this option behaves the same as `UIModalPresentationStyle.formSheet`":
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover), which the
/// stand-in follows when the window's horizontal size class is compact, at presentation and
/// when it changes.
@MainActor
public class UIPopoverPresentationController: UIPresentationController {
  /// The view containing the anchor rectangle; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  public var sourceView: UIView?

  /// The rectangle in ``sourceView`` the popover points at; `CGRect.null` by default (iOS 13.2
  /// and later, as Apple's page says: the source view's own frame).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  public var sourceRect: CGRect = .null

  /// The item the popover points at, such as a bar button item; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
  @available(iOS 16.0, *)
  public var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

  /// The directions the arrow may point; `.any` by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  public var permittedArrowDirections: UIPopoverArrowDirection = .any
}
