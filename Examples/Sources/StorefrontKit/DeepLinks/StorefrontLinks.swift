package import Foundation
public import SceneRouterDeepLinks

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
/// | `/search` | ``StorefrontRoute/search``, the prominent tab |
/// | `/product/42` | ``StorefrontRoute/product(_:)`` |
/// | `/product/42/sheet` | ``StorefrontRoute/productSheet(_:)`` |
/// | `/wishlist/product/42` | ``StorefrontRoute/wishlistProduct(_:)`` |
/// | `/login`, `/signup`, `/forgot-password` | ``StorefrontRoute/login``, ``StorefrontRoute/signUp``, ``StorefrontRoute/forgotPassword`` |
///
/// In the custom scheme the first segment is the URL's host (`storefront://product/42`
/// has host `product` and path `/42`); `storefront:///product/42` is read the same way.
/// Over https the host must be `shop.example.com`. Query and fragment are ignored. The
/// reading is SceneRouter's ``DeepLinkTable``, so its rules apply: `..` segments,
/// malformed escapes and control characters are refused before anything is built.
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

  /// The storefront's route table: one pattern per route, read and printed both ways by
  /// SceneRouter's ``DeepLinkTable``. Product numbers are ASCII digits only.
  package static let table: Result<DeepLinkTable<StorefrontRoute>, DeepLinkPatternError> = Result {
    () throws(DeepLinkPatternError) in
    /// A product number: ASCII digits only (no sign, no other scripts' digits), within `Int`.
    @Sendable func number(_ parameters: DeepLinkParameters) throws -> Int {
      let text: String = try parameters.value("id")
      guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(text) else {
        throw DeepLinkError.invalidParameter(name: "id", value: text, type: "product number")
      }
      return id
    }
    func fixed(_ path: String, _ route: StorefrontRoute) -> DeepLinkEntry<StorefrontRoute> {
      DeepLinkEntry(path, parse: { _ in route }, print: { $0 == route ? [:] : nil })
    }
    return try DeepLinkTable(
      configuration: .init(customSchemes: [scheme], universalLinkHosts: [webHost]),
      [
        fixed("/shop", .shop),
        fixed("/wishlist", .wishlist),
        fixed("/search", .search),
        fixed("/login", .login),
        fixed("/signup", .signUp),
        fixed("/forgot-password", .forgotPassword),
        DeepLinkEntry(
          "/product/:id", parse: { .product(try number($0)) },
          print: { if case .product(let id) = $0 { ["id": id] } else { nil } }),
        DeepLinkEntry(
          "/product/:id/sheet", parse: { .productSheet(try number($0)) },
          print: { if case .productSheet(let id) = $0 { ["id": id] } else { nil } }),
        DeepLinkEntry(
          "/wishlist/product/:id", parse: { .wishlistProduct(try number($0)) },
          print: { if case .wishlistProduct(let id) = $0 { ["id": id] } else { nil } }),
      ])
  }

  /// Reads a link with the route table.
  ///
  /// - Complexity: O(*n*) in the link's length.
  package func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute {
    let link = url.absoluteString
    let table: DeepLinkTable<StorefrontRoute>
    switch Self.table {
    case .success(let built): table = built
    case .failure(let error): throw StorefrontLinkError(link: link, reason: .rejected(error.description))
    }
    if let refusal = Self.refusal(of: url) { throw StorefrontLinkError(link: link, reason: refusal) }
    do throws(DeepLinkError) {
      return try table.route(for: link)
    } catch {
      throw StorefrontLinkError(link: link, reason: Self.reason(for: error, in: url))
    }
  }

  /// The storefront's words for the table's refusals.
  /// What the table would let through but the storefront refuses: plain http (universal
  /// links are https only), user info before the host (`https://evil.com@shop…` names
  /// shop.example.com, but reads as evil.com to a person), and a port other than https's.
  private static func refusal(of url: URL) -> StorefrontLinkError.Reason? {
    let scheme = url.scheme?.lowercased()
    if scheme == "http" { return .notHTTPS }
    // A link to another host is refused for its host, which says more.
    let isOurs = scheme == Self.scheme || url.host?.lowercased() == webHost
    if isOurs, url.user != nil || url.password != nil { return .userInfo }
    if let port = url.port, !(scheme == "https" && port == 443) { return .port(port) }
    return nil
  }

  private static func reason(for error: DeepLinkError, in url: URL) -> StorefrontLinkError.Reason {
    switch error {
    case .malformedURL: return .malformed
    case .unsupportedScheme(let scheme): return .unsupportedScheme(scheme)
    case .hostNotAccepted(let host): return .unknownHost(host)
    case .invalidParameter(_, let value, _): return .badProductNumber(value)
    case .noMatch:
      let path = url.scheme?.lowercased() == scheme ? "/" + (url.host ?? "") + url.path : url.path
      return .unknownPath(path.isEmpty ? "/" : path)
    default: return .rejected(error.description)
    }
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
    case unsupportedScheme(String)
    case notHTTPS
    case userInfo
    case port(Int)
    case unknownHost(String)
    case unknownPath(String)
    case badProductNumber(String)
    case unknownProduct(Int)
    case refused(NavigationError)
    case rejected(String)
    case dropped(String)
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
    case .unsupportedScheme(let scheme):
      "\(notOurs) scheme '\(scheme)' is neither storefront nor https."
    case .notHTTPS:
      "\(notOurs) http is refused: web links are https only."
    case .userInfo:
      "\(notOurs) a link may not carry a user name or password before the host."
    case .port(let port):
      "\(notOurs) port \(port) is not the storefront's."
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
    case .rejected(let reason):
      "\(notOurs) \(reason)."
    case .dropped(let reason):
      "Did not open '\(link)': \(reason)."
    }
  }
}

extension StorefrontLinkParsing {
  /// The route a link names, refused as SceneRouter's readers refuse (`DeepLinkError`), for
  /// its entry readers, window registries and restorers.
  ///
  /// - Parameter url: The link.
  /// - Returns: The route.
  /// - Throws: `DeepLinkError.declined(reason:)` with the storefront's reason.
  package func deepLinkRoute(for url: URL) throws(DeepLinkError) -> StorefrontRoute {
    do throws(StorefrontLinkError) {
      return try route(for: url)
    } catch {
      throw .declined(reason: error.description)
    }
  }
}
