/// What a tab shows in the tab bar: a title, an image and a badge.
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
/// A badge that changes while the app runs reaches the tab bar through
/// ``Navigator/refreshChrome(of:completion:)``.
public struct TabItem: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The tab's title, such as `Shop`.
  public var title: String
  /// The name of the tab's image, such as `bag`: an SF Symbol's name (UIKit's
  /// `UIImage(systemName:)`, SwiftUI's `Label(_:systemImage:)`); nil for none.
  public var image: String?
  /// The tab's badge, such as `3`; nil for none.
  public var badge: String?

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
  public init(_ title: String, image: String? = nil, badge: String? = nil) {
    self.title = title
    self.image = image
    self.badge = badge
  }

  /// `tab: Shop, image: bag, badge: 3`, leaving out what is not set.
  public var description: String {
    var parts = ["tab: \(title)"]
    if let image { parts.append("image: \(image)") }
    if let badge { parts.append("badge: \(badge)") }
    return parts.joined(separator: ", ")
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
