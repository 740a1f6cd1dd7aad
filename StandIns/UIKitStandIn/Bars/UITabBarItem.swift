/// UIKit's `UITabBarItem`: an item in a tab bar, with a badge.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
  /// Constants that represent the system tab bar items.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem
  public enum SystemItem: Int, Sendable {
    /// The more system item.
    case more
    /// The favorites system item.
    case favorites
    /// The featured system item.
    case featured
    /// The top rated system item.
    case topRated
    /// The recents system item.
    case recents
    /// The contacts system item.
    case contacts
    /// The history system item.
    case history
    /// The bookmarks system item.
    case bookmarks
    /// The search system item.
    case search
    /// The downloads system item.
    case downloads
    /// The most recent system item.
    case mostRecent
    /// The most viewed system item.
    case mostViewed
  }

  /// The system item the item was made as (`init(tabBarSystemItem:tag:)`); UIKit does not
  /// publish it: the simulation reads it (`UIKitSimulator.systemItem(of:)`).
  let systemItem: SystemItem?

  /// Creates an item with no title and no image.
  override public init() {
    systemItem = nil
    super.init()
  }

  /// Creates a tab bar item that displays a title and an image.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates a tab bar item using a system-provided configuration. Its `title` and `image`
  /// cannot be changed (Apple's discussion): setting them leaves them as they are.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    super.init()
    self.tag = tag
  }

  /// The title displayed on the item; unchangeable on a system item.
  override open var title: String? {
    get { super.title }
    set { if systemItem == nil { super.title = newValue } }
  }

  /// The image used to represent the item; unchangeable on a system item.
  override open var image: UIImage? {
    get { super.image }
    set { if systemItem == nil { super.image = newValue } }
  }

  /// The text that the item's badge displays; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}
