/// A path segment that mixes text and captures, such as `:slug-:id(int)`, `:name.pdf` or
/// `v:version`, compiled for matching on decoded bytes.
///
/// Matching reads the parts from left to right; each capture takes the shortest non-empty
/// run of bytes after which the rest of the segment still matches (and whose value is of the
/// capture's type), so `my-post-42` against `:slug-:id(int)` gives `my-post` and `42`.
struct SegmentTemplate: Sendable, Hashable {
  enum Part: Sendable, Hashable {
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

  init(parts: [Part]) {
    self.parts = parts
    var length = 0
    var captures = 0
    for part in parts {
      switch part {
      case .text(let bytes): length += bytes.count
      case .capture: captures += 1
      }
    }
    self.textLength = length
    self.captureCount = captures
  }

  /// Whether `segment` matches; on success, writes each capture's start and end offsets
  /// (plus `base`) at `captures[2 * slot]`, `captures[2 * slot + 1]`, one slot per capture.
  func match(
    _ segment: UnsafeBufferPointer<UInt8>, base: Int, folding: Bool, types: [DeepLinkParameterType],
    captures: UnsafeMutableBufferPointer<Int>, slot: Int
  ) -> Bool {
    guard segment.count > textLength else { return false }
    return match(part: 0, at: 0, segment, base: base, folding: folding, types: types, captures: captures, slot: slot)
  }

  private func match(
    part index: Int, at position: Int, _ segment: UnsafeBufferPointer<UInt8>, base: Int, folding: Bool,
    types: [DeepLinkParameterType], captures: UnsafeMutableBufferPointer<Int>, slot: Int
  ) -> Bool {
    guard index < parts.count else { return position == segment.count }
    switch parts[index] {
    case .text(let text):
      guard Self.hasText(text, in: segment, at: position, folding: folding) else { return false }
      return match(
        part: index + 1, at: position + text.count, segment, base: base, folding: folding, types: types,
        captures: captures, slot: slot)
    case .capture(let type):
      func accepts(_ end: Int) -> Bool {
        type < 0 || types[type].accepts(UnsafeBufferPointer(rebasing: segment[position..<end]))
      }
      captures[2 &* slot] = base &+ position
      guard index + 1 < parts.count else {
        captures[2 &* slot &+ 1] = base &+ segment.count
        return segment.count > position && accepts(segment.count)
      }
      // The parser puts text between two captures, so the next part is text.
      guard case .text(let next) = parts[index + 1] else { return false }
      var end = position + 1
      while end + next.count <= segment.count {
        if Self.hasText(next, in: segment, at: end, folding: folding) && accepts(end) {
          captures[2 &* slot &+ 1] = base &+ end
          if match(
            part: index + 2, at: end + next.count, segment, base: base, folding: folding, types: types,
            captures: captures, slot: slot + 1)
          {
            return true
          }
        }
        end += 1
      }
      return false
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
