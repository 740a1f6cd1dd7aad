import Foundation

/// An app's deep links, declared once, read both ways: URL to route and route to URL.
///
/// ```swift
/// enum AppRoute: Sendable { case product(id: Int), search(query: String, page: Int) }
///
/// let table = try DeepLinkTable<AppRoute>(
///   configuration: .init(customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"]),
///   [
///     DeepLinkEntry("/product/:id(int)",
///       parse: { .product(id: try $0.value("id")) },
///       print: { guard case .product(let id) = $0 else { return nil }; return ["id": id] }),
///     DeepLinkEntry("/search?q=:query&page=:page(int)=1",
///       parse: { .search(query: try $0.value("query"), page: try $0.value("page")) },
///       print: { guard case .search(let q, let page) = $0 else { return nil }; return ["query": q, "page": page] }),
///   ])
/// let route = try table.route(for: "myapp://product/42")  // .product(id: 42)
/// let url = try table.url(for: .search(query: "red shoes", page: 2))
/// // https://shop.example.com/search?q=red%20shoes&page=2
/// ```
///
/// Printed URLs use the entry's own scheme and host when its pattern names them; for a
/// path-only pattern, the first universal-link host that is not a wildcard (`*.example.com`)
/// with `https`, else the first custom
/// scheme, else a bare path.
public struct DeepLinkTable<Route>: Sendable {
  let matcher: DeepLinkMatcher<Int>
  let entries: [DeepLinkEntry<Route>]
  /// The parsed patterns, by entry, for printing: the patterns an entry's text stands for
  /// (several with optional parts, every part present first).
  let patterns: [[DeepLinkPattern.Storage]]

  /// Creates a table, registering every entry's pattern.
  ///
  /// - Parameters:
  ///   - configuration: Accepted schemes and hosts, custom types, comparison rules.
  ///   - entries: The routes, one entry per route case.
  /// - Throws: ``DeepLinkPatternError`` for a malformed pattern or two conflicting ones.
  public init(
    configuration: DeepLinkMatcherConfiguration = .init(), _ entries: [DeepLinkEntry<Route>]
  ) throws(DeepLinkPatternError) {
    var matcher = DeepLinkMatcher<Int>(configuration: configuration)
    var patterns: [[DeepLinkPattern.Storage]] = []
    for (index, entry) in entries.enumerated() {
      var parsed: [DeepLinkPattern.Storage] = []
      for expansion in try DeepLinkPattern.expansions(entry.pattern) { parsed.append(try DeepLinkPattern.parse(expansion)) }
      try matcher.register(entry.pattern, exposure: entry.exposure, value: index)
      patterns.append(parsed)
    }
    self.matcher = matcher
    self.entries = entries
    self.patterns = patterns
  }

  /// The route a URL or path leads to.
  ///
  /// - Parameters:
  ///   - link: A URL such as `myapp://product/42`, or a path such as `/product/42`.
  ///   - origin: Whether the link comes from outside the app (the default) or from the app.
  /// - Throws: ``DeepLinkError``: the input is refused, nothing matches
  ///   (``DeepLinkError/noMatch``), the route is internal-only, or a parameter is invalid.
  /// - Complexity: as ``DeepLinkMatcher/match(_:origin:)-(String,_)``, plus the entry's parse closure.
  public func route(for link: String, origin: EntrySource = .link) throws(DeepLinkError) -> Route {
    guard let match = try matcher.match(link, origin: origin) else { throw .noMatch }
    return try read(match)
  }

  /// The route a URL leads to.
  ///
  /// - Parameters:
  ///   - url: The URL to read.
  ///   - origin: Whether the URL comes from outside the app (the default) or from the app.
  /// - Throws: ``DeepLinkError`` as ``route(for:origin:)-(String,_)``.
  /// - Complexity: as ``DeepLinkMatcher/match(_:origin:)-(URL,_)``, plus the entry's parse closure.
  public func route(for url: URL, origin: EntrySource = .link) throws(DeepLinkError) -> Route {
    guard let match = try matcher.match(url, origin: origin) else { throw .noMatch }
    return try read(match)
  }

  private func read(_ match: DeepLinkMatch<Int>) throws(DeepLinkError) -> Route {
    do {
      return try entries[match.value].parse(match.parameters)
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw .routeRejected(String(describing: error))
    }
  }

