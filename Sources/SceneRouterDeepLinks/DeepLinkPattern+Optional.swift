import Foundation

extension DeepLinkPattern {
  /// The most optional parts one pattern may have: 4, standing for up to 16 patterns.
  static let maximumOptionalParts = 4

  /// Whether the path of a pattern's UTF-8 `bytes` holds `(/`, which starts an optional part.
  ///
  /// Checked on the bytes the parser reads, without allocating, by the ``Survey`` the parser
  /// makes anyway (a matcher makes it first and asks it, then hands it to the parser): a `(/`
  /// is in the path when no `?` comes before it.
  ///
  /// - Parameters:
  ///   - bytes: The pattern's UTF-8 text.
  static func hasOptionalPart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    Survey(bytes).hasOptionalPart
  }

  /// The patterns a text with optional parts stands for, every part present first:
  /// `/search(/:query)` stands for `/search/:query` and `/search`; `/a(/b)(/c)` for
  /// `/a/b/c`, `/a/b`, `/a/c` and `/a`. A text without optional parts stands for itself.
  ///
  /// An optional part starts with `(/` in the path and ends at its matching `)`; parts do
  /// not nest.
  ///
  /// - Parameters:
  ///   - text: The pattern as written.
  /// - Throws: ``DeepLinkPatternError/malformedOptionalPart(pattern:)`` for an unclosed or
  ///   nested part, or more than ``maximumOptionalParts`` parts.
  static func expansions(_ text: String) throws(DeepLinkPatternError) -> [String] {
    let bytes = Array(text.utf8)
    let pathEnd = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
    var parts: [(start: Int, end: Int)] = []
    var index = 0
    while index + 1 < pathEnd {
      guard bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: "/") else {
        index += 1
        continue
      }
      var depth = 1
      var end = index + 1
      while end < pathEnd && depth > 0 {
        if bytes[end] == UInt8(ascii: "(") {
          // A type's parentheses nest; another optional part does not.
          if end + 1 < pathEnd && bytes[end + 1] == UInt8(ascii: "/") { throw .malformedOptionalPart(pattern: text) }
          depth += 1
        } else if bytes[end] == UInt8(ascii: ")") {
          depth -= 1
        }
        end += 1
      }
      guard depth == 0 else { throw .malformedOptionalPart(pattern: text) }
      parts.append((index, end))
      index = end
    }
    if parts.isEmpty { return [text] }
    guard parts.count <= maximumOptionalParts else { throw .malformedOptionalPart(pattern: text) }
    var results: [String] = []
    // Masks from every part present (all bits set) down to none.
    for mask in stride(from: (1 << parts.count) - 1, through: 0, by: -1) {
      var expanded: [UInt8] = []
      var position = 0
      for (offset, part) in parts.enumerated() {
        expanded.append(contentsOf: bytes[position..<part.start])
        if mask & (1 << (parts.count - 1 - offset)) != 0 {
          expanded.append(contentsOf: bytes[(part.start + 1)..<(part.end - 1)])
        }
        position = part.end
      }
      expanded.append(contentsOf: bytes[position...])
      if expanded.first == UInt8(ascii: "?") || expanded.isEmpty { expanded.insert(UInt8(ascii: "/"), at: 0) }
      results.append(String(decoding: expanded, as: UTF8.self))
    }
    return results
  }
}
