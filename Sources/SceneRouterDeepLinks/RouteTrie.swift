import Foundation

/// The non-generic core of ``DeepLinkMatcher``: patterns compiled into a tree of nodes keyed on
/// UTF-8 bytes, plus a hash of the whole path for fully static patterns.
///
/// Kept free of the matcher's `Value` so that every lookup runs specialized code.
@usableFromInline
struct RouteTrie: Sendable {
  struct QueryRequirement: Sendable {
    var key: String
    var name: String
    var type: Int?
    var defaultValue: String?
    var isRequired: Bool
    var isList: Bool
  }

  /// The scheme and host of a route that names them, boxed so that the many routes without
  /// them spend one word on both.
  final class RouteOrigin: Sendable {
    let scheme: String?
    let host: String?

    init(scheme: String?, host: String?) {
      self.scheme = scheme
      self.host = host
    }
  }

  /// One registered pattern; kept small (small integers, scheme and host boxed), since
  /// registering writes one per pattern and a match reads one.
  @usableFromInline
  struct Route: Sendable {
    @usableFromInline var pattern: DeepLinkPattern
    /// The pattern's scheme and host, kept so that matching never parses the pattern again;
    /// nil for a path-only pattern.
    let origin: RouteOrigin?
    /// The route's parameter names, path first, then query items; routes with the same names
    /// share one array (see ``RouteTrie/Registration/nameLists``), so a match passes it on with
    /// one retain and registering allocates only for a list not seen before.
    var parameterNames: [String]
    var query: [QueryRequirement]
    /// The capture slots that have a name (`*` has none), in order; empty when they are simply
    /// 0, 1, 2, … (no `*` before a name), see ``slot(_:)``.
    var namedSlots: [Int]
    private let storedRank: Int32
    private let storedPathNameCount: Int32
    private let storedCatchAllSlot: Int32
    var exposure: DeepLinkExposure
    /// The pattern ends in `**+`: the catch-all takes at least one segment.
    var catchAllNeedsOne = false
    /// No scheme, no host, no query items: only the origin's reach to path-only patterns matters.
    var isPlain: Bool

    init(
      pattern: DeepLinkPattern, scheme: String?, host: String?, exposure: DeepLinkExposure,
      parameterNames: [String], query: [QueryRequirement], rank: Int, isPlain: Bool, namedSlots: [Int],
      pathNameCount: Int, catchAllSlot: Int
    ) {
      self.pattern = pattern
      self.origin = scheme == nil && host == nil ? nil : RouteOrigin(scheme: scheme, host: host)
      self.parameterNames = parameterNames
      self.query = query
      self.namedSlots = namedSlots
      // All small: a rank is at most 3,000 plus the query items, a count at most the segments
      // (128) plus the query items of a pattern.
      self.storedRank = Int32(truncatingIfNeeded: rank)
      self.storedPathNameCount = Int32(truncatingIfNeeded: pathNameCount)
      self.storedCatchAllSlot = Int32(truncatingIfNeeded: catchAllSlot)
      self.exposure = exposure
      self.isPlain = isPlain
    }

    var scheme: String? { origin?.scheme }
    var host: String? { origin?.host }
    var rank: Int { Int(storedRank) }
    /// How many path names there are (parameters and `**`).
    var pathNameCount: Int { Int(storedPathNameCount) }
    /// The slot of a trailing `**`, or -1.
    var catchAllSlot: Int { Int(storedCatchAllSlot) }

    /// The capture slot of the path name at `offset` (below ``pathNameCount``).
    @inline(__always)
    func slot(_ offset: Int) -> Int {
      namedSlots.isEmpty ? offset : namedSlots[offset]
    }
  }

  /// One node of the tree, plain integers only, so that registering creates no per-node storage.
  ///
  /// Literal children live in the trie's shared ``RouteTrie/literals`` table under the node's
  /// index; typed children form a list sorted by type (`firstTyped`, then each child's
  /// `nextTyped`); the routes ending here form lists in rank order through
  /// ``RouteTrie/routeNext``. -1 means none.
  struct Node: Sendable {
    var hasLiterals = false
    /// The parameter type of a typed child (an index into ``RouteTrie/types``), or -1.
    var type: Int32 = -1
    var firstTyped: Int32 = -1
    var nextTyped: Int32 = -1
    var parameter: Int32 = -1
    var wildcard: Int32 = -1
    var firstRoute: Int32 = -1
    var firstCatchAll: Int32 = -1
  }

