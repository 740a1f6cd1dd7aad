public import Foundation

/// UIKit's `UINavigationItem`, reduced to its title: what a navigation bar shows for a
/// view controller.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  /// The navigation item's title that displays in the navigation bar; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?

  /// The items shown at the right (trailing) edge of the navigation bar; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The items shown at the left (leading) edge of the navigation bar; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// Creates a navigation item with the specified title.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  ///
  /// - Parameter title: The title displayed in the center of the navigation bar.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The item a view controller makes on first access, with no title.
  init(untitled: Void) {
    super.init()
  }
}
