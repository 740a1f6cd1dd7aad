import Foundation

extension RouteTrie {
  /// What the trie found: the route's index and its decoded parameters, which carry the
  /// query items (see ``DeepLinkParameters/carrying(_:)``).
  @usableFromInline
  struct RawMatch {
    @usableFromInline var route: Int
    @usableFromInline var parameters: DeepLinkParameters

    init(route: Int, parameters: DeepLinkParameters, query: DeepLinkParameters?) {
      self.route = route
      self.parameters = query.map { parameters.carrying($0) } ?? parameters
    }

    /// The query items of the input.
    var query: DeepLinkParameters { parameters.carriedQuery }
  }

  /// Where the input came from, as far as patterns with a scheme or host care.
  struct InputOrigin {
    var scheme: String?
    var host: String?
    /// Whether path-only patterns may match (bare paths, custom schemes, universal-link hosts).
    var reachesPathOnly = true
    var isExternal: Bool
    /// Whether the first segment is a custom-scheme URL's host, compared case-insensitively.
    var firstSegmentIsHost = false

    /// A bare path's origin.
    init(path origin: EntrySource) {
      isExternal = origin.isExternal
    }

    /// A bare path's origin, made once: one made for every lookup was destroyed by a call
    /// for each of its strings, nil as they are (2% of a path lookup's instructions).
    static func ofPath(_ origin: EntrySource) -> InputOrigin {
      origin.isExternal ? externalPath : internalPath
    }
    private static let externalPath = InputOrigin(path: .link)
    private static let internalPath = InputOrigin(path: .app)
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
  /// - Complexity: O(*n*) in the length of the path, plus the backtracking the tree allows.
  @usableFromInline
  func match(path: String, origin: EntrySource = .link) throws(DeepLinkError) -> RawMatch? {
    try path.withBorrowedUTF8 { (bytes) throws(DeepLinkError) -> RawMatch? in
      try match(pathAndQuery: bytes, origin: InputOrigin.ofPath(origin))
    }
  }

