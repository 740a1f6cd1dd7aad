import Foundation
import SceneRouterDeepLinks

/// The links a SceneRouter deep-link pattern reads, as the comparison with an
/// `apple-app-site-association` file sees them: its scheme and host, a path automaton, and the
/// query items it requires.
///
/// The path automaton accepts every path the pattern reads, and some it refuses, so that
/// "no link of this pattern is claimed" is never said of a pattern that has one:
///
/// | pattern | accepted |
/// |---|---|
/// | `product` | the literal as written, or percent-decoded, or percent-encoded (both cases when paths fold case) |
/// | `:id`, `:id(slug)`, `*`, `:slug-:id(int)` | one or more characters but `/` |
/// | `:id(int)` | `-` or not, then digits (any length) |
/// | `:x(double)` | digits, `.`, `-`, `+`, `e`, `E` |
/// | `:on(bool)` | `true` or `false` |
/// | `:id(uuid)` | `8-4-4-4-12` hexadecimal digits |
/// | `**`, `**+` | zero (one) or more segments, each with its `/` |
/// | `(/part)` | the part or nothing |
///
/// ``path`` also accepts a trailing `/` after any path (the matcher ignores one);
/// ``printedPath`` does not, as the links the app prints have none. Query items with a
/// default, optional ones (`?`) and lists (`[]`) ask nothing of a link; a required item asks
/// for a value of its type. Dot segments, percent-escapes in values and lengths are not
/// modelled: those only make the automaton accept more.
///
/// ```swift
/// let route = RouteLinks(pattern: "/product/:id(int)")
/// route?.path.matches("/product/42")  // true
/// ```
public struct RouteLinks: Sendable {
  /// A query item the pattern requires.
  public struct QueryItem: Sendable {
    /// The item's name in the link.
    public var name: String
    /// The values of its type.
    public var value: LinkAutomaton
  }

  /// The pattern as written.
  public let pattern: String
  /// The scheme, lowercased; nil for a path-only pattern.
  public let scheme: String?
  /// The host of an `http` or `https` pattern, lowercased.
  public let host: String?
  /// The paths the pattern reads, and some more.
  public let path: LinkAutomaton
  /// The same without a trailing `/`: the paths of links as the app prints them.
  public let printedPath: LinkAutomaton
  /// The query items it requires, in order.
  public let requiredQuery: [QueryItem]

  /// Whether the pattern names a custom scheme (any but `http` and `https`): universal links
  /// never reach it.
  public var isCustomScheme: Bool {
    scheme.map { $0 != "http" && $0 != "https" } ?? false
  }

  /// Reads a pattern; nil when SceneRouter's matcher refuses it (the check reports those
  /// itself). Parameter types the matcher does not know are taken to be the app's own.
  ///
  /// - Parameters:
  ///   - pattern: A deep-link pattern, as written in the sources.
  ///   - caseSensitivePaths: Whether the app's literals compare case-sensitively (its
  ///     `DeepLinkMatcherConfiguration.caseSensitivePaths`).
  public init?(pattern: String, caseSensitivePaths: Bool = true) {
    var rest = Substring(pattern)
    var scheme: String?
    var host: String?
    if !pattern.hasPrefix("/"), let separator = pattern.range(of: "://") {
      let name = pattern[..<separator.lowerBound].lowercased()
      scheme = name
      rest = pattern[separator.upperBound...]
      if name == "http" || name == "https" {
        let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        host = rest[..<end].lowercased()
        rest = rest[end...]
      }
    }
    var matcher = DeepLinkMatcher<Int>(
      configuration: .init(customSchemes: scheme.map { $0 == "http" || $0 == "https" ? [] : [$0] } ?? []))
    do throws(DeepLinkPatternError) {
      try matcher.register(pattern, value: 0)
    } catch {
      guard case .unknownParameterType = error else { return nil }
    }
    self.pattern = pattern
    self.scheme = scheme
    self.host = host
    let queryStart = rest.firstIndex(of: "?")
    var pathText = rest[..<(queryStart ?? rest.endIndex)]
    if pathText.hasSuffix("/") { pathText = pathText.dropLast() }
    if !pathText.hasPrefix("/") && !pathText.hasPrefix("(/") { pathText = "/" + pathText }
    let shape = Self.pathShape(pathText, ignoringCase: !caseSensitivePaths)
    path = LinkAutomaton(.sequence([shape, .optional(.text("/"))]))
    printedPath = LinkAutomaton(shape.isNullable ? .choice([shape, .text("/")]) : shape)
    requiredQuery = queryStart.map { Self.requiredItems(rest[rest.index(after: $0)...]) } ?? []
  }

