/// What a tab shows in the tab bar: a title, an image and a badge, or one of the system's
/// tab bar items (``SystemItem``).
///
/// A screen that is a tab's root describes its tab with ``Screen/tabItem``; the hosts show it
/// (UIKit's `tabBarItem`, SwiftUI's `tabItem(_:)` and `badge(_:)`) and snapshots print it on
/// the tab's line, so tests see the tab bar without a UI.
///
/// ```swift
/// final class WishlistScreen: Screen {
///   let viewModel: WishlistViewModel
///   var tabItem: TabItem? {
///     TabItem("Wishlist", image: "heart", badge: viewModel.count > 0 ? "\(viewModel.count)" : nil)
///   }
/// }
/// ```
///
/// A tab can also be one of UIKit's system items, such as Favorites or Search, with
/// ``init(system:badge:role:)``:
///
/// ```swift
/// final class FavoritesScreen: Screen {
///   var tabItem: TabItem? { TabItem(system: .favorites) }
/// }
/// ```
///
/// One tab of a tab container can be prominent (``Role/prominent``), the destination the tab
/// bar emphasizes, such as Search:
///
/// ```swift
/// final class SearchScreen: Screen {
///   var tabItem: TabItem? { TabItem(system: .search, role: .prominent) }
/// }
/// ```
///
/// A badge that changes while the app runs reaches the tab bar through
/// ``Navigator/refreshChrome(of:completion:)``.
public struct TabItem: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The tab's title, such as `Shop`.
  public var title: String
  /// The name of the tab's image, such as `bag`: an SF Symbol's name (UIKit's
  /// `UIImage(systemName:)`, SwiftUI's `Label(_:systemImage:)`); nil for none.
  public var image: String?
  /// The tab's badge, such as `3`; nil for none.
  public var badge: String?
  /// The system tab bar item the tab shows, such as ``SystemItem/favorites``; nil for a tab
  /// that shows its own ``title`` and ``image``. Set by ``init(system:badge:role:)``, which also
  /// sets ``title`` and ``image`` to the system item's English title and nearest SF Symbol.
  public var systemItem: SystemItem?
  /// The tab's role, such as ``Role/prominent``; nil for an ordinary tab.
  public var role: Role?

  /// Creates a tab item.
  ///
  /// ```swift
  /// TabItem("Shop", image: "bag")
  /// ```
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - image: The name of an SF Symbol; nil (the default) for no image.
  ///   - badge: The badge; nil (the default) for none.
  ///   - role: The tab's role, such as ``Role/prominent``; nil (the default) for an ordinary tab.
  public init(_ title: String, image: String? = nil, badge: String? = nil, role: Role? = nil) {
    self.title = title
    self.image = image
    self.badge = badge
    self.role = role
  }

  /// Creates the tab item of one of the system's tab bar items.
  ///
  /// The UIKit host shows it as UIKit's own item (`UITabBarItem(tabBarSystemItem:tag:)`),
  /// whose title and image UIKit draws and localizes. A `UITab` (iOS 18), which has no system
  /// form, and the SwiftUI model, which has no system tab items, show ``title`` and ``image``:
  /// the system item's English title and the SF Symbol nearest its glyph.
  ///
  /// ```swift
  /// TabItem(system: .search, badge: "2")
  /// ```
  ///
  /// - Parameters:
  ///   - item: The system item.
  ///   - badge: The badge; nil (the default) for none.
  ///   - role: The tab's role, such as ``Role/prominent``; nil (the default) for an ordinary tab.
  public init(system item: SystemItem, badge: String? = nil, role: Role? = nil) {
    self.init(item.title, image: item.symbolName, badge: badge, role: role)
    systemItem = item
  }

  /// `tab: Shop, image: bag, badge: 3`, leaving out what is not set; `tab: system favorites,
  /// badge: 3` for a system item; `prominent` last for the prominent tab.
  public var description: String {
    var parts = [systemItem.map { "tab: system \($0.rawValue)" } ?? "tab: \(title)"]
    if systemItem == nil, let image { parts.append("image: \(image)") }
    if let badge { parts.append("badge: \(badge)") }
    if let role { parts.append(role.rawValue) }
    return parts.joined(separator: ", ")
  }
}

