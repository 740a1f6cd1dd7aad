import Foundation

extension DeepLinkPattern {
  /// One parsed path segment, as byte offsets into the pattern's UTF-8 text.
  struct SegmentRecord: Sendable {
    enum Kind: UInt8, Sendable {
      case literal, parameter, mixed, wildcard, catchAll
    }

    var kind: Kind
    /// A literal's bytes as written, or a parameter's name.
    var start: Int
    var end: Int
    /// A typed parameter's type name, or -1 for both.
    var typeStart = -1
    var typeEnd = -1
    /// A literal holding percent escapes: the index of its decoded text in
    /// ``ParsedParts/decodedLiterals``; -1 for every other segment (so records stay plain data).
    var decodedIndex = -1
    /// A literal's hash as the trie's literal table computes it (on the decoded text), or a
    /// typed parameter's type index (-1 for an unknown type) as a bit pattern; filled in by
    /// the matcher before registering, 0 until then.
    var hash: UInt64 = 0

    var hasType: Bool { typeStart >= 0 }
    /// A catch-all written `**+`: at least one segment.
    var oneOrMore: Bool { kind == .catchAll && end - start == 3 }
  }

  /// Whether `byte` may be in a parameter's or a type's name: a letter, a digit or `_`.
  ///
  /// - Parameters:
  ///   - byte: A byte of a pattern.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }

  /// The index of the first `byte` in `start..<end` of `bytes`, or nil.
  ///
  /// Segments are short: below 32 bytes they are read eight bytes at a time, which costs
  /// less than calling `memchr`; longer ranges use `memchr`.
  ///
  /// - Parameters:
  ///   - byte: The byte to find.
  ///   - bytes: The text to search.
  ///   - start: Where the search starts.
  ///   - end: Where it ends (excluded).
  @inline(__always)
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = bytes.baseAddress else { return nil }
    if end - start < 32 {
      // In the zero-byte test the lowest marked byte is exact (a borrow only marks bytes above).
      let low: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      let pattern = UInt64(byte) &* low
      var index = start
      while index &+ 8 <= end {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern
        let found = (word &- low) & ~word & high
        if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
        index &+= 8
      }
      while index < end {
        if base[index] == byte { return index }
        index &+= 1
      }
      return nil
    }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// What one pass over a pattern's whole text finds before it is parsed: whether every byte
  /// is printable ASCII, whether it holds a `#`, where its first `?` is, and whether an
  /// optional part (`(/`) comes before that `?`.
  ///
  /// The text is read eight bytes at a time. A byte that is not printable ASCII, or a `#`,
  /// marks its word; then the answers are worked out again byte by byte (only a pattern the
  /// parser refuses, or one with non-ASCII text, needs that). In a word of printable ASCII
  /// the bytes equal to `?`, `(` and `/` are found with the zero-byte test, whose lowest hit
  /// is exact (a borrow only marks the byte above a true hit), so the lowest `?` hit is the
  /// first `?`; `(` is then found with an exact test, only in words holding a `(` or after one
  /// ending in `(`. The words after the first `?` are read for the marks only. A tail shorter
  /// than a word is read as the last eight bytes of the text, shifted so that the bytes read
  /// before drop out; a text shorter than a word is assembled byte by byte.
  ///
  /// The answers are kept in one word, so that a ``Parser`` holding them stays five words,
  /// which the matcher passes without retaining the text (a larger parser cost a retain and
  /// a release of the text per registered pattern).
  struct Survey {
    /// The first `?` in the low 56 bits (a text is far shorter than 2^56 bytes), then one bit
    /// for each flag.
    private var bits = Self.printableBit
    private static let questionMask = (1 << 56) - 1
    private static let printableBit = 1 << 56
    private static let fragmentBit = 1 << 57
    private static let optionalBit = 1 << 58