  /// The URL of a route, printed from the same pattern that reads it.
  ///
  /// - Parameters:
  ///   - route: The route to print.
  /// The URL printed is one the table reads back to the same entry, from inside the app:
  /// a route that would not survive the trip is refused rather than printed.
  ///
  /// - Throws: ``DeepLinkError/unprintableRoute(_:)`` when no entry prints it or another
  ///   entry would read its URL, a missing or unprintable value,
  ///   ``DeepLinkError/tooLong(length:limit:)`` when the URL would be longer than the table
  ///   reads, or the error reading it back gives, such as
  ///   ``DeepLinkError/redirectNotAllowed(parameter:target:)`` for a value that reads as a
  ///   link to a host the table does not allow.
  /// - Complexity: O(*e* + *n*) in the number of entries and the length of the URL.
  public func url(for route: Route) throws(DeepLinkError) -> URL {
    for (index, entry) in entries.enumerated() {
      guard let values = entry.print(route) else { continue }
      var arguments: [String: String] = [:]
      var lists: [String: [String]] = [:]
      for (name, value) in values {
        if let value { arguments[name] = value.deepLinkText }
        if let list = value as? any DeepLinkValueList { lists[name] = list.deepLinkTexts }
      }
      // With optional parts: the first pattern (most parts present) whose values are all given.
      var printed: (pattern: DeepLinkPattern.Storage, pathAndQuery: String)?
      var firstError: DeepLinkError?
      for pattern in patterns[index] where printed == nil {
        do {
          let pathAndQuery = try pattern.printed(arguments, lists: lists) { name in
            matcher.trie.types.first { $0.name == name }
          }
          printed = (pattern, pathAndQuery)
        } catch {
          guard case .missingParameter = error else { throw error }
          if firstError == nil { firstError = error }
        }
      }
      guard let (pattern, pathAndQuery) = printed else {
        throw firstError ?? .unprintableRoute(String(describing: route))
      }
      let text: String
      let hosts = matcher.configuration.universalLinkHosts.map { $0.lowercased() }
      if let scheme = pattern.scheme {
        var host = pattern.host
        if let wildcard = host, wildcard.hasPrefix("*.") {
          // A pattern for every subdomain prints with the first universal-link host it takes.
          guard let named = hosts.first(where: { !$0.hasPrefix("*.") && RouteTrie.host($0, matchesWildcard: wildcard) })
          else { throw .unprintableRoute(String(describing: route)) }
          host = named
        }
        text = Self.join(scheme: scheme, host: host, pathAndQuery, pattern: pattern)
      } else if let host = hosts.first(where: { !$0.hasPrefix("*.") }) {
        text = "https://" + host.lowercased() + pathAndQuery
      } else if let scheme = matcher.configuration.customSchemes.first {
        text = Self.join(scheme: scheme.lowercased(), host: nil, pathAndQuery, pattern: pattern)
      } else {
        text = pathAndQuery
      }
      // A URL the table would refuse to read back is not printed (found by the fuzzer:
      // percent-encoding can triple a long value past the length limit).
      let limit = matcher.configuration.maximumLength
      guard text.utf8.count <= limit else { throw .tooLong(length: text.utf8.count, limit: limit) }
      guard let url = URL(string: text) else { throw .unprintableRoute(String(describing: route)) }
      // Nor is a URL the table reads as something else: a value that reads as a redirect the
      // table refuses (found by a property test: the user name " //:"), or a URL that another
      // entry's pattern reads first. The app may open every route it prints, so it reads as the app.
      guard try matcher.match(url, origin: .app)?.value == index else {
        throw .unprintableRoute(String(describing: route))
      }
      return url
    }
    throw .unprintableRoute(String(describing: route))
  }

  /// `scheme://host/path`; for a custom scheme, `scheme://first/rest` when the first segment
  /// is a literal (`scheme://` for the root), else `scheme:///path` (an empty host), so that
  /// no value lands in the host.
  static func join(scheme: String, host: String?, _ pathAndQuery: String, pattern: DeepLinkPattern.Storage) -> String {
    if let host { return scheme + "://" + host + pathAndQuery }
    switch pattern.segments.first {
    case .literal, nil: return scheme + "://" + pathAndQuery.dropFirst()
    default: break
    }
    return scheme + "://" + pathAndQuery
  }
}
