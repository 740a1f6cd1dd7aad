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

  /// What only some routes have: a scheme or host, query items, capture slots other than
  /// 0, 1, 2, … (a `*` before a name), or 255 path names or more; kept in
  /// ``RouteTrie/routeExtras``, so that a plain route is its text and plain integers.
  struct RouteExtras: Sendable {
    let scheme: String?
    let host: String?
    /// The route's query items, in the pattern's order.
    let query: [QueryRequirement]
    /// The capture slots that have a name (`*` has none), in order; empty when they are
    /// simply 0, 1, 2, … (no `*` before a name).
    let namedSlots: [Int]
    /// See ``RouteTrie/rank(of:)``.
    let rank: Int
    /// How many path names there are (see ``RouteTrie/pathNameCount(of:)``).
    let pathNameCount: Int
  }

  /// The extras of route `index`, or nil when it has none.
  @inline(__always)
  func extras(ofRoute index: Int32) -> RouteExtras? {
    let extras = routes[Int(index)].extras
    return extras >= 0 ? routeExtras[Int(extras)] : nil
  }

  /// The parameter names of route `index`: path parameters and `**` in order, then query items.
  @inline(__always)
  func parameterNames(of index: Int32) -> [String] {
    nameLists[Int(routes[Int(index)].names)]
  }

  /// The query items of route `index`, in the pattern's order.
  func query(of index: Int32) -> [QueryRequirement] {
    extras(ofRoute: index)?.query ?? []
  }

  /// The place of route `index` among routes ending at the same node (higher first); a route
  /// without extras names no scheme, host or query item, so its rank is 1 for `**+`, else 0.
  func rank(of index: Int32) -> Int {
    extras(ofRoute: index)?.rank ?? (routes[Int(index)].catchAllNeedsOne ? 1 : 0)
  }

  /// How many path names (parameters and `**`) `route` has: in the route below 255, else in
  /// its extras.
  @inline(__always)
  func pathNameCount(of route: Route) -> Int {
    let count = route.shortPathNameCount
    return count < Route.pathNameCountInExtras ? count : routeExtras[Int(route.extras)].pathNameCount
  }

  /// The capture slot of `route`'s trailing `**`, or -1: its last path name, whose slot is the last.
  @inline(__always)
  func catchAllSlot(of route: Route) -> Int {
    route.endsInCatchAll ? slot(of: route, pathNameCount(of: route) &- 1) : -1
  }

  /// The capture slot of the path name at `offset` (below ``pathNameCount(of:)``) of `route`.
  @inline(__always)
  func slot(of route: Route, _ offset: Int) -> Int {
    guard route.hasNamedSlots else { return offset }
    return routeExtras[Int(route.extras)].namedSlots[offset]
  }

  /// One registered pattern, 32 bytes: its text, then plain integers (what few routes have is
  /// in ``RouteTrie/routeExtras``). Its parameter names are an index into
  /// ``RouteTrie/nameLists``, so that a route holds one reference (its text's) and reading its
  /// fields retains nothing. The text stays with the rest: a match reads both, and in a large
  /// table a second array cost each lookup a second cache miss. At 48 bytes (a whole
  /// ``DeepLinkPattern`` and a field per flag), 100,000 routes took 1.6 MB more.
  @usableFromInline
  struct Route: Sendable {
    /// The pattern's text as registered.
    @usableFromInline let text: String
    /// The index of the route's parameter names (path parameters and `**` in order, then
    /// query items) in ``RouteTrie/nameLists``; routes with the same names share one list.
    let names: Int32
    /// The index of the route's ``RouteExtras``, or -1 when it has none.
    let extras: Int32
    /// The next route in the list of routes ending at the same node (see
    /// ``RouteTrie/Node/firstRoute``), by route index; -1 ends a list.
    var next: Int32
    /// The path names' count in the low eight bits (255: the count is in the extras), then
    /// one bit for each flag below.
    private let shape: UInt32

    /// The count in ``shape`` meaning that the extras hold it.
    static var pathNameCountInExtras: Int { 255 }
    private static var internalOnlyBit: UInt32 { 1 << 8 }
    private static var endsInCatchAllBit: UInt32 { 1 << 9 }
    private static var catchAllNeedsOneBit: UInt32 { 1 << 10 }
    private static var plainBit: UInt32 { 1 << 11 }
    private static var namedSlotsBit: UInt32 { 1 << 12 }

    /// A route; a `pathNameCount` of 255 or more must be kept in its extras too.
    init(
      text: String, names: Int32, extras: Int32, next: Int32, pathNameCount: Int, exposure: DeepLinkExposure,
      endsInCatchAll: Bool, catchAllNeedsOne: Bool, isPlain: Bool, hasNamedSlots: Bool
    ) {
      self.text = text
      self.names = names
      self.extras = extras
      self.next = next
      var shape = UInt32(Swift.min(pathNameCount, Self.pathNameCountInExtras))
      if exposure == .internalOnly { shape |= Self.internalOnlyBit }
      if endsInCatchAll { shape |= Self.endsInCatchAllBit }
      if catchAllNeedsOne { shape |= Self.catchAllNeedsOneBit }
      if isPlain { shape |= Self.plainBit }
      if hasNamedSlots { shape |= Self.namedSlotsBit }
      self.shape = shape
    }

    /// The path names' count when below 255; 255 means that ``RouteExtras/pathNameCount``
    /// holds it (see ``RouteTrie/pathNameCount(of:)``).
    var shortPathNameCount: Int { Int(shape & 0xFF) }
    var exposure: DeepLinkExposure { shape & Self.internalOnlyBit != 0 ? .internalOnly : .external }
    /// The pattern ends in `**` or `**+`.
    var endsInCatchAll: Bool { shape & Self.endsInCatchAllBit != 0 }
    /// The pattern ends in `**+`: the catch-all takes at least one segment.
    var catchAllNeedsOne: Bool { shape & Self.catchAllNeedsOneBit != 0 }
    /// No scheme, no host, no query items: only the origin's reach to path-only patterns matters.
    var isPlain: Bool { shape & Self.plainBit != 0 }
    /// Whether the capture slots are not simply 0, 1, 2, … (see ``RouteExtras/namedSlots``).
    var hasNamedSlots: Bool { shape & Self.namedSlotsBit != 0 }
    /// Neither a catch-all nor named slots: path name *i* is capture slot *i*, whole.
    var hasPlainSlots: Bool { shape & (Self.endsInCatchAllBit | Self.namedSlotsBit) == 0 }
  }

  /// One node of the tree, plain integers only, so that registering creates no per-node
  /// storage; 16 bytes: the fields every lookup reads, the others in ``RouteTrie/nodeExtras``.
  ///
  /// A node's only literal child is a loose entry of the trie's shared
  /// ``RouteTrie/literals`` (see ``literal``), compared without hashing; once it has two,
  /// they live in that table under the node's index. Typed children form a list sorted by
  /// type (``NodeExtras/firstTyped``, then each child's ``NodeExtras/nextTyped``); the routes
  /// ending here form lists in rank order through ``RouteTrie/Route/next``. -1 means none.
  struct Node: Sendable {
    var parameter: Int32 = -1
    var firstRoute: Int32 = -1
    /// Where the loose entry of the node's only literal child starts in
    /// ``RouteTrie/literals`` (see ``ByteTable/looseValue(at:for:)``), or -1: most nodes
    /// have one literal child or none, and this spares them a probe of the shared table
    /// (a random place in it, when the table is large) on every lookup and registration.
    var literal: Int32 = -1
    /// The index of the node's ``NodeExtras`` (0: none) shifted left three times, then the
    /// bits of ``hasTyped``, ``hasWildcardOrCatchAll`` and ``hasLiterals``.
    private var packed: Int32 = 0

    /// Whether the node has literal children in the table ``RouteTrie/literals`` (two or
    /// more; never with a ``literal``).
    var hasLiterals: Bool {
      get { packed & 1 != 0 }
      set { packed = newValue ? packed | 1 : packed & ~1 }
    }

    /// Whether the node has a `*` child or catch-all routes (in its ``NodeExtras``), so that
    /// a search reads the extras only then.
    var hasWildcardOrCatchAll: Bool {
      get { packed & 2 != 0 }
      set { packed = newValue ? packed | 2 : packed & ~2 }
    }

    /// Whether the node has typed or mixed children (``NodeExtras/firstTyped``), so that a
    /// search reads the extras only then.
    var hasTyped: Bool {
      get { packed & 4 != 0 }
      set { packed = newValue ? packed | 4 : packed & ~4 }
    }

    /// The index of the node's entry in ``RouteTrie/nodeExtras``; 0, the shared entry of
    /// nodes without one, holds -1 everywhere.
    var extra: Int {
      get { Int(packed &>> 3) }
      set { packed = Int32(truncatingIfNeeded: newValue) &<< 3 | packed & 7 }
    }
  }

  /// The fields of a node that few nodes set: typed children, a `*` child, catch-all routes,
  /// or a place in a list of typed children. -1 means none.
  struct NodeExtras: Sendable {
    /// The first of the node's typed and mixed children (see ``RouteTrie/Node``).
    var firstTyped: Int32 = -1
    /// The parameter type of a typed child (an index into ``RouteTrie/types``), -2 - *i* for
    /// a child matching template *i*, or -1.
    var type: Int32 = -1
    var nextTyped: Int32 = -1
    var wildcard: Int32 = -1
    var firstCatchAll: Int32 = -1
  }

  /// The registration-only state: scratch buffers, type names as bytes, shared name lists.
  struct Registration {
    /// Reused while registering a static pattern, to hold its path.
    var scratch: [UInt8] = []
    /// Reused while registering, to hold the parsed segments of a pattern.
    var segmentScratch: [DeepLinkPattern.SegmentRecord] = []
    /// The UTF-8 bytes of each type's name, by the same index as ``RouteTrie/types``.
    let typeNames: [[UInt8]]
    /// A digest of a list of parameter names (of its bytes as in ``nameBytes``) to its index
    /// in ``nameListSpans``, to share it.
    var nameDigests = DigestTable()
    /// Every list in ``nameDigests``, back to back: each name as its length (four bytes), then
    /// its bytes, so that a list is compared with one `memcmp` and no string.
    var nameBytes: [UInt8] = []
    /// For each list in ``nameDigests``: its index in ``RouteTrie/nameLists``, and its bytes
    /// in ``nameBytes``.
    var nameListSpans: [(list: Int32, start: Int, end: Int)] = []
  }

  /// What registering needs to know about a pattern's path, gathered in the one pass that
  /// hashes its literals, so that no later step walks the segments again for it.
  struct PathSummary {
    /// Whether a segment mixes text and captures (`/rooms/:a-:b`).
    var hasMixed = false
    /// Whether a segment is `*`, so that capture slots are not simply 0, 1, 2, ….
    var hasWildcard = false
    /// Whether every segment is a literal.
    var isStatic = true
    /// How many parameters and catch-alls there are (the captures of mixed segments aside).
    var nameCount = 0
    /// A digest of the parameter names (`**` for a catch-all), in order; see
    /// ``RouteTrie/sharedNames(_:_:_:summary:state:)``.
    var namesDigest = ByteTable.seed
    /// The hash of the path as a lookup computes it, from the literals' hashes (for a static pattern).
    var pathHash = ByteTable.seed
    /// The length of the path as a static pattern is stored: `/` before each literal.
    var pathLength = 0
  }

  /// A box for ``Registration``, copied before a mutation when shared (copy on write), so that
  /// copying the trie costs one retain for all of it. Only `mutating` methods of the trie write
  /// through it, after ``RouteTrie/uniqueRegistration()``.
  ///
  /// The state is the header of a `ManagedBuffer` without elements, written through a pointer
  /// to it: as a class's stored property it cost a dynamic exclusivity check for every pattern
  /// registered, which the trie's own `mutating` access makes unnecessary.
  struct RegistrationBox: @unchecked Sendable {
    var buffer: ManagedBuffer<Registration, Void>

    init(typeNames: [[UInt8]]) { self.init(Registration(typeNames: typeNames)) }
    init(_ state: Registration) {
      buffer = ManagedBuffer<Registration, Void>.create(minimumCapacity: 0) { _ in state }
    }
  }

  /// Makes ``registration`` unshared before it is written.
  private mutating func uniqueRegistration() {
    if !isKnownUniquelyReferenced(&registration.buffer) {
      registration = RegistrationBox(registration.buffer.withUnsafeMutablePointerToHeader { $0.pointee })
    }
  }

  let configuration: DeepLinkMatcherConfiguration
  var nodes: [Node] = [Node()]
  /// The rarely set fields of nodes, by ``Node/extra``; entry 0 stands for every node without
  /// its own and is never written.
  var nodeExtras: [NodeExtras] = [NodeExtras()]
  /// The templates of segments mixing text and captures; a node's ``NodeExtras/type`` of -2 - *i*
  /// marks a child matching template *i*.
  var templates: [SegmentTemplate] = []
  @usableFromInline var routes: [Route] = []
  /// The extras of the routes that have them, by ``Route/extras``.
  var routeExtras: [RouteExtras] = []
  /// Every distinct list of parameter names, by ``Route/names``; list 0 is empty.
  var nameLists: [[String]] = [[]]
  /// Every literal edge of the tree: (parent node, segment bytes) to child node.
  var literals: ByteTable
  var staticPaths: ByteTable
  /// Bit *n* (63 for 63 and more) is set when a static path of *n* segments is registered, so
  /// that a lookup probes ``staticPaths`` only for a path that could be one: in a large table
  /// that probe lands on a cold slot.
  var staticSegmentCounts: UInt64 = 0
  /// What only registering reads and writes, boxed so that the struct the match path copies
  /// stays small (copy on write: see ``uniqueRegistration()``).
  var registration: RegistrationBox
  let types: [DeepLinkParameterType]
  var slotCapacity = 0
  /// Every custom scheme, exclusive ones included.
  let customSchemes: Set<String>
  /// The custom schemes whose links reach only the patterns naming them.
  let exclusiveSchemes: Set<String>
  /// Every custom scheme (sorted), compared with a link's bytes.
  let customSchemeNames: FoldedNames
  /// Whether the custom scheme of the same index in ``customSchemeNames`` is exclusive.
  let customSchemeIsExclusive: [Bool]
  /// The universal-link hosts named exactly (not `*.domain`), compared with a link's bytes.
  let universalHostNames: FoldedNames
  /// The literals of the first path segment, folded to lowercase, to their nodes (the first
  /// registered of those that fold alike): a custom-scheme URL's host stands for that
  /// segment and compares case-insensitively, as hosts do. Empty when paths ignore case.
  var hostLiterals = ByteTable(folding: true)
  /// Universal-link hosts, lowercased; `*.example.com` stands for every subdomain of example.com.
  let universalLinkHosts: Set<String>
  var patternHosts: Set<String> = []
  var redirectHosts: Set<String>
  /// Holds nothing; being an existential, it makes the trie (and every matcher) address-only,
  /// so that a lookup passes the caller's table by address. A loadable struct of this size is
  /// copied to the caller's stack before every call instead (`memcpy` of 336 bytes, about 65
  /// instructions of a path lookup's 1,750).
  private let passedByAddress: any Sendable = ()

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
    let exclusiveSchemes = Set(configuration.exclusiveSchemes.map { $0.lowercased() })
    self.exclusiveSchemes = exclusiveSchemes
    let customSchemes = Set(configuration.customSchemes.map { $0.lowercased() }).union(exclusiveSchemes)
    self.customSchemes = customSchemes
    let schemeList = customSchemes.sorted()
    self.customSchemeNames = FoldedNames(schemeList)
    self.customSchemeIsExclusive = schemeList.map { exclusiveSchemes.contains($0) }
    let universalLinkHosts = Set(configuration.universalLinkHosts.map { $0.lowercased() })
    self.universalLinkHosts = universalLinkHosts
    self.universalHostNames = FoldedNames(universalLinkHosts.filter { !$0.hasPrefix("*.") }.sorted())
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
    _ = try register(text: text, exposure: exposure, unlessOptional: false)
  }

  /// Registers every pattern a text with optional parts stands for, all or none, and returns
  /// how many; a text without optional parts is registered as it is.
  ///
  /// - Parameters:
  ///   - text: The pattern text.
  ///   - exposure: Whether the routes may be opened from outside the app.
  @usableFromInline
  mutating func register(expanding text: String, exposure: DeepLinkExposure) throws(DeepLinkPatternError) -> Int {
    // Checked on the bytes the parse reads, in the same pass over the text.
    if try register(text: text, exposure: exposure, unlessOptional: true) { return 1 }
    let expansions = try DeepLinkPattern.expansions(text)
    if expansions.count == 1 {
      try register(text: text, exposure: exposure)
      return 1
    }
    var copy = self
    for expansion in expansions {
      do {
        try copy.register(text: expansion, exposure: exposure)
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
    try register(text: pattern.text, exposure: exposure)
  }

  /// Registers `text`, or with `unlessOptional` leaves the trie unchanged and returns false
  /// when its path holds an optional part (`(/`), for the caller to expand; true when registered.
  private mutating func register(
    text: String, exposure: DeepLinkExposure, unlessOptional: Bool
  ) throws(DeepLinkPatternError) -> Bool {
    uniqueRegistration()
    // The box's state is written through a pointer, held for the whole registration (the box
    // is unshared, and only this mutating method reaches it).
    let buffer = registration.buffer
    return try buffer.withUnsafeMutablePointerToHeader { state throws(DeepLinkPatternError) in
      try register(
        text: text, exposure: exposure, unlessOptional: unlessOptional, state: &state.pointee)
    }
  }

  private mutating func register(
    text: String, exposure: DeepLinkExposure, unlessOptional: Bool,
    state: inout Registration
  ) throws(DeepLinkPatternError) -> Bool {
    var records = state.segmentScratch
    state.segmentScratch = []
    defer { state.segmentScratch = records }
    // The text's own bytes (a native string is always contiguous): no copy of the string.
    let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
      Result { () throws(DeepLinkPatternError) -> Bool in
        let survey = DeepLinkPattern.Survey(bytes)
        if unlessOptional && survey.hasOptionalPart { return false }
        let parts = try DeepLinkPattern.Parser(bytes: bytes, text: text, survey: survey).parse(into: &records)
        // Each literal is hashed once: the conflict search, the literal table and a static
        // path's hash all use it. A typed parameter's type is looked up once, here.
        let folding = literals.folding
        let typeNames = state.typeNames
        var summary = PathSummary()
        records.withUnsafeMutableBufferPointer { records in
          for index in records.indices {
            let record = records[index]
            switch record.kind {
            case .literal:
              let hash: UInt64
              if record.decodedIndex >= 0 {
                var decoded = parts.decodedLiterals[record.decodedIndex]
                hash = decoded.withUTF8 { ByteTable.hash($0, folding: folding) }
                summary.pathLength += 1 + decoded.utf8.count
              } else {
                hash = ByteTable.hash(UnsafeBufferPointer(rebasing: bytes[record.start..<record.end]), folding: folding)
                summary.pathLength += 1 + record.end - record.start
              }
              records[index].hash = hash
              summary.pathHash = ByteTable.appendingSegment(hash, to: summary.pathHash)
              continue
            case .parameter:
              if record.hasType {
                let type = typeIndex(bytes, record.typeStart, record.typeEnd, names: typeNames) ?? -1
                records[index].hash = UInt64(bitPattern: Int64(type))
              }
              let name = ByteTable.hash(UnsafeBufferPointer(rebasing: bytes[record.start..<record.end]), folding: false)
              summary.namesDigest = ByteTable.mixWord(summary.namesDigest, name)
              summary.nameCount += 1
            case .catchAll:
              summary.namesDigest = ByteTable.mixWord(summary.namesDigest, Self.catchAllNameHash)
              summary.nameCount += 1
            case .mixed: summary.hasMixed = true
            case .wildcard: summary.hasWildcard = true
            }
            summary.isStatic = false
          }
        }
        try register(
          text: text, parts: parts, segments: records, summary: summary, bytes: bytes,
          exposure: exposure, state: &state)
        return true
      }
    }
    guard let result = contiguous else {
      var copy = text
      copy.makeContiguousUTF8()
      return try register(
        text: copy, exposure: exposure, unlessOptional: unlessOptional, state: &state)
    }
    return try result.get()
  }

  private mutating func register(
    text: String, parts: consuming DeepLinkPattern.ParsedParts,
    segments: [DeepLinkPattern.SegmentRecord], summary: PathSummary, bytes: UnsafeBufferPointer<UInt8>,
    exposure: DeepLinkExposure, state: inout Registration
  ) throws(DeepLinkPatternError) {
    func string(_ start: Int, _ end: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if let scheme = parts.scheme, scheme != "http", scheme != "https", !customSchemes.contains(scheme) {
      throw .unknownScheme(pattern: text, scheme: scheme)
    }
    for segment in segments where segment.kind == .parameter && segment.hasType && Self.type(of: segment) < 0 {
      throw .unknownParameterType(pattern: text, type: string(segment.typeStart, segment.typeEnd))
    }
    var mixedTemplates: [SegmentTemplate] = []
    if summary.hasMixed {
      for segment in segments where segment.kind == .mixed {
        mixedTemplates.append(try template(text: text, bytes: bytes, segment, names: state.typeNames))
      }
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
    let routeIndex = Int32(routes.count)
    // The capture slots: for a path of literals, parameters and a catch-all, one per name,
    // numbered 0, 1, 2, …; `*` (a slot without a name) and mixed segments are counted here.
    var slotCount = summary.nameCount
    var pathNameCount = summary.nameCount
    var namedSlots: [Int] = []
    if summary.hasWildcard || summary.hasMixed {
      slotCount = 0
      pathNameCount = 0
      var slotsAreIdentity = true
      var template = 0
      for segment in segments {
        var names = 0
        switch segment.kind {
        case .literal: continue
        case .parameter, .catchAll: names = 1
        case .mixed:
          names = mixedTemplates[template].captureCount
          template += 1
        case .wildcard:
          if slotsAreIdentity {
            slotsAreIdentity = false
            namedSlots.reserveCapacity(segments.count)
            namedSlots.append(contentsOf: 0..<slotCount)
          }
          slotCount += 1
          continue
        }
        for _ in 0..<names {
          pathNameCount += 1
          if !slotsAreIdentity { namedSlots.append(slotCount) }
          slotCount += 1
        }
      }
    }
    let endsInCatchAll = segments.last?.kind == .catchAll
    let catchAllNeedsOne = endsInCatchAll && segments.last?.oneOrMore == true

    // The pattern's path, walked through the tree once, making the nodes it lacks. A route
    // matching exactly the same URLs ends where this one would, reached through the same
    // literals, types and templates (`:name` and `*` alike), so one can exist only while every
    // node on the way existed, and it is looked for before anything is made: where a `:name`
    // meets a `*` sibling (or the reverse) the tree is searched along both (see
    // ``conflictingRoute``), else the routes where the walk ends are compared. Nothing is kept
    // for this but the tree itself.
    let existingNodes = nodes.count
    var searched = false
    func search() throws(DeepLinkPatternError) {
      searched = true
      if let existing = conflictingRoute(
        segments, parts, bytes, mixedTemplates, query, segment: 0, mixed: 0, from: 0)
      {
        throw .conflict(pattern: text, existing: routes[Int(existing)].text)
      }
    }
    var node: Int32 = 0
    var template = 0
    for segment in segments {
      // Only nodes that existed can have a sibling of the other kind.
      let onExistingPath = !searched && nodes.count == existingNodes
      switch segment.kind {
      case .literal:
        let parent = node
        let candidate = Int32(nodes.count)
        if segment.decodedIndex >= 0 {
          var decoded = parts.decodedLiterals[segment.decodedIndex]
          node = decoded.withUTF8 { insertLiteral($0, hash: segment.hash, parent: parent, value: candidate) }
        } else {
          node = insertLiteral(
            UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]), hash: segment.hash, parent: parent,
            value: candidate)
        }
        if node == candidate {
          nodes.append(Node())
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
        if segment.hasType {
          node = typedChild(of: node, type: Int32(truncatingIfNeeded: Self.type(of: segment)))
        } else {
          if onExistingPath && extras(node).wildcard >= 0 { try search() }
          if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
          node = nodes[Int(node)].parameter
        }
      case .mixed:
        node = mixedChild(of: node, mixedTemplates[template])
        template += 1
      case .wildcard:
        if onExistingPath && nodes[Int(node)].parameter >= 0 { try search() }
        if extras(node).wildcard < 0 {
          let child = newNode()
          nodeExtras[extrasIndex(node)].wildcard = child
          nodes[Int(node)].hasWildcardOrCatchAll = true
        }
        node = extras(node).wildcard
      case .catchAll:
        break
      }
    }
    if !searched && nodes.count == existingNodes {
      let existing =
        endsInCatchAll
        ? sameURLs(
          extras(node).firstCatchAll, oneOrMore: catchAllNeedsOne, scheme: parts.scheme, host: parts.host, query)
        : sameURLs(nodes[Int(node)].firstRoute, oneOrMore: nil, scheme: parts.scheme, host: parts.host, query)
      if let existing { throw .conflict(pattern: text, existing: routes[Int(existing)].text) }
    }

    // A pattern naming its host comes first; one naming every subdomain (`*.example.com`) next;
    // then by scheme, by required query items, and `**+` before `**` (both ranks doubled).
    let hostRank = parts.host.map { $0.hasPrefix("*.") ? 1500 : 2000 } ?? 0
    let rank = 2 * (hostRank + (parts.scheme != nil ? 1000 : 0) + requiredCount) + (catchAllNeedsOne ? 1 : 0)
    let names = sharedNames(segments, parts.queryItems, bytes, summary: summary, state: &state)
    var extrasEntry: Int32 = -1
    if parts.scheme != nil || parts.host != nil || !query.isEmpty || !namedSlots.isEmpty
      || pathNameCount >= Route.pathNameCountInExtras
    {
      routeExtras.append(
        RouteExtras(
          scheme: parts.scheme, host: parts.host, query: query, namedSlots: namedSlots, rank: rank,
          pathNameCount: pathNameCount))
      extrasEntry = Int32(truncatingIfNeeded: routeExtras.count - 1)
    }
    // Its place in the list of routes ending here, by rank (ties: the first registered first).
    var previous: Int32 = -1
    var current = endsInCatchAll ? extras(node).firstCatchAll : nodes[Int(node)].firstRoute
    while current >= 0 && self.rank(of: current) >= rank {
      previous = current
      current = routes[Int(current)].next
    }
    routes.append(
      Route(
        text: text, names: names, extras: extrasEntry, next: current, pathNameCount: pathNameCount,
        exposure: exposure, endsInCatchAll: endsInCatchAll, catchAllNeedsOne: catchAllNeedsOne,
        isPlain: parts.scheme == nil && query.isEmpty, hasNamedSlots: !namedSlots.isEmpty))
    if previous >= 0 {
      routes[Int(previous)].next = routeIndex
    } else if endsInCatchAll {
      nodeExtras[extrasIndex(node)].firstCatchAll = routeIndex
      nodes[Int(node)].hasWildcardOrCatchAll = true
    } else {
      nodes[Int(node)].firstRoute = routeIndex
    }
    if summary.isStatic {
      let terminal = node
      // The path (`/` before each literal, or `/` alone) written into a reused buffer, copied
      // into the table when new; hashed as a lookup hashes a path, from its segments' hashes.
      let decodedLiterals = parts.decodedLiterals
      let length = max(summary.pathLength, 1)
      var scratch = state.scratch
      state.scratch = []
      if scratch.count < length { scratch = [UInt8](repeating: 0, count: max(length, 2 * scratch.count, 256)) }
      scratch.withUnsafeMutableBufferPointer { target in
        guard let target = target.baseAddress, let source = bytes.baseAddress else { return }
        target.pointee = UInt8(ascii: "/")
        var offset = 0
        for segment in segments {
          target[offset] = UInt8(ascii: "/")
          if segment.decodedIndex >= 0 {
            var decoded = decodedLiterals[segment.decodedIndex]
            offset += decoded.withUTF8 { decoded in
              if let base = decoded.baseAddress { ByteTable.copy(base, to: target + offset + 1, count: decoded.count) }
              return 1 + decoded.count
            }
          } else {
            // Segments are short: copied a word at a time, not by a call to `memcpy` each.
            ByteTable.copy(source + segment.start, to: target + offset + 1, count: segment.end - segment.start)
            offset += 1 + segment.end - segment.start
          }
        }
      }
      _ = scratch.withUnsafeBufferPointer {
        staticPaths.insert(UnsafeBufferPointer(rebasing: $0[0..<length]), hash: summary.pathHash, value: terminal)
      }
      staticSegmentCounts |= 1 &<< min(segments.count, 63)
      state.scratch = scratch
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

  /// The hash of `**`, a catch-all's name, as ``ByteTable/hash(_:folding:)`` computes it.
  static let catchAllNameHash: UInt64 = {
    let name: StaticString = "**"
    return ByteTable.hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), folding: false)
  }()

  /// The index in ``nameLists`` of the route's parameter names (path parameters and `**` in
  /// order, then query items): that of an earlier route with the same names, or a new list
  /// remembered for later routes. Compared on bytes (the pattern's, laid out as
  /// ``RouteTrie/Registration/nameBytes`` holds them), so a list seen before creates no string.
  private mutating func sharedNames(
    _ segments: [DeepLinkPattern.SegmentRecord], _ queryItems: [DeepLinkPattern.QueryItem],
    _ bytes: UnsafeBufferPointer<UInt8>, summary: PathSummary, state: inout Registration
  ) -> Int32 {
    let catchAll: StaticString = "**"
    let catchAllBytes = UnsafeBufferPointer(start: catchAll.utf8Start, count: catchAll.utf8CodeUnitCount)
    func nameBytes(_ segment: DeepLinkPattern.SegmentRecord) -> UnsafeBufferPointer<UInt8>? {
      switch segment.kind {
      case .parameter: UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end])
      case .catchAll: catchAllBytes
      case .literal, .wildcard, .mixed: nil
      }
    }
    if summary.hasMixed {
      // Rare: names taken from the parsed pattern, not shared.
      nameLists.append(DeepLinkPattern(registered: String(decoding: bytes, as: UTF8.self)).parameterNames)
      return Int32(truncatingIfNeeded: nameLists.count - 1)
    }
    // The path's names were mixed in as the segments were hashed (see ``PathSummary``).
    var digest = summary.namesDigest
    var count = summary.nameCount
    for item in queryItems {
      var name = item.name
      digest = ByteTable.mixWord(digest, name.withUTF8 { ByteTable.hash($0, folding: false) })
    }
    count += queryItems.count
    if count == 0 { return 0 }
    if let index = state.nameDigests[digest] {
      let span = state.nameListSpans[Int(index)]
      let same = state.nameBytes.withUnsafeBufferPointer { stored -> Bool in
        guard let base = stored.baseAddress else { return false }
        var position = span.start
        for segment in segments {
          guard let name = nameBytes(segment) else { continue }
          if !Self.storedName(base, &position, end: span.end, is: name) { return false }
        }
        for item in queryItems {
          var name = item.name
          let end = span.end
          let found = name.withUTF8 { name in Self.storedName(base, &position, end: end, is: name) }
          if !found { return false }
        }
        return position == span.end
      }
      if same { return span.list }
    }
    var names: [String] = []
    names.reserveCapacity(count)
    for segment in segments {
      guard let name = nameBytes(segment) else { continue }
      names.append(String(decoding: name, as: UTF8.self))
    }
    for item in queryItems { names.append(item.name) }
    let start = state.nameBytes.count
    for name in names {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: name.utf8.count).littleEndian) {
        state.nameBytes.append(contentsOf: $0)
      }
      state.nameBytes.append(contentsOf: name.utf8)
    }
    nameLists.append(names)
    let list = Int32(truncatingIfNeeded: nameLists.count - 1)
    state.nameListSpans.append((list: list, start: start, end: state.nameBytes.count))
    state.nameDigests.insert(digest, value: Int32(truncatingIfNeeded: state.nameListSpans.count - 1))
    return list
  }

  /// Whether the name stored at `position` (before `end`) in ``RouteTrie/Registration/nameBytes``
  /// (at `base`) is `name`; moves `position` past it.
  @inline(__always)
  private static func storedName(
    _ base: UnsafePointer<UInt8>, _ position: inout Int, end: Int, is name: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard position + 4 <= end,
      Int(UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self).littleEndian) == name.count,
      position + 4 + name.count <= end
    else { return false }
    let equal = name.baseAddress.map { memcmpBytes(base + position + 4, $0, name.count) } ?? name.isEmpty
    position += 4 + name.count
    return equal
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
    var current = extras(parent).firstTyped
    while current >= 0 && extras(current).type <= -2 {
      let existing = templates[Int(-2 - extras(current).type)]
      if existing == template { return current }
      if existing.textLength < template.textLength { break }
      previous = current
      current = extras(current).nextTyped
    }
    templates.append(template)
    let child = newNode()
    let entry = extrasIndex(child)
    nodeExtras[entry].type = Int32(-2 - (templates.count - 1))
    nodeExtras[entry].nextTyped = current
    if previous >= 0 {
      nodeExtras[extrasIndex(previous)].nextTyped = child
    } else {
      nodeExtras[extrasIndex(parent)].firstTyped = child
      nodes[Int(parent)].hasTyped = true
    }
    return child
  }

  /// The literal child of `node` for `bytes` (whose hash, as ``ByteTable/hash(_:)``
  /// computes it, is `hash`), or nil: the loose entry of its only one, else a probe of the
  /// table (see ``Node/literal``).
  @inline(__always)
  func literalChild(of node: Int32, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
    let record = nodes[Int(node)]
    if record.literal >= 0 { return literals.looseValue(at: record.literal, for: bytes) }
    return record.hasLiterals ? literals.value(for: bytes, hash: hash, parent: node) : nil
  }

  /// Stores `value` as the literal child of `parent` for `bytes` (of hash `hash`) unless it
  /// has one; returns the child. A first literal child is a loose entry (see
  /// ``Node/literal``); a second one moves the first into the table, beside itself.
  private mutating func insertLiteral(
    _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, parent: Int32, value: Int32
  ) -> Int32 {
    let record = nodes[Int(parent)]
    if record.hasLiterals { return literals.insert(bytes, hash: hash, parent: parent, value: value) }
    if record.literal < 0 {
      nodes[Int(parent)].literal = literals.appendLoose(bytes, value: value)
      return value
    }
    if let existing = literals.looseValue(at: record.literal, for: bytes) { return existing }
    literals.adopt(record.literal, parent: parent)
    nodes[Int(parent)].literal = -1
    nodes[Int(parent)].hasLiterals = true
    return literals.insert(bytes, hash: hash, parent: parent, value: value)
  }

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }

  /// The rarely set fields of `node` (all -1 when it has none).
  @inline(__always)
  func extras(_ node: Int32) -> NodeExtras {
    nodeExtras[nodes[Int(node)].extra]
  }

  /// The index of `node`'s own entry in ``nodeExtras``, created when missing.
  private mutating func extrasIndex(_ node: Int32) -> Int {
    let existing = nodes[Int(node)].extra
    if existing != 0 { return existing }
    nodeExtras.append(NodeExtras())
    nodes[Int(node)].extra = nodeExtras.count - 1
    return nodeExtras.count - 1
  }

  /// The child of `parent` for parameters of `type`, created (in the list sorted by type) when missing.
  private mutating func typedChild(of parent: Int32, type: Int32) -> Int32 {
    var previous: Int32 = -1
    var current = extras(parent).firstTyped
    while current >= 0 && (extras(current).type <= -2 || extras(current).type < type) {
      previous = current
      current = extras(current).nextTyped
    }
    if current >= 0 && extras(current).type == type { return current }
    let child = newNode()
    let entry = extrasIndex(child)
    nodeExtras[entry].type = type
    nodeExtras[entry].nextTyped = current
    if previous >= 0 {
      nodeExtras[extrasIndex(previous)].nextTyped = child
    } else {
      nodeExtras[extrasIndex(parent)].firstTyped = child
      nodes[Int(parent)].hasTyped = true
    }
    return child
  }

  /// The route registered before that matches exactly the URLs the pattern being registered
  /// (`segments`, `parts`, `bytes`, its mixed segments' `templates` and its `query`) would,
  /// or nil: a route ending where the pattern would end (from `segment` on, below
  /// `node`), with the same scheme, host, required query items and kind of catch-all. Only
  /// existing nodes are visited (literal children by one probe each), both the `:name` and
  /// the `*` child for either, so the search stops at the first literal never registered.
  private func conflictingRoute(
    _ segments: [DeepLinkPattern.SegmentRecord], _ parts: DeepLinkPattern.ParsedParts,
    _ bytes: UnsafeBufferPointer<UInt8>, _ templates: [SegmentTemplate], _ query: [QueryRequirement],
    segment index: Int, mixed: Int, from node: Int32
  ) -> Int32? {
    guard index < segments.count else {
      return sameURLs(nodes[Int(node)].firstRoute, oneOrMore: nil, scheme: parts.scheme, host: parts.host, query)
    }
    let segment = segments[index]
    switch segment.kind {
    case .literal:
      let child: Int32?
      if segment.decodedIndex >= 0 {
        var decoded = parts.decodedLiterals[segment.decodedIndex]
        child = decoded.withUTF8 { literalChild(of: node, $0, hash: segment.hash) }
      } else {
        child = literalChild(
          of: node, UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]), hash: segment.hash)
      }
      guard let child else { return nil }
      return conflictingRoute(
        segments, parts, bytes, templates, query, segment: index + 1, mixed: mixed, from: child)
    case .parameter where segment.hasType:
      let type = Int32(truncatingIfNeeded: Self.type(of: segment))
      var typed = extras(node).firstTyped
      while typed >= 0 && extras(typed).type != type { typed = extras(typed).nextTyped }
      guard typed >= 0 else { return nil }
      return conflictingRoute(
        segments, parts, bytes, templates, query, segment: index + 1, mixed: mixed, from: typed)
    case .parameter, .wildcard:
      let parameter = nodes[Int(node)].parameter
      if parameter >= 0,
        let found = conflictingRoute(
          segments, parts, bytes, templates, query, segment: index + 1, mixed: mixed, from: parameter)
      {
        return found
      }
      let wildcard = extras(node).wildcard
      guard wildcard >= 0 else { return nil }
      return conflictingRoute(
        segments, parts, bytes, templates, query, segment: index + 1, mixed: mixed, from: wildcard)
    case .mixed:
      let template = templates[mixed]
      var typed = extras(node).firstTyped
      while typed >= 0 && extras(typed).type <= -2 {
        if self.templates[Int(-2 - extras(typed).type)] == template {
          return conflictingRoute(
            segments, parts, bytes, templates, query, segment: index + 1, mixed: mixed + 1, from: typed)
        }
        typed = extras(typed).nextTyped
      }
      return nil
    case .catchAll:
      return sameURLs(
        extras(node).firstCatchAll, oneOrMore: segment.oneOrMore, scheme: parts.scheme, host: parts.host, query)
    }
  }

  /// The first route of the list starting at `first` with the scheme, host, required query
  /// items (by key and type, in any order) and, for a catch-all, the `oneOrMore` of the pattern
  /// being registered.
  private func sameURLs(
    _ first: Int32, oneOrMore: Bool?, scheme: String?, host: String?, _ query: [QueryRequirement]
  ) -> Int32? {
    var route = first
    while route >= 0 {
      let extras = extras(ofRoute: route)
      if oneOrMore.map({ $0 == routes[Int(route)].catchAllNeedsOne }) ?? true, extras?.scheme == scheme,
        extras?.host == host, Self.sameRequiredItems(extras?.query ?? [], query)
      {
        return route
      }
      route = routes[Int(route)].next
    }
    return nil
  }

  /// Whether two routes require the same query items (key and type), in any order.
  private static func sameRequiredItems(_ lhs: [QueryRequirement], _ rhs: [QueryRequirement]) -> Bool {
    let count = lhs.reduce(0) { $0 + ($1.isRequired ? 1 : 0) }
    guard count == rhs.reduce(0, { $0 + ($1.isRequired ? 1 : 0) }) else { return false }
    if count == 0 { return true }
    let left = lhs.filter(\.isRequired)
    let right = rhs.filter(\.isRequired)
    func keys(_ items: [QueryRequirement]) -> [String] {
      items.map { $0.key + "=" + ($0.type.map(String.init) ?? "") }.sorted()
    }
    return keys(left) == keys(right)
  }

  /// The type index of a typed parameter's record (see ``DeepLinkPattern/SegmentRecord/hash``),
  /// or -1 for an unknown type.
  @inline(__always)
  private static func type(of segment: DeepLinkPattern.SegmentRecord) -> Int {
    Int(truncatingIfNeeded: Int64(bitPattern: segment.hash))
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