    /// Whether every byte is printable ASCII (0x20 to 0x7E): such bytes always pass
    /// ``PercentCoding/validate(_:)``.
    private(set) var isPrintableASCII: Bool {
      get { bits & Self.printableBit != 0 }
      set { bits = newValue ? bits | Self.printableBit : bits & ~Self.printableBit }
    }
    /// Whether the text holds a `#`.
    private(set) var hasFragment: Bool {
      get { bits & Self.fragmentBit != 0 }
      set { bits = newValue ? bits | Self.fragmentBit : bits & ~Self.fragmentBit }
    }
    /// The index of the first `?`, or the text's length when it has none.
    private(set) var question: Int {
      get { bits & Self.questionMask }
      set { bits = (bits & ~Self.questionMask) | newValue }
    }
    /// Whether `(/` comes before the first `?` (anywhere, when there is no `?`).
    private(set) var hasOptionalPart: Bool {
      get { bits & Self.optionalBit != 0 }
      set { bits = newValue ? bits | Self.optionalBit : bits & ~Self.optionalBit }
    }

    private static let low: UInt64 = 0x0101_0101_0101_0101
    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let seven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Surveys `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: A pattern's UTF-8 text.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      question = count
      guard let base = bytes.baseAddress, count > 0 else { return }
      var suspicious: UInt64 = 0
      // The top bit of the lowest byte, set when the byte before the next word is `(`.
      var openBefore: UInt64 = 0
      var optional = false
      var found = -1
      var index = 0
      while index &+ 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        suspicious |= Self.suspicious(word)
        let questions = Self.look(word, &openBefore, &optional)
        index &+= 8
        if questions != 0 {
          found = index &- 8 &+ questions.trailingZeroBitCount &>> 3
          break
        }
      }
      while index &+ 8 <= count {
        suspicious |= Self.suspicious(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        index &+= 8
      }
      if index < count {
        let remaining = count &- index
        var word: UInt64 = 0
        if count >= 8 {
          word =
            UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self) &>> (UInt64(8 &- remaining) &* 8)
        } else {
          for offset in 0..<count { word |= UInt64(base[offset]) &<< (UInt64(offset) &* 8) }
        }
        // The zero bytes above the text are below 0x20: left out.
        suspicious |= Self.suspicious(word) & ((UInt64(1) &<< (UInt64(remaining) &* 8)) &- 1)
        if found < 0 {
          let questions = Self.look(word, &openBefore, &optional)
          if questions != 0 { found = index &+ questions.trailingZeroBitCount &>> 3 }
        }
      }
      guard suspicious == 0 else {
        isPrintableASCII = PercentCoding.isPrintableASCII(bytes)
        hasFragment = DeepLinkPattern.firstIndex(of: UInt8(ascii: "#"), in: bytes, from: 0, to: count) != nil
        question = DeepLinkPattern.firstIndex(of: UInt8(ascii: "?"), in: bytes, from: 0, to: count) ?? count
        hasOptionalPart = Self.hasOptionalPart(bytes)
        return
      }
      if found >= 0 { question = found }
      hasOptionalPart = optional
    }

    /// Marks (top bits) in a word holding a byte that is not printable ASCII or is `#`, and
    /// none in any other word; a marked byte may be a true one's neighbour.
    ///
    /// Below 0x20 subtracting 0x20 wraps; 0x7F plus one sets the top bit; `#` minus `#` minus
    /// one wraps; bytes from 0x80 have it already. A borrow or carry leaving a byte starts at
    /// a byte marked itself.
    @inline(__always)
    private static func suspicious(_ word: UInt64) -> UInt64 {
      (word | (word &- 0x20 &* low) | (word &+ low) | ((word ^ (0x23 &* low)) &- low)) & high
    }

    /// The first `?` in a word of printable ASCII (the lowest marked byte of the result,
    /// exact), and whether a `(` followed by `/` comes before it (sets `optional`).
    ///
    /// - Parameters:
    ///   - word: Eight bytes of printable ASCII (zero bytes above the end of the text).
    ///   - openBefore: The top bit of the lowest byte set when the byte before the word is
    ///     `(`; updated for the next word.
    ///   - optional: Set when a `(/` comes before the word's first `?`.
    @inline(__always)
    private static func look(_ word: UInt64, _ openBefore: inout UInt64, _ optional: inout Bool) -> UInt64 {
      // Every byte is below 0x80, so a byte minus one wraps only from zero (or from one, by the
      // borrow of a true hit right below it).
      let questions = ((word ^ (0x3F &* low)) &- low) & high
      let parenthesis = word ^ (0x28 &* low)
      if (parenthesis &- low) & high | openBefore != 0 {
        // Exact: a byte below 0x80 plus 0x7F sets the top bit unless it is zero, and never carries.
        let opens = ~(parenthesis &+ seven) & high
        // A `/` right after a `(`: a false `/` hit sits right above a true `/`, never above a `(`.
        let parts = ((opens &<< 8) | openBefore) & ((word ^ (0x2F &* low)) &- low) & high
        if parts != 0 && (questions == 0 || parts.trailingZeroBitCount < questions.trailingZeroBitCount) {
          optional = true
        }
        openBefore = opens &>> 56
      }
      return questions
    }

    /// Whether a `(/` comes before any `?` in `bytes`, byte by byte; for texts that are not all
    /// printable ASCII.
    private static func hasOptionalPart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let count = bytes.count
      var start = 0
      while let open = firstIndex(of: UInt8(ascii: "("), in: bytes, from: start, to: count) {
        if open + 1 < count && bytes[open + 1] == UInt8(ascii: "/") {
          return firstIndex(of: UInt8(ascii: "?"), in: bytes, from: 0, to: open) == nil
        }
        start = open + 1
      }
      return false
    }
  }

