/// One rule of an `apple-app-site-association` file: a component of `components` or a path of
/// the legacy `paths`, which claims the links it matches for the app, or excludes them.
///
/// iOS tries an app's rules in order and the first one a link matches decides: claimed
/// (the app opens) or excluded (Safari opens). A component matches a link when its path,
/// query and fragment patterns all match; a key left out matches anything.
///
/// ```swift
/// // {"/": "/help/*", "?": {"article": "?*"}}
/// rule.matches(path: "/help/faq", query: [("article", "12")], fragment: nil)  // true
/// ```
public struct LinkRule: Sendable {
  /// What a rule asks of the query.
  public enum Query: Sendable {
    /// Anything (no `?` key).
    case any
    /// A pattern for the whole query string (`"?": "…"`).
    case text(AssociationPattern)
    /// Patterns for named query items (`"?": {"name": "…"}`); an item that is absent or has no
    /// value is matched as the empty text, and every item of a repeated name must match.
    case items([(name: String, pattern: AssociationPattern)])
  }

  /// The path pattern (`/`, or the legacy path without `NOT `); nil for any path.
  public var path: AssociationPattern?
  /// What the rule asks of the query.
  public var query: Query
  /// The fragment pattern (`#`); nil for any fragment.
  public var fragment: AssociationPattern?
  /// Whether links the rule matches are excluded (`exclude: true`, or `NOT ` in `paths`).
  public var isExcluded: Bool
  /// The line of the rule in the file.
  public var line: Int

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - path: The path pattern; nil for any path.
  ///   - query: What the rule asks of the query.
  ///   - fragment: The fragment pattern; nil for any fragment.
  ///   - isExcluded: Whether the links it matches are excluded.
  ///   - line: The line of the rule in the file.
  public init(path: AssociationPattern?, query: Query = .any, fragment: AssociationPattern? = nil, isExcluded: Bool, line: Int) {
    self.path = path
    self.query = query
    self.fragment = fragment
    self.isExcluded = isExcluded
    self.line = line
  }

  /// The rule as a person reads it: `'/help/*' ?article=?*`, `'/buy/*' #offer`, `'*'`.
  public var description: String {
    var text = "'\(path?.text ?? "*")'"
    switch query {
    case .any: break
    case .text(let pattern): text += " ?\(pattern.text)"
    case .items(let items): text += " ?" + items.map { "\($0.name)=\($0.pattern.text)" }.joined(separator: "&")
    }
    if let fragment { text += " #\(fragment.text)" }
    return text
  }

  /// Whether the rule matches a link's query and fragment (its path aside).
  ///
  /// - Parameters:
  ///   - query: The link's query items, in order.
  ///   - queryText: The link's query string; by default the items joined.
  ///   - fragment: The link's fragment, nil when it has none.
  public func matches(
    query items: [(name: String, value: String)], queryText: String? = nil, fragment linkFragment: String?
  ) -> Bool {
    switch query {
    case .any: break
    case .text(let pattern):
      guard pattern.matches(queryText ?? Self.queryString(items)) else { return false }
    case .items(let patterns):
      for (name, pattern) in patterns {
        let values = items.filter { $0.name == name }.map(\.value)
        guard (values.isEmpty ? [""] : values).allSatisfy(pattern.matches) else { return false }
      }
    }
    if let fragment, !fragment.matches(linkFragment ?? "") { return false }
    return true
  }

  /// Whether the rule matches a whole link.
  ///
  /// - Parameters:
  ///   - path: The link's path.
  ///   - query: The link's query items, in order.
  ///   - fragment: The link's fragment, nil when it has none.
  public func matches(path linkPath: String, query items: [(name: String, value: String)], fragment linkFragment: String?) -> Bool {
    (path?.matches(linkPath) ?? true) && matches(query: items, fragment: linkFragment)
  }

  /// `name=value&…`, the query string a link with these items carries.
  ///
  /// - Parameters:
  ///   - items: Query items, in order.
  public static func queryString(_ items: [(name: String, value: String)]) -> String {
    items.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
  }
}
