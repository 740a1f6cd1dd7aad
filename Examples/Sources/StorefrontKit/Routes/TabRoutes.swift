import SceneRouter

/// Builds and selects the Shop tab.
///
/// As in article 002, a tab cannot be presented, so its route "just instantiates" it for
/// the tab bar (``AppRouter/makeShopTab()``) and selects it (``openShopTab()``).
@MainActor
public protocol ShopTabRoute: AnyObject {
  /// Selects the Shop tab.
  func openShopTab()
}

/// Builds and selects the Wishlist tab; see ``ShopTabRoute``.
@MainActor
public protocol WishlistTabRoute: AnyObject {
  /// Selects the Wishlist tab.
  func openWishlistTab()
}

/// Builds and selects the Search tab, the prominent one; see ``ShopTabRoute``.
@MainActor
public protocol SearchTabRoute: AnyObject {
  /// Selects the Search tab.
  func openSearchTab()
}

/// The tabs' indices.
public enum StorefrontTab: Int, CaseIterable, Sendable {
  /// The Shop tab.
  case shop
  /// The Wishlist tab.
  case wishlist
  /// The Search tab, the tab bar's prominent one.
  case search

  /// The move that selects this tab: what its route and a link's plan perform to show the tab.
  public var move: NavigationMove { .selectTab(rawValue) }
}

extension ShopTabRoute where Self: AppRouter {
  /// Selects the Shop tab from this router's screen.
  public func openShopTab() { perform(StorefrontTab.shop.move) }

  /// The Shop tab's one factory: its first screen with a view model and a router
  /// whose root no transition opened (`.replaceRoot`: a tab's root cannot be closed).
  ///
  /// - Returns: Shop and its router, for the tab bar's first stack.
  public func makeShopTab() -> RoutedScreen<ShopScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .replaceRoot)
    return RoutedScreen(ShopScreen(viewModel: ShopViewModel(router: router, catalog: services.catalog)), managedBy: router)
  }
}

extension WishlistTabRoute where Self: AppRouter {
  /// Selects the Wishlist tab from this router's screen.
  public func openWishlistTab() { perform(StorefrontTab.wishlist.move) }

  /// The Wishlist tab's one factory: its first screen with a view model and a router
  /// whose root no transition opened (`.replaceRoot`: a tab's root cannot be closed).
  ///
  /// - Returns: Wishlist and its router, for the tab bar's second stack.
  public func makeWishlistTab() -> RoutedScreen<WishlistScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .replaceRoot)
    let screen = WishlistScreen(viewModel: WishlistViewModel(router: router, services: services))
    // The tab's badge counts the wishlist: a change reaches the tab bar through the navigator.
    services.session.observeWishlist(screen) { [weak router, weak screen] in
      guard let screen else { return }
      router?.navigator?.refreshChrome(of: screen)
    }
    return RoutedScreen(screen, managedBy: router)
  }
}

extension SearchTabRoute where Self: AppRouter {
  /// Selects the Search tab from this router's screen.
  public func openSearchTab() { perform(StorefrontTab.search.move) }

  /// The Search tab's one factory: its first screen with a view model and a router
  /// whose root no transition opened (`.replaceRoot`: a tab's root cannot be closed).
  ///
  /// - Returns: Search and its router, for the tab bar's third stack.
  public func makeSearchTab() -> RoutedScreen<SearchScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .replaceRoot)
    return RoutedScreen(SearchScreen(viewModel: SearchViewModel(router: router, catalog: services.catalog)), managedBy: router)
  }
}

extension AppRouter: ShopTabRoute, WishlistTabRoute, SearchTabRoute {}
