import Foundation

/// The survey a parser makes of a pattern's whole text before it parses it.
extension DeepLinkPattern {
  /// What one pass over a pattern's whole text finds before it is parsed: whether every byte
  /// is printable ASCII, whether it holds a `#`, where its first `?` is, and whether an
  /// optional part (`(/`) comes before that `?`.
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

    /// Surveys `bytes`, one byte at a time.
    ///
    /// (Reading eight bytes at a time saved tens of nanoseconds per registered pattern and
    /// cost an app 3 KB of code; issue 41.)
    ///
    /// - Parameters:
    ///   - bytes: A pattern's UTF-8 text.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      var question = count
      for index in 0..<count {
        let byte = bytes[index]
        if byte < 0x20 || byte > 0x7E {
          isPrintableASCII = false
        } else if byte == UInt8(ascii: "#") {
          hasFragment = true
        }
        guard question == count else { continue }
        if byte == UInt8(ascii: "?") {
          question = index
        } else if byte == UInt8(ascii: "("), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
          hasOptionalPart = true
        }
      }
      self.question = question
    }
  }
}
