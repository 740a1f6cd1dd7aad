/// Which URLs a matcher accepts and how it compares them.
///
/// Custom schemes fix a long-standing trap (JLRoutes, DeepLinkKit): in `myapp://product/42`
/// URL parsers read `product` as the host. For every scheme in ``customSchemes`` the matcher
/// treats the host as the first path segment, so `myapp://product/42`,
/// `myapp:///product/42` and `https://shop.example.com/product/42` all reach `/product/:id`:
///
/// ```swift
/// let configuration = DeepLinkMatcherConfiguration(
///   customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"])
/// ```
///
/// `http` and `https` URLs are accepted when their host is listed in ``universalLinkHosts``
/// or named by a registered pattern; other schemes must be listed in ``customSchemes``.
public struct DeepLinkMatcherConfiguration: Sendable {
  /// The app's custom schemes, e.g. `myapp`; their host is read as the first path segment.
  public var customSchemes: [String]
  /// The hosts whose `http` and `https` URLs path-only patterns accept (universal links).
  public var universalLinkHosts: [String]
  /// Hosts an absolute URL inside a parameter may point to, besides ``universalLinkHosts``.
  public var redirectHosts: [String]
  /// Custom parameter types, usable as `:name(type)` in patterns.
  public var parameterTypes: [DeepLinkParameterType]
  /// Whether literal path segments compare case-sensitively (the default). Scheme and host
  /// always compare case-insensitively.
  public var caseSensitivePaths: Bool
  /// The longest URL or path accepted, in UTF-8 bytes; longer input is refused before parsing.
  public var maximumLength: Int

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - customSchemes: The app's custom schemes; their host is read as the first path segment.
  ///   - universalLinkHosts: The `http`/`https` hosts path-only patterns accept.
  ///   - redirectHosts: Further hosts an absolute URL inside a parameter may point to.
  ///   - parameterTypes: Custom parameter types, besides `int` and `uuid`.
  ///   - caseSensitivePaths: Whether literal path segments compare case-sensitively.
  ///   - maximumLength: The longest accepted input in UTF-8 bytes (default 8 KiB).
  public init(
    customSchemes: [String] = [],
    universalLinkHosts: [String] = [],
    redirectHosts: [String] = [],
    parameterTypes: [DeepLinkParameterType] = [],
    caseSensitivePaths: Bool = true,
    maximumLength: Int = 8192
  ) {
    self.customSchemes = customSchemes
    self.universalLinkHosts = universalLinkHosts
    self.redirectHosts = redirectHosts
    self.parameterTypes = parameterTypes
    self.caseSensitivePaths = caseSensitivePaths
    self.maximumLength = maximumLength
  }
}