  /// What the parser finds besides the path segments.
  struct ParsedParts {
    var scheme: String?
    var host: String?
    var queryItems: [QueryItem]
    /// The decoded text of the literals holding percent escapes, see ``SegmentRecord/decodedIndex``.
    var decodedLiterals: [String]
  }

  /// Parses a pattern's UTF-8 bytes with integer offsets, allocating only the strings it keeps.
  struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: String
    /// What one pass over the whole text found, before the parse.
    let survey: Survey

    init(bytes: UnsafeBufferPointer<UInt8>, text: String) {
      self.init(bytes: bytes, text: text, survey: Survey(bytes))
    }

    /// A parser of `bytes` with their survey made already (a matcher asks it first whether the
    /// pattern has optional parts).
    init(bytes: UnsafeBufferPointer<UInt8>, text: String, survey: Survey) {
      self.bytes = bytes
      self.text = text
      self.survey = survey
    }

    /// Whether every byte of the text is printable ASCII, checked once, so that no literal
    /// needs checking again for control characters or invalid UTF-8.
    var isPrintableASCII: Bool { survey.isPrintableASCII }

    static var slash: UInt8 { UInt8(ascii: "/") }

    func string(_ start: Int, _ end: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
      DeepLinkPattern.firstIndex(of: byte, in: bytes, from: start, to: end)
    }

    func isName(_ start: Int, _ end: Int) -> Bool {
      var index = start
      while index < end {
        guard DeepLinkPattern.isNameByte(bytes[index]) else { return false }
        index += 1
      }
      return true
    }

    func parse() throws(DeepLinkPatternError) -> Storage {
      var records: [SegmentRecord] = []
      let parts = try parse(into: &records)
      let segments = records.map { record -> Segment in
        switch record.kind {
        case .literal:
          .literal(
            record.decodedIndex >= 0 ? parts.decodedLiterals[record.decodedIndex] : string(record.start, record.end))
        case .parameter:
          .parameter(
            name: string(record.start, record.end),
            type: record.hasType ? string(record.typeStart, record.typeEnd) : nil)
        case .mixed: .mixed(mixedParts(record.start, record.end))
        case .wildcard: .wildcard
        case .catchAll: .catchAll(oneOrMore: record.oneOrMore)
        }
      }
      return Storage(
        text: text, scheme: parts.scheme, host: parts.host, segments: segments, queryItems: parts.queryItems)
    }

