public import Foundation
public import SceneRouter
public import SceneRouterDeepLinks

extension StorefrontWindow {
  /// The version of the storefront's route table, saved with a window's navigation.
  public static let routeTableVersion = 1

  /// The route a screen stands for: Shop, Wishlist and Search their tabs, a product its page
  /// (or its sheet, when it was presented), Login; nil for the other screens (Sign Up, Filters,
  /// pop-ups), which are not saved.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - style: The style the screen was presented with (`Navigator.presentationStyle(of:)`);
  ///     nil (the default) for a screen pushed or in a tab.
  public static func route(of screen: any Screen, presentedAs style: PresentationStyle? = nil) -> StorefrontRoute? {
    switch screen {
    case is ShopScreen: .shop
    case is WishlistScreen: .wishlist
    case is SearchScreen: .search
    case let product as ProductScreen:
      style == nil ? .product(product.viewModel.product.id) : .productSheet(product.viewModel.product.id)
    case is LoginScreen: .login
    default: nil
    }
  }

  /// The route a screen on screen stands for in its window: a product presented as a sheet is
  /// its sheet's route (`Navigator.presentationStyle(of:)`), a pushed one its page's. What the
  /// restorer saves and the window registries look for.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - navigator: The navigator of the window that shows it.
  public static func route(of screen: any Screen, in navigator: Navigator) -> StorefrontRoute? {
    route(of: screen, presentedAs: navigator.presentationStyle(of: screen))
  }

  /// A route's custom-scheme link, such as `storefront://product/42`.
  ///
  /// - Parameter route: The route.
  /// - Throws: `DeepLinkError.noMatch` when the link is not a URL (never for the storefront's routes).
  public static func link(for route: StorefrontRoute) throws(DeepLinkError) -> URL {
    guard let url = URL(string: StorefrontLinks.link(for: route)) else { throw .noMatch }
    return url
  }

  /// Reads one of the storefront's links as a route, as `DeepLinkError` for SceneRouter's
  /// registries and restorers.
  ///
  /// - Parameter url: The link.
  /// - Throws: `DeepLinkError.declined(reason:)` with the storefront's reason.
  public static func route(forLink url: URL) throws(DeepLinkError) -> StorefrontRoute {
    try StorefrontLinks().deepLinkRoute(for: url)
  }

  /// Saves this window's navigation as the storefront's links, and restores saved links in a
  /// window of a later launch through the same table, guards and screen factories as a link.
  ///
  /// Shop, Wishlist and Search are their tabs, a product is pushed where it was or presented as the
  /// sheet it was, and Login is presented; other screens (Sign Up, Filters, pop-ups) are not saved, and the screens
  /// above them come back on what is below them.
  ///
  /// ```swift
  /// let data = window.restorer.save(window.navigator).data
  /// // After a relaunch:
  /// let report = try await relaunched.restorer.restore(data, in: relaunched.navigator)
  /// ```
  public var restorer: NavigationRestorer<StorefrontRoute> {
    let links = links
    return NavigationRestorer(routeTableVersion: Self.routeTableVersion, guards: linkRouter?.guards ?? []) {
      [navigator] screen in
      Self.route(of: screen, in: navigator)
    } link: { route throws(DeepLinkError) in
      try Self.link(for: route)
    } resolve: { url throws(DeepLinkError) in
      try links.deepLinkRoute(for: url)
    } place: { [router] route throws(NavigationError) in
      switch route {
      case .shop: [.perform(StorefrontTab.shop.move)]
      case .wishlist: [.perform(StorefrontTab.wishlist.move)]
      case .search: [.perform(StorefrontTab.search.move)]
      case .product(let id): [try router.makeProduct(id, as: .push).move]
      case .productSheet(let id): [try router.makeProduct(id, as: StorefrontRoute.sheetTransition).move]
      case .wishlistProduct(let id):
        [.perform(StorefrontTab.wishlist.move), .perform(.popToRoot), try router.makeProduct(id, as: .push).move]
      case .login: [router.makeLogin().move]
      case .signUp, .forgotPassword: throw .declined(reason: "\(route) is restored as Login only")
      }
    }
  }
}
