import Foundation

/// UIKit's `UIPopoverPresentationController`, reduced to its anchor: UIKit creates one for a
/// controller presented as `.popover`, an action sheet among them.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
///
/// On iPad an action sheet shows as a popover, and UIKit refuses to present one without an
/// anchor (a source view or bar button item); the adapter sets `sourceView`.
@MainActor
public class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover is anchored to; nil by default.
  public var sourceView: UIView?
}