  /// The one match path: every input (a path, a link given as text, a `URL`) ends here, as
  /// the UTF-8 bytes of a path with optional query and fragment, and where it came from.
  ///
  /// 1. ``splitPath(_:into:)`` finds the segments and refuses what the path may not hold;
  /// 2. the query is parsed, and the segments percent-decoded when the path holds a `%`;
  /// 3. ``visit(_:segment:slot:_:)`` walks the tree depth-first in specificity order;
  /// 4. ``makeMatch(_:_:)`` reads the route's parameters from the captured segments.
  ///
  /// The segments' bounds and the captures are kept on the stack (on the heap for a very
  /// long path): a miss allocates nothing, a match its values and the query's items.
  func match(pathAndQuery all: UnsafeBufferPointer<UInt8>, origin: InputOrigin) throws(DeepLinkError) -> RawMatch? {
    guard all.count <= configuration.maximumLength else {
      throw .tooLong(length: all.count, limit: configuration.maximumLength)
    }
    guard !all.isEmpty else {
      return try "/".withBorrowedUTF8 { (root) throws(DeepLinkError) in try match(pathAndQuery: root, origin: origin) }
    }
    guard all[0] == UInt8(ascii: "/") else { throw .malformedURL }
    // Every segment takes two bytes or more (`/` and one), so the path has at most this many.
    let maximumSegments = all.count / 2 + 1
    let slots = max(1, slotCapacity)
    return try withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * maximumSegments + 2 * slots) {
      (buffer) throws(DeepLinkError) -> RawMatch? in
      let bounds = UnsafeMutableBufferPointer(rebasing: buffer[0..<(2 * maximumSegments)])
      let captures = UnsafeMutableBufferPointer(rebasing: buffer[(2 * maximumSegments)...])
      let path = try Self.splitPath(all, into: bounds)
      let query = try Self.query(of: all, after: path.end, plusIsSpace: configuration.plusIsSpaceInQuery)
      func search(_ bytes: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) -> RawMatch? {
        // Borrowed for the search, so that making and ending one retains and releases nothing.
        return try withUnsafePointer(to: origin) { (origin) throws(DeepLinkError) -> RawMatch? in
          try withUnsafePointer(to: query) { (query) throws(DeepLinkError) -> RawMatch? in
            var search = Search(
              bytes: bytes, bounds: UnsafeBufferPointer(bounds), count: path.segmentCount, captures: captures,
              origin: origin, query: query)
            if let found = visit(0, segment: 0, slot: 0, &search) { return try makeMatch(found, search) }
            if search.blocked >= 0 { throw .notExposed(pattern: routes[search.blocked].text) }
            return nil
          }
        }
      }
      guard path.hasPercent else { return try search(all) }
      return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: path.end) {
        (decoded) throws(DeepLinkError) -> RawMatch? in
        try Self.decodeSegments(all, bounds: bounds, count: path.segmentCount, into: decoded)
        return try search(UnsafeBufferPointer(decoded))
      }
    }
  }

  /// One pass over a path: records each segment's start and end offsets in `bounds`, two
  /// entries per segment, and refuses empty and dot segments, raw spaces and control
  /// characters. One trailing slash is ignored.
  ///
  /// - Returns: How many segments there are, where the path ends (at `?`, `#` or the end),
  ///   and whether it holds a `%`.
  static func splitPath(
    _ all: UnsafeBufferPointer<UInt8>, into bounds: UnsafeMutableBufferPointer<Int>
  ) throws(DeepLinkError) -> (segmentCount: Int, end: Int, hasPercent: Bool) {
    var segmentCount = 0
    var segmentStart = 1
    var hasPercent = false
    var end = all.count
    func endSegment(at index: Int) throws(DeepLinkError) {
      try checkDots(all, segmentStart, index)
      bounds[2 * segmentCount] = segmentStart
      bounds[2 * segmentCount + 1] = index
      segmentCount += 1
    }
    // Eight bytes at a time; in each word, every byte that needs a look (see `specialBytes`).
    var word = 1
    scan: while word < all.count {
      var marks = Self.specialBytes(in: all, at: word)
      while marks != 0 {
        let index = word + marks.trailingZeroBitCount / 8
        marks &= marks - 1
        let byte = all[index]
        if byte == UInt8(ascii: "/") {
          guard index > segmentStart else { throw .emptySegment }
          try endSegment(at: index)
          segmentStart = index + 1
        } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          end = index
          break scan
        } else {
          if byte <= 0x20 || byte == 0x7F { throw byte == 0x20 ? .rawSpace : .controlCharacter }
          // U+0080 to U+009F, the C1 controls.
          if byte == 0xC2 && index + 1 < all.count && (0x80...0x9F).contains(all[index + 1]) { throw .controlCharacter }
          if byte == UInt8(ascii: "%") { hasPercent = true }
        }
      }
      word += 8
    }
    // A trailing slash (or the root alone) ends no segment.
    if end > segmentStart { try endSegment(at: end) }
    return (segmentCount, end, hasPercent)
  }

  /// The high bit of each byte from `index` to `index + 7` that ``splitPath(_:into:)`` must
  /// look at (see ``specialBytes(_:)``), and of none past the end. Past the lowest, a byte may
  /// be marked that needs no look, never the reverse.
  @inline(__always)
  static func specialBytes(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    guard let base = bytes.baseAddress, bytes.count >= 8 else {
      var marks: UInt64 = 0
      for offset in 0..<min(8, bytes.count - index) where isSpecial(bytes[index + offset]) {
        marks |= 0x80 << UInt64(8 * offset)
      }
      return marks
    }
    if index + 8 <= bytes.count { return specialBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) }
    // The last bytes, read as the input's last eight with the bytes already seen shifted out;
    // the zero bytes shifted in are not input, and their marks are dropped.
    let seen = UInt64(index - (bytes.count - 8)) * 8
    let last = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self) >> seen
    return specialBytes(last) & (UInt64.max >> seen)
  }

  /// Whether the path scan must look at `byte` (see ``specialBytes(_:)``).
  @inline(__always)
  static func isSpecial(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
      || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%")
  }

  /// The high bit of each byte of `word` (eight input bytes, the first in the low bits) that
  /// the path scan must look at: `/`, `?`, `#`, `%`, a control character or space, DEL, and
  /// any byte of a multi-byte UTF-8 character. The lowest bit set is exact (the usual
  /// zero-byte test can only mark extra bytes after a marked one); zero when all are plain.
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

  /// Refuses a `.` or `..` segment between `start` and `end`.
  @inline(__always)
  static func checkDots(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) throws(DeepLinkError) {
    let length = end - start
    let dot = UInt8(ascii: ".")
    if length == 1 && bytes[start] == dot || length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
      throw .pathTraversal
    }
  }

  /// Percent-decodes each segment of `all` into `target` and points `bounds` at the decoded
  /// bytes; refuses malformed escapes, bytes that are not UTF-8, control characters and dot
  /// segments, as written with escapes (`%2e%2e`).
  static func decodeSegments(
    _ all: UnsafeBufferPointer<UInt8>, bounds: UnsafeMutableBufferPointer<Int>, count: Int,
    into target: UnsafeMutableBufferPointer<UInt8>
  ) throws(DeepLinkError) {
    var write = 0
    for segment in 0..<count {
      let source = UnsafeBufferPointer(rebasing: all[bounds[2 * segment]..<bounds[2 * segment + 1]])
      let length = try PercentCoding.decode(source, into: target, at: write)
      let decoded = UnsafeBufferPointer(rebasing: target[write..<(write + length)])
      try PercentCoding.validate(decoded)
      try checkDots(decoded, 0, length)
      bounds[2 * segment] = write
      bounds[2 * segment + 1] = write + length
      write += length
    }
  }

  /// The query items after the path (from `pathEnd`, a `?`, to a `#` or the end), decoded;
  /// nil when there is no query.
  static func query(
    of all: UnsafeBufferPointer<UInt8>, after pathEnd: Int, plusIsSpace: Bool
  ) throws(DeepLinkError) -> DeepLinkParameters? {
    guard pathEnd < all.count && all[pathEnd] == UInt8(ascii: "?") else { return nil }
    var queryEnd = all.count
    for index in (pathEnd + 1)..<all.count {
      if all[index] == UInt8(ascii: "#") {
        queryEnd = index
        break
      }
      if all[index] == 0x20 { throw .rawSpace }
    }
    guard queryEnd > pathEnd + 1 else { return nil }
    return try parseQuery(UnsafeBufferPointer(rebasing: all[(pathEnd + 1)..<queryEnd]), plusIsSpace: plusIsSpace)
  }

  /// Decodes query items, `key=value` joined with `&`; a key without `=` has an empty value.
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

  /// The state of one search: the decoded segments, the captures so far and where the input
  /// came from. It holds nothing counted (the origin and query are borrowed), so that making
  /// and ending one retains and releases nothing.
  struct Search {
    /// The path's bytes, decoded.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start and end offsets of each segment in ``bytes``, two per segment.
    let bounds: UnsafeBufferPointer<Int>
    /// How many segments there are.
    let count: Int
    /// Two entries per capture slot: the start and end offsets of the value in ``bytes``
    /// (for a trailing `**`, the index of its first segment and -1).
    let captures: UnsafeMutableBufferPointer<Int>
    let origin: UnsafePointer<InputOrigin>
    /// Points at nil when the input has no query.
    let query: UnsafePointer<DeepLinkParameters?>
    /// The first internal-only route that would have matched an external input, or -1.
    var blocked = -1

    /// The bytes of segment `index`.
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[bounds[2 * index]..<bounds[2 * index + 1]])
    }

    /// Captures the whole segment `index` in `slot`.
    func capture(_ slot: Int, _ index: Int) {
      captures[2 * slot] = bounds[2 * index]
      captures[2 * slot + 1] = bounds[2 * index + 1]
    }

    /// Copies the value captured in `slot` to `target` (for a catch-all, every segment from
    /// the captured one to the end, joined with `/`), or only counts its bytes when `target`
    /// is nil; returns how many bytes it has.
    func copyValue(_ slot: Int, isCatchAll: Bool, to target: UnsafeMutablePointer<UInt8>?) -> Int {
      guard isCatchAll else {
        let start = captures[2 * slot]
        let length = captures[2 * slot + 1] - start
        guard let target, let base = bytes.baseAddress else { return length }
        if length <= 8 && start + 8 <= bytes.count {
          // A short value as one word (a call to `memmove` costs more): the bytes after it land
          // in the next value's room or the spare bytes after the last (see `PackedValues.spareBytes`).
          UnsafeMutableRawPointer(target).storeBytes(
            of: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else {
          target.initialize(from: base + start, count: length)
        }
        return length
      }
      var written = 0
      for index in captures[2 * slot]..<max(captures[2 * slot], count) {
        if index > captures[2 * slot] {
          target?[written] = UInt8(ascii: "/")
          written += 1
        }
        let segment = segment(index)
        if let target, let base = segment.baseAddress { (target + written).initialize(from: base, count: segment.count) }
        written += segment.count
      }
      return written
    }

    /// The values captured in slots 0 to `count - 1`, copied into one allocation (the
    /// catch-all's is in `catchAllSlot`, -1 for none), and whether one of them may read as an
    /// absolute URL: only one holding a `:`, or starting with a space, a control character,
    /// `/` or `\`, can (see ``RouteTrie/mayBeAbsoluteURL(_:)-(String)``). One search of the
    /// whole input for a `:` spares a look into every value.
    func packedValues(count: Int, catchAllSlot: Int) -> (values: PackedValues, mayHoldURL: Bool) {
      var byteCount = 0
      var mayHoldURL = false
      for slot in 0..<count {
        let length = copyValue(slot, isCatchAll: slot == catchAllSlot, to: nil)
        if length > 0 {
          // A catch-all's first byte is its first segment's.
          let start = slot == catchAllSlot ? bounds[2 * captures[2 * slot]] : captures[2 * slot]
          if RouteTrie.startsAbsoluteURL(bytes[start]) { mayHoldURL = true }
        }
        byteCount += length
      }
      if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: ":")), bytes.count) != nil { mayHoldURL = true }
      let values = PackedValues.make(count: count, byteCount: byteCount) { ends, target in
        var written = 0
        for slot in 0..<count {
          written += copyValue(slot, isCatchAll: slot == catchAllSlot, to: target + written)
          ends.storeBytes(of: written, toByteOffset: 8 * slot, as: Int.self)
        }
      }
      return (values, mayHoldURL)
    }
  }

  /// Depth-first search from `node`, the segments before `segment` matched and `slot`
  /// captures made; returns the first acceptable route.
  ///
  /// At each node the children are tried in specificity order: the literal child, mixed
  /// and typed children, the `:name` child, the `*` child, then the routes ending in `**`
  /// here. When a branch finds no route, the next one is tried (backtracking). A branch
  /// with nothing after it to try goes on in this call, not in a nested one.
  func visit(_ node: Int, segment: Int, slot: Int, _ search: inout Search) -> Int? {
    var node = node
    var segment = segment
    var slot = slot
    while true {
      let current = nodes[node]
      if segment == search.count {
        return acceptedRoute(current.firstRoute, &search)
          ?? acceptedCatchAll(current.firstCatchAll, segment: segment, slot: slot, &search)
      }
      let bytes = search.segment(segment)
      let isHost = segment == 0 && search.origin.pointee.firstSegmentIsHost
      let nothingAfterParameter = current.wildcard < 0 && current.firstCatchAll < 0
      if current.hasLiterals, let child = literals.value(for: bytes, parent: Int32(node)) {
        if !isHost && current.firstTyped < 0 && current.parameter < 0 && nothingAfterParameter {
          (node, segment) = (Int(child), segment + 1)
          continue
        }
        if let route = visit(Int(child), segment: segment + 1, slot: slot, &search) { return route }
      }
      if isHost, let route = visitHost(bytes, &search) { return route }
      if current.firstTyped >= 0, let route = visitTyped(current.firstTyped, segment: segment, slot: slot, &search) {
        return route
      }
      if current.parameter >= 0 {
        search.capture(slot, segment)
        if nothingAfterParameter {
          (node, segment, slot) = (current.parameter, segment + 1, slot + 1)
          continue
        }
        if let route = visit(current.parameter, segment: segment + 1, slot: slot + 1, &search) { return route }
      }
      if current.wildcard >= 0, let route = visit(current.wildcard, segment: segment + 1, slot: slot, &search) {
        return route
      }
      return acceptedCatchAll(current.firstCatchAll, segment: segment, slot: slot, &search)
    }
  }

  /// ``visit(_:segment:slot:_:)`` for the typed and mixed children of a node, the first
  /// of which is `first`: each whose type or template takes segment `segment`.
  ///
  /// Not inlined: the template's search keeps its state on the stack, and in ``visit(_:segment:slot:_:)``
  /// that frame was paid at every node.
  @inline(never)
  func visitTyped(_ first: Int, segment: Int, slot: Int, _ search: inout Search) -> Int? {
    let bytes = search.segment(segment)
    var typed = first
    while typed >= 0 {
      let type = nodes[typed].type
      if type >= 0 {
        if types[type].accepts(bytes) {
          search.capture(slot, segment)
          if let route = visit(typed, segment: segment + 1, slot: slot + 1, &search) { return route }
        }
      } else {
        let template = templates[-2 - type]
        if template.match(
          bytes, base: search.bounds[2 * segment], folding: !configuration.caseSensitivePaths, types: types,
          captures: search.captures, slot: slot),
          let route = visit(typed, segment: segment + 1, slot: slot + template.captureCount, &search)
        {
          return route
        }
      }
      typed = nodes[typed].nextTyped
    }
    return nil
  }

  /// The literal child of the root that a custom-scheme URL's host names when compared
  /// case-insensitively, unless the exact comparison found it already.
  func visitHost(_ bytes: UnsafeBufferPointer<UInt8>, _ search: inout Search) -> Int? {
    guard let child = hostLiterals.value(for: bytes).map(Int.init),
      literalChild(of: 0, bytes) != child
    else { return nil }
    return visit(child, segment: 1, slot: 0, &search)
  }

  /// The first acceptable route of the list starting at `first`.
  @inline(__always)
  func acceptedRoute(_ first: Int, _ search: inout Search) -> Int? {
    var route = first
    while route >= 0 {
      if accepts(route, &search) { return route }
      route = routes[route].next
    }
    return nil
  }

  /// The first acceptable route of the catch-all list starting at `first`, capturing from `segment`.
  func acceptedCatchAll(_ first: Int, segment: Int, slot: Int, _ search: inout Search) -> Int? {
    var route = first
    while route >= 0 {
      if !(segment == search.count && routes[route].catchAllNeedsOne) && accepts(route, &search) {
        search.captures[2 * slot] = segment
        search.captures[2 * slot + 1] = -1
        return route
      }
      route = routes[route].next
    }
    return nil
  }

  /// Whether route `index` fits the input; an internal-only route that would fit an external
  /// input is remembered in `search.blocked`, for the error when nothing else matches.
  @inline(__always)
  func accepts(_ index: Int, _ search: inout Search) -> Bool {
    let origin = search.origin
    let fits =
      routes[index].isPlain
      ? origin.pointee.reachesPathOnly : accepts(index, origin: origin.pointee, query: search.query.pointee)
    guard fits else { return false }
    if origin.pointee.isExternal && routes[index].exposure == .internalOnly {
      if search.blocked < 0 { search.blocked = index }
      return false
    }
    return true
  }

  /// Whether the scheme, host and query items of route `index` fit the input (exposure
  /// aside); a nil `query` is an input without one.
  func accepts(_ index: Int, origin: InputOrigin, query: DeepLinkParameters?) -> Bool {
    let route = routes[index]
    if let scheme = route.scheme {
      guard scheme == origin.scheme else { return false }
      if route.host != origin.host {
        guard let host = route.host, host.hasPrefix("*."), let input = origin.host,
          Self.host(input, matchesWildcard: host)
        else { return false }
      }
    } else if !origin.reachesPathOnly {
      return false
    }
    let query = query ?? .empty
    for item in route.query {
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

  /// The match of route `index`: its path parameters read from the captures, then its query
  /// items from the input's query (a missing optional item without a default is left out;
  /// a list takes every value of its key). Refuses a value that redirects to a host not allowed.
  func makeMatch(_ index: Int, _ search: Search) throws(DeepLinkError) -> RawMatch {
    let pathNameCount = routes[index].pathNameCount
    let query = search.query.pointee
    if pathNameCount == 0 && routes[index].isPlain && query == nil {
      return RawMatch(route: index, parameters: .empty, query: nil)
    }
    let (packed, mayHoldURL) = search.packedValues(
      count: pathNameCount, catchAllSlot: routes[index].endsInCatchAll ? pathNameCount - 1 : -1)
    if routes[index].query.isEmpty && query == nil {
      // The common case, path parameters only: the values stay packed, made strings when read.
      for offset in 0..<pathNameCount where mayHoldURL {
        if let target = redirectTarget(packed.value(at: offset)) {
          throw .redirectNotAllowed(parameter: routes[index].names[offset], target: target)
        }
      }
      return RawMatch(route: index, parameters: DeepLinkParameters(names: routes[index].names, packed: packed), query: nil)
    }
    var names = Array(routes[index].names.prefix(pathNameCount))
    var values = (0..<pathNameCount).map { packed.value(at: $0) }
    for item in routes[index].query {
      if item.isList {
        for (key, value) in query ?? .empty where key == item.key {
          names.append(item.name)
          values.append(value)
        }
      } else if let value = query?[item.key] ?? item.defaultValue {
        names.append(item.name)
        values.append(value)
      }
    }
    for (name, value) in zip(names, values) {
      if let target = redirectTarget(value) { throw .redirectNotAllowed(parameter: name, target: target) }
    }
    return RawMatch(route: index, parameters: DeepLinkParameters(names: names, values: values), query: query)
  }
}
