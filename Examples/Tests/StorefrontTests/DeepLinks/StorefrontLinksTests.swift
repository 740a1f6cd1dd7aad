import Foundation
import StorefrontKit
import Testing

/// The storefront's link parser, both ways.
@Suite("StorefrontLinks")
struct StorefrontLinksTests {
  static let routes: [StorefrontRoute] = [
    .shop, .wishlist, .search, .product(42), .productSheet(42), .wishlistProduct(42), .login, .signUp, .forgotPassword,
  ]

  @Test("every route's custom-scheme and web links read back as the route", arguments: routes)
  func roundTrip(route: StorefrontRoute) throws {
    let links = StorefrontLinks()
    for link in [StorefrontLinks.link(for: route), StorefrontLinks.webLink(for: route)] {
      #expect(try links.route(for: #require(URL(string: link))) == route)
    }
  }

  static let readLinks: [(String, StorefrontRoute)] = [
    ("storefront://product/42", .product(42)),
    ("storefront:///product/42", .product(42)),
    ("STOREFRONT://Shop/", .shop),
    ("https://SHOP.example.com/wishlist/product/3?utm=mail#top", .wishlistProduct(3)),
    ("storefront://product/042", .product(42)),
    ("https://shop.example.com:443/shop", .shop),
    ("storefront://Search", .search),
  ]

  @Test("links read as their routes, whatever the case of scheme and host, query and fragment", arguments: readLinks)
  func readings(link: String, route: StorefrontRoute) throws {
    #expect(try StorefrontLinks().route(for: #require(URL(string: link))) == route)
  }

  static let refusedLinks: [(String, String)] = [
    ("storefront://product/%2B4", "'storefront://product/%2B4' is not a storefront link: '+4' is not a product number."),
    ("storefront://product/99999999999999999999", "'storefront://product/99999999999999999999' is not a storefront link: '99999999999999999999' is not a product number."),
    ("storefront://wishlist/42", "'storefront://wishlist/42' is not a storefront link: no screen lives at '/wishlist/42'."),
    ("storefront://", "'storefront://' is not a storefront link: no screen lives at '/'."),
    ("https://shop.example.com@evil.com/shop", "'https://shop.example.com@evil.com/shop' is not a storefront link: host 'evil.com' is not shop.example.com."),
    ("ftp://shop.example.com/shop", "'ftp://shop.example.com/shop' is not a storefront link: scheme 'ftp' is neither storefront nor https."),
    // Issue 10, finding 8: plain http, user info and other ports were accepted.
    ("http://shop.example.com/shop", "'http://shop.example.com/shop' is not a storefront link: http is refused: web links are https only."),
    ("HTTP://shop.example.com/wishlist/product/3", "'HTTP://shop.example.com/wishlist/product/3' is not a storefront link: http is refused: web links are https only."),
    ("https://evil.com@shop.example.com/shop", "'https://evil.com@shop.example.com/shop' is not a storefront link: a link may not carry a user name or password before the host."),
    ("https://ana:secret@shop.example.com/shop", "'https://ana:secret@shop.example.com/shop' is not a storefront link: a link may not carry a user name or password before the host."),
    ("storefront://ana@product/42", "'storefront://ana@product/42' is not a storefront link: a link may not carry a user name or password before the host."),
    ("https://shop.example.com:8443/shop", "'https://shop.example.com:8443/shop' is not a storefront link: port 8443 is not the storefront's."),
    ("storefront://product:80/42", "'storefront://product:80/42' is not a storefront link: port 80 is not the storefront's."),
    ("storefront://product/%2e%2e", "'storefront://product/%2e%2e' is not a storefront link: the path holds a '.' or '..' segment."),
  ]

  @Test("links the storefront does not handle are refused with a sentence saying why", arguments: refusedLinks)
  func refusals(link: String, message: String) throws {
    let url = try #require(URL(string: link))
    #expect(throws: StorefrontLinkError.self) { try StorefrontLinks().route(for: url) }
    do {
      _ = try StorefrontLinks().route(for: url)
    } catch {
      #expect(error.description == message)
    }
  }
}
