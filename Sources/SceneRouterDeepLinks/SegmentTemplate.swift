/// A path segment that mixes text and captures, such as `:slug-:id(int)`, `:name.pdf` or
/// `v:version`, compiled for matching on decoded bytes.
///
/// Matching reads the parts from left to right; each capture takes the shortest non-empty
/// run of bytes after which the rest of the segment still matches (and whose value is of the
/// capture's type), so `my-post-42` against `:slug-:id(int)` gives `my-post` and `42`.
struct SegmentTemplate: Sendable, Equatable {
  enum Part: Sendable, Equatable {
    /// Text compared byte for byte (folded to lowercase when paths ignore case).
    case text([UInt8])
    /// A capture of the type at this index of ``RouteTrie/types``, or -1 for any text.
    case capture(type: Int)
  }

  var parts: [Part]
  /// How many bytes of text the template holds: more text is tried first.
  var textLength: Int
  /// How many captures the template holds.
  var captureCount: Int
  /// The index in ``parts`` of each capture, in order.
  private var captureParts: [Int]
  /// For each capture, its index among the typed captures, or -1 for an untyped one.
  private var typedOrdinals: [Int]
  /// How many captures have a type.
  private var typedCount: Int

  init(parts: [Part]) {
    self.parts = parts
    var length = 0
    var captureParts: [Int] = []
    var typedOrdinals: [Int] = []
    var typedCount = 0
    for (index, part) in parts.enumerated() {
      switch part {
      case .text(let bytes): length += bytes.count
      case .capture(let type):
        captureParts.append(index)
        if type >= 0 {
          typedOrdinals.append(typedCount)
          typedCount += 1
        } else {
          typedOrdinals.append(-1)
        }
      }
    }
    self.textLength = length
    self.captureCount = captureParts.count
    self.captureParts = captureParts
    self.typedOrdinals = typedOrdinals
    self.typedCount = typedCount
  }