  enum ShapeSegment: Hashable, Sendable {
    case literal(String)
    case one(type: String?)
    /// Text and captures: the parts with the captures' names left out.
    case mixed([DeepLinkPattern.MixedPart])
    case rest
    case restOfOneOrMore
  }

  /// What decides which URLs a pattern matches; equal keys mean a conflict.
  struct ConflictKey: Hashable, Sendable {
    var scheme: String?
    var host: String?
    var shape: [ShapeSegment]
    var query: [String]
    /// An FNV-1a digest of the fields, so that hashing a key costs one `combine`.
    var digest: UInt64

    init(scheme: String?, host: String?, shape: [ShapeSegment], query: [String]) {
      self.scheme = scheme
      self.host = host
      self.shape = shape
      self.query = query
      var digest = ByteTable.offsetBasis
      func mix(_ text: String?, tag: UInt8) {
        digest = ByteTable.mix(digest, tag)
        for byte in (text ?? "").utf8 { digest = ByteTable.mix(digest, byte) }
      }
      mix(scheme, tag: 1)
      mix(host, tag: 2)
      for segment in shape {
        switch segment {
        case .literal(let text): mix(text, tag: 3)
        case .one(let type): mix(type, tag: 4)
        case .mixed(let parts):
          for part in parts {
            switch part {
            case .text(let text): mix(text, tag: 7)
            case .capture(_, let type): mix(type, tag: 8)
            }
          }
        case .rest: mix(nil, tag: 5)
        case .restOfOneOrMore: mix(nil, tag: 9)
        }
      }
      for item in query { mix(item, tag: 6) }
      self.digest = digest
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }
  }

  /// The registration-only state: conflict tables, scratch buffers, type names as bytes.
  struct Registration {
    /// Reused while registering a static pattern, to hold its path.
    var scratch: [UInt8] = []
    /// Reused while registering, to hold the parsed segments of a pattern.
    var segmentScratch: [DeepLinkPattern.SegmentRecord] = []
    var conflictDigests = DigestTable()
    var conflictOverflow: [ConflictKey: Int32] = [:]
    /// The UTF-8 bytes of each type's name, by the same index as ``RouteTrie/types``.
    let typeNames: [[UInt8]]
    /// A digest of a list of parameter names to a route holding that list, to share it.
    var nameLists = DigestTable()
  }

  /// A box for ``Registration``, copied before a mutation when shared (copy on write), so that
  /// copying the trie costs one retain for all of it. Only `mutating` methods of the trie write
  /// through it, after ``RouteTrie/uniqueRegistration()``.
  final class RegistrationBox: @unchecked Sendable {
    var state: Registration

    init(typeNames: [[UInt8]]) { state = Registration(typeNames: typeNames) }
    init(_ state: Registration) { self.state = state }
  }

  /// Makes ``registration`` unshared before it is written.
  private mutating func uniqueRegistration() {
    if !isKnownUniquelyReferenced(&registration) { registration = RegistrationBox(registration.state) }
  }

  let configuration: DeepLinkMatcherConfiguration
  var nodes: [Node] = [Node()]
  /// The templates of segments mixing text and captures; a node's ``Node/type`` of -2 - *i*
  /// marks a child matching template *i*.
  var templates: [SegmentTemplate] = []
  @usableFromInline var routes: [Route] = []
  /// The next route in the list of routes ending at the same node, by route index; -1 ends a list.
  var routeNext: [Int32] = []
  /// Every literal edge of the tree: (parent node, segment bytes) to child node.
  var literals: ByteTable
  var staticPaths: ByteTable
  /// What only registering reads and writes, boxed so that the struct the match path copies
  /// stays small (copy on write: see ``uniqueRegistration()``).
  var registration: RegistrationBox
  let types: [DeepLinkParameterType]
  var slotCapacity = 0
  /// Every custom scheme, exclusive ones included.
  let customSchemes: Set<String>
  /// The custom schemes whose links reach only the patterns naming them.
  let exclusiveSchemes: Set<String>
  /// The literals of the first path segment, folded to lowercase, to their nodes (the first
  /// registered of those that fold alike): a custom-scheme URL's host stands for that
  /// segment and compares case-insensitively, as hosts do. Empty when paths ignore case.
  var hostLiterals = ByteTable(folding: true)
  /// Universal-link hosts, lowercased; `*.example.com` stands for every subdomain of example.com.
  let universalLinkHosts: Set<String>
  var patternHosts: Set<String> = []
  var redirectHosts: Set<String>

