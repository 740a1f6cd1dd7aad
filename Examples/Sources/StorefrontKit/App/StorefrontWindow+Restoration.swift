import Foundation
public import SceneRouter

extension StorefrontWindow {
  /// The version of the storefront's route table, saved with a window's navigation.
  public static let routeTableVersion = 1

  /// Saves this window's navigation as the storefront's links, and restores saved links in a
  /// window of a later launch through the same table, guards and screen factories as a link.
  ///
  /// Shop and Wishlist are their tabs, a product is pushed where it was, and Login is
  /// presented; other screens (Sign Up, Filters, pop-ups) are not saved, and the screens
  /// above them come back on what is below them.
  ///
  /// ```swift
  /// let data = window.restorer.save(window.navigator).data
  /// // After a relaunch:
  /// let report = try await relaunched.restorer.restore(data, in: relaunched.navigator)
  /// ```
  public var restorer: NavigationRestorer<StorefrontRoute> {
    let links = links
    return NavigationRestorer(routeTableVersion: Self.routeTableVersion, guards: linkRouter?.guards ?? []) { screen in
      switch screen {
      case is ShopScreen: .shop
      case is WishlistScreen: .wishlist
      case let product as ProductScreen: .product(product.viewModel.product.id)
      case is LoginScreen: .login
      default: nil
      }
    } link: { route throws(DeepLinkError) in
      guard let url = URL(string: StorefrontLinks.link(for: route)) else { throw .noMatch }
      return url
    } resolve: { url throws(DeepLinkError) in
      do throws(StorefrontLinkError) {
        return try links.route(for: url)
      } catch {
        throw .routeRejected(error.description)
      }
    } place: { [router] route throws(NavigationError) in
      switch route {
      case .shop: [.perform(StorefrontTab.shop.transition)]
      case .wishlist: [.perform(StorefrontTab.wishlist.transition)]
      case .product(let id): [try router.makeProduct(id, as: .push).move]
      case .productSheet(let id): [try router.makeProduct(id, as: StorefrontRoute.sheetTransition).move]
      case .wishlistProduct(let id):
        [.perform(StorefrontTab.wishlist.transition), .perform(.popToRoot), try router.makeProduct(id, as: .push).move]
      case .login: [router.makeLogin().move]
      case .signUp, .forgotPassword: throw .declined(reason: "\(route) is restored as Login only")
      }
    }
  }
}
