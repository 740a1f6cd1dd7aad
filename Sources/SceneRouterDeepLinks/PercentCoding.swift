/// Percent-decoding and -encoding over UTF-8 bytes, and the checks every decoded value passes.
enum PercentCoding {
  /// The value of one hexadecimal digit, or nil.
  @inline(__always)
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// Decodes `source` once into `target`, returning the decoded length.
  ///
  /// `target` must hold at least `source.count` bytes. Throws for a `%` not followed by
  /// two hexadecimal digits.
  static func decode(
    _ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) throws(DeepLinkError) -> Int {
    var read = 0
    var write = start
    while read < source.count {
      let byte = source[read]
      if byte == UInt8(ascii: "%") {
        guard read + 2 < source.count else { throw .malformedPercentEscape }
        guard let high = hexValue(source[read + 1]), let low = hexValue(source[read + 2]) else {
          throw .malformedPercentEscape
        }
        target[write] = high << 4 | low
        read += 3
      } else {
        target[write] = byte
        read += 1
      }
      write += 1
    }
    return write - start
  }

  /// How many leading bytes, in whole words of eight, are printable ASCII (0x20 to 0x7E):
  /// no byte at or above 0x80, below 0x20, or equal to 0x7F. The caller checks the rest.
  @inline(__always)
  static func printableASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var index = 0
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let below = (word &- 0x20 &* ones) & ~word
      let delete = word ^ (0x7F &* ones)
      let isDelete = (delete &- ones) & ~delete
      guard (word | below | isDelete) & highs == 0 else { break }
      index += 8
    }
    return index
  }

  /// Whether every byte is printable ASCII (0x20 to 0x7E): such bytes always pass ``validate(_:)``.
  static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = printableASCIIWords(bytes)
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20 && byte < 0x7F else { return false }
      index += 1
    }
    return true
  }

  /// Checks decoded bytes: valid UTF-8 and no control character (C0, DEL or C1).
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) {
    // Eight bytes at a time while they are plainly printable ASCII; then byte by byte.
    var index = printableASCIIWords(bytes)
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
        index += 1
        continue
      }
      let length: Int
      var scalar: UInt32
      switch byte {
      case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
      case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
      case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
      default: throw .invalidUTF8
      }
      guard index + length <= count else { throw .invalidUTF8 }
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { throw .invalidUTF8 }
        scalar = scalar << 6 | UInt32(next & 0x3F)
      }
      switch length {
      case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): throw .invalidUTF8
      case 4 where scalar < 0x10000 || scalar > 0x10FFFF: throw .invalidUTF8
      default: break
      }
      if scalar >= 0x80 && scalar <= 0x9F { throw .controlCharacter }
      index += length
    }
  }

  /// Decodes a whole string once, checking the result; used off the hot path (query items).
  static func decode(_ text: Substring) throws(DeepLinkError) -> String {
    var text = text
    return try text.withUTF8Throwing { (source) throws(DeepLinkError) -> String in
      if !source.contains(UInt8(ascii: "%")) {
        try validate(source)
        return String(decoding: source, as: UTF8.self)
      }
      var buffer = [UInt8](repeating: 0, count: source.count)
      return try buffer.withMutableBufferThrowing { (target) throws(DeepLinkError) -> String in
        let length = try decode(source, into: target, at: 0)
        let decoded = UnsafeBufferPointer(rebasing: target[0..<length])
        try validate(decoded)
        return String(decoding: decoded, as: UTF8.self)
      }
    }
  }

  /// The bytes left unescaped in a path segment: RFC 3986 unreserved characters and a few sub-delimiters.
  static func isSegmentSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"):
      true
    default:
      false
    }
  }

  /// The bytes left unescaped in a query key or value: as in a segment, plus `/` and `?`, less `&`, `=`, `+`, `;`.
  static func isQuerySafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "?"): true
    case UInt8(ascii: ";"): false
    default: isSegmentSafe(byte)
    }
  }

  /// Percent-encodes every byte that `isSafe` refuses.
  static func encode(_ text: String, isSafe: (UInt8) -> Bool) -> String {
    let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isSafe(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
