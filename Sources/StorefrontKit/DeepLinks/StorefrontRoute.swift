public import SceneRouter

/// A screen of the storefront a link can open, with the data it needs.
///
/// ```swift
/// let route = try app.route(for: link)   // link: storefront://wishlist/product/42
/// // route == .wishlistProduct(42)
/// ```
public enum StorefrontRoute: Sendable, Hashable, CustomStringConvertible {
  /// The Shop tab, as it was left.
  case shop
  /// The Wishlist tab, as it was left.
  case wishlist
  /// A product pushed on the current tab.
  case product(Int)
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
    case .product(let id): "/product/\(id)"
    case .wishlistProduct(let id): "/wishlist/product/\(id)"
    case .login: "/login"
    case .signUp: "/signup"
    case .forgotPassword: "/forgot-password"
    }
  }

  /// The route's custom-scheme link, such as `storefront://product/42`.
  public var description: String { StorefrontLinks.link(for: self) }
}

extension StorefrontRoute: DescribedRoute {
  /// The route's pattern in ``StorefrontLinks``' table; a product number is public (it
  /// names a product of the catalog, nothing about the person), so events show it.
  public var routeDescription: RouteDescription {
    switch self {
    case .product(let id): RouteDescription("/product/:id", [.public("id", id)])
    case .wishlistProduct(let id): RouteDescription("/wishlist/product/:id", [.public("id", id)])
    case .shop, .wishlist, .login, .signUp, .forgotPassword: RouteDescription(path)
    }
  }
}
