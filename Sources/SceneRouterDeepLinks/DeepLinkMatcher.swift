import Foundation

/// Matches URLs against registered patterns and returns the registered value with decoded parameters.
///
/// ```swift
/// var matcher = DeepLinkMatcher<String>(
///   configuration: .init(customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"]))
/// try matcher.register("/product/:id(int)", value: "product")
/// try matcher.register("/settings", exposure: .internalOnly, value: "settings")
/// let match = try matcher.match("myapp://product/42")
/// match?.parameters["id"]  // "42"
/// ```
///
/// Matching rules:
/// - Per segment, from left to right: a literal beats a segment mixing text and captures,
///   which beats a typed parameter, a parameter, `*`, `**+` and `**` in this order — whatever
///   the registration order. When a more specific branch fails deeper, the matcher
///   backtracks and tries the next one.
/// - A custom-scheme URL's host, read as the first segment, compares case-insensitively and
///   is captured as written; a scheme in ``DeepLinkMatcherConfiguration/exclusiveSchemes``
///   reaches only the patterns naming it.
/// - Paths and URLs follow one policy for raw characters: a raw space and bytes that are not
///   UTF-8 are refused; other characters URLs escape are read as if escaped.
/// - Undeclared query items are passed through as data; only declared values are checked.
/// - Scheme and host compare case-insensitively; the path case-sensitively unless
///   ``DeepLinkMatcherConfiguration/caseSensitivePaths`` is false.
/// - The path is split at `/` first, then each segment is percent-decoded exactly once:
///   `4%2F2` is the one segment `4/2`, `%252e` is `%2e`.
/// - One trailing slash is ignored (`/users/42/` is `/users/42`); an empty segment (`//`)
///   is refused with ``DeepLinkError/emptySegment``. The fragment is ignored.
/// - `.` and `..` segments (also as `%2e`), malformed or non-UTF-8 escapes and control
///   characters are refused before anything is matched; a parameter holding an absolute
///   URL to a host not allowed is refused after matching.
/// - Bare paths, custom-scheme URLs and universal-link URLs reach path-only patterns;
///   a pattern naming a scheme (and host) is reached only by URLs with that scheme (and host).
/// - From any source but `EntrySource.app`, internal-only routes are out of reach.
/// - Among routes ending at the same place, those naming a host come first, then those
///   naming a scheme, then those with more required query items; ties go to the first registered.
public struct DeepLinkMatcher<Value> {
  @usableFromInline var trie: RouteTrie
  @usableFromInline var values: [Value] = []

  /// Creates an empty matcher.
  ///
  /// - Parameters:
  ///   - configuration: Accepted schemes and hosts, custom parameter types, comparison rules.
  public init(configuration: DeepLinkMatcherConfiguration = .init()) {
    self.trie = RouteTrie(configuration: configuration)
  }

  /// The configuration the matcher was created with.
  public var configuration: DeepLinkMatcherConfiguration { trie.configuration }

  /// The number of registered patterns.
  public var count: Int { values.count }

  /// Parses and registers a pattern.
  ///
  /// A pattern with optional parts, such as `/search(/:query)`, registers every pattern it
  /// stands for (`/search/:query`, then `/search`), each checked for conflicts, all or none;
  /// a match names the pattern it reached.
  ///
  /// - Parameters:
  ///   - pattern: The pattern text; see ``DeepLinkPattern`` for the language.
  ///   - exposure: Whether the route may be opened from outside the app.
  ///   - value: What a match returns for this pattern.
  /// - Throws: ``DeepLinkPatternError`` when the pattern is malformed, can never match, or
  ///   matches exactly the same URLs as a pattern registered before (naming both).
  /// - Complexity: O(*m*) in the length of the pattern, amortized; a pattern with optional
  ///   parts copies the table once.
  @inlinable
  public mutating func register(
    _ pattern: String, exposure: DeepLinkExposure = .external, value: Value
  ) throws(DeepLinkPatternError) {
    let count = try trie.register(expanding: pattern, exposure: exposure)
    // One append for the commonest case: a loop of appends, unrolled, checked the buffer's
    // uniqueness four times per pattern.
    if count == 1 {
      values.append(value)
    } else {
      values.append(contentsOf: repeatElement(value, count: count))
    }
  }

