import Foundation

/// The survey a parser makes of a pattern's whole text before it parses it.
extension DeepLinkPattern {
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
}
