public import Foundation
public import SceneRouter

/// A screen of the storefront a link can open, with the data it needs.
///
/// ```swift
/// let route = try app.route(for: link)   // link: storefront://wishlist/product/42
/// // route == .wishlistProduct(42)
/// ```
///
/// A route is `Codable`, so that one not shown yet can be kept across a relaunch
/// (`DeepLinkRouter.persistPendingRoutes(in:)`).
public enum StorefrontRoute: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The Shop tab, as it was left.
  case shop
  /// The Wishlist tab, as it was left.
  case wishlist
  /// The Search tab, the tab bar's prominent one, as it was left.
  case search
  /// A product pushed on the current tab.
  case product(Int)
  /// A product presented as a sheet in its own navigation stack, over the current tab, as
  /// article 002's deep-link router shows its links.
  case productSheet(Int)
  /// The Wishlist tab popped to its root, then a product pushed on it.
  case wishlistProduct(Int)
  /// Login, presented as a sheet.
  case login
  /// Login, then Sign Up pushed on it.
  case signUp
  /// Login, then Forgot Password pushed on it.
  case forgotPassword

  /// The route's path, such as `/wishlist/product/42`; links add a scheme and host.
  public var path: String {
    switch self {
    case .shop: "/shop"
    case .wishlist: "/wishlist"
    case .search: "/search"
    case .product(let id): "/product/\(id)"
    case .productSheet(let id): "/product/\(id)/sheet"
    case .wishlistProduct(let id): "/wishlist/product/\(id)"
    case .login: "/login"
    case .signUp: "/signup"
    case .forgotPassword: "/forgot-password"
    }
  }

  /// How ``productSheet(_:)`` shows its product: a form sheet in a new navigation stack,
  /// so related products push inside the sheet.
  public static let sheetTransition = Transition.modal(.formSheet, inNavigation: true)

  /// The route's custom-scheme link, such as `storefront://product/42`.
  public var description: String { StorefrontLinks.link(for: self) }

  /// The route's web link, such as `https://shop.example.com/product/42`: what an activity
  /// carries as its `webpageURL` (a Siri shortcut's, a universal link's).
  public var webURL: URL? { URL(string: StorefrontLinks.webLink(for: self)) }
}

extension StorefrontRoute: DescribedRoute {
  /// The route's pattern in ``StorefrontLinks``' table; a product number is public (it
  /// names a product of the catalog, nothing about the person), so events show it.
  public var routeDescription: RouteDescription {
    switch self {
    case .product(let id): RouteDescription("/product/:id", [.public("id", id)])
    case .productSheet(let id): RouteDescription("/product/:id/sheet", [.public("id", id)])
    case .wishlistProduct(let id): RouteDescription("/wishlist/product/:id", [.public("id", id)])
    case .shop, .wishlist, .search, .login, .signUp, .forgotPassword: RouteDescription(path)
    }
  }
}