  /// One or more characters but `/` (computed, as ``LinkShape/anything`` is).
  private static var segment: LinkShape { .repetition(.scalar(.anyButSlash), atLeastOne: true) }

  private static func pathShape(_ text: Substring, ignoringCase: Bool) -> LinkShape {
    var pieces: [LinkShape] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix("(/") {
        var depth = 0
        var end = index
        while end < text.endIndex {
          if text[end] == "(" { depth += 1 }
          if text[end] == ")" { depth -= 1 }
          if depth == 0 { break }
          end = text.index(after: end)
        }
        let inner = text[text.index(after: index)..<end]
        pieces.append(.optional(pathShape(inner, ignoringCase: ignoringCase)))
        index = end < text.endIndex ? text.index(after: end) : end
      } else if text[index] == "/" {
        var end = text.index(after: index)
        while end < text.endIndex && text[end] != "/" && !text[end...].hasPrefix("(/") { end = text.index(after: end) }
        pieces.append(segmentPiece(text[text.index(after: index)..<end], ignoringCase: ignoringCase))
        index = end
      } else {
        pieces.append(.scalar(.scalar(text.unicodeScalars[index], ignoringCase: ignoringCase)))
        index = text.index(after: index)
      }
    }
    return .sequence(pieces)
  }

  /// A segment with the `/` before it.
  private static func segmentPiece(_ token: Substring, ignoringCase: Bool) -> LinkShape {
    switch token {
    case "**": return .repetition(.sequence([.text("/"), segment]), atLeastOne: false)
    case "**+": return .repetition(.sequence([.text("/"), segment]), atLeastOne: true)
    case "*": return .sequence([.text("/"), segment])
    default: return .sequence([.text("/"), segmentShape(token, ignoringCase: ignoringCase)])
    }
  }

  private static func segmentShape(_ token: Substring, ignoringCase: Bool) -> LinkShape {
    guard !token.isEmpty else { return .empty }
    if let found = capture(token), found.rest.isEmpty { return valueShape(found.type, inPath: true) }
    let scalars = Array(token.unicodeScalars)
    let hasCapture = scalars.indices.contains { index in
      scalars[index] == ":" && index + 1 < scalars.count && isNameScalar(scalars[index + 1])
    }
    guard !hasCapture else { return segment }
    var spellings: Set<String> = [String(token)]
    if let decoded = token.removingPercentEncoding { spellings.insert(decoded) }
    for spelling in Array(spellings) {
      if let encoded = spelling.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) { spellings.insert(encoded) }
    }
    return .choice(spellings.sorted().map { .text($0, ignoringCase: ignoringCase) })
  }

  /// `:name`, `:name(type)` at the start of `text`: the name, the type and what follows.
  private static func capture(_ text: Substring) -> (name: Substring, type: Substring?, rest: Substring)? {
    guard text.first == ":" else { return nil }
    let afterColon = text.dropFirst()
    let name = afterColon.prefix { $0.unicodeScalars.allSatisfy(isNameScalar) }
    guard !name.isEmpty else { return nil }
    var rest = afterColon[name.endIndex...]
    var type: Substring?
    if rest.first == "(", let close = rest.firstIndex(of: ")") {
      type = rest[rest.index(after: rest.startIndex)..<close]
      rest = rest[rest.index(after: close)...]
    }
    return (name, type, rest)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
  }

  /// The values of a parameter type: one segment in a path, any text in a query item.
  private static func valueShape(_ type: Substring?, inPath: Bool) -> LinkShape {
    func hex(_ count: Int) -> [LinkShape] { Array(repeating: .scalar(.hexDigit), count: count) }
    switch type {
    case "int": return .sequence([.optional(.text("-")), .repetition(.scalar(.digit), atLeastOne: true)])
    case "double": return .repetition(.scalar(ScalarClass(listing: "0123456789.-+eE")), atLeastOne: true)
    case "bool": return .choice([.text("true"), .text("false")])
    case "uuid":
      return .sequence(hex(8) + [.text("-")] + hex(4) + [.text("-")] + hex(4) + [.text("-")] + hex(4) + [.text("-")] + hex(12))
    default: return inPath ? segment : .anything
    }
  }

  /// The items of a query part (`q=:query&page=:page(int)=1`) that a link must carry.
  private static func requiredItems(_ query: Substring) -> [QueryItem] {
    query.split(separator: "&").compactMap { item -> QueryItem? in
      guard let equals = item.firstIndex(of: "=") else { return nil }
      let key = item[..<equals]
      guard let found = capture(item[item.index(after: equals)...]), found.rest.isEmpty else { return nil }
      return QueryItem(name: key.removingPercentEncoding ?? String(key), value: LinkAutomaton(valueShape(found.type, inPath: false)))
    }
  }
}
