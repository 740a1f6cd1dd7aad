public import SceneRouter

/// The storefront's tab bar, as article 002's scene delegate builds it: each tab made by
/// its tab route, each in its own navigation stack. Its third tab, Search, is prominent, as an
/// iOS 27 app shows it (`TabItem.Role.prominent`): UIKit's `prominentTabIdentifier`, SwiftUI's
/// `TabRole.prominent`; before iOS 27, an ordinary tab.
///
/// ```swift
/// let tabBar = StorefrontTabBar(router: appRouter)
/// navigator.setRoot(tabBar.layout)
/// ```
@MainActor
public struct StorefrontTabBar {
  /// The Shop tab, made by ``ShopTabRoute/makeShopTab()``.
  public let shop: RoutedScreen<ShopScreen, AppRouter>
  /// The Wishlist tab, made by ``WishlistTabRoute/makeWishlistTab()``.
  public let wishlist: RoutedScreen<WishlistScreen, AppRouter>
  /// The Search tab, the prominent one, made by ``SearchTabRoute/makeSearchTab()``.
  public let search: RoutedScreen<SearchScreen, AppRouter>

  /// Makes the three tabs with the tab routes of `router`.
  ///
  /// - Parameter router: The window's router.
  public init(router: AppRouter) {
    shop = router.makeShopTab()
    wishlist = router.makeWishlistTab()
    search = router.makeSearchTab()
  }

  /// How the tabs are shown: a tab bar, or a tab bar that becomes a sidebar on iPad.
  public enum Style: String, Sendable, CaseIterable {
    /// A tab bar, as article 002 builds it (`UITabBarController`, SwiftUI's `TabView`).
    case tabBar
    /// A sidebar-adaptable tab bar, as an iPad app shows its sections from iOS 18 (UIKit's
    /// `UITabBarController` in `.tabSidebar` mode, SwiftUI's `.sidebarAdaptable` tab view): a
    /// sidebar a person shows or hides in a regular width, the tab bar alone in a compact one,
    /// and a plain tab bar before iOS 18. Routes select the tabs as they do in a tab bar.
    case sidebarAdaptable
  }

  /// The layout that shows the tabs, each in its own stack, with one selected.
  ///
  /// - Parameters:
  ///   - selected: The tab selected first; Shop unless told.
  ///   - style: A tab bar (the default) or a sidebar-adaptable one.
  /// - Returns: The window's root layout.
  public func layout(selected: StorefrontTab = .shop, style: Style = .tabBar) -> Layout {
    let tabs: [Layout] = [.stack([shop.screen]), .stack([wishlist.screen]), .stack([search.screen])]
    switch style {
    case .tabBar: return .tabs(tabs, selected: selected.rawValue)
    case .sidebarAdaptable: return .sidebarTabs([TabGroup(tabs: tabs)], selected: selected.rawValue)
    }
  }
}