    /// Parses the pattern, replacing the contents of `segments` (whose capacity is reused) with
    /// its path segments; after a throw they hold no meaningful records.
    ///
    /// The records there are overwritten in place and the surplus removed at the end, which
    /// costs less than emptying the array first (a generic `replaceSubrange`).
    func parse(into segments: inout [SegmentRecord]) throws(DeepLinkPatternError) -> ParsedParts {
      let count = bytes.count
      if survey.hasFragment { throw .fragment(pattern: text) }
      var scheme: String?
      var host: String?
      var contentStart = 1
      if count == 0 || bytes[0] != Self.slash {
        var separator: Int?
        var index = 0
        while index + 2 < count {
          if bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == Self.slash && bytes[index + 2] == Self.slash {
            separator = index
            break
          }
          index += 1
        }
        guard let separator else { throw .missingLeadingSlash(pattern: text) }
        let name = text.utf8.prefix(separator)
        guard let first = name.first, DeepLinkPattern.isLetter(first),
          name.allSatisfy({
            DeepLinkPattern.isLetter($0) || DeepLinkPattern.isDigit($0) || $0 == UInt8(ascii: "+")
              || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
          })
        else { throw .malformedScheme(pattern: text) }
        let lowered = string(0, separator).lowercased()
        scheme = lowered
        let rest = separator + 3
        if lowered == "http" || lowered == "https" {
          var hostEnd = rest
          while hostEnd < count && bytes[hostEnd] != Self.slash && bytes[hostEnd] != UInt8(ascii: "?") { hostEnd += 1 }
          guard hostEnd > rest else { throw .missingHost(pattern: text) }
          host = string(rest, hostEnd).lowercased()
          contentStart = hostEnd < count && bytes[hostEnd] == Self.slash ? hostEnd + 1 : hostEnd
        } else {
          contentStart = rest < count && bytes[rest] == Self.slash ? rest + 1 : rest
        }
      }

      // The survey's first `?` is never before the content (a scheme and a host hold none).
      let question =
        survey.question >= contentStart
        ? (survey.question < count ? survey.question : nil)
        : firstIndex(of: UInt8(ascii: "?"), from: contentStart, to: count)
      var contentEnd = question ?? count
      if contentEnd > contentStart && bytes[contentEnd - 1] == Self.slash { contentEnd -= 1 }
      var decodedLiterals: [String] = []
      // The records written so far; those after them are left from an earlier parse.
      var used = 0
      // Kept as they are appended, so that no segment reads the records before it for them.
      var hasMixed = false
      if contentEnd > contentStart {
        // A no-op when the records are reused (as the matcher does); else one allocation for most patterns.
        if segments.capacity < 8 { segments.reserveCapacity(8) }
        var start = contentStart
        var afterCatchAll = false
        var parameterCount = 0
        while start <= contentEnd {
          let scan = scanSegment(from: start, to: contentEnd)
          let end = scan.end
          if afterCatchAll { throw .catchAllNotLast(pattern: text) }
          let segment: SegmentRecord
          if let plain = plainSegment(start, end, marked: scan.marked) {
            segment = plain
          } else {
            segment = try parseSegment(start, end, decoded: &decodedLiterals)
          }
          if segment.kind == .parameter {
            if parameterCount > 0 && names(segments, used, contain: segment.start, segment.end) {
              throw .duplicateParameterName(pattern: text, name: string(segment.start, segment.end))
            }
            parameterCount += 1
          } else if segment.kind == .mixed {
            hasMixed = true
          }
          afterCatchAll = segment.kind == .catchAll
          if used < segments.count {
            segments[used] = segment
          } else {
            segments.append(segment)
          }
          used += 1
          // Bounded here so that matching, which recurses once per segment, has a bounded
          // depth on any thread (the fuzzer overflowed the stack with ~1,350 segments).
          guard used <= DeepLinkPattern.maximumSegmentCount else {
            throw .tooManySegments(pattern: text, limit: DeepLinkPattern.maximumSegmentCount)
          }
          start = end + 1
        }
      }
      while segments.count > used { segments.removeLast() }

      var queryItems: [QueryItem] = []
      if let question, question + 1 < count {
        // Past a few items, names are checked in a set, so that a pattern with 100,000 query
        // items loads in linear time (issue 10); an empty set allocates nothing.
        var queryNames: Set<String> = []
        var start = question + 1
        while start <= count {
          let end = firstIndex(of: UInt8(ascii: "&"), from: start, to: count) ?? count
          let item = try parseQueryItem(start, end)
          let isRepeated: Bool
          if queryItems.count < 16 {
            isRepeated = queryItems.contains(where: { $0.name == item.name })
          } else {
            if queryNames.isEmpty { queryNames = Set(queryItems.map(\.name)) }
            isRepeated = !queryNames.insert(item.name).inserted
          }
          if isRepeated || names(segments, contain: item.name) {
            throw .duplicateParameterName(pattern: text, name: item.name)
          }
          queryItems.append(item)
          start = end + 1
        }
      }
      if hasMixed {
        var seen: Set<String> = []
        for segment in segments {
          var names: [String] = []
          switch segment.kind {
          case .parameter: names = [string(segment.start, segment.end)]
          case .mixed:
            for case .capture(let name, _) in mixedParts(segment.start, segment.end) { names.append(name) }
          case .literal, .wildcard, .catchAll: break
          }
          for name in names where !seen.insert(name).inserted {
            throw .duplicateParameterName(pattern: text, name: name)
          }
        }
        for item in queryItems where !seen.insert(item.name).inserted {
          throw .duplicateParameterName(pattern: text, name: item.name)
        }
      }
      return ParsedParts(scheme: scheme, host: host, queryItems: queryItems, decodedLiterals: decodedLiterals)
    }

