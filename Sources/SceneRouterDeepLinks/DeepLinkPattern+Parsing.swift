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