  /// Registers a parsed pattern.
  ///
  /// - Parameters:
  ///   - pattern: A parsed pattern.
  ///   - exposure: Whether the route may be opened from outside the app.
  ///   - value: What a match returns for this pattern.
  /// - Throws: ``DeepLinkPatternError`` for an unknown scheme or type, an invalid default,
  ///   or a conflict with a pattern registered before.
  /// - Complexity: O(*m*) in the length of the pattern, amortized.
  @inlinable
  public mutating func register(
    _ pattern: DeepLinkPattern, exposure: DeepLinkExposure = .external, value: Value
  ) throws(DeepLinkPatternError) {
    try trie.register(pattern, exposure: exposure)
    values.append(value)
  }

  /// Matches a full URL or a path with optional query and fragment.
  ///
  /// Text starting with `/` is a path (as in ``match(path:origin:)``); anything else is
  /// parsed as a URL with the same policy as a path: control characters, raw spaces and
  /// malformed escapes are refused; other characters URLs escape (`{`, `|`, `café`) are read
  /// as if escaped.
  ///
  /// - Parameters:
  ///   - link: A URL such as `myapp://product/42` or a path such as `/users/42?tab=likes`.
  ///   - origin: Whether the link comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the input is refused, or
  ///   ``DeepLinkError/notExposed(pattern:)`` when only internal-only routes match.
  /// - Complexity: O(*n*) in the length of the input (one hash probe per literal segment),
  ///   plus the backtracking the pattern tree allows.
  @inlinable
  public func match(_ link: String, origin: EntrySource = .link) throws(DeepLinkError) -> DeepLinkMatch<Value>? {
    guard let raw = try trie.match(link, origin: origin) else { return nil }
    return make(raw)
  }

  /// Matches a URL.
  ///
  /// For a configured custom scheme the host is read as the first path segment; an
  /// `http`/`https` URL must have a universal-link host or a host named by a pattern.
  ///
  /// - Parameters:
  ///   - url: The URL to match.
  ///   - origin: Whether the URL comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the URL is refused.
  /// - Complexity: as ``match(_:origin:)``: a URL whose host is letters, digits, `-` and `.`
  ///   only is read from its own text, without building strings through the URL accessors.
  @inlinable
  public func match(_ url: URL, origin: EntrySource = .link) throws(DeepLinkError) -> DeepLinkMatch<Value>? {
    guard let raw = try trie.match(url, origin: origin) else { return nil }
    return make(raw)
  }

  /// Matches a path with optional query and fragment, such as `/users/42?tab=likes#top`.
  ///
  /// A bare path reaches path-only patterns, not those naming a scheme or host.
  ///
  /// - Parameters:
  ///   - path: A path starting with `/`.
  ///   - origin: Whether the path comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the path is refused.
  /// - Complexity: as ``match(_:origin:)-(String,_)``.
  @inlinable
  public func match(path: String, origin: EntrySource = .link) throws(DeepLinkError) -> DeepLinkMatch<Value>? {
    guard let raw = try trie.match(path: path, origin: origin) else { return nil }
    return make(raw)
  }

  /// The match of route `raw.route`, its pattern built in place from the route's text: a
  /// match left unread costs no retain (a call building it, whose result cannot be dropped
  /// unused, cost a static lookup 139 more instructions).
  @inlinable
  func make(_ raw: consuming RouteTrie.RawMatch) -> DeepLinkMatch<Value> {
    DeepLinkMatch(
      pattern: DeepLinkPattern(registered: trie.routes[raw.route].text), value: values[raw.route],
      parameters: raw.parameters)
  }
}

extension DeepLinkMatcher: Sendable where Value: Sendable {}
