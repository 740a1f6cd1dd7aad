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
/// - Per segment, from left to right: a literal beats a typed parameter, which beats a
///   parameter, which beats `*`, which beats `**` — whatever the registration order. When
///   a more specific branch fails deeper, the matcher backtracks and tries the next one.
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
/// - With ``DeepLinkOrigin/external``, internal-only routes are out of reach.
/// - Among routes ending at the same place, those naming a host come first, then those
///   naming a scheme, then those with more required query items; ties go to the first registered.
public struct DeepLinkMatcher<Value> {
  struct QueryRequirement {
    var key: String
    var name: String
    var type: Int?
    var defaultValue: String?
    var isRequired: Bool
  }

  struct Route {
    var pattern: DeepLinkPattern
    var value: Value
    var exposure: DeepLinkExposure
    var slotNames: [String?]
    var parameterNames: [String]
    var query: [QueryRequirement]
    var rank: Int
  }

  struct TypedChild {
    var type: Int
    var node: Int32
  }

  struct Node {
    var literals: ByteTable
    var typed: [TypedChild] = []
    var parameter: Int32 = -1
    var wildcard: Int32 = -1
    var routes: [Int32] = []
    var catchAllRoutes: [Int32] = []
  }

  enum ShapeSegment: Hashable {
    case literal(String)
    case one(type: String?)
    case rest
  }

  struct ConflictKey: Hashable {
    var scheme: String?
    var host: String?
    var shape: [ShapeSegment]
    var query: [String]
  }

  /// The configuration the matcher was created with.
  public let configuration: DeepLinkMatcherConfiguration
  var nodes: [Node]
  var routes: [Route] = []
  var staticPaths: ByteTable
  var conflicts: [ConflictKey: Int] = [:]
  let types: [DeepLinkParameterType]
  var slotCapacity = 0
  let customSchemes: Set<String>
  let universalLinkHosts: Set<String>
  var patternHosts: Set<String> = []
  var redirectHosts: Set<String>

  /// Creates an empty matcher.
  ///
  /// - Parameters:
  ///   - configuration: Accepted schemes and hosts, custom parameter types, comparison rules.
  public init(configuration: DeepLinkMatcherConfiguration = .init()) {
    self.configuration = configuration
    let folding = !configuration.caseSensitivePaths
    self.nodes = [Node(literals: ByteTable(folding: folding))]
    self.staticPaths = ByteTable(folding: folding)
    self.types = [.int, .uuid] + configuration.parameterTypes
    self.customSchemes = Set(configuration.customSchemes.map { $0.lowercased() })
    self.universalLinkHosts = Set(configuration.universalLinkHosts.map { $0.lowercased() })
    self.redirectHosts = Set((configuration.redirectHosts + configuration.universalLinkHosts).map { $0.lowercased() })
  }

  /// The number of registered patterns.
  public var count: Int { routes.count }

