import Testing

@testable import SceneRouterDeepLinks

@Suite("ByteTable hashes eight bytes at a time")
struct ByteTableTests {
  @Test("folding a word lowercases exactly the ASCII capitals, byte by byte, at every position")
  func foldWord() {
    var mismatches: [String] = []
    for byte in 0...255 {
      for position in 0..<8 {
        let word = UInt64(byte) << UInt64(8 * position) | 0x4161_7a5a_2040_5b60 & ~(0xFF << UInt64(8 * position))
        var expected: UInt64 = 0
        for offset in 0..<8 {
          let original = UInt8(truncatingIfNeeded: word >> UInt64(8 * offset))
          expected |= UInt64(ByteTable.fold(original)) << UInt64(8 * offset)
        }
        if ByteTable.foldWord(word) != expected { mismatches.append("\(byte)@\(position)") }
      }
    }
    #expect(mismatches == [])
  }

  @Test("comparing equal-length bytes finds a difference at every position of every length up to 24")
  func comparesBytes() {
    var wrong: [String] = []
    for length in 0...24 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 &+ $0) }
      let same = bytes.withUnsafeBufferPointer { left in
        bytes.withUnsafeBufferPointer { right in sameBytes(left, right) }
      }
      if !same { wrong.append("\(length) equal") }
      for position in 0..<length {
        var other = bytes
        other[position] ^= 0x80
        let equal = bytes.withUnsafeBufferPointer { left in
          other.withUnsafeBufferPointer { right in sameBytes(left, right) }
        }
        if equal { wrong.append("\(length) differing at \(position)") }
      }
    }
    #expect(wrong == [])
  }

  @Test("a folding table hashes text as its lowercase; lengths and tails tell texts apart")
  func hashes() {
    func hash(_ text: String, folding: Bool) -> UInt64 {
      Array(text.utf8).withUnsafeBufferPointer { ByteTable.hash($0, folding: folding) }
    }
    let texts = ["", "a", "Resource12345", "RESOURCE12345", "résumé-ÉTÉ", "ab", "ab\u{0}", "abcdefgh", "abcdefghi"]
    for text in texts {
      let lowered = String(decoding: text.utf8.map(ByteTable.fold), as: UTF8.self)
      #expect(hash(text, folding: true) == hash(lowered, folding: false), "\(text)")
    }
    let distinct = Set(texts.filter { $0 != "RESOURCE12345" }.map { hash($0, folding: false) })
    #expect(distinct.count == texts.count - 1)
  }
}

@Suite("The path scan skips plain bytes eight at a time")
struct PathScanTests {
  static func needsLook(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
      || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%")
  }

  @Test("the first byte marked is the first byte that needs a look, for every byte at every position")
  func firstMarked() {
    var mismatches: [String] = []
    for byte in 0...255 {
      for position in 0..<8 {
        // Plain letters around the byte; a byte before it that needs a look is never skipped.
        var bytes = Array("abcdefgh".utf8)
        bytes[position] = UInt8(byte)
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let special = RouteTrie.specialBytes(word)
        let expected = bytes.firstIndex(where: Self.needsLook)
        let found = special == 0 ? nil : special.trailingZeroBitCount / 8
        if found != expected { mismatches.append("\(byte)@\(position)") }
      }
    }
    #expect(mismatches == [])
  }
}