  /// Creates an empty matcher.
  ///
  /// - Parameters:
  ///   - configuration: Accepted schemes and hosts, custom parameter types, comparison rules.
  init(configuration: DeepLinkMatcherConfiguration) {
    self.configuration = configuration
    let folding = !configuration.caseSensitivePaths
    self.literals = ByteTable(folding: folding)
    self.staticPaths = ByteTable(folding: folding)
    let types: [DeepLinkParameterType] = [.int, .uuid, .double, .bool] + configuration.parameterTypes
    self.types = types
    self.registration = RegistrationBox(typeNames: types.map { Array($0.name.utf8) })
    self.exclusiveSchemes = Set(configuration.exclusiveSchemes.map { $0.lowercased() })
    self.customSchemes = Set(configuration.customSchemes.map { $0.lowercased() }).union(exclusiveSchemes)
    self.universalLinkHosts = Set(configuration.universalLinkHosts.map { $0.lowercased() })
    self.redirectHosts = Set((configuration.redirectHosts + configuration.universalLinkHosts).map { $0.lowercased() })
  }

  /// The number of registered patterns.
  var count: Int { routes.count }

  /// Parses and registers a pattern from its text, keeping only the text.
  ///
  /// - Parameters:
  ///   - text: The pattern text.
  ///   - exposure: Whether the route may be opened from outside the app.
  /// - Throws: ``DeepLinkPatternError`` when the pattern is malformed, for an unknown scheme or
  ///   type, an invalid default, or a conflict with a pattern registered before.
  /// - Complexity: O(*m*) in the length of the pattern, amortized.
  @usableFromInline
  mutating func register(text: String, exposure: DeepLinkExposure) throws(DeepLinkPatternError) {
    try register(text: text, parsed: nil, exposure: exposure)
  }

  /// Registers every pattern a text with optional parts stands for, all or none, and returns
  /// how many; a text without optional parts is registered as it is.
  ///
  /// - Parameters:
  ///   - text: The pattern text.
  ///   - exposure: Whether the routes may be opened from outside the app.
  @usableFromInline
  mutating func register(expanding text: String, exposure: DeepLinkExposure) throws(DeepLinkPatternError) -> Int {
    guard DeepLinkPattern.mayHaveOptionalParts(text) else {
      try register(text: text, parsed: nil, exposure: exposure)
      return 1
    }
    let expansions = try DeepLinkPattern.expansions(text)
    if expansions.count == 1 {
      try register(text: text, parsed: nil, exposure: exposure)
      return 1
    }
    var copy = self
    for expansion in expansions {
      do {
        try copy.register(text: expansion, parsed: nil, exposure: exposure)
      } catch {
        // Named as written, so that the message points at the line to fix.
        if case .conflict(_, let existing) = error { throw .conflict(pattern: text, existing: existing) }
        throw error
      }
    }
    self = copy
    return expansions.count
  }

  /// Registers a parsed pattern.
  ///
  /// - Parameters:
  ///   - pattern: A parsed pattern.
  ///   - exposure: Whether the route may be opened from outside the app.
  /// - Throws: ``DeepLinkPatternError`` for an unknown scheme or type, an invalid default,
  ///   or a conflict with a pattern registered before.
  /// - Complexity: O(*m*) in the length of the pattern, amortized.
  @usableFromInline
  mutating func register(_ pattern: DeepLinkPattern, exposure: DeepLinkExposure) throws(DeepLinkPatternError) {
    try register(text: pattern.text, parsed: pattern, exposure: exposure)
  }