  /// Whether `segment` matches; on success, writes each capture's start and end offsets
  /// (plus `base`) at `captures[2 * slot]`, `captures[2 * slot + 1]`, one slot per capture.
  ///
  /// The search backtracks as the shortest-first rule says, without recursion, and remembers
  /// where a capture failed: a capture that failed from one start fails from it again, and an
  /// untyped one also from every later start (it has fewer ends to try). So a segment of
  /// many separators (`/p/------…x` against `:a-:b-:c-:d`) costs time about linear in its
  /// length per capture, not a power of it (it took 1.8 s for 400 bytes before), and
  /// the depth of the machine stack does not grow with the number of captures.
  func match(
    _ segment: UnsafeBufferPointer<UInt8>, base: Int, folding: Bool, types: [DeepLinkParameterType],
    captures: UnsafeMutableBufferPointer<Int>, slot: Int
  ) -> Bool {
    guard segment.count > textLength else { return false }
    let positions = segment.count + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(1, captureCount)) { floors in
      // The smallest start from which each untyped capture is known to fail.
      floors.initialize(repeating: Int.max)
      let words = (typedCount * positions + 63) / 64
      return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Swift.max(1, words)) { failures in
        // One bit per typed capture and start: known to fail from there.
        failures.initialize(repeating: 0)
        var search = Search(
          template: self, segment: segment, base: base, folding: folding, types: types, captures: captures,
          slot: slot, floors: floors, failures: failures)
        return search.run()
      }
    }
  }

  /// One run of ``match(_:base:folding:types:captures:slot:)``: the input, the captures
  /// written so far and what is known to fail.
  private struct Search {
    let template: SegmentTemplate
    let segment: UnsafeBufferPointer<UInt8>
    let base: Int
    let folding: Bool
    let types: [DeepLinkParameterType]
    let captures: UnsafeMutableBufferPointer<Int>
    let slot: Int
    let floors: UnsafeMutableBufferPointer<Int>
    let failures: UnsafeMutableBufferPointer<UInt64>

    var parts: [Part] { template.parts }

    /// Places the captures left to right, each at its shortest end that the rest allows; on
    /// a dead end, moves the latest capture to its next end, or drops it when it has none.
    mutating func run() -> Bool {
      let count = segment.count
      var part = 0
      var position = 0
      // The ordinal of the latest capture placed, -1 for none.
      var latest = -1
      while true {
        var stuck = false
        while part < parts.count && !stuck {
          switch parts[part] {
          case .text(let text):
            if SegmentTemplate.hasText(text, in: segment, at: position, folding: folding) {
              position += text.count
              part += 1
            } else {
              stuck = true
            }
          case .capture:
            let ordinal = latest + 1
            if knownToFail(ordinal, from: position) {
              stuck = true
            } else if let end = nextEnd(ordinal, start: position, after: position) {
              captures[2 &* (slot &+ ordinal)] = base &+ position
              captures[2 &* (slot &+ ordinal) &+ 1] = base &+ end
              latest = ordinal
              (part, position) = resumption(ordinal, end: end)
            } else {
              recordFailure(ordinal, from: position)
              stuck = true
            }
          }
        }
        if !stuck && position == count { return true }
        // Backtrack: the latest capture takes its next end, or fails from its start.
        while true {
          guard latest >= 0 else { return false }
          let start = captures[2 &* (slot &+ latest)] &- base
          let end = captures[2 &* (slot &+ latest) &+ 1] &- base
          if let next = nextEnd(latest, start: start, after: end) {
            captures[2 &* (slot &+ latest) &+ 1] = base &+ next
            (part, position) = resumption(latest, end: next)
            break
          }
          recordFailure(latest, from: start)
          latest -= 1
        }
      }
    }

    /// Where the search goes on after capture `ordinal` ends at `end`: past the text after
    /// it, or at the end for the last part.
    func resumption(_ ordinal: Int, end: Int) -> (part: Int, position: Int) {
      let part = template.captureParts[ordinal]
      guard part + 1 < parts.count, case .text(let text) = parts[part + 1] else { return (parts.count, end) }
      return (part + 2, end + text.count)
    }

    /// The shortest end past `after` for capture `ordinal` starting at `start`: its value is
    /// of its type, the text after it follows, and what comes next is not known to fail.
    func nextEnd(_ ordinal: Int, start: Int, after: Int) -> Int? {
      let count = segment.count
      let part = template.captureParts[ordinal]
      guard case .capture(let type) = parts[part] else { return nil }
      func accepts(_ end: Int) -> Bool {
        type < 0 || types[type].accepts(UnsafeBufferPointer(rebasing: segment[start..<end]))
      }
      guard part + 1 < parts.count else {
        // The last part takes the rest of the segment.
        return after < count && count > start && accepts(count) ? count : nil
      }
      // The parser puts text between two captures, so the next part is text.
      guard case .text(let next) = parts[part + 1] else { return nil }
      // Past where the next capture is known to fail from, no end can do (untyped captures
      // fail from every start after one they failed from).
      var limit = count
      if part + 2 < parts.count, case .capture = parts[part + 2], template.typedOrdinals[ordinal + 1] < 0 {
        limit = Swift.min(count, floors[ordinal + 1] - 1)
      }
      var end = after + 1
      while end + next.count <= limit {
        if SegmentTemplate.hasText(next, in: segment, at: end, folding: folding) && accepts(end)
          && !restFails(from: part + 2, ordinal: ordinal + 1, at: end + next.count)
        {
          return end
        }
        end += 1
      }
      return nil
    }

    /// Whether the parts from `part` on (whose first capture is capture `ordinal`) are known
    /// not to match from `position`.
    func restFails(from part: Int, ordinal: Int, at position: Int) -> Bool {
      if part == parts.count { return position != segment.count }
      guard case .capture = parts[part] else { return false }
      return knownToFail(ordinal, from: position)
    }

    func knownToFail(_ ordinal: Int, from start: Int) -> Bool {
      let typed = template.typedOrdinals[ordinal]
      guard typed >= 0 else { return start >= floors[ordinal] }
      let bit = typed * (segment.count + 1) + start
      return failures[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    func recordFailure(_ ordinal: Int, from start: Int) {
      let typed = template.typedOrdinals[ordinal]
      guard typed >= 0 else {
        floors[ordinal] = Swift.min(floors[ordinal], start)
        return
      }
      let bit = typed * (segment.count + 1) + start
      failures[bit >> 6] |= 1 << UInt64(bit & 63)
    }
  }

  private static func hasText(
    _ text: [UInt8], in segment: UnsafeBufferPointer<UInt8>, at position: Int, folding: Bool
  ) -> Bool {
    guard position + text.count <= segment.count else { return false }
    for offset in 0..<text.count {
      let byte = segment[position + offset]
      if (folding ? ByteTable.fold(byte) : byte) != text[offset] { return false }
    }
    return true
  }
}
