/// A parsed deep-link pattern: an optional scheme and host, path segments, and query items.
///
/// The pattern language:
///
/// | written | matches |
/// |---|---|
/// | `product` | exactly this segment (percent escapes in it are decoded once) |
/// | `:id` | any one segment, captured as `id` |
/// | `:id(int)`, `:id(uuid)`, `:id(slug)` | one segment whose decoded value is of that type |
/// | `:slug-:id(int)`, `:name.pdf`, `v:version` | one segment of text and captures (each capture non-empty, shortest first) |
/// | `*` | any one segment, not captured |
/// | `**` | the rest of the path, zero or more segments, captured as `**`; last segment only |
/// | `**+` | the rest of the path, one or more segments, captured as `**`; last segment only |
/// | `?q=:query` | a required query item `q`, captured as `query` |
/// | `&page=:page(int)=1` | an optional query item with a default |
/// | `&ref=:ref?` | an optional query item without a default |
/// | `&tag=:tags[]` | every value of a repeated key, zero or more, as a list (`:ids(int)[]` typed) |
///
/// A pattern names only a path (`/product/:id`), or a scheme and host
/// (`https://shop.example.com/product/:id`), or a custom scheme
/// (`myapp://product/:id`). With a custom scheme — any scheme other than `http` and
/// `https` — what follows `://` is the path: `myapp://product/:id` and
/// `myapp:///product/:id` both have the path `/product/:id`. Scheme and host are stored
/// lowercased. A trailing slash is ignored; empty segments, `.` and `..` are refused.
///
/// ```swift
/// let pattern = try DeepLinkPattern("/search?q=:query&page=:page(int)=1")
/// print(pattern.parameterNames)  // ["query", "page"]
/// ```
public struct DeepLinkPattern: Sendable, Hashable, CustomStringConvertible {
  /// The most path segments a pattern may have: 128. A URL can never reach deeper than
  /// the deepest pattern, so this also bounds the matcher's search depth.
  public static let maximumSegmentCount = 128

  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(name: String, type: String?)
    /// Text and captures sharing the segment, such as `:slug-:id(int)`; never two captures in a row.
    case mixed([MixedPart])
    case wildcard
    /// `**`: zero or more segments; with `oneOrMore` (`**+`), at least one.
    case catchAll(oneOrMore: Bool)
  }

  /// One part of a segment mixing text and captures.
  enum MixedPart: Sendable, Equatable {
    case text(String)
    case capture(name: String, type: String?)
  }

  struct QueryItem: Sendable, Equatable {
    var key: String
    var name: String
    var type: String?
    var defaultValue: String?
    var isRequired: Bool
    /// `key=:name[]`: every value of a repeated key, zero or more.
    var isList = false
  }

  /// The parsed parts of a pattern: kept by a pattern made with ``init(_:)``, so that its
  /// accessors never parse again; the pattern of a match (``DeepLinkMatch/pattern``) keeps
  /// only the text (registering allocates nothing per pattern, and a route is its text and
  /// plain integers) and parses it when asked.
  @usableFromInline
  final class Storage: Sendable {
    let text: String
    let scheme: String?
    let host: String?
    let segments: [Segment]
    let queryItems: [QueryItem]

    init(text: String, scheme: String?, host: String?, segments: [Segment], queryItems: [QueryItem]) {
      self.text = text
      self.scheme = scheme
      self.host = host
      self.segments = segments
      self.queryItems = queryItems
    }
  }

  /// The pattern exactly as written.
  public let text: String
  /// The parsed parts, when the pattern was made by parsing; nil for the pattern of a match.
  @usableFromInline let parsed: Storage?

  /// Parses `text` into its parts.
  static func parse(_ text: String) throws(DeepLinkPatternError) -> Storage {
    var copy = text
    let parsed = copy.withUTF8 { bytes in
      Result { () throws(DeepLinkPatternError) -> Storage in try Parser(bytes: bytes, text: text).parse() }
    }
    return try parsed.get()
  }

  /// The parsed parts: those kept when the pattern was made, or parsed again from ``text``
  /// (which parsed when the pattern was registered).
  var storage: Storage {
    if let parsed { return parsed }
    // The text parsed when the pattern was registered, so the fallback is never reached.
    return (try? Self.parse(text)) ?? Storage(text: text, scheme: nil, host: nil, segments: [], queryItems: [])
  }

  /// The scheme, lowercased, or nil for a path-only pattern.
  public var scheme: String? { storage.scheme }
  /// The host, lowercased, for `http` and `https` patterns; nil otherwise.
  public var host: String? { storage.host }
  var segments: [Segment] { storage.segments }
  var queryItems: [QueryItem] { storage.queryItems }

  /// Whether two patterns are written the same.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }

  /// Hashes the pattern as written.
  ///
  /// - Parameters:
  ///   - hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The names of the captured parameters, path first, then query items, in written order.
  public var parameterNames: [String] {
    let storage = self.storage
    var names: [String] = []
    for segment in storage.segments {
      switch segment {
      case .parameter(let name, _): names.append(name)
      case .mixed(let parts):
        for case .capture(let name, _) in parts { names.append(name) }
      case .catchAll: names.append("**")
      case .literal, .wildcard: break
      }
    }
    return names + storage.queryItems.map(\.name)
  }

  /// The pattern exactly as written.
  public var description: String { text }

  /// Whether a parameter is a list (`key=:name[]`): its values are read with
  /// ``DeepLinkParameters/values(_:)``, and it may occur any number of times.
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern.
  public func isList(_ name: String) -> Bool {
    storage.queryItems.contains { $0.isList && $0.name == name }
  }

  /// The names of the pattern's list parameters (`key=:name[]`), in the order written.
  ///
  /// - Complexity: O(*k*) in the number of query items for a pattern made with
  ///   ``init(_:)``; O(*n*) in the pattern's length for one a matcher registered from its
  ///   text (such as a match's ``DeepLinkMatch/pattern``), which is parsed again.
  public var listNames: [String] {
    storage.queryItems.filter(\.isList).map(\.name)
  }

  /// Parses a pattern.
  ///
  /// - Parameters:
  ///   - text: The pattern, e.g. `/product/:id(int)` or `myapp://search?q=:query`.
  /// - Throws: ``DeepLinkPatternError`` naming the pattern when it is malformed or can never match.
  public init(_ text: String) throws(DeepLinkPatternError) {
    self.parsed = try Self.parse(text)
    self.text = text
  }

  /// A pattern whose text a matcher has already parsed and registered: the text only.
  /// Inlinable, so that a match whose pattern is never read costs no retain of it.
  @inlinable
  init(registered text: String) {
    self.text = text
    self.parsed = nil
  }

  static func isScheme(_ name: Substring) -> Bool {
    guard let first = name.utf8.first, isLetter(first) else { return false }
    return name.utf8.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isName(_ name: Substring) -> Bool {
    name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
  }
}