  /// Parses `text` on its UTF-8 bytes into the reused segment records, then registers it;
  /// the route keeps `parsed` when given, else a pattern holding only the text.
  private mutating func register(
    text: String, parsed: DeepLinkPattern?, exposure: DeepLinkExposure
  ) throws(DeepLinkPatternError) {
    uniqueRegistration()
    // One access to the box's state for the whole registration (one exclusivity check, not
    // one per field written).
    let box = registration
    try register(text: text, parsed: parsed, exposure: exposure, state: &box.state)
  }

  private mutating func register(
    text: String, parsed: DeepLinkPattern?, exposure: DeepLinkExposure, state: inout Registration
  ) throws(DeepLinkPatternError) {
    var records = state.segmentScratch
    state.segmentScratch = []
    defer { state.segmentScratch = records }
    var copy = text
    let result = copy.withUTF8 { bytes in
      Result { () throws(DeepLinkPatternError) in
        let parts = try DeepLinkPattern.Parser(bytes: bytes, text: text).parse(into: &records)
        // Each literal is hashed once: the conflict digest and the literal table both use it.
        for index in records.indices where records[index].kind == .literal {
          let record = records[index]
          if record.decodedIndex >= 0 {
            var decoded = parts.decodedLiterals[record.decodedIndex]
            records[index].hash = decoded.withUTF8 { literals.hash($0) }
          } else {
            records[index].hash = literals.hash(UnsafeBufferPointer(rebasing: bytes[record.start..<record.end]))
          }
        }
        try register(
          text: text, parsed: parsed, parts: parts, segments: records, bytes: bytes, exposure: exposure,
          state: &state)
      }
    }
    try result.get()
  }

