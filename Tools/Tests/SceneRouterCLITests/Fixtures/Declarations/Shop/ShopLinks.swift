// Written for these tests: a shop's route table, compared with the apple-app-site-association
// and Info.plist files beside it (planted/ holds one mistake of each kind, corrected/ none).
import SceneRouter

enum ShopRoute: Sendable, Equatable {
  case product(Int)
  case reviews(Int)
  case cart
  case search(String)
  case order(Int, step: Int)
  case help
  case callback(String)
  case debug
}

enum ShopLinks {
  static let scheme = "shop"
  static let webHost = "shop.example.com"

  static let table = try DeepLinkTable<ShopRoute>(
    configuration: .init(customSchemes: [scheme], exclusiveSchemes: ["shop-sdk"], universalLinkHosts: [webHost]),
    [
      DeepLinkEntry("/product/:id(int)", parse: { .product(try $0.value("id")) }, print: { _ in nil }),
      DeepLinkEntry("/product/:id(int)/reviews", parse: { .reviews(try $0.value("id")) }, print: { _ in nil }),
      DeepLinkEntry("/cart", parse: { _ in .cart }, print: { _ in nil }),
      DeepLinkEntry("/search?q=:query", parse: { .search(try $0.value("query")) }, print: { _ in nil }),
      DeepLinkEntry(
        "/order/:id(int)?step=:step(int)", parse: { .order(try $0.value("id"), step: try $0.value("step")) },
        print: { _ in nil }),
      DeepLinkEntry("/help/**", parse: { _ in .help }, print: { _ in nil }),
      DeepLinkEntry("shop-sdk://callback/:token", parse: { .callback(try $0.value("token")) }, print: { _ in nil }),
      DeepLinkEntry("/debug", exposure: .internalOnly, parse: { _ in .debug }, print: { _ in nil }),
    ])
}
