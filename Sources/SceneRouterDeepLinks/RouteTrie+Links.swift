import Foundation

extension RouteTrie {
  /// What reading a link's text directly gave: the match (or none), or a link whose form the
  /// reader leaves to Foundation's accessors.
  enum DirectRead {
    case read(RawMatch?)
    case unusual
  }

  /// What a scan of a link's text (one not starting with `/`) found, once it passed the
  /// policy for raw characters.
  struct LinkScan {
    /// Some bytes must be escaped before Foundation reads the text (non-ASCII, `{`, `|`, …).
    var needsEscapes: Bool
    /// Foundation would read the text as it is, with nothing to escape: no brackets and at
    /// most one `#`, so that ``RouteTrie/readDirectly(_:origin:)`` may read it instead.
    var isPlain: Bool
  }

  /// Checks a link's text against the policy for raw characters (as a path is checked):
  /// control characters, raw spaces and malformed escapes throw the error a path gets.
  /// Nil when the text does not start with a scheme and `:`.
  static func scan(_ link: String) throws(DeepLinkError) -> LinkScan? {
    try link.withBorrowedUTF8 { (bytes) throws(DeepLinkError) -> LinkScan? in try scan(bytes) }
  }

  /// Bytes 0x00-0x3F that ``scan(_:)`` looks at: controls, space, `"`, `#`, `%`, `<`, `>`.
  static var scannedLow: UInt64 {
    (1 &<< 0x21 &- 1) | (1 &<< 0x22) | (1 &<< 0x23) | (1 &<< 0x25) | (1 &<< 0x3C) | (1 &<< 0x3E)
  }
  /// Bytes 0x40-0x7F that ``scan(_:)`` looks at: `[`, `\`, `]`, `^`, `` ` ``, `{`, `|`, `}`, DEL.
  static var scannedHigh: UInt64 {
    (1 &<< (0x5B &- 0x40)) | (1 &<< (0x5C &- 0x40)) | (1 &<< (0x5D &- 0x40)) | (1 &<< (0x5E &- 0x40))
      | (1 &<< (0x60 &- 0x40)) | (1 &<< (0x7B &- 0x40)) | (1 &<< (0x7C &- 0x40)) | (1 &<< (0x7D &- 0x40))
      | (1 &<< (0x7F &- 0x40))
  }

  /// Whether ``scan(_:)`` must look at `byte`; every other byte is printable ASCII that
  /// needs nothing. Bytes from 0x80 (UTF-8) always need a look.
  @inline(__always)
  static func isScanned(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte &>> 6 {
    case 0: return scannedLow & bit != 0
    case 1: return scannedHigh & bit != 0
    default: return true
    }
  }

  /// ``scan(_:)`` on the link's UTF-8 bytes.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) -> LinkScan? {
    guard schemeEnd(bytes) != nil else { return nil }
    var needsEscapes = false
    var unusual = 0
    var index = 0
    while index < bytes.count {
      // Eight bytes at a time, each byte that may need a look marked (see `mayBeScanned`); the
      // last bytes one by one.
      var marks: UInt64 = 0x80
      var step = 1
      if index &+ 8 <= bytes.count, let base = bytes.baseAddress {
        marks = mayBeScanned(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        step = 8
      }
      while marks != 0 {
        let at = index &+ (marks.trailingZeroBitCount &>> 3)
        marks &= marks &- 1
        let byte = bytes[at]
        guard isScanned(byte) else { continue }
        if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
        if byte == 0x20 { throw .rawSpace }
        if byte == UInt8(ascii: "%") {
          guard at + 2 < bytes.count, PercentCoding.hexValue(bytes[at + 1]) != nil,
            PercentCoding.hexValue(bytes[at + 2]) != nil
          else {
            throw .malformedPercentEscape
          }
        }
        if byte >= 0x80 || PercentCoding.isEscapedInURLs(byte) { needsEscapes = true }
        if byte == UInt8(ascii: "#") {
          unusual += 1
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
          unusual += 2
        }
      }
      index &+= step
    }
    return LinkScan(needsEscapes: needsEscapes, isPlain: !needsEscapes && unusual <= 1)
  }

