/// UIKit's `UITabBarItem`: an item in a tab bar, with a badge.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
  /// The text that the item's badge displays; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}
