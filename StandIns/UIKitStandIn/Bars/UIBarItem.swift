public import Foundation

/// UIKit's `UIBarItem`: the title and image shared by tab bar and bar button items.
///
/// Apple: https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
  /// The title displayed on the item; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?

  /// The image used to represent the item; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibaritem/image
  open var image: UIImage?

  /// An integer you use to identify the item; 0 by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibaritem/tag
  open var tag: Int = 0

  /// A string that identifies the item, such as a popover's anchor (UIKit's
  /// `UIAccessibilityIdentification`); nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
}