    /// Where the segment starting at `start` ends (the next `/`, or `limit`), and whether it
    /// holds a `:`, `%` or `*` (`marked`): one pass, eight bytes at a time.
    ///
    /// In each word the bytes equal to `/` and to the marks are found with the zero-byte
    /// test, whose lowest hit is exact (a borrow only marks bytes above a true hit), so a
    /// mark below the first `/` is a true one. A tail shorter than a word is read as the
    /// last eight bytes before `limit`, shifted so that bytes before it drop out.
    @inline(__always)
    func scanSegment(from start: Int, to limit: Int) -> (end: Int, marked: Bool) {
      guard let base = bytes.baseAddress, start < limit else { return (limit, false) }
      let low: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      @inline(__always) func hits(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* low)
        return (difference &- low) & ~difference & high
      }
      @inline(__always) func marks(_ word: UInt64) -> UInt64 {
        hits(word, UInt8(ascii: ":")) | hits(word, UInt8(ascii: "%")) | hits(word, UInt8(ascii: "*"))
      }
      var marked = false
      var index = start
      while index &+ 8 <= limit {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let slash = hits(word, Self.slash)
        if slash != 0 {
          let offset = slash.trailingZeroBitCount &>> 3
          let below = (UInt64(1) &<< (offset &* 8)) &- 1
          return (index &+ offset, marked || marks(word) & below != 0)
        }
        if marks(word) != 0 { marked = true }
        index &+= 8
      }
      guard index < limit else { return (limit, marked) }
      let remaining = limit &- index
      if limit >= 8 {
        // The bytes left are the top `remaining` bytes of the word ending at `limit`; the
        // shift brings them down and fills the top with zero bytes, which match nothing.
        let word =
          UnsafeRawPointer(base + (limit &- 8)).loadUnaligned(as: UInt64.self) &>> (UInt64(8 &- remaining) &* 8)
        let slash = hits(word, Self.slash)
        if slash != 0 {
          let offset = slash.trailingZeroBitCount &>> 3
          let below = (UInt64(1) &<< (offset &* 8)) &- 1
          return (index &+ offset, marked || marks(word) & below != 0)
        }
        return (limit, marked || marks(word) != 0)
      }
      while index < limit {
        let byte = base[index]
        if byte == Self.slash { return (index, marked) }
        if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "*") { marked = true }
        index &+= 1
      }
      return (limit, marked)
    }

    /// The record of the commonest segments, read without ``parseSegment(_:_:decoded:)``:
    /// a plain literal (no `:`, `%` or `*`, not starting with `.`, in a printable-ASCII
    /// pattern), `:name` alone and `:name(type)` alone (name and type both of letters, digits
    /// and `_`); nil for any other segment, which ``parseSegment(_:_:decoded:)`` reads (and
    /// refuses when malformed) as before.
    ///
    /// ``parseSegment(_:_:decoded:)`` records `:name(type)` the same way: such a segment has
    /// no capture inside its text, so it is a whole-segment parameter, whose type runs from
    /// the first `(` to a `)` at the end.
    @inline(__always)
    func plainSegment(_ start: Int, _ end: Int, marked: Bool) -> SegmentRecord? {
      guard end > start else { return nil }
      let first = bytes[start]
      if !marked {
        guard isPrintableASCII && first != UInt8(ascii: ".") else { return nil }
        return SegmentRecord(kind: .literal, start: start, end: end)
      }
      guard first == UInt8(ascii: ":") else { return nil }
      var nameEnd = start + 1
      while nameEnd < end && DeepLinkPattern.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
      guard nameEnd > start + 1 else { return nil }
      if nameEnd == end { return SegmentRecord(kind: .parameter, start: start + 1, end: end) }
      guard bytes[nameEnd] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")"), end - 1 > nameEnd + 1,
        isName(nameEnd + 1, end - 1)
      else { return nil }
      return SegmentRecord(kind: .parameter, start: start + 1, end: nameEnd, typeStart: nameEnd + 1, typeEnd: end - 1)
    }

    /// Whether a parameter among the first `count` of `segments` has the name in `start..<end`.
    func names(_ segments: [SegmentRecord], _ count: Int, contain start: Int, _ end: Int) -> Bool {
      guard let base = bytes.baseAddress else { return false }
      for index in 0..<count {
        let segment = segments[index]
        if segment.kind == .parameter && segment.end - segment.start == end - start
          && memcmpBytes(base + segment.start, base + start, end - start)
        {
          return true
        }
      }
      return false
    }

    /// Whether a parameter among `segments` is named `name`.
    func names(_ segments: [SegmentRecord], contain name: String) -> Bool {
      segments.contains { segment in
        segment.kind == .parameter
          && name.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]))
      }
    }

    func parseSegment(
      _ start: Int, _ end: Int, decoded decodedLiterals: inout [String]
    ) throws(DeepLinkPatternError) -> SegmentRecord {
      let length = end - start
      let star = UInt8(ascii: "*")
      if length == 0 { throw .emptySegment(pattern: text) }
      if (length == 2 || (length == 3 && bytes[start + 2] == UInt8(ascii: "+"))) && bytes[start] == star
        && bytes[start + 1] == star
      {
        return SegmentRecord(kind: .catchAll, start: start, end: end)
      }
      if length == 1 && bytes[start] == star { return SegmentRecord(kind: .wildcard, start: start, end: end) }
      // Only a segment holding a `:` can hold a capture.
      if bytes[start] == UInt8(ascii: ":") || firstIndex(of: UInt8(ascii: ":"), from: start, to: end) != nil,
        let pieces = try mixedPieces(start, end)
      {
        if pieces.count > 1 || pieces.first?.isText == true {
          return SegmentRecord(kind: .mixed, start: start, end: end)
        }
      }
      if bytes[start] == UInt8(ascii: ":") {
        let capture = try parseCaptureBounds(start + 1, end, whole: (start, end))
        return SegmentRecord(
          kind: .parameter, start: start + 1, end: capture.nameEnd, typeStart: capture.typeStart,
          typeEnd: capture.typeEnd)
      }
      let dot = UInt8(ascii: ".")
      if firstIndex(of: UInt8(ascii: "%"), from: start, to: end) == nil {
        if !isPrintableASCII {
          do {
            try PercentCoding.validate(UnsafeBufferPointer(rebasing: bytes[start..<end]))
          } catch {
            throw .malformedPercentEscape(pattern: text)
          }
        }
        if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) {
          throw .dotSegment(pattern: text)
        }
        return SegmentRecord(kind: .literal, start: start, end: end)
      }
      guard let literal = decoded(start, end) else { throw .malformedPercentEscape(pattern: text) }
      if literal.utf8.count <= 2 && (literal == "." || literal == "..") { throw .dotSegment(pattern: text) }
      decodedLiterals.append(literal)
      return SegmentRecord(kind: .literal, start: start, end: end, decodedIndex: decodedLiterals.count - 1)
    }

    /// One piece of a segment that holds captures: text, or a capture with its name and type bounds.
    struct Piece {
      var isText: Bool
      var start: Int
      var end: Int
      var typeStart = -1
      var typeEnd = -1
    }

    /// Whether a `:` at `index` starts a capture: followed by a name character.
    func startsCapture(_ index: Int, _ end: Int) -> Bool {
      guard bytes[index] == UInt8(ascii: ":"), index + 1 < end else { return false }
      let next = bytes[index + 1]
      return DeepLinkPattern.isLetter(next) || DeepLinkPattern.isDigit(next) || next == UInt8(ascii: "_")
    }

    /// The pieces of a segment holding at least one capture (`:` then a name character) that
    /// is not the whole segment's only part; nil for a segment without captures, or one that
    /// starts with `:` (a whole-segment parameter, checked as such).
    func mixedPieces(_ start: Int, _ end: Int) throws(DeepLinkPatternError) -> [Piece]? {
      if bytes[start] == UInt8(ascii: ":") {
        // `:name` alone, or `:name(type)` alone, is a whole-segment parameter.
        var nameEnd = start + 1
        while nameEnd < end, isName(nameEnd, nameEnd + 1) { nameEnd += 1 }
        if nameEnd == end { return nil }
        if bytes[nameEnd] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")"),
          firstIndex(of: UInt8(ascii: ")"), from: nameEnd, to: end) == end - 1
        {
          return nil
        }
        if nameEnd == start + 1 { return nil }
      } else {
        var any = false
        var index = start
        while index < end {
          if startsCapture(index, end) {
            any = true
            break
          }
          index += 1
        }
        if !any { return nil }
      }
      var pieces: [Piece] = []
      var index = start
      var textStart = start
      while index < end {
        guard startsCapture(index, end) else {
          index += 1
          continue
        }
        if index > textStart {
          pieces.append(Piece(isText: true, start: textStart, end: index))
        } else if let last = pieces.last, !last.isText {
          throw .adjacentCaptures(pattern: text, segment: string(start, end))
        }
        var nameEnd = index + 1
        while nameEnd < end, isName(nameEnd, nameEnd + 1) { nameEnd += 1 }
        var piece = Piece(isText: false, start: index + 1, end: nameEnd)
        index = nameEnd
        if index < end && bytes[index] == UInt8(ascii: ")") {
          throw .malformedParameterType(pattern: text, segment: string(start, end))
        }
        if index < end && bytes[index] == UInt8(ascii: "(") {
          guard let close = firstIndex(of: UInt8(ascii: ")"), from: index, to: end), close > index + 1,
            isName(index + 1, close)
          else { throw .malformedParameterType(pattern: text, segment: string(start, end)) }
          piece.typeStart = index + 1
          piece.typeEnd = close
          index = close + 1
        }
        pieces.append(piece)
        textStart = index
      }
      if end > textStart { pieces.append(Piece(isText: true, start: textStart, end: end)) }
      for piece in pieces where piece.isText {
        guard decoded(piece.start, piece.end) != nil else { throw .malformedPercentEscape(pattern: text) }
      }
      return pieces
    }

    /// The parts of a segment mixing text and captures, as the parser checked them.
    func mixedParts(_ start: Int, _ end: Int) -> [MixedPart] {
      guard let pieces = try? mixedPieces(start, end) else { return [] }
      return pieces.map { piece in
        piece.isText
          ? .text(decoded(piece.start, piece.end) ?? "")
          : .capture(
            name: string(piece.start, piece.end),
            type: piece.typeStart >= 0 ? string(piece.typeStart, piece.typeEnd) : nil)
      }
    }

    /// The decoded text of a literal, or nil when its escapes are malformed or decode to refused bytes.
    func decoded(_ start: Int, _ end: Int) -> String? {
      let source = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if firstIndex(of: UInt8(ascii: "%"), from: start, to: end) == nil {
        do {
          try PercentCoding.validate(source)
        } catch {
          return nil
        }
        return string(start, end)
      }
      return try? PercentCoding.decode(Substring(string(start, end)))
    }

    /// Parses `name` or `name(type)` in `start..<end`.
    func parseCapture(
      _ start: Int, _ end: Int, whole: (Int, Int)
    ) throws(DeepLinkPatternError) -> (name: String, type: String?) {
      let capture = try parseCaptureBounds(start, end, whole: whole)
      let type = capture.typeStart >= 0 ? string(capture.typeStart, capture.typeEnd) : nil
      return (string(start, capture.nameEnd), type)
    }

    /// Checks `name` or `name(type)` in `start..<end`: where the name ends, and the type's bounds (-1 for none).
    func parseCaptureBounds(
      _ start: Int, _ end: Int, whole: (Int, Int)
    ) throws(DeepLinkPatternError) -> (nameEnd: Int, typeStart: Int, typeEnd: Int) {
      var nameEnd = end
      var typeStart = -1
      var typeEnd = -1
      if let open = firstIndex(of: UInt8(ascii: "("), from: start, to: end) {
        nameEnd = open
        guard bytes[end - 1] == UInt8(ascii: ")"), end - 1 > open + 1, isName(open + 1, end - 1) else {
          throw .malformedParameterType(pattern: text, segment: string(whole.0, whole.1))
        }
        typeStart = open + 1
        typeEnd = end - 1
      } else if firstIndex(of: UInt8(ascii: ")"), from: start, to: end) != nil {
        throw .malformedParameterType(pattern: text, segment: string(whole.0, whole.1))
      }
      guard nameEnd > start else { throw .emptyParameterName(pattern: text) }
      guard isName(start, nameEnd) else { throw .malformedParameterName(pattern: text, name: string(start, nameEnd)) }
      return (nameEnd, typeStart, typeEnd)
    }

    /// Parses `key=:name`, `key=:name?` or `key=:name=default` in `start..<end`.
    func parseQueryItem(_ start: Int, _ end: Int) throws(DeepLinkPatternError) -> QueryItem {
      guard let equals = firstIndex(of: UInt8(ascii: "="), from: start, to: end), equals > start,
        let key = decoded(start, equals), equals + 1 < end, bytes[equals + 1] == UInt8(ascii: ":")
      else { throw .malformedQueryItem(pattern: text, item: string(start, end)) }
      var valueEnd = end
      var isRequired = true
      var defaultValue: String?
      if let defaultStart = firstIndex(of: UInt8(ascii: "="), from: equals + 2, to: end) {
        guard let value = decoded(defaultStart + 1, end) else {
          throw .malformedQueryItem(pattern: text, item: string(start, end))
        }
        defaultValue = value
        valueEnd = defaultStart
        isRequired = false
      } else if bytes[end - 1] == UInt8(ascii: "?") {
        valueEnd = end - 1
        isRequired = false
      }
      var isList = false
      if valueEnd - (equals + 2) > 2 && bytes[valueEnd - 1] == UInt8(ascii: "]") && bytes[valueEnd - 2] == UInt8(ascii: "[") {
        // A list is zero or more values: it takes no default and no `?`.
        guard isRequired else { throw .malformedQueryItem(pattern: text, item: string(start, end)) }
        isList = true
        isRequired = false
        valueEnd -= 2
      }
      let (name, type) = try parseCapture(equals + 2, valueEnd, whole: (start, end))
      return QueryItem(
        key: key, name: name, type: type, defaultValue: defaultValue, isRequired: isRequired, isList: isList)
    }
  }
}
