import Foundation

/// The parser's reading of one path segment: its bounds, its plain and mixed forms, its
/// captures and their types.
extension DeepLinkPattern.Parser {
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
  func plainSegment(_ start: Int, _ end: Int, marked: Bool) -> DeepLinkPattern.SegmentRecord? {
    guard end > start else { return nil }
    let first = bytes[start]
    if !marked {
      guard isPrintableASCII && first != UInt8(ascii: ".") else { return nil }
      return DeepLinkPattern.SegmentRecord(kind: .literal, start: start, end: end)
    }
    guard first == UInt8(ascii: ":") else { return nil }
    var nameEnd = start + 1
    while nameEnd < end && DeepLinkPattern.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
    guard nameEnd > start + 1 else { return nil }
    if nameEnd == end { return DeepLinkPattern.SegmentRecord(kind: .parameter, start: start + 1, end: end) }
    guard bytes[nameEnd] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")"), end - 1 > nameEnd + 1,
      isName(nameEnd + 1, end - 1)
    else { return nil }
    return DeepLinkPattern.SegmentRecord(
      kind: .parameter, start: start + 1, end: nameEnd, typeStart: nameEnd + 1, typeEnd: end - 1)
  }

  /// Whether a parameter among the first `count` of `segments` has the name in `start..<end`.
  func names(_ segments: [DeepLinkPattern.SegmentRecord], _ count: Int, contain start: Int, _ end: Int) -> Bool {
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
  func names(_ segments: [DeepLinkPattern.SegmentRecord], contain name: String) -> Bool {
    segments.contains { segment in
      segment.kind == .parameter
        && name.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end]))
    }
  }

  func parseSegment(
    _ start: Int, _ end: Int, decoded decodedLiterals: inout [String]
  ) throws(DeepLinkPatternError) -> DeepLinkPattern.SegmentRecord {
    let length = end - start
    let star = UInt8(ascii: "*")
    if length == 0 { throw .emptySegment(pattern: text) }
    if (length == 2 || (length == 3 && bytes[start + 2] == UInt8(ascii: "+"))) && bytes[start] == star
      && bytes[start + 1] == star
    {
      return DeepLinkPattern.SegmentRecord(kind: .catchAll, start: start, end: end)
    }
    if length == 1 && bytes[start] == star { return DeepLinkPattern.SegmentRecord(kind: .wildcard, start: start, end: end) }
    // Only a segment holding a `:` can hold a capture.
    if bytes[start] == UInt8(ascii: ":") || firstIndex(of: UInt8(ascii: ":"), from: start, to: end) != nil,
      let pieces = try mixedPieces(start, end)
    {
      if pieces.count > 1 || pieces.first?.isText == true {
        return DeepLinkPattern.SegmentRecord(kind: .mixed, start: start, end: end)
      }
    }
    if bytes[start] == UInt8(ascii: ":") {
      let capture = try parseCaptureBounds(start + 1, end, whole: (start, end))
      return DeepLinkPattern.SegmentRecord(
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
      return DeepLinkPattern.SegmentRecord(kind: .literal, start: start, end: end)
    }
    guard let literal = decoded(start, end) else { throw .malformedPercentEscape(pattern: text) }
    if literal.utf8.count <= 2 && (literal == "." || literal == "..") { throw .dotSegment(pattern: text) }
    decodedLiterals.append(literal)
    return DeepLinkPattern.SegmentRecord(kind: .literal, start: start, end: end, decodedIndex: decodedLiterals.count - 1)
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
  func mixedParts(_ start: Int, _ end: Int) -> [DeepLinkPattern.MixedPart] {
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
}
