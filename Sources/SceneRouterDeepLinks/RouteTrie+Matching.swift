import Foundation

extension RouteTrie {
  /// What the trie found: the route's index and its decoded parameters, which carry the
  /// query items (see ``DeepLinkParameters/carrying(_:)``).
  @usableFromInline
  struct RawMatch {
    @usableFromInline var route: Int
    @usableFromInline var parameters: DeepLinkParameters

    init(route: Int, parameters: DeepLinkParameters, query: DeepLinkParameters) {
      self.route = route
      self.parameters = parameters.carrying(query)
    }

    /// A match of an input without query items: the parameters as they are (no call to
    /// ``DeepLinkParameters/carrying(_:)``, which retains both of their references).
    @inline(__always)
    init(route: Int, parameters: DeepLinkParameters) {
      self.route = route
      self.parameters = parameters
    }

    /// The query items of the input.
    var query: DeepLinkParameters { parameters.carriedQuery }
  }

  /// Where the input came from, as far as patterns with a scheme or host care.
  struct InputOrigin {
    var scheme: String?
    var host: String?
    /// Whether path-only patterns may match (bare paths, custom schemes, universal-link hosts).
    var reachesPathOnly: Bool
    var isExternal: Bool
    /// Whether the first segment is a custom-scheme URL's host, compared case-insensitively.
    var firstSegmentIsHost = false
  }

  /// The state of one search: the segments, captures and what was skipped.
  struct Search {
    let nodes: UnsafeBufferPointer<Node>
    /// The nodes' rarely set fields, by ``Node/extra``.
    let extras: UnsafeBufferPointer<NodeExtras>
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start offset, end offset and hash of each segment in `bytes`, three per segment.
    let bounds: UnsafeBufferPointer<Int>
    let count: Int
    /// Two entries per capture slot: the start and end offsets of the value in `bytes` (for
    /// a trailing `**`, the first segment's index and -1).
    let captures: UnsafeMutableBufferPointer<Int>
    /// The input's origin and query items, borrowed for the search: a `Search` holds nothing
    /// counted, so making and ending one retains and releases nothing.
    let origin: UnsafePointer<InputOrigin>
    /// Nil when the input has no query.
    let query: UnsafePointer<DeepLinkParameters?>
    var blocked: Int32 = -1

