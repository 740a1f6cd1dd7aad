extension RouteTrie {
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
    if try register(text: text, exposure: exposure, unlessOptional: true) { return 1 }
    let expansions = try DeepLinkPattern.expansions(text)
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

  /// Registers the pattern `text`: checks it, looks for a route matching exactly the same
  /// URLs, then walks its path down the tree, making the nodes it lacks, and adds the route
  /// where the walk ends. With `unlessOptional`, a pattern with optional parts (`(/`) is
  /// left for the caller to expand, and false returned.
  private mutating func register(
    text: String, exposure: DeepLinkExposure, unlessOptional: Bool
  ) throws(DeepLinkPatternError) -> Bool {
    try text.withBorrowedUTF8 { (bytes) throws(DeepLinkPatternError) -> Bool in
      let survey = DeepLinkPattern.Survey(bytes)
      if unlessOptional && survey.hasOptionalPart { return false }
      // The segment records of the last pattern, reused.
      var segments = segmentScratch
      segmentScratch = []
      defer { segmentScratch = segments }
      let parser = DeepLinkPattern.Parser(bytes: bytes, text: text, survey: survey)
      let parts = try parser.parse(into: &segments)
      try register(text: text, parser: parser, segments: segments, parts: parts, exposure: exposure)
      return true
    }
  }

  /// ``register(text:exposure:unlessOptional:)`` on the parsed pattern.
  private mutating func register(
    text: String, parser: DeepLinkPattern.Parser, segments: [DeepLinkPattern.SegmentRecord],
    parts: DeepLinkPattern.ParsedParts, exposure: DeepLinkExposure
  ) throws(DeepLinkPatternError) {
    let path = PatternPath(segments: segments, parts: parts, bytes: parser.bytes)
    if let scheme = parts.scheme, scheme != "http", scheme != "https", !customSchemes.contains(scheme) {
      throw .unknownScheme(pattern: text, scheme: scheme)
    }
    for segment in segments where segment.kind == .parameter && segment.hasType && typeIndex(path, segment) == nil {
      throw .unknownParameterType(pattern: text, type: parser.string(segment.typeStart, segment.typeEnd))
    }
    var mixedTemplates: [SegmentTemplate] = []
    for segment in segments where segment.kind == .mixed {
      mixedTemplates.append(try template(parser, segment))
    }
    let query = try queryRequirements(parts.queryItems, text: text)
    let endsInCatchAll = segments.last?.kind == .catchAll
    let catchAllNeedsOne = endsInCatchAll && segments.last?.oneOrMore == true
    if let existing = conflictingRoute(path, mixedTemplates, query, segment: 0, mixed: 0, from: 0) {
      throw .conflict(pattern: text, existing: routes[existing].text)
    }

    var names: [String] = []
    names.reserveCapacity(segments.count + query.count)
    var node = 0
    var mixed = 0
    for segment in segments {
      switch segment.kind {
      case .literal:
        node = literalChild(of: node, path, segment)
      case .parameter where segment.hasType:
        node = typedChild(of: node, type: typeIndex(path, segment) ?? -1)
        names.append(parser.string(segment.start, segment.end))
      case .parameter:
        if nodes[node].parameter < 0 { nodes[node].parameter = newNode() }
        node = nodes[node].parameter
        names.append(parser.string(segment.start, segment.end))
      case .mixed:
        node = mixedChild(of: node, mixedTemplates[mixed])
        mixed += 1
        for piece in (try? parser.mixedPieces(segment.start, segment.end)) ?? [] where !piece.isText {
          names.append(parser.string(piece.start, piece.end))
        }
      case .wildcard:
        if nodes[node].wildcard < 0 { nodes[node].wildcard = newNode() }
        node = nodes[node].wildcard
      case .catchAll:
        names.append("**")
      }
    }
    let pathNameCount = names.count
    for item in query { names.append(item.name) }
    // Routes with the same names share one array: a match reads fewer distinct objects.
    names = nameLists.insert(names).memberAfterInsert
    let rank = Self.rank(
      host: parts.host, scheme: parts.scheme, requiredItems: query.count(where: \.isRequired),
      catchAllNeedsOne: catchAllNeedsOne)
    let route = Route(
      text: text, names: names, query: query, pathNameCount: pathNameCount, exposure: exposure,
      isPlain: parts.scheme == nil && query.isEmpty, endsInCatchAll: endsInCatchAll, catchAllNeedsOne: catchAllNeedsOne,
      rank: rank, scheme: parts.scheme, host: parts.host)
    add(route, endingAt: node)
    slotCapacity = max(slotCapacity, pathNameCount)
    if let host = parts.host {
      patternHosts.insert(host)
      redirectHosts.insert(host)
    }
  }

  /// The query items of a pattern as routes keep them; throws for an unknown type or a
  /// default that is not of its item's type.
  private func queryRequirements(
    _ items: [DeepLinkPattern.QueryItem], text: String
  ) throws(DeepLinkPatternError) -> [QueryRequirement] {
    var query: [QueryRequirement] = []
    for item in items {
      var type: Int?
      if let name = item.type {
        guard let index = types.firstIndex(where: { $0.name == name }) else {
          throw .unknownParameterType(pattern: text, type: name)
        }
        type = index
        if let value = item.defaultValue, !types[index].accepts(value) {
          throw .invalidDefault(pattern: text, name: item.name, value: value)
        }
      }
      query.append(
        QueryRequirement(
          key: item.key, name: item.name, type: type, defaultValue: item.defaultValue, isRequired: item.isRequired,
          isList: item.isList))
    }
    return query
  }

  /// Appends `route` and links it into the list of routes ending at `node` (its catch-all
  /// list for a route ending in `**`), by rank: ties go to the first registered.
  private mutating func add(_ route: consuming Route, endingAt node: Int) {
    let index = routes.count
    let endsInCatchAll = route.endsInCatchAll
    var previous = -1
    var current = endsInCatchAll ? nodes[node].firstCatchAll : nodes[node].firstRoute
    while current >= 0 && routes[current].rank >= route.rank {
      previous = current
      current = routes[current].next
    }
    route.next = current
    routes.append(route)
    if previous >= 0 {
      routes[previous].next = index
    } else if endsInCatchAll {
      nodes[node].firstCatchAll = index
    } else {
      nodes[node].firstRoute = index
    }
  }

  /// A pattern's parsed path: its segments, read from the pattern's bytes.
  struct PatternPath {
    let segments: [DeepLinkPattern.SegmentRecord]
    let parts: DeepLinkPattern.ParsedParts
    let bytes: UnsafeBufferPointer<UInt8>

    /// Runs `body` on the decoded bytes of a literal segment.
    func withLiteral<R>(_ segment: DeepLinkPattern.SegmentRecord, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      guard segment.decodedIndex >= 0 else { return body(UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end])) }
      return parts.decodedLiterals[segment.decodedIndex].withBorrowedUTF8(body)
    }
  }

  /// The literal child of `parent` for a literal segment, created when missing.
  private mutating func literalChild(
    of parent: Int, _ path: PatternPath, _ segment: DeepLinkPattern.SegmentRecord
  ) -> Int {
    let candidate = nodes.count
    let child = path.withLiteral(segment) { bytes in
      Int(literals.insert(bytes, parent: Int32(parent), value: Int32(candidate)))
    }
    guard child == candidate else { return child }
    nodes.append(Node())
    nodes[parent].hasLiterals = true
    if parent == 0 && configuration.caseSensitivePaths {
      _ = path.withLiteral(segment) { bytes in hostLiterals.insert(bytes, value: Int32(child)) }
    }
    return child
  }

  /// The literal child of `node` for `bytes`, or nil.
  func literalChild(of node: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard nodes[node].hasLiterals else { return nil }
    return literals.value(for: bytes, parent: Int32(node)).map(Int.init)
  }

  private mutating func newNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  /// The child of `parent` for parameters of `type`, created (in the list sorted by type) when missing.
  private mutating func typedChild(of parent: Int, type: Int) -> Int {
    var previous = -1
    var current = nodes[parent].firstTyped
    while current >= 0 && (nodes[current].type <= -2 || nodes[current].type < type) {
      previous = current
      current = nodes[current].nextTyped
    }
    if current >= 0 && nodes[current].type == type { return current }
    return insertTyped(type: type, after: previous, before: current, parent: parent)
  }

  /// The child of `parent` for segments matching `template`, created when missing. Mixed
  /// children lead the typed list: more text first, then in registration order.
  private mutating func mixedChild(of parent: Int, _ template: SegmentTemplate) -> Int {
    var previous = -1
    var current = nodes[parent].firstTyped
    while current >= 0 && nodes[current].type <= -2 {
      let existing = templates[-2 - nodes[current].type]
      if existing == template { return current }
      if existing.textLength < template.textLength { break }
      previous = current
      current = nodes[current].nextTyped
    }
    templates.append(template)
    return insertTyped(type: -2 - (templates.count - 1), after: previous, before: current, parent: parent)
  }

  /// A new typed or mixed child of `parent`, placed in its list between `previous` and `next`.
  private mutating func insertTyped(type: Int, after previous: Int, before next: Int, parent: Int) -> Int {
    let child = newNode()
    nodes[child].type = type
    nodes[child].nextTyped = next
    if previous >= 0 {
      nodes[previous].nextTyped = child
    } else {
      nodes[parent].firstTyped = child
    }
    return child
  }

  /// The route registered before that matches exactly the URLs the pattern being registered
  /// would (its `path`, the `templates` of its mixed segments and its `query`), or nil: a
  /// route ending where the pattern would end (from `segment` on, below `node`), with the
  /// same scheme, host, required query items and kind of catch-all.
  ///
  /// Only existing nodes are visited; `:name` and `*` match the same segments, so both
  /// children are searched for either.
  private func conflictingRoute(
    _ path: PatternPath, _ templates: [SegmentTemplate], _ query: [QueryRequirement],
    segment index: Int, mixed: Int, from node: Int
  ) -> Int? {
    func next(_ child: Int, mixed: Int = mixed) -> Int? {
      conflictingRoute(path, templates, query, segment: index + 1, mixed: mixed, from: child)
    }
    guard index < path.segments.count else {
      return sameURLs(nodes[node].firstRoute, oneOrMore: nil, path.parts, query)
    }
    let segment = path.segments[index]
    switch segment.kind {
    case .literal:
      let child = path.withLiteral(segment) { bytes in literalChild(of: node, bytes) }
      return child.flatMap { next($0) }
    case .parameter where segment.hasType:
      let type = typeIndex(path, segment) ?? -1
      var typed = nodes[node].firstTyped
      while typed >= 0 && nodes[typed].type != type { typed = nodes[typed].nextTyped }
      return typed >= 0 ? next(typed) : nil
    case .parameter, .wildcard:
      let parameter = nodes[node].parameter
      if parameter >= 0, let found = next(parameter) { return found }
      let wildcard = nodes[node].wildcard
      return wildcard >= 0 ? next(wildcard) : nil
    case .mixed:
      var typed = nodes[node].firstTyped
      while typed >= 0 && nodes[typed].type <= -2 {
        if self.templates[-2 - nodes[typed].type] == templates[mixed] { return next(typed, mixed: mixed + 1) }
        typed = nodes[typed].nextTyped
      }
      return nil
    case .catchAll:
      return sameURLs(nodes[node].firstCatchAll, oneOrMore: segment.oneOrMore, path.parts, query)
    }
  }

  /// The first route of the list starting at `first` with the scheme, host, required query
  /// items (by key and type, in any order) and, for a catch-all, the `oneOrMore` of the pattern
  /// being registered.
  private func sameURLs(
    _ first: Int, oneOrMore: Bool?, _ parts: DeepLinkPattern.ParsedParts, _ query: [QueryRequirement]
  ) -> Int? {
    func required(_ items: [QueryRequirement]) -> [String] {
      items.filter(\.isRequired).map { $0.key + "=" + ($0.type.map(String.init) ?? "") }.sorted()
    }
    var route = first
    while route >= 0 {
      let other = routes[route]
      if oneOrMore.map({ $0 == other.catchAllNeedsOne }) ?? true, other.scheme == parts.scheme, other.host == parts.host,
        required(other.query) == required(query)
      {
        return route
      }
      route = other.next
    }
    return nil
  }

  /// The index in ``types`` of a typed parameter's type, or nil for an unknown type.
  private func typeIndex(_ path: PatternPath, _ segment: DeepLinkPattern.SegmentRecord) -> Int? {
    let name = UnsafeBufferPointer(rebasing: path.bytes[segment.typeStart..<segment.typeEnd])
    return types.firstIndex { $0.name.utf8.elementsEqual(name) }
  }

  /// The template of a segment mixing text and captures; throws for an unknown type.
  private func template(
    _ parser: DeepLinkPattern.Parser, _ segment: DeepLinkPattern.SegmentRecord
  ) throws(DeepLinkPatternError) -> SegmentTemplate {
    let folding = !configuration.caseSensitivePaths
    var parts: [SegmentTemplate.Part] = []
    for piece in try parser.mixedPieces(segment.start, segment.end) ?? [] {
      if piece.isText {
        let decoded = parser.decoded(piece.start, piece.end) ?? ""
        parts.append(.text(folding ? decoded.utf8.map(ByteTable.fold) : Array(decoded.utf8)))
      } else if piece.typeStart >= 0 {
        let name = parser.string(piece.typeStart, piece.typeEnd)
        guard let index = types.firstIndex(where: { $0.name == name }) else {
          throw .unknownParameterType(pattern: parser.text, type: name)
        }
        parts.append(.capture(type: index))
      } else {
        parts.append(.capture(type: -1))
      }
    }
    return SegmentTemplate(parts: parts)
  }
}
