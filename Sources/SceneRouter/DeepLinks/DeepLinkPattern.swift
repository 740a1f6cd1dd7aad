/// A parsed deep-link pattern: an optional scheme and host, path segments, and query items.
///
/// The pattern language:
///
/// | written | matches |
/// |---|---|
/// | `product` | exactly this segment (percent escapes in it are decoded once) |
/// | `:id` | any one segment, captured as `id` |
/// | `:id(int)`, `:id(uuid)`, `:id(slug)` | one segment whose decoded value is of that type |
/// | `*` | any one segment, not captured |
/// | `**` | the rest of the path, zero or more segments, captured as `**`; last segment only |
/// | `?q=:query` | a required query item `q`, captured as `query` |
/// | `&page=:page(int)=1` | an optional query item with a default |
/// | `&ref=:ref?` | an optional query item without a default |
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
  enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter(name: String, type: String?)
    case wildcard
    case catchAll
  }

  struct QueryItem: Sendable, Hashable {
    var key: String
    var name: String
    var type: String?
    var defaultValue: String?
    var isRequired: Bool
  }

  /// The parsed parts, shared by every copy (a match copies the pattern with one retain).
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

  let storage: Storage

  /// The pattern exactly as written.
  public var text: String { storage.text }
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
    var names: [String] = []
    for segment in segments {
      switch segment {
      case .parameter(let name, _): names.append(name)
      case .catchAll: names.append("**")
      case .literal, .wildcard: break
      }
    }
    return names + queryItems.map(\.name)
  }

  /// The pattern exactly as written.
  public var description: String { text }

  /// Parses a pattern.
  ///
  /// - Parameters:
  ///   - text: The pattern, e.g. `/product/:id(int)` or `myapp://search?q=:query`.
  /// - Throws: ``DeepLinkPatternError`` naming the pattern when it is malformed or can never match.
  public init(_ text: String) throws(DeepLinkPatternError) {
    var rest = Substring(text)
    if rest.contains("#") { throw .fragment(pattern: text) }
    var scheme: String?
    var host: String?
    if !rest.hasPrefix("/") {
      guard let separator = rest.range(of: "://") else { throw .missingLeadingSlash(pattern: text) }
      let name = rest[..<separator.lowerBound]
      guard Self.isScheme(name) else { throw .malformedScheme(pattern: text) }
      let lowered = name.lowercased()
      scheme = lowered
      rest = rest[separator.upperBound...]
      if lowered == "http" || lowered == "https" {
        let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        guard end > rest.startIndex else { throw .missingHost(pattern: text) }
        host = rest[..<end].lowercased()
        rest = rest[end...]
      } else if rest.hasPrefix("/") {
        rest = rest.dropFirst()
      }
      if !rest.hasPrefix("/") { rest = "/" + rest }
    }

    var queryText: Substring?
    if let question = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    var path = rest.dropFirst()
    if path.hasSuffix("/") { path = path.dropLast() }
    var segments: [Segment] = []
    var names: Set<String> = []
    if !path.isEmpty {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        let segment = try Self.parseSegment(part, pattern: text)
        switch segment {
        case .catchAll where index != parts.count - 1:
          throw .catchAllNotLast(pattern: text)
        case .parameter(let name, _):
          guard names.insert(name).inserted else { throw .duplicateParameterName(pattern: text, name: name) }
        default: break
        }
        segments.append(segment)
      }
    }

    var queryItems: [QueryItem] = []
    if let queryText, !queryText.isEmpty {
      for item in queryText.split(separator: "&", omittingEmptySubsequences: false) {
        let parsed = try Self.parseQueryItem(item, pattern: text)
        guard names.insert(parsed.name).inserted else {
          throw .duplicateParameterName(pattern: text, name: parsed.name)
        }
        queryItems.append(parsed)
      }
    }
    self.storage = Storage(text: text, scheme: scheme, host: host, segments: segments, queryItems: queryItems)
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

  static func parseSegment(_ part: Substring, pattern: String) throws(DeepLinkPatternError) -> Segment {
    if part.isEmpty { throw .emptySegment(pattern: pattern) }
    if part == "**" { return .catchAll }
    if part == "*" { return .wildcard }
    if part.hasPrefix(":") {
      let (name, type) = try parseCapture(part.dropFirst(), whole: part, pattern: pattern)
      return .parameter(name: name, type: type)
    }
    let literal: String
    do {
      literal = try PercentCoding.decode(part)
    } catch {
      throw .malformedPercentEscape(pattern: pattern)
    }
    if literal == "." || literal == ".." { throw .dotSegment(pattern: pattern) }
    return .literal(literal)
  }

  /// Parses `name` or `name(type)`.
  static func parseCapture(
    _ text: Substring, whole: Substring, pattern: String
  ) throws(DeepLinkPatternError) -> (name: String, type: String?) {
    var name = text
    var type: String?
    if let open = text.firstIndex(of: "(") {
      name = text[..<open]
      let inside = text[text.index(after: open)...]
      guard inside.hasSuffix(")") else { throw .malformedParameterType(pattern: pattern, segment: String(whole)) }
      let typeName = inside.dropLast()
      guard !typeName.isEmpty, isName(typeName) else {
        throw .malformedParameterType(pattern: pattern, segment: String(whole))
      }
      type = String(typeName)
    } else if text.contains(")") {
      throw .malformedParameterType(pattern: pattern, segment: String(whole))
    }
    guard !name.isEmpty else { throw .emptyParameterName(pattern: pattern) }
    guard isName(name) else { throw .malformedParameterName(pattern: pattern, name: String(name)) }
    return (String(name), type)
  }

  static func parseQueryItem(_ item: Substring, pattern: String) throws(DeepLinkPatternError) -> QueryItem {
    guard let equals = item.firstIndex(of: "="), equals > item.startIndex else {
      throw .malformedQueryItem(pattern: pattern, item: String(item))
    }
    let key: String
    do {
      key = try PercentCoding.decode(item[..<equals])
    } catch {
      throw .malformedQueryItem(pattern: pattern, item: String(item))
    }
    var value = item[item.index(after: equals)...]
    guard value.hasPrefix(":") else { throw .malformedQueryItem(pattern: pattern, item: String(item)) }
    value = value.dropFirst()
    var isRequired = true
    var defaultValue: String?
    if let defaultStart = value.firstIndex(of: "=") {
      do {
        defaultValue = try PercentCoding.decode(value[value.index(after: defaultStart)...])
      } catch {
        throw .malformedQueryItem(pattern: pattern, item: String(item))
      }
      value = value[..<defaultStart]
      isRequired = false
    } else if value.hasSuffix("?") {
      value = value.dropLast()
      isRequired = false
    }
    let (name, type) = try parseCapture(value, whole: item, pattern: pattern)
    return QueryItem(key: key, name: name, type: type, defaultValue: defaultValue, isRequired: isRequired)
  }
}