  /// Parses and registers a pattern.
  ///
  /// - Parameters:
  ///   - pattern: The pattern text; see ``DeepLinkPattern`` for the language.
  ///   - exposure: Whether the route may be opened from outside the app.
  ///   - value: What a match returns for this pattern.
  /// - Throws: ``DeepLinkPatternError`` when the pattern is malformed, can never match, or
  ///   matches exactly the same URLs as a pattern registered before (naming both).
  /// - Complexity: O(*m*) in the length of the pattern, amortized.
  public mutating func register(
    _ pattern: String, exposure: DeepLinkExposure = .external, value: Value
  ) throws(DeepLinkPatternError) {
    try register(DeepLinkPattern(pattern), exposure: exposure, value: value)
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
  public mutating func register(
    _ pattern: DeepLinkPattern, exposure: DeepLinkExposure = .external, value: Value
  ) throws(DeepLinkPatternError) {
    if let scheme = pattern.scheme, scheme != "http", scheme != "https", !customSchemes.contains(scheme) {
      throw .unknownScheme(pattern: pattern.text, scheme: scheme)
    }
    let folding = !configuration.caseSensitivePaths
    var shape: [ShapeSegment] = []
    shape.reserveCapacity(pattern.segments.count)
    for segment in pattern.segments {
      switch segment {
      case .literal(let text): shape.append(.literal(folding ? text.lowercased() : text))
      case .parameter(_, let type):
        if let type, typeIndex(type) == nil { throw .unknownParameterType(pattern: pattern.text, type: type) }
        shape.append(.one(type: type))
      case .wildcard: shape.append(.one(type: nil))
      case .catchAll: shape.append(.rest)
      }
    }
    var query: [QueryRequirement] = []
    var requiredKeys: [String] = []
    for item in pattern.queryItems {
      var type: Int?
      if let name = item.type {
        guard let index = typeIndex(name) else { throw .unknownParameterType(pattern: pattern.text, type: name) }
        type = index
        if let value = item.defaultValue, !types[index].accepts(value) {
          throw .invalidDefault(pattern: pattern.text, name: item.name, value: value)
        }
      }
      query.append(
        QueryRequirement(
          key: item.key, name: item.name, type: type, defaultValue: item.defaultValue, isRequired: item.isRequired))
      if item.isRequired { requiredKeys.append(item.key + "=" + (item.type ?? "")) }
    }
    let key = ConflictKey(scheme: pattern.scheme, host: pattern.host, shape: shape, query: requiredKeys.sorted())
    if let existing = conflicts[key] {
      throw .conflict(pattern: pattern.text, existing: routes[existing].pattern.text)
    }

    let routeIndex = Int32(routes.count)
    var node: Int32 = 0
    var slotNames: [String?] = []
    var isStatic = true
    var endsInCatchAll = false
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        let bytes = Array(text.utf8)
        if let child = bytes.withUnsafeBufferPointer({ nodes[Int(node)].literals.value(for: $0) }) {
          node = child
        } else {
          let child = newNode()
          _ = nodes[Int(node)].literals.insert(bytes, value: child)
          node = child
        }
      case .parameter(let name, let type):
        isStatic = false
        slotNames.append(name)
        if let type, let index = typeIndex(type) {
          if let existing = nodes[Int(node)].typed.first(where: { $0.type == index }) {
            node = existing.node
          } else {
            let child = newNode()
            nodes[Int(node)].typed.append(TypedChild(type: index, node: child))
            nodes[Int(node)].typed.sort { $0.type < $1.type }
            node = child
          }
        } else {
          if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
          node = nodes[Int(node)].parameter
        }
      case .wildcard:
        isStatic = false
        slotNames.append(nil)
        if nodes[Int(node)].wildcard < 0 { nodes[Int(node)].wildcard = newNode() }
        node = nodes[Int(node)].wildcard
      case .catchAll:
        isStatic = false
        endsInCatchAll = true
        slotNames.append("**")
      }
    }

    let rank = (pattern.host != nil ? 2000 : 0) + (pattern.scheme != nil ? 1000 : 0) + requiredKeys.count
    routes.append(
      Route(
        pattern: pattern, value: value, exposure: exposure, slotNames: slotNames,
        parameterNames: slotNames.compactMap { $0 } + query.map(\.name), query: query, rank: rank))
    if endsInCatchAll {
      insert(routeIndex, into: &nodes[Int(node)].catchAllRoutes)
    } else {
      insert(routeIndex, into: &nodes[Int(node)].routes)
    }
    if isStatic {
      var path: [UInt8] = []
      for case .literal(let text) in pattern.segments {
        path.append(UInt8(ascii: "/"))
        path.append(contentsOf: text.utf8)
      }
      if path.isEmpty { path = [UInt8(ascii: "/")] }
      _ = staticPaths.insert(path, value: node)
    }
    conflicts[key] = Int(routeIndex)
    slotCapacity = max(slotCapacity, slotNames.count)
    if let host = pattern.host {
      patternHosts.insert(host)
      redirectHosts.insert(host)
    }
  }

  private mutating func newNode() -> Int32 {
    nodes.append(Node(literals: ByteTable(folding: !configuration.caseSensitivePaths)))
    return Int32(nodes.count - 1)
  }

  private func insert(_ route: Int32, into list: inout [Int32]) {
    let rank = routes[Int(route)].rank
    let position = list.firstIndex { routes[Int($0)].rank < rank } ?? list.endIndex
    list.insert(route, at: position)
  }

  private func typeIndex(_ name: String) -> Int? {
    types.firstIndex { $0.name == name }
  }
}

extension DeepLinkMatcher: Sendable where Value: Sendable {}
extension DeepLinkMatcher.Route: Sendable where Value: Sendable {}
extension DeepLinkMatcher.Node: Sendable {}
extension DeepLinkMatcher.TypedChild: Sendable {}
extension DeepLinkMatcher.QueryRequirement: Sendable {}
extension DeepLinkMatcher.ShapeSegment: Sendable {}
extension DeepLinkMatcher.ConflictKey: Sendable {}