  /// The high bit of each byte of `word` in 0x00-0x25, 0x3C-0x3E, 0x5B-0x60, 0x7B-0x7F or from
  /// 0x80: every byte that ``isScanned(_:)`` names, and `!`, `$`, `=`, `_` and `~` besides
  /// (which it then skips).
  @inline(__always)
  static func mayBeScanned(_ word: UInt64) -> UInt64 {
    let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
    let marked =
      bytesInRange(low7, from: 0x00, through: 0x25) | bytesInRange(low7, from: 0x3C, through: 0x3E)
      | bytesInRange(low7, from: 0x5B, through: 0x60) | bytesInRange(low7, from: 0x7B, through: 0x7F)
    return (marked | word) & 0x8080_8080_8080_8080
  }

  /// The high bit of each byte of `low7` (a word whose bytes are below 0x80) from `low` through
  /// `high` (both below 0x80), exactly: by one subtraction and one addition that never carry
  /// into the next byte.
  @inline(__always)
  static func bytesInRange(_ low7: UInt64, from low: UInt64, through high: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return ((ones &* (128 &+ high)) &- low7) & (low7 &+ ones &* (128 &- low)) & (ones &* 0x80)
  }

  /// The high bit of each byte of `word` that is not an ASCII letter or digit, nor one of the
  /// `extra` ranges' bytes, exactly; bytes from 0x80 are always marked.
  @inline(__always)
  static func bytesOtherThanLettersAndDigits(_ word: UInt64, extra: (UInt64) -> UInt64) -> UInt64 {
    let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
    // With their 0x20 bit set, exactly the letters are `a` to `z`.
    let letters = bytesInRange(low7 | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
    let digits = bytesInRange(low7, from: 0x30, through: 0x39)
    return (~(letters | digits | extra(low7)) | word) & 0x8080_8080_8080_8080
  }

  /// The high bit of each byte of `word` that is not an ASCII letter, digit, `-` or `.` (the
  /// bytes of a host that ``readDirectly(_:origin:)`` reads), exactly.
  @inline(__always)
  static func nonHostBytes(_ word: UInt64) -> UInt64 {
    bytesOtherThanLettersAndDigits(word) { bytesInRange($0, from: 0x2D, through: 0x2E) }
  }

  /// The high bit of each byte of `word` that is not an ASCII letter, digit, `+`, `-` or `.`
  /// (the bytes of a scheme after its first), exactly.
  @inline(__always)
  static func nonSchemeBytes(_ word: UInt64) -> UInt64 {
    bytesOtherThanLettersAndDigits(word) { low7 in
      bytesInRange(low7, from: 0x2B, through: 0x2B) | bytesInRange(low7, from: 0x2D, through: 0x2E)
    }
  }

  /// The offset of the `:` after the scheme that `bytes` start with, or nil when they do not
  /// start with a scheme and `:`: the first eight bytes in one test, longer schemes byte by byte.
  @inline(__always)
  static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    if bytes.count >= 8, let base = bytes.baseAddress {
      let others = nonSchemeBytes(UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
      if others != 0 {
        // The first byte that is not a scheme's: the `:` ending one, or the input is no link.
        let colon = others.trailingZeroBitCount &>> 3
        guard colon > 0, base[colon] == UInt8(ascii: ":"), DeepLinkPattern.isLetter(base[0]) else { return nil }
        return colon
      }
    }
    var colon = 0
    while colon < bytes.count && bytes[colon] != UInt8(ascii: ":") { colon += 1 }
    guard colon < bytes.count, isScheme(UnsafeBufferPointer(rebasing: bytes[0..<colon])) else { return nil }
    return colon
  }

  /// Whether `bytes` are a URL scheme: a letter, then letters, digits, `+`, `-` and `.`.
  static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, DeepLinkPattern.isLetter(first) else { return false }
    return bytes.allSatisfy {
      DeepLinkPattern.isLetter($0) || DeepLinkPattern.isDigit($0) || $0 == UInt8(ascii: "+")
        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }

  /// `http` or `https` when `scheme` is one of them in any case, else nil.
  ///
  /// The first four bytes are compared as one word, each with its `0x20` bit set: a byte
  /// whose bit set gives a lowercase letter is that letter in one case or the other.
  static func webScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> String? {
    guard scheme.count == 4 || scheme.count == 5, let base = scheme.baseAddress else { return nil }
    // `h`, `t`, `t`, `p` as the little-endian word their bytes load as.
    let http: UInt32 = 0x7074_7468
    guard UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt32.self)) | 0x2020_2020 == http else {
      return nil
    }
    if scheme.count == 4 { return "http" }
    return base[4] | 0x20 == UInt8(ascii: "s") ? "https" : nil
  }

  /// Reads a URL's text, `scheme://host/path?query#fragment`, straight from its UTF-8 bytes:
  /// the scheme and host compared case-insensitively with the configured names (no string
  /// is made for either when the host is configured), the path and query matched in place
  /// (for a custom scheme, the host as the first segment, the text from the `/` before it).
  ///
  /// Reads only links that Foundation reads the same way: a host of letters, digits, `-` and
  /// `.` only (no user, port, escapes or IP literal), and a path after an `http`/`https`
  /// host. Anything else is ``DirectRead/unusual``, for the accessors to read.
  ///
  /// - Parameters:
  ///   - all: The URL's text, already checked (a `URL`'s own, or a link's scanned as plain).
  ///   - origin: Whether the link comes from outside the app.
  func readDirectly(_ all: UnsafeBufferPointer<UInt8>, origin: DeepLinkOrigin) throws(DeepLinkError) -> DirectRead {
    let count = all.count
    var colon = 0
    while colon < count && all[colon] != UInt8(ascii: ":") { colon += 1 }
    let slash = UInt8(ascii: "/")
    guard colon > 0, colon + 2 < count, all[colon + 1] == slash, all[colon + 2] == slash else { return .unusual }
    let hostStart = colon + 3
    var hostEnd = hostStart
    if let base = all.baseAddress {
      // Eight bytes at a time while they are all host bytes; the bytes from the first other
      // one on are read one by one below.
      while hostEnd &+ 8 <= count {
        let others = Self.nonHostBytes(UnsafeRawPointer(base + hostEnd).loadUnaligned(as: UInt64.self))
        if others != 0 {
          hostEnd &+= others.trailingZeroBitCount &>> 3
          break
        }
        hostEnd &+= 8
      }
    }
    while hostEnd < count {
      let byte = all[hostEnd]
      if byte == slash || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
      guard DeepLinkPattern.isLetter(byte) || DeepLinkPattern.isDigit(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      else { return .unusual }
      hostEnd += 1
    }
    let scheme = UnsafeBufferPointer(rebasing: all[0..<colon])
    let host = UnsafeBufferPointer(rebasing: all[hostStart..<hostEnd])
    let hasPath = hostEnd < count && all[hostEnd] == slash
    var input = InputOrigin(scheme: nil, host: nil, reachesPathOnly: true, isExternal: origin == .external)
    let pathStart: Int
    if let web = Self.webScheme(scheme) {
      guard !host.isEmpty, hasPath else { return .unusual }
      input.scheme = web
      if let known = universalHostNames.index(of: host) {
        input.host = universalHostNames.texts[known]
      } else {
        let lowered = String(decoding: host.lazy.map(ByteTable.fold), as: UTF8.self)
        if !Self.host(lowered, isIn: universalLinkHosts) {
          guard Self.host(lowered, isIn: patternHosts) else { throw .hostNotAccepted(lowered) }
          input.reachesPathOnly = false
        }
        input.host = lowered
      }
      pathStart = hostEnd
    } else if let known = customSchemeNames.index(of: scheme) {
      input.scheme = customSchemeNames.texts[known]
      if customSchemeIsExclusive[known] { input.reachesPathOnly = false }
      if host.isEmpty {
        guard hasPath else { return .unusual }
        pathStart = hostEnd
      } else {
        // `/host/path?query`: the text from the `/` before the host.
        input.firstSegmentIsHost = true
        pathStart = hostStart - 1
      }
    } else {
      return .unusual
    }
    let text = UnsafeBufferPointer(rebasing: all[pathStart..<count])
    let found = try withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * Self.inlineSegments) {
      (inline) throws(DeepLinkError) -> RawMatch? in
      try match(all: text, inline: inline, origin: input)
    }
    return .read(found)
  }
}