extension TabItem {
  /// What a tab is for, beyond being one of the tab bar's destinations.
  ///
  /// A tab container has at most one prominent tab: installing a layout with two is refused
  /// (`NavigationError.Code.invalidLayout`). The UIKit host names it in
  /// `UITabBarController.prominentTabIdentifier` (iOS 27:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/prominenttabidentifier)
  /// and the SwiftUI host gives its `Tab` the role `TabRole.prominent` (iOS 27:
  /// https://developer.apple.com/documentation/swiftui/tabrole/prominent); before iOS 27 the
  /// tab shows as an ordinary tab. With no prominent tab, UIKit may give the slot to a
  /// search tab (`UISearchTab`) on its own; the library never sets one for you.
  public enum Role: String, Hashable, Codable, Sendable, CaseIterable {
    /// The destination the tab bar emphasizes, such as Search; one per tab container.
    case prominent
  }
}

extension TabItem {
  /// One of the system's tab bar items: the cases of UIKit's `UITabBarItem.SystemItem`
  /// (https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem).
  ///
  /// SwiftUI has no system tab items: the SwiftUI model shows the nearest equivalent, a
  /// `Label` with the tab item's ``TabItem/title`` and, as its ``TabItem/image``, the SF Symbol
  /// nearest the item's glyph (`star` for Favorites).
  public enum SystemItem: String, Hashable, Codable, Sendable, CaseIterable {
    /// The More item.
    case more
    /// The Favorites item.
    case favorites
    /// The Featured item.
    case featured
    /// The Top Rated item.
    case topRated
    /// The Recents item.
    case recents
    /// The Contacts item.
    case contacts
    /// The History item.
    case history
    /// The Bookmarks item.
    case bookmarks
    /// The Search item.
    case search
    /// The Downloads item.
    case downloads
    /// The Most Recent item.
    case mostRecent
    /// The Most Viewed item.
    case mostViewed

    /// The item's English title, such as `Top Rated`: what a host that has no system form
    /// shows (UIKit localizes its own); a tab item made with `init(system:badge:role:)` has it as
    /// its ``TabItem/title``.
    package var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The name of the SF Symbol nearest the item's glyph, such as `star` for Favorites; a tab
    /// item made with `init(system:badge:role:)` has it as its ``TabItem/image``.
    package var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star"
      case .recents, .history, .mostRecent: "clock"
      case .contacts: "person.crop.circle"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .downloads: "arrow.down.circle"
      case .mostViewed: "list.number"
      }
    }
  }
}

extension TabItem {
  /// The title a host gives a tab: the tab item's title; without an item, its root screen's
  /// title, or the screen's name when it has no title. The UIKit host's `UITab`s and the
  /// SwiftUI model's tab labels follow this one rule.
  ///
  /// - Parameters:
  ///   - item: The tab item of the tab's root screen, if any.
  ///   - screenTitle: The root screen's title.
  ///   - screenName: The root screen's name.
  package static func title(of item: TabItem?, screenTitle: String, screenName: String) -> String {
    item?.title ?? (screenTitle.isEmpty ? screenName : screenTitle)
  }
}

extension TabItem {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a tab item written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    title = try container.decode(String.self, forKey: "title")
    image = try container.decodeIfPresent(String.self, forKey: "image")
    badge = try container.decodeIfPresent(String.self, forKey: "badge")
    systemItem = try container.decodeIfPresent(SystemItem.self, forKey: "systemItem")
    role = try container.decodeIfPresent(Role.self, forKey: "role")
  }

  /// Writes the tab item with its properties' names as keys, such as `{"title": …}`, leaving out
  /// the optional values it has none of.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(title, forKey: "title")
    try container.encodeIfPresent(image, forKey: "image")
    try container.encodeIfPresent(badge, forKey: "badge")
    try container.encodeIfPresent(systemItem, forKey: "systemItem")
    try container.encodeIfPresent(role, forKey: "role")
  }
}
