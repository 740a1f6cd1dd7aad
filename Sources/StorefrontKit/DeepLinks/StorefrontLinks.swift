package import Foundation
public import SceneRouter

/// Turns a link into a ``StorefrontRoute``.
///
/// The storefront reads links through this protocol only, so the package's route table
/// (`DeepLinkTable`) can take the place of ``StorefrontLinks`` without touching the app.
package protocol StorefrontLinkParsing: Sendable {
  /// The route a link names.
  ///
  /// - Parameter url: The link, from outside the app.
  /// - Returns: The route.
  /// - Throws: ``StorefrontLinkError`` saying why the storefront does not handle the link.
  func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute
}

/// The storefront's links, both ways: `storefront://product/42` and
/// `https://shop.example.com/product/42` to ``StorefrontRoute/product(_:)``, and back.
///
/// | link path | route |
/// |---|---|
/// | `/shop`, `/wishlist` | ``StorefrontRoute/shop``, ``StorefrontRoute/wishlist`` |
/// | `/product/42` | ``StorefrontRoute/product(_:)`` |
/// | `/wishlist/product/42` | ``StorefrontRoute/wishlistProduct(_:)`` |
/// | `/login`, `/signup`, `/forgot-password` | ``StorefrontRoute/login``, ``StorefrontRoute/signUp``, ``StorefrontRoute/forgotPassword`` |
///
/// In the custom scheme the first segment is the URL's host (`storefront://product/42`
/// has host `product` and path `/42`); `storefront:///product/42` is read the same way.
/// Over https the host must be `shop.example.com`. Query and fragment are ignored.
package struct StorefrontLinks: StorefrontLinkParsing {
  /// The custom scheme, `storefront`.
  package static let scheme = "storefront"
  /// The web host, `shop.example.com`.
  package static let webHost = "shop.example.com"

  /// Creates the parser.
  package init() {}

  /// The custom-scheme link of a route, such as `storefront://wishlist/product/42`.
  package static func link(for route: StorefrontRoute) -> String {
    "\(scheme):/" + route.path
  }

  /// The web link of a route, such as `https://shop.example.com/product/42`.
  package static func webLink(for route: StorefrontRoute) -> String {
    "https://\(webHost)" + route.path
  }

  /// Reads a link.
  ///
  /// - Complexity: O(*n*) in the link's length.
  package func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute {
    let link = url.absoluteString
    let segments = try Self.segments(of: url)
    switch segments.count {
    case 1:
      switch segments[0] {
      case "shop": return .shop
      case "wishlist": return .wishlist
      case "login": return .login
      case "signup": return .signUp
      case "forgot-password": return .forgotPassword
      default: break
      }
    case 2 where segments[0] == "product":
      return .product(try Self.productNumber(segments[1], in: link))
    case 3 where segments[0] == "wishlist" && segments[1] == "product":
      return .wishlistProduct(try Self.productNumber(segments[2], in: link))
    default:
      break
    }
    throw StorefrontLinkError(link: link, reason: .unknownPath("/" + segments.joined(separator: "/")))
  }

  /// The link's path segments, percent-decoded one by one, with the custom scheme's host
  /// as the first segment.
  private static func segments(of url: URL) throws(StorefrontLinkError) -> [String] {
    let link = url.absoluteString
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw StorefrontLinkError(link: link, reason: .malformed)
    }
    // Split the encoded path first, so that `%2F` stays inside its segment.
    var segments: [String] = []
    for encoded in components.percentEncodedPath.split(separator: "/") {
      guard let segment = String(encoded).removingPercentEncoding else {
        throw StorefrontLinkError(link: link, reason: .malformed)
      }
      segments.append(segment)
    }
    let host = components.host ?? ""
    switch components.scheme?.lowercased() {
    case nil, "":
      throw StorefrontLinkError(link: link, reason: .missingScheme)
    case scheme:
      return host.isEmpty ? segments : [host.lowercased()] + segments
    case "https":
      guard host.lowercased() == webHost else { throw StorefrontLinkError(link: link, reason: .unknownHost(host)) }
      return segments
    case .some(let other):
      throw StorefrontLinkError(link: link, reason: .unsupportedScheme(other))
    }
  }

  /// A product number: ASCII digits only (no sign, no other scripts' digits), within `Int`.
  private static func productNumber(_ text: String, in link: String) throws(StorefrontLinkError) -> Int {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(text) else {
      throw StorefrontLinkError(link: link, reason: .badProductNumber(text))
    }
    return id
  }
}

/// Why the storefront did not open a link. Nothing on screen changed.
///
/// ```swift
/// print(error)
/// // 'ftp://shop/42' is not a storefront link: scheme 'ftp' is neither storefront nor https.
/// ```
public struct StorefrontLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, for the description.
  package enum Reason: Hashable, Sendable {
    case malformed
    case missingScheme
    case unsupportedScheme(String)
    case unknownHost(String)
    case unknownPath(String)
    case badProductNumber(String)
    case unknownProduct(Int)
    case refused(NavigationError)
  }

  /// The link as it was given.
  public let link: String
  /// What was wrong.
  package let reason: Reason

  /// Creates an error for a link.
  package init(link: String, reason: Reason) {
    self.link = link
    self.reason = reason
  }

  /// The navigator's refusal, when the link was understood but could not be shown.
  public var navigationError: NavigationError? {
    if case .refused(let error) = reason { return error }
    return nil
  }

  /// One sentence saying what was wrong with the link.
  public var description: String {
    let notOurs = "'\(link)' is not a storefront link:"
    return switch reason {
    case .malformed:
      "'\(link)' is not a valid URL."
    case .missingScheme:
      "\(notOurs) it has no scheme; links start with storefront:// or https://\(StorefrontLinks.webHost)/."
    case .unsupportedScheme(let scheme):
      "\(notOurs) scheme '\(scheme)' is neither storefront nor https."
    case .unknownHost(let host):
      "\(notOurs) host '\(host)' is not \(StorefrontLinks.webHost)."
    case .unknownPath(let path):
      "\(notOurs) no screen lives at '\(path)'."
    case .badProductNumber(let text):
      "\(notOurs) '\(text)' is not a product number."
    case .unknownProduct(let id):
      "Cannot open '\(link)': the shop sells no product \(id)."
    case .refused(let error):
      "Cannot open '\(link)': \(error.description)"
    }
  }
}
