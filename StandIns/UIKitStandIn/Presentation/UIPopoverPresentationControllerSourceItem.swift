/// What a popover can be anchored to (UIKit's `UIPopoverPresentationControllerSourceItem`,
/// iOS 16), such as a bar button item.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
///
/// Its iOS 17 requirement `frame(in:)` is not declared: the adapter does not call it.
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}