    @inline(__always)
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[bounds[3 &* index]..<bounds[3 &* index &+ 1]])
    }

    /// Captures the whole segment at `index` in `slot`.
    @inline(__always)
    func capture(_ slot: Int, _ index: Int) {
      captures[2 &* slot] = bounds[3 &* index]
      captures[2 &* slot &+ 1] = bounds[3 &* index &+ 1]
    }

    @inline(__always)
    func hash(_ index: Int) -> UInt64 {
      UInt64(truncatingIfNeeded: bounds[3 &* index &+ 2])
    }
  }

  /// Matches a full URL or a path with optional query and fragment.
  ///
  /// Text starting with `/` is a path (as from ``match(path:origin:)``); anything else is
  /// parsed as a URL with the same policy as a path: control characters, raw spaces and
  /// malformed escapes are refused; other characters URLs escape (`{`, `|`, `café`) are read
  /// as if escaped.
  ///
  /// - Parameters:
  ///   - link: A URL such as `myapp://product/42` or a path such as `/users/42?tab=likes`.
  ///   - origin: Whether the link comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the input is refused.
  /// - Complexity: O(*n*) in the length of the input for static routes; with parameters,
  ///   O(*n*) unless backtracking revisits segments, bounded by the pattern tree's branching.
  @usableFromInline
  func match(_ link: String, origin: DeepLinkOrigin = .external) throws(DeepLinkError) -> RawMatch? {
    // The link's own bytes, borrowed: neither copied nor retained.
    try link.withBorrowedUTF8 { (bytes) throws(DeepLinkError) -> RawMatch? in
      try match(link: link, bytes: bytes, origin: origin)
    }
  }

  /// ``match(_:origin:)`` on the link's UTF-8 bytes (`link` is their text, for Foundation).
  func match(link: String, bytes: UnsafeBufferPointer<UInt8>, origin: DeepLinkOrigin) throws(DeepLinkError) -> RawMatch? {
    if bytes.first == UInt8(ascii: "/") {
      return try match(
        pathBytes: bytes,
        origin: InputOrigin(scheme: nil, host: nil, reachesPathOnly: true, isExternal: origin == .external))
    }
    guard bytes.count <= configuration.maximumLength else {
      throw .tooLong(length: bytes.count, limit: configuration.maximumLength)
    }
    guard let scan = try Self.scan(bytes) else { throw .malformedURL }
    if scan.isPlain, case .read(let found) = try readDirectly(bytes, origin: origin) { return found }
    guard let url = Self.url(link, needsEscapes: scan.needsEscapes) else { throw .malformedURL }
    return try match(url, origin: origin)
  }

  /// The URL of a text that ``scan(_:)`` accepted: other raw characters that URLs must
  /// escape (`{`, `|`, non-ASCII UTF-8, …) are read as if percent-encoded. Nil when
  /// Foundation does not read the text as a URL.
  static func url(_ link: String, needsEscapes: Bool) -> URL? {
    guard needsEscapes else { return URL(string: link, encodingInvalidCharacters: false) }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(link.utf8.count + 16)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in link.utf8 {
      if byte >= 0x80 || PercentCoding.isEscapedInURLs(byte) {
        escaped.append(UInt8(ascii: "%"))
        escaped.append(hex[Int(byte >> 4)])
        escaped.append(hex[Int(byte & 0x0F)])
      } else {
        escaped.append(byte)
      }
    }
    return URL(string: String(decoding: escaped, as: UTF8.self), encodingInvalidCharacters: false)
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
  @usableFromInline
  func match(_ url: URL, origin: DeepLinkOrigin = .external) throws(DeepLinkError) -> RawMatch? {
    var absolute = url.absoluteString
    let length = absolute.utf8.count
    guard length <= configuration.maximumLength else {
      throw .tooLong(length: length, limit: configuration.maximumLength)
    }
    if url.baseURL == nil {
      // The common case: the URL's own text, read in place (no accessor builds a string).
      let outcome = try absolute.withUTF8Throwing { (bytes) throws(DeepLinkError) -> DirectRead in
        try readDirectly(bytes, origin: origin)
      }
      if case .read(let found) = outcome { return found }
    }
    return try matchThroughAccessors(url, origin: origin)
  }

  /// Matches a URL read through Foundation's accessors (scheme, host, path and query as
  /// strings): the URLs ``readDirectly(_:origin:)`` leaves to them, and the reference it is
  /// tested against. The length is checked by the caller.
  func matchThroughAccessors(_ url: URL, origin: DeepLinkOrigin) throws(DeepLinkError) -> RawMatch? {
    guard let rawScheme = url.scheme else {
      let relative = url.relativeString
      guard relative.utf8.first == UInt8(ascii: "/") else { throw .malformedURL }
      return try match(path: relative, origin: origin)
    }
    let scheme = rawScheme.lowercased()
    let path = url.path(percentEncoded: true)
    let query = url.query(percentEncoded: true)
    var full: String
    var input = InputOrigin(scheme: scheme, host: nil, reachesPathOnly: true, isExternal: origin == .external)
    if scheme == "http" || scheme == "https" {
      guard let host = url.host(percentEncoded: false)?.lowercased(), !host.isEmpty else { throw .missingHost }
      input.host = host
      if !Self.host(host, isIn: universalLinkHosts) {
        guard Self.host(host, isIn: patternHosts) else { throw .hostNotAccepted(host) }
        input.reachesPathOnly = false
      }
      full = path.isEmpty ? "/" : path
    } else if customSchemes.contains(scheme) {
      // The host stands for the first path segment, but it is still a host: it compares
      // case-insensitively (`myapp://Product/42` reaches `/product/:id`, `myapp://tenday/1`
      // reaches `/TenDay/:w`), and a parameter capturing it gets it as written.
      if exclusiveSchemes.contains(scheme) { input.reachesPathOnly = false }
      let host = url.host(percentEncoded: true) ?? ""
      if host.isEmpty {
        full = path.isEmpty ? "/" : path
      } else {
        input.firstSegmentIsHost = true
        full = "/" + host + path
      }
    } else {
      throw .unsupportedScheme(scheme)
    }
    guard full.utf8.first == UInt8(ascii: "/") else { throw .malformedURL }
    if let query { full += "?" + query }
    return try match(text: full, origin: input)
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
  /// - Complexity: O(*n*) in the length of the path for static routes; see ``match(_:origin:)``.
  @usableFromInline
  func match(path: String, origin: DeepLinkOrigin = .external) throws(DeepLinkError) -> RawMatch? {
    let input = InputOrigin(scheme: nil, host: nil, reachesPathOnly: true, isExternal: origin == .external)
    // The path's own bytes, borrowed: neither copied nor retained.
    return try path.withBorrowedUTF8 { (all) throws(DeepLinkError) -> RawMatch? in
      try match(pathBytes: all, origin: input)
    }
  }

  /// ``match(path:origin:)`` on the path's UTF-8 bytes.
  func match(pathBytes all: UnsafeBufferPointer<UInt8>, origin: InputOrigin) throws(DeepLinkError) -> RawMatch? {
    guard all.count <= configuration.maximumLength else {
      throw .tooLong(length: all.count, limit: configuration.maximumLength)
    }
    guard !all.isEmpty else { return try match(text: "/", origin: origin) }
    guard all[0] == UInt8(ascii: "/") else { throw .malformedURL }
    return try match(bytes: all, origin: origin)
  }

  /// Segments recorded during the scan without a heap allocation; longer paths use an array.
  static var inlineSegments: Int { 24 }

  func match(text: String, origin: InputOrigin) throws(DeepLinkError) -> RawMatch? {
    try text.withBorrowedUTF8 { (all) throws(DeepLinkError) -> RawMatch? in try match(bytes: all, origin: origin) }
  }

  /// Matches the UTF-8 bytes of a path with optional query and fragment.
  func match(bytes all: UnsafeBufferPointer<UInt8>, origin: InputOrigin) throws(DeepLinkError) -> RawMatch? {
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * Self.inlineSegments) {
      (inline) throws(DeepLinkError) -> RawMatch? in
      try match(all: all, inline: inline, origin: origin)
    }
  }

  static func parseQuery(
    _ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool = false
  ) throws(DeepLinkError) -> DeepLinkParameters {
    var text = Substring(String(decoding: bytes, as: UTF8.self))
    if plusIsSpace && bytes.contains(UInt8(ascii: "+")) {
      // Raw `+` only: an escaped `%2B` is decoded after this, and stays `+`.
      text = Substring(String(decoding: bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
    }
    var names: [String] = []
    var values: [String] = []
    for item in text.split(separator: "&") {
      if let equals = item.firstIndex(of: "=") {
        names.append(try PercentCoding.decode(item[..<equals]))
        values.append(try PercentCoding.decode(item[item.index(after: equals)...]))
      } else {
        names.append(try PercentCoding.decode(item))
        values.append("")
      }
    }
    return DeepLinkParameters(names: names, values: values)
  }

  /// One pass over the input: finds the query and fragment, refuses control characters, empty
  /// and dot segments, and records each segment's bounds; then each segment is hashed eight
  /// bytes at a time, and the whole path's hash for the static table is built from the
  /// segments' hashes. Decodes percent escapes (a second pass) only when a `%` is present.
  func match(
    all: UnsafeBufferPointer<UInt8>, inline: UnsafeMutableBufferPointer<Int>, origin: InputOrigin
  ) throws(DeepLinkError) -> RawMatch? {
    let count = all.count
    guard count > 0, all[0] == UInt8(ascii: "/") else { throw .malformedURL }
    let slash = UInt8(ascii: "/")
    var segmentStart = 1
    var segmentCount = 0
    var hasPercent = false
    var pathEnd = count
    var index = 1
    while index < count {
      if count >= 8, let base = all.baseAddress {
        // Eight bytes at a time to the next byte that needs a look: skipped when none does. The
        // last bytes are read as the input's last eight, the ones already seen shifted out.
        let special: UInt64
        let step: Int
        if index &+ 8 <= count {
          special = Self.specialBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          step = 8
        } else {
          let shift = UInt64(truncatingIfNeeded: index &- (count &- 8)) &<< 3
          let word = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self) &>> shift
          // The zero bytes shifted in are not input: their marks are dropped.
          special = Self.specialBytes(word) & (UInt64.max &>> shift)
          step = count &- index
        }
        if special == 0 {
          index &+= step
          continue
        }
        index &+= special.trailingZeroBitCount &>> 3
      }
      let byte = all[index]
      if byte == slash {
        guard index > segmentStart else { throw .emptySegment }
        try Self.checkDots(all, segmentStart, index)
        if segmentCount < Self.inlineSegments {
          inline[3 &* segmentCount] = segmentStart
          inline[3 &* segmentCount &+ 1] = index
        }
        segmentCount &+= 1
        segmentStart = index &+ 1
      } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        pathEnd = index
        break
      } else {
        if byte <= 0x20 || byte == 0x7F { throw byte == 0x20 ? .rawSpace : .controlCharacter }
        if byte == 0xC2, index &+ 1 < count, all[index &+ 1] >= 0x80, all[index &+ 1] <= 0x9F {
          throw .controlCharacter
        }
        if byte == UInt8(ascii: "%") { hasPercent = true }
      }
      index &+= 1
    }
    var normalizedEnd = pathEnd
    if pathEnd == segmentStart {
      // A trailing slash (or the root): ignored.
      if pathEnd > 1 { normalizedEnd = pathEnd &- 1 }
    } else {
      try Self.checkDots(all, segmentStart, pathEnd)
      if segmentCount < Self.inlineSegments {
        inline[3 &* segmentCount] = segmentStart
        inline[3 &* segmentCount &+ 1] = pathEnd
      }
      segmentCount &+= 1
    }

    // Nil without a query: an empty `DeepLinkParameters` would be made and destroyed (two
    // releases) for every lookup.
    var query: DeepLinkParameters?
    if pathEnd < count && all[pathEnd] == UInt8(ascii: "?") {
      var queryEnd = count
      for later in (pathEnd &+ 1)..<count {
        if all[later] == UInt8(ascii: "#") {
          queryEnd = later
          break
        }
        if all[later] == 0x20 { throw .rawSpace }
      }
      if queryEnd > pathEnd &+ 1 {
        query = try Self.parseQuery(
          UnsafeBufferPointer(rebasing: all[(pathEnd &+ 1)..<queryEnd]), plusIsSpace: configuration.plusIsSpaceInQuery)
      }
    }

    let path = UnsafeBufferPointer(rebasing: all[0..<normalizedEnd])
    if !hasPercent && segmentCount <= Self.inlineSegments {
      let folding = !configuration.caseSensitivePaths
      var pathHash = ByteTable.seed
      for segment in 0..<segmentCount {
        let start = inline[3 &* segment]
        let hash = ByteTable.hash(
          UnsafeBufferPointer(rebasing: all[start..<inline[3 &* segment &+ 1]]), folding: folding)
        inline[3 &* segment &+ 2] = Int(truncatingIfNeeded: hash)
        pathHash = ByteTable.appendingSegment(hash, to: pathHash)
      }
      // Only when a static pattern has this many segments (at most `inlineSegments` here).
      if staticSegmentCounts & 1 &<< segmentCount != 0, let node = staticPaths.value(for: path, hash: pathHash) {
        var route = nodes[Int(node)].firstRoute
        while route >= 0 {
          if accepts(route, origin: origin, query: query)
            && !(origin.isExternal && routes[Int(route)].exposure == .internalOnly)
          {
            return try makeMatch(route, captures: nil, bytes: path, bounds: nil, count: 0, query: query)
          }
          route = routes[Int(route)].next
        }
      }
      // Long paths (more segments than the inline slots) reach static routes by the search,
      // which tries literals first.
      return try search(
        bytes: all, bounds: UnsafeBufferPointer(inline), count: segmentCount, query: query, origin: origin)
    }
    return try matchSlowly(path: path, segmentCount: segmentCount, decoding: hasPercent, query: query, origin: origin)
  }

  /// The high bit of each byte of `word` (eight input bytes, the first in the low bits) that
  /// the scan must look at: `/`, `?`, `#`, `%`, a control character or space, DEL, and any
  /// byte of a multi-byte UTF-8 character. The lowest bit set is exact (the usual zero-byte
  /// test can only mark extra bytes after a marked one); zero when the eight bytes are plain.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    @inline(__always)
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- low) & ~value & high }
    let below = (word &- 0x21 &* low) & ~word & high
    return below | zeroBytes(word ^ (0x2F &* low)) | zeroBytes(word ^ (0x3F &* low)) | zeroBytes(word ^ (0x23 &* low))
      | zeroBytes(word ^ (0x25 &* low)) | zeroBytes(word ^ (0x7F &* low)) | (word & high)
  }

  @inline(__always)
  static func checkDots(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) throws(DeepLinkError) {
    let length = end &- start
    let dot = UInt8(ascii: ".")
    if length == 1 && bytes[start] == dot || length == 2 && bytes[start] == dot && bytes[start &+ 1] == dot {
      throw .pathTraversal
    }
  }

  /// Long paths and paths with percent escapes: segments in heap arrays, decoded once each.
  func matchSlowly(
    path: UnsafeBufferPointer<UInt8>, segmentCount: Int, decoding: Bool, query: DeepLinkParameters?,
    origin: InputOrigin
  ) throws(DeepLinkError) -> RawMatch? {
    let table = staticPaths
    var decoded = [UInt8](repeating: 0, count: path.count)
    var bounds = [Int](repeating: 0, count: segmentCount * 3)
    try decoded.withMutableBufferThrowing { (target) throws(DeepLinkError) in
      var write = 0
      var next = 0
      var start = 1
      for position in 1...path.count where position == path.count || path[position] == UInt8(ascii: "/") {
        if position > start {
          let source = UnsafeBufferPointer(rebasing: path[start..<position])
          let length: Int
          if decoding {
            length = try PercentCoding.decode(source, into: target, at: write)
          } else {
            for offset in 0..<source.count { target[write + offset] = source[offset] }
            length = source.count
          }
          let segment = UnsafeBufferPointer(rebasing: target[write..<(write + length)])
          if decoding {
            try PercentCoding.validate(segment)
            try Self.checkDots(segment, 0, segment.count)
          }
          bounds[next] = write
          bounds[next + 1] = write + length
          bounds[next + 2] = Int(truncatingIfNeeded: table.hash(segment))
          next += 3
          write += length
        }
        start = position + 1
      }
    }
    return try decoded.withBufferThrowing { (bytes) throws(DeepLinkError) -> RawMatch? in
      try bounds.withBufferThrowing { (bounds) throws(DeepLinkError) -> RawMatch? in
        try search(bytes: bytes, bounds: bounds, count: segmentCount, query: query, origin: origin)
      }
    }
  }

  @inline(__always)
  func search(
    bytes: UnsafeBufferPointer<UInt8>, bounds: UnsafeBufferPointer<Int>, count: Int,
    query: DeepLinkParameters?, origin: InputOrigin
  ) throws(DeepLinkError) -> RawMatch? {
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 &* slotCapacity)) {
      (captures) throws(DeepLinkError) -> RawMatch? in
      let (found, blocked) = nodes.withUnsafeBufferPointer { nodes in
        nodeExtras.withUnsafeBufferPointer { extras in
          withUnsafePointer(to: origin) { origin in
            withUnsafePointer(to: query) { query in
              var search = Search(
                nodes: nodes, extras: extras, bytes: bytes, bounds: bounds, count: count, captures: captures,
                origin: origin, query: query)
              let found = visit(0, segment: 0, slot: 0, &search)
              return (found, search.blocked)
            }
          }
        }
      }
      if let found {
        return try makeMatch(
          found, captures: UnsafeBufferPointer(captures), bytes: bytes, bounds: bounds, count: count, query: query)
      }
      if blocked >= 0 { throw .notExposed(pattern: routes[Int(blocked)].text) }
      return nil
    }
  }

  /// Depth-first search in specificity order; returns the first acceptable route.
  ///
  /// When the branch about to be tried is the node's last alternative (a literal child with
  /// no other kind of child, or a parameter with no `*` or catch-all after it), the search
  /// goes on in this call instead of a nested one: the same order, less call overhead.
  func visit(_ start: Int32, segment firstSegment: Int, slot firstSlot: Int, _ search: inout Search) -> Int32? {
    var index = start
    var segment = firstSegment
    var slot = firstSlot
    let nodes = search.nodes
    let extras = search.extras
    while true {
      let node = Int(index)
      if segment == search.count {
        var route = nodes[node].firstRoute
        while route >= 0 {
          if accepts(route, &search) { return route }
          route = routes[Int(route)].next
        }
        return acceptedCatchAll(extras[nodes[node].extra].firstCatchAll, segment: segment, slot: slot, &search)
      }
      let bytes = search.segment(segment)
      let isHost = segment == 0 && search.origin.pointee.firstSegmentIsHost
      let parameter = nodes[node].parameter
      let nothingAfterParameter = !nodes[node].hasWildcardOrCatchAll
      // ``literalChild(of:_:hash:)`` written out on the search's own view of the nodes: as a
      // call here the search took about 100 instructions more a lookup (callgrind, 1,539
      // against 1,641).
      let loose = nodes[node].literal
      if let child = loose >= 0
        ? literals.looseValue(at: loose, for: bytes)
        : nodes[node].hasLiterals ? literals.value(for: bytes, hash: search.hash(segment), parent: index) : nil
      {
        if !isHost && !nodes[node].hasTyped && parameter < 0 && nothingAfterParameter {
          index = child
          segment &+= 1
          continue
        }
        if let route = visit(child, segment: segment &+ 1, slot: slot, &search) { return route }
      }
      if isHost, let route = visitHost(bytes, &search) { return route }
      var typed = nodes[node].hasTyped ? extras[nodes[node].extra].firstTyped : -1
      while typed >= 0 {
        let typedExtra = extras[nodes[Int(typed)].extra]
        let type = Int(typedExtra.type)
        if type >= 0 {
          if types[type].accepts(bytes) {
            search.capture(slot, segment)
            if let route = visit(typed, segment: segment &+ 1, slot: slot &+ 1, &search) { return route }
          }
        } else {
          let template = templates[-2 &- type]
          if template.match(
            bytes, base: search.bounds[3 &* segment], folding: !configuration.caseSensitivePaths, types: types,
            captures: search.captures, slot: slot),
            let route = visit(typed, segment: segment &+ 1, slot: slot &+ template.captureCount, &search)
          {
            return route
          }
        }
        typed = typedExtra.nextTyped
      }
      if parameter >= 0 {
        search.capture(slot, segment)
        if nothingAfterParameter {
          index = parameter
          segment &+= 1
          slot &+= 1
          continue
        }
        if let route = visit(parameter, segment: segment &+ 1, slot: slot &+ 1, &search) { return route }
      }
      // The `*` child and the catch-all routes, read only for a node that has either.
      if nothingAfterParameter { return nil }
      let extra = extras[nodes[node].extra]
      if extra.wildcard >= 0 {
        search.capture(slot, segment)
        if let route = visit(extra.wildcard, segment: segment &+ 1, slot: slot &+ 1, &search) { return route }
      }
      return acceptedCatchAll(extra.firstCatchAll, segment: segment, slot: slot, &search)
    }
  }

  /// The literal child of the root that a custom-scheme URL's host names when compared
  /// case-insensitively, unless the exact comparison already found it.
  func visitHost(_ bytes: UnsafeBufferPointer<UInt8>, _ search: inout Search) -> Int32? {
    guard let child = hostLiterals.value(for: bytes, parent: 0),
      literalChild(of: 0, bytes, hash: search.hash(0)) != child
    else { return nil }
    return visit(child, segment: 1, slot: 0, &search)
  }

  /// The first acceptable route of the catch-all list starting at `first`, capturing from `segment`.
  @inline(__always)
  func acceptedCatchAll(_ first: Int32, segment: Int, slot: Int, _ search: inout Search) -> Int32? {
    var route = first
    while route >= 0 {
      if !(segment == search.count && routes[Int(route)].catchAllNeedsOne) && accepts(route, &search) {
        search.captures[2 &* slot] = segment
        search.captures[2 &* slot &+ 1] = -1
        return route
      }
      route = routes[Int(route)].next
    }
    return nil
  }


  @inline(__always)
  func accepts(_ index: Int32, _ search: inout Search) -> Bool {
    guard accepts(index, origin: search.origin.pointee, query: search.query.pointee) else { return false }
    if search.origin.pointee.isExternal && routes[Int(index)].exposure == .internalOnly {
      if search.blocked < 0 { search.blocked = index }
      return false
    }
    return true
  }

  /// Whether a route's scheme, host and query items fit the input (exposure aside).
  @inline(__always)
  func accepts(_ index: Int32, origin: InputOrigin, query: DeepLinkParameters?) -> Bool {
    if routes[Int(index)].isPlain { return origin.reachesPathOnly }
    return acceptsConstrained(index, origin: origin, query: query)
  }

  /// ``accepts(_:origin:query:)`` for a route naming a scheme, a host or query items; a nil
  /// `query` is an input without one.
  func acceptsConstrained(_ index: Int32, origin: InputOrigin, query: DeepLinkParameters?) -> Bool {
    let extras = extras(ofRoute: index)
    let query = query ?? .empty
    if let scheme = extras?.scheme {
      guard scheme == origin.scheme else { return false }
      if extras?.host != origin.host {
        guard let host = extras?.host, host.hasPrefix("*."), let input = origin.host,
          Self.host(input, matchesWildcard: host)
        else { return false }
      }
    } else if !origin.reachesPathOnly {
      return false
    }
    for item in extras?.query ?? [] {
      if item.isList {
        if let type = item.type {
          for (key, value) in query where key == item.key && !types[type].accepts(value) { return false }
        }
        continue
      }
      guard let value = query[item.key] else {
        if item.isRequired { return false }
        continue
      }
      if let type = item.type, !types[type].accepts(value) { return false }
    }
    return true
  }

  /// The match of route `index`: the two common cases (no parameters, or path parameters
  /// only) decided where the route was found, without a call that holds the general case.
  /// A nil `query` is an input without one.
  @inline(__always)
  func makeMatch(
    _ index: Int32, captures: UnsafeBufferPointer<Int>?, bytes: UnsafeBufferPointer<UInt8>,
    bounds: UnsafeBufferPointer<Int>?, count: Int, query: DeepLinkParameters?
  ) throws(DeepLinkError) -> RawMatch {
    if query?.isEmpty ?? true {
      if routes[Int(index)].names == 0 { return RawMatch(route: Int(index), parameters: .empty) }
      if routes[Int(index)].extras < 0 || self.query(of: index).isEmpty, let captures, let bounds {
        return try makePathMatch(index, captures: captures, bytes: bytes, bounds: bounds, count: count)
      }
    }
    return try makeGeneralMatch(
      index, captures: captures, bytes: bytes, bounds: bounds, count: count, query: query ?? .empty)
  }

  /// The match of route `index` with query items (the route's or the input's), or with path
  /// parameters too long for ``makePathMatch(_:captures:bytes:bounds:count:)``.
  func makeGeneralMatch(
    _ index: Int32, captures: UnsafeBufferPointer<Int>?, bytes: UnsafeBufferPointer<UInt8>,
    bounds: UnsafeBufferPointer<Int>?, count: Int, query: DeepLinkParameters
  ) throws(DeepLinkError) -> RawMatch {
    if routes[Int(index)].names == 0 && query.isEmpty {
      return RawMatch(route: Int(index), parameters: .empty)
    }
    let route = routes[Int(index)]
    let names = parameterNames(of: index)
    let routeQuery = self.query(of: index)
    var values: [String] = []
    values.reserveCapacity(names.count)
    if let captures, let bounds {
      let catchAllSlot = self.catchAllSlot(of: route)
      for offset in 0..<pathNameCount(of: route) {
        let slot = self.slot(of: route, offset)
        values.append(
          Self.capturedValue(
            slot, isCatchAll: slot == catchAllSlot, captures: captures, bytes: bytes, bounds: bounds,
            count: count))
      }
    }
    var missing = false
    var listNames: [String]?
    for item in routeQuery {
      if item.isList {
        // The names no longer line up with the route's shared list: build them for this match.
        if listNames == nil { listNames = Array(names.prefix(values.count)) }
        for (key, value) in query where key == item.key {
          values.append(value)
          listNames?.append(item.name)
        }
        continue
      }
      listNames?.append(item.name)
      if let value = query[item.key] {
        values.append(value)
      } else if let value = item.defaultValue {
        values.append(value)
      } else {
        missing = true
        values.append("")
      }
    }
    if let listNames {
      // Lists never leave a gap: a missing optional item is dropped here.
      var keptNames: [String] = []
      var keptValues: [String] = []
      for (name, value) in zip(listNames, values) {
        let item = routeQuery.first { $0.name == name }
        if let item, !item.isList, query[item.key] == nil, item.defaultValue == nil { continue }
        keptNames.append(name)
        keptValues.append(value)
      }
      return try checked(RawMatch(route: Int(index), parameters: DeepLinkParameters(names: keptNames, values: keptValues), query: query))
    }
    var parameters = DeepLinkParameters(names: names, values: values)
    if missing {
      let pathCount = names.count - routeQuery.count
      var keptNames = Array(names.prefix(pathCount))
      var keptValues = Array(values[0..<pathCount])
      for (offset, item) in routeQuery.enumerated() where query[item.key] != nil || item.defaultValue != nil {
        keptNames.append(names[pathCount + offset])
        keptValues.append(values[pathCount + offset])
      }
      parameters = DeepLinkParameters(names: keptNames, values: keptValues)
    }
    return try checked(RawMatch(route: Int(index), parameters: parameters, query: query))
  }

  /// The match, unless one of its parameters redirects to a host not allowed.
  func checked(_ match: RawMatch) throws(DeepLinkError) -> RawMatch {
    for (name, value) in match.parameters {
      if let target = redirectTarget(value) { throw .redirectNotAllowed(parameter: name, target: target) }
    }
    return match
  }

  /// The common case: path parameters only, no query items; reads the route in place. The
  /// values are copied back to back into one allocation and become strings only when read.
  func makePathMatch(
    _ index: Int32, captures: UnsafeBufferPointer<Int>, bytes: UnsafeBufferPointer<UInt8>,
    bounds: UnsafeBufferPointer<Int>, count: Int
  ) throws(DeepLinkError) -> RawMatch {
    // The route is read in place, and nothing throws inside the closure (a throwing one would
    // wrap its result in a `Result`, copied in and out).
    let (packed, names, suspect) = routes.withUnsafeBufferPointer { routes in
      let route = Int(index)
      let nameCount = pathNameCount(of: routes[route])
      // Only a value starting with a space, a control character, `/` or a backslash, or holding a
      // `:`, can be an absolute URL: one search of the input for `:` spares looking into every
      // value, and a value's first byte is read from the input.
      var suspect = bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: ":")), bytes.count) != nil } ?? false
      var byteCount = 0
      if routes[route].hasPlainSlots {
        // The common case, in loops of their own: the capture slots are 0, 1, 2, … and none
        // is a catch-all.
        for slot in 0..<nameCount {
          let start = captures[2 &* slot]
          let length = captures[2 &* slot &+ 1] &- start
          if length > 0 && Self.startsAbsoluteURL(bytes[start]) { suspect = true }
          byteCount &+= length
        }
        guard byteCount <= Int(UInt32.max) else { return (PackedValues?.none, nameLists[Int(routes[route].names)], suspect) }
        let packed = PackedValues.make(count: nameCount, byteCount: byteCount) { ends, target in
          var written = 0
          for slot in 0..<nameCount {
            let start = captures[2 &* slot]
            let length = captures[2 &* slot &+ 1] &- start
            if length <= 8 && start &+ 8 <= bytes.count, let base = bytes.baseAddress {
              // A short value as one word: the input's bytes after it are written too, into
              // the next value's room or the spare bytes (see `PackedValues.spareBytes`).
              UnsafeMutableRawPointer(target + written).storeBytes(
                of: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self), as: UInt64.self)
              written &+= length
            } else {
              written &+= Self.copyCaptured(
                slot, isCatchAll: false, captures: captures, bytes: bytes, bounds: bounds, count: count,
                into: target + written)
            }
            ends.storeBytes(of: UInt32(truncatingIfNeeded: written), toByteOffset: 4 &* slot, as: UInt32.self)
          }
        }
        return (packed, nameLists[Int(routes[route].names)], suspect)
      }
      let catchAllSlot = catchAllSlot(of: routes[route])
      for offset in 0..<nameCount {
        let slot = slot(of: routes[route], offset)
        let (start, length) = Self.capturedRange(
          slot, isCatchAll: slot == catchAllSlot, captures: captures, bounds: bounds, count: count)
        if length > 0 && Self.startsAbsoluteURL(bytes[start]) { suspect = true }
        byteCount &+= length
      }
      guard byteCount <= Int(UInt32.max) else { return (PackedValues?.none, nameLists[Int(routes[route].names)], suspect) }
      let packed = PackedValues.make(count: nameCount, byteCount: byteCount) { ends, target in
        var written = 0
        for offset in 0..<nameCount {
          let slot = slot(of: routes[route], offset)
          written &+= Self.copyCaptured(
            slot, isCatchAll: slot == catchAllSlot, captures: captures, bytes: bytes, bounds: bounds, count: count,
            into: target + written)
          ends.storeBytes(of: UInt32(truncatingIfNeeded: written), toByteOffset: 4 &* offset, as: UInt32.self)
        }
      }
      return (packed, nameLists[Int(routes[route].names)], suspect)
    }
    guard let packed else {
      return try makeGeneralMatch(
        index, captures: captures, bytes: bytes, bounds: bounds, count: count, query: .empty)
    }
    if suspect {
      for offset in 0..<packed.count {
        if let target = redirectTarget(packed.value(at: offset)) {
          throw .redirectNotAllowed(parameter: names[offset], target: target)
        }
      }
    }
    return RawMatch(route: Int(index), parameters: DeepLinkParameters(names: names, packed: packed))
  }

  /// Where the value a capture slot holds starts in `bytes` and how many bytes it has (for
  /// the catch-all, its segments joined with `/`; see ``capturedValue(_:isCatchAll:captures:bytes:bounds:count:)``).
  @inline(__always)
  static func capturedRange(
    _ slot: Int, isCatchAll: Bool, captures: UnsafeBufferPointer<Int>, bounds: UnsafeBufferPointer<Int>, count: Int
  ) -> (start: Int, length: Int) {
    guard isCatchAll else { return (captures[2 &* slot], captures[2 &* slot &+ 1] &- captures[2 &* slot]) }
    let first = captures[2 &* slot]
    guard first < count else { return (0, 0) }
    var length = count &- first &- 1
    for segment in first..<count { length &+= bounds[3 &* segment &+ 1] &- bounds[3 &* segment] }
    return (bounds[3 &* first], length)
  }

  /// Copies the value a capture slot holds (as ``capturedValue(_:isCatchAll:captures:bytes:bounds:count:)``
  /// reads it) to `target`; returns the bytes written.
  @inline(__always)
  static func copyCaptured(
    _ slot: Int, isCatchAll: Bool, captures: UnsafeBufferPointer<Int>, bytes: UnsafeBufferPointer<UInt8>,
    bounds: UnsafeBufferPointer<Int>, count: Int, into target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    guard isCatchAll else {
      let start = captures[2 &* slot]
      let length = captures[2 &* slot &+ 1] &- start
      target.initialize(from: base + start, count: length)
      return length
    }
    let first = captures[2 &* slot]
    var written = 0
    for segment in first..<max(first, count) {
      if segment > first {
        (target + written).initialize(to: UInt8(ascii: "/"))
        written &+= 1
      }
      let start = bounds[3 &* segment]
      let length = bounds[3 &* segment &+ 1] &- start
      (target + written).initialize(from: base + start, count: length)
      written &+= length
    }
    return written
  }

  /// The decoded text a capture slot holds: its bytes, or for the catch-all every segment
  /// from the captured one to the end, joined with `/`. `bounds` holds three entries per
  /// segment, the first two its start and end in `bytes`.
  @inline(__always)
  static func capturedValue(
    _ slot: Int, isCatchAll: Bool, captures: UnsafeBufferPointer<Int>, bytes: UnsafeBufferPointer<UInt8>,
    bounds: UnsafeBufferPointer<Int>, count: Int
  ) -> String {
    guard isCatchAll else {
      return String(decoding: bytes[captures[2 &* slot]..<captures[2 &* slot &+ 1]], as: UTF8.self)
    }
    let first = captures[2 &* slot]
    var joined = ""
    for segment in first..<count {
      if segment > first { joined += "/" }
      joined += String(decoding: bytes[bounds[3 &* segment]..<bounds[3 &* segment &+ 1]], as: UTF8.self)
    }
    return joined
  }
}
