public import SceneRouter

/// The storefront's tab bar, as article 002's scene delegate builds it: each tab made by
/// its tab route, each in its own navigation stack.
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

  /// Makes both tabs with the tab routes of `router`.
  ///
  /// - Parameter router: The window's router.
  public init(router: AppRouter) {
    shop = router.makeShopTab()
    wishlist = router.makeWishlistTab()
  }

  /// The layout that shows the tabs, each in its own stack, with one selected.
  ///
  /// - Parameter selected: The tab selected first; Shop unless told.
  /// - Returns: The window's root layout.
  public func layout(selected: StorefrontTab = .shop) -> Layout {
    .tabs([.stack([shop.screen]), .stack([wishlist.screen])], selected: selected.rawValue)
  }
}
