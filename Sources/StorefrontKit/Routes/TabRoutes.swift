import SceneRouter

/// Builds and selects the Shop tab.
@MainActor
public protocol ShopTabRoute: AnyObject {
  /// Selects the Shop tab.
  func openShopTab()
}

/// Builds and selects the Wishlist tab.
@MainActor
public protocol WishlistTabRoute: AnyObject {
  /// Selects the Wishlist tab.
  func openWishlistTab()
}

/// The tabs' indices.
public enum StorefrontTab: Int, CaseIterable, Sendable {
  /// The Shop tab.
  case shop
  /// The Wishlist tab.
  case wishlist
}

extension ShopTabRoute where Self: AppRouter {
  /// Selects the Shop tab from this router's screen.
  public func openShopTab() { perform(.selectTab(StorefrontTab.shop.rawValue)) }
}

extension WishlistTabRoute where Self: AppRouter {
  /// Selects the Wishlist tab from this router's screen.
  public func openWishlistTab() { perform(.selectTab(StorefrontTab.wishlist.rawValue)) }
}

extension AppRouter: ShopTabRoute, WishlistTabRoute {}