  private mutating func register(
    text: String, parsed: DeepLinkPattern?, parts: DeepLinkPattern.ParsedParts,
    segments: [DeepLinkPattern.SegmentRecord], bytes: UnsafeBufferPointer<UInt8>, exposure: DeepLinkExposure,
    state: inout Registration
  ) throws(DeepLinkPatternError) {
    func string(_ start: Int, _ end: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if let scheme = parts.scheme, scheme != "http", scheme != "https", !customSchemes.contains(scheme) {
      throw .unknownScheme(pattern: text, scheme: scheme)
    }
    for segment in segments where segment.kind == .parameter && segment.hasType {
      if typeIndex(bytes, segment.typeStart, segment.typeEnd, names: state.typeNames) == nil {
        throw .unknownParameterType(pattern: text, type: string(segment.typeStart, segment.typeEnd))
      }
    }
    var mixedTemplates: [SegmentTemplate] = []
    for segment in segments where segment.kind == .mixed {
      mixedTemplates.append(try template(text: text, bytes: bytes, segment, names: state.typeNames))
    }
    var query: [QueryRequirement] = []
    var requiredCount = 0
    for item in parts.queryItems {
      var type: Int?
      if let name = item.type {
        guard let index = typeIndex(name) else { throw .unknownParameterType(pattern: text, type: name) }
        type = index
        if let value = item.defaultValue, !types[index].accepts(value) {
          throw .invalidDefault(pattern: text, name: item.name, value: value)
        }
      }
      query.append(
        QueryRequirement(
          key: item.key, name: item.name, type: type, defaultValue: item.defaultValue, isRequired: item.isRequired,
          isList: item.isList))
      if item.isRequired { requiredCount += 1 }
    }
    // Conflicts: a digest of what decides the matched URLs; an exact comparison only when digests meet.
    let digest = conflictDigest(parts, segments, bytes)
    var overflowKey: ConflictKey?
    let (found, digestSlot) = state.conflictDigests.find(digest)
    if let existing = found {
      let key = conflictKey(parsed ?? DeepLinkPattern(registered: text))
      if conflictKey(routes[Int(existing)].pattern) == key {
        throw .conflict(pattern: text, existing: routes[Int(existing)].pattern.text)
      }
      if let other = state.conflictOverflow[key] {
        throw .conflict(pattern: text, existing: routes[Int(other)].pattern.text)
      }
      overflowKey = key
    }

    let routeIndex = Int32(routes.count)
    var node: Int32 = 0
    var slotCount = 0
    var pathNameCount = 0
    var namedSlots: [Int] = []
    var slotsAreIdentity = true
    var isStatic = true
    var endsInCatchAll = false
    var catchAllNeedsOne = false
    for segment in segments {
      switch segment.kind {
      case .literal:
        let parent = node
        let candidate = Int32(nodes.count)
        if segment.decodedIndex >= 0 {
          var decoded = parts.decodedLiterals[segment.decodedIndex]
          node = decoded.withUTF8 { literals.insert($0, hash: segment.hash, parent: parent, value: candidate) }
        } else {
          node = literals.insert(
            UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]), hash: segment.hash, parent: parent,
            value: candidate)
        }
        if node == candidate {
          nodes.append(Node())
          nodes[Int(parent)].hasLiterals = true
          if parent == 0 && configuration.caseSensitivePaths {
            let child = node
            if segment.decodedIndex >= 0 {
              var decoded = parts.decodedLiterals[segment.decodedIndex]
              _ = decoded.withUTF8 { hostLiterals.insert($0, value: child) }
            } else {
              _ = hostLiterals.insert(UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]), value: child)
            }
          }
        }
      case .parameter:
        isStatic = false
        pathNameCount += 1
        if !slotsAreIdentity { namedSlots.append(slotCount) }
        slotCount += 1
        if segment.hasType, let index = typeIndex(bytes, segment.typeStart, segment.typeEnd, names: state.typeNames) {
          node = typedChild(of: node, type: Int32(index))
        } else {
          if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
          node = nodes[Int(node)].parameter
        }
      case .mixed:
        isStatic = false
        let template = mixedTemplates.removeFirst()
        for _ in 0..<template.captureCount {
          pathNameCount += 1
          if !slotsAreIdentity { namedSlots.append(slotCount) }
          slotCount += 1
        }
        node = mixedChild(of: node, template)
      case .wildcard:
        isStatic = false
        if slotsAreIdentity {
          slotsAreIdentity = false
          namedSlots.reserveCapacity(segments.count)
          namedSlots.append(contentsOf: 0..<slotCount)
        }
        slotCount += 1
        if nodes[Int(node)].wildcard < 0 { nodes[Int(node)].wildcard = newNode() }
        node = nodes[Int(node)].wildcard
      case .catchAll:
        isStatic = false
        endsInCatchAll = true
        catchAllNeedsOne = segment.oneOrMore
        pathNameCount += 1
        if !slotsAreIdentity { namedSlots.append(slotCount) }
        slotCount += 1
      }
    }

    // A pattern naming its host comes first; one naming every subdomain (`*.example.com`) next;
    // then by scheme, by required query items, and `**+` before `**` (both ranks doubled).
    let hostRank = parts.host.map { $0.hasPrefix("*.") ? 1500 : 2000 } ?? 0
    let rank = 2 * (hostRank + (parts.scheme != nil ? 1000 : 0) + requiredCount) + (catchAllNeedsOne ? 1 : 0)
    routes.append(
      Route(
        pattern: parsed ?? DeepLinkPattern(registered: text), scheme: parts.scheme, host: parts.host,
        exposure: exposure,
        parameterNames: sharedNames(segments, parts.queryItems, bytes, route: routeIndex, state: &state), query: query, rank: rank,
        isPlain: parts.scheme == nil && query.isEmpty,
        namedSlots: namedSlots,
        pathNameCount: pathNameCount,
        catchAllSlot: endsInCatchAll ? slotCount - 1 : -1))
    routes[routes.count - 1].catchAllNeedsOne = catchAllNeedsOne
    routeNext.append(-1)
    var previous: Int32 = -1
    var current = endsInCatchAll ? nodes[Int(node)].firstCatchAll : nodes[Int(node)].firstRoute
    while current >= 0 && routes[Int(current)].rank >= rank {
      previous = current
      current = routeNext[Int(current)]
    }
    routeNext[Int(routeIndex)] = current
    if previous >= 0 {
      routeNext[Int(previous)] = routeIndex
    } else if endsInCatchAll {
      nodes[Int(node)].firstCatchAll = routeIndex
    } else {
      nodes[Int(node)].firstRoute = routeIndex
    }
    if isStatic {
      var scratch = state.scratch
      state.scratch = []
      scratch.removeAll(keepingCapacity: true)
      for segment in segments where segment.kind == .literal {
        scratch.append(UInt8(ascii: "/"))
        if segment.decodedIndex >= 0 {
          scratch.append(contentsOf: parts.decodedLiterals[segment.decodedIndex].utf8)
        } else {
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]))
        }
      }
      if scratch.isEmpty { scratch.append(UInt8(ascii: "/")) }
      let terminal = node
      _ = scratch.withUnsafeBufferPointer { staticPaths.insert($0, value: terminal) }
      state.scratch = scratch
    }
    if let overflowKey {
      state.conflictOverflow[overflowKey] = routeIndex
    } else {
      state.conflictDigests.store(digest, value: routeIndex, at: digestSlot)
    }
    slotCapacity = max(slotCapacity, slotCount)
    if let host = parts.host {
      patternHosts.insert(host)
      redirectHosts.insert(host)
    }
  }

  /// Whether `host` (lowercased) is in `hosts`, or is a subdomain of a `*.domain` in `hosts`
  /// (at least one label before the domain: `*.example.com` takes `a.example.com` and
  /// `a.b.example.com`, not `example.com`).
  static func host(_ host: String, isIn hosts: Set<String>) -> Bool {
    if hosts.contains(host) { return true }
    var rest = Substring(host)
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      if hosts.contains("*." + rest) { return true }
    }
    return false
  }

  /// Whether `host` is a subdomain that `wildcard` (`*.domain`) stands for.
  static func host(_ host: String, matchesWildcard wildcard: String) -> Bool {
    let domain = wildcard.dropFirst()
    return host.count > domain.count && host.hasSuffix(domain)
  }

  /// The route's parameter names (path parameters and `**` in order, then query items): the
  /// array of an earlier route with the same names, or a new one remembered for later routes
  /// (as `route`'s). Compared on the pattern's bytes, so a list seen before creates no string.
  private mutating func sharedNames(
    _ segments: [DeepLinkPattern.SegmentRecord], _ queryItems: [DeepLinkPattern.QueryItem],
    _ bytes: UnsafeBufferPointer<UInt8>, route: Int32, state: inout Registration
  ) -> [String] {
    let catchAll: StaticString = "**"
    let catchAllBytes = UnsafeBufferPointer(start: catchAll.utf8Start, count: catchAll.utf8CodeUnitCount)
    func nameBytes(_ segment: DeepLinkPattern.SegmentRecord) -> UnsafeBufferPointer<UInt8>? {
      switch segment.kind {
      case .parameter: UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end])
      case .catchAll: catchAllBytes
      case .literal, .wildcard, .mixed: nil
      }
    }
    if segments.contains(where: { $0.kind == .mixed }) {
      // Rare: names taken from the parsed pattern, not shared.
      return DeepLinkPattern(registered: String(decoding: bytes, as: UTF8.self)).parameterNames
    }
    var digest = ByteTable.offsetBasis
    var count = 0
    for segment in segments {
      guard let name = nameBytes(segment) else { continue }
      Self.mixBytes(&digest, name, fold: false)
      digest = ByteTable.mix(digest, 0)
      count += 1
    }
    for item in queryItems {
      Self.mixBytes(&digest, item.name, fold: false)
      digest = ByteTable.mix(digest, 0)
    }
    count += queryItems.count
    if count == 0 { return [] }
    if let other = state.nameLists[digest] {
      let existing = routes[Int(other)].parameterNames
      if existing.count == count {
        var same = true
        var offset = 0
        for segment in segments {
          guard let name = nameBytes(segment) else { continue }
          if !existing[offset].utf8.elementsEqual(name) {
            same = false
            break
          }
          offset += 1
        }
        if same {
          for item in queryItems {
            if existing[offset] != item.name {
              same = false
              break
            }
            offset += 1
          }
          if same { return existing }
        }
      }
    }
    var names: [String] = []
    names.reserveCapacity(count)
    for segment in segments {
      guard let name = nameBytes(segment) else { continue }
      names.append(String(decoding: name, as: UTF8.self))
    }
    for item in queryItems { names.append(item.name) }
    state.nameLists.insert(digest, value: route)
    return names
  }

  /// The template of a segment mixing text and captures; throws for an unknown type.
  private func template(
    text: String, bytes: UnsafeBufferPointer<UInt8>, _ segment: DeepLinkPattern.SegmentRecord, names: [[UInt8]]
  ) throws(DeepLinkPatternError) -> SegmentTemplate {
    let parser = DeepLinkPattern.Parser(bytes: bytes, text: text)
    let folding = !configuration.caseSensitivePaths
    var parts: [SegmentTemplate.Part] = []
    for piece in try parser.mixedPieces(segment.start, segment.end) ?? [] {
      if piece.isText {
        let decoded = parser.decoded(piece.start, piece.end) ?? ""
        parts.append(.text(folding ? decoded.utf8.map(ByteTable.fold) : Array(decoded.utf8)))
      } else if piece.typeStart >= 0 {
        guard let index = typeIndex(bytes, piece.typeStart, piece.typeEnd, names: names) else {
          throw .unknownParameterType(pattern: text, type: parser.string(piece.typeStart, piece.typeEnd))
        }
        parts.append(.capture(type: index))
      } else {
        parts.append(.capture(type: -1))
      }
    }
    return SegmentTemplate(parts: parts)
  }

  /// The child of `parent` for segments matching `template`, created when missing. Mixed
  /// children lead the typed list: more text first, then in registration order.
  private mutating func mixedChild(of parent: Int32, _ template: SegmentTemplate) -> Int32 {
    var previous: Int32 = -1
    var current = nodes[Int(parent)].firstTyped
    while current >= 0 && nodes[Int(current)].type <= -2 {
      let existing = templates[Int(-2 - nodes[Int(current)].type)]
      if existing == template { return current }
      if existing.textLength < template.textLength { break }
      previous = current
      current = nodes[Int(current)].nextTyped
    }
    templates.append(template)
    let child = newNode()
    nodes[Int(child)].type = Int32(-2 - (templates.count - 1))
    nodes[Int(child)].nextTyped = current
    if previous >= 0 {
      nodes[Int(previous)].nextTyped = child
    } else {
      nodes[Int(parent)].firstTyped = child
    }
    return child
  }

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }

  /// The child of `parent` for parameters of `type`, created (in the list sorted by type) when missing.
  private mutating func typedChild(of parent: Int32, type: Int32) -> Int32 {
    var previous: Int32 = -1
    var current = nodes[Int(parent)].firstTyped
    while current >= 0 && (nodes[Int(current)].type <= -2 || nodes[Int(current)].type < type) {
      previous = current
      current = nodes[Int(current)].nextTyped
    }
    if current >= 0 && nodes[Int(current)].type == type { return current }
    let child = newNode()
    nodes[Int(child)].type = type
    nodes[Int(child)].nextTyped = current
    if previous >= 0 {
      nodes[Int(previous)].nextTyped = child
    } else {
      nodes[Int(parent)].firstTyped = child
    }
    return child
  }

  /// A digest of what decides which URLs a pattern matches, computed on the parsed records
  /// (literals by their hashes, see ``DeepLinkPattern/SegmentRecord/hash``) without allocating.
  func conflictDigest(
    _ parts: DeepLinkPattern.ParsedParts, _ segments: [DeepLinkPattern.SegmentRecord],
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt64 {
    var digest = ByteTable.offsetBasis
    Self.mix(&digest, 1, parts.scheme)
    Self.mix(&digest, 2, parts.host)
    for segment in segments {
      switch segment.kind {
      case .literal:
        // The literal's hash stands for its (folded) bytes: equal literals give equal hashes,
        // and unequal ones that collide are told apart by the exact comparison.
        digest = ByteTable.mix(digest, 3)
        Self.mixWord(&digest, segment.hash)
      case .parameter:
        digest = ByteTable.mix(digest, 4)
        if segment.hasType {
          Self.mixBytes(&digest, UnsafeBufferPointer(rebasing: bytes[segment.typeStart..<segment.typeEnd]), fold: false)
        }
      case .mixed:
        // Rare: hashed from the parsed parts (names left out).
        let parts = DeepLinkPattern.Parser(bytes: bytes, text: "").mixedParts(segment.start, segment.end)
        for part in parts {
          switch part {
          case .text(let text):
            digest = ByteTable.mix(digest, 7)
            Self.mixBytes(&digest, text, fold: !configuration.caseSensitivePaths)
          case .capture(_, let type):
            digest = ByteTable.mix(digest, 8)
            if let type { Self.mixBytes(&digest, type, fold: false) }
          }
        }
      case .wildcard: digest = ByteTable.mix(digest, 4)
      case .catchAll: digest = ByteTable.mix(digest, segment.oneOrMore ? 9 : 5)
      }
    }
    var queryDigest: UInt64 = 0
    for item in parts.queryItems where item.isRequired {
      var itemDigest = ByteTable.offsetBasis
      Self.mixBytes(&itemDigest, item.key, fold: false)
      itemDigest = ByteTable.mix(itemDigest, 0)
      if let type = item.type { Self.mixBytes(&itemDigest, type, fold: false) }
      queryDigest &+= itemDigest
    }
    Self.mixWord(&digest, queryDigest)
    return digest
  }

  /// Mixes a whole word into `digest` (one multiply, then the high bits folded down).
  @inline(__always)
  private static func mixWord(_ digest: inout UInt64, _ word: UInt64) {
    let mixed = (digest ^ word) &* 0x9e37_79b9_7f4a_7c15
    digest = mixed ^ (mixed >> 29)
  }

  /// Mixes a tag, then the bytes of `text` if any, into `digest`.
  @inline(__always)
  private static func mix(_ digest: inout UInt64, _ tag: UInt8, _ text: String?, fold: Bool = false) {
    digest = ByteTable.mix(digest, tag)
    if let text { mixBytes(&digest, text, fold: fold) }
  }

  /// Mixes the UTF-8 bytes of `text` into `digest`, folded to lowercase when `fold` is set.
  @inline(__always)
  private static func mixBytes(_ digest: inout UInt64, _ text: String, fold: Bool) {
    var text = text
    text.withUTF8 { bytes in mixBytes(&digest, bytes, fold: fold) }
  }

  /// Mixes `bytes` into `digest`, folded to lowercase when `fold` is set.
  @inline(__always)
  private static func mixBytes(_ digest: inout UInt64, _ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) {
    var result = digest
    if fold {
      for byte in bytes { result = ByteTable.mix(result, ByteTable.fold(byte)) }
    } else {
      for byte in bytes { result = ByteTable.mix(result, byte) }
    }
    digest = result
  }

  /// What decides which URLs a pattern matches, compared exactly.
  func conflictKey(_ pattern: DeepLinkPattern) -> ConflictKey {
    let folding = !configuration.caseSensitivePaths
    let shape = pattern.segments.map { segment -> ShapeSegment in
      switch segment {
      case .literal(let text):
        folding ? .literal(String(decoding: text.utf8.map(ByteTable.fold), as: UTF8.self)) : .literal(text)
      case .parameter(_, let type): .one(type: type)
      case .mixed(let parts):
        .mixed(
          parts.map { part in
            switch part {
            case .text(let text):
              folding ? .text(String(decoding: text.utf8.map(ByteTable.fold), as: UTF8.self)) : .text(text)
            case .capture(_, let type): .capture(name: "", type: type)
            }
          })
      case .wildcard: .one(type: nil)
      case .catchAll(let oneOrMore): oneOrMore ? .restOfOneOrMore : .rest
      }
    }
    let required = pattern.queryItems.filter(\.isRequired).map { $0.key + "=" + ($0.type ?? "") }.sorted()
    return ConflictKey(scheme: pattern.scheme, host: pattern.host, shape: shape, query: required)
  }

  private func typeIndex(_ name: String) -> Int? {
    types.firstIndex { $0.name == name }
  }

  /// The index of the type named by the bytes in `start..<end`, compared without creating a string.
  private func typeIndex(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, names typeNames: [[UInt8]]
  ) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let length = end - start
    return typeNames.firstIndex { name in
      name.count == length && name.withUnsafeBufferPointer { name in
        guard let other = name.baseAddress else { return length == 0 }
        return memcmpBytes(other, base + start, length)
      }
    }
  }
}

