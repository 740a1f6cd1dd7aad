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

@Suite("ByteTable stores and finds keys")
struct ByteTableStorageTests {
  @Test("keys that differ only in their last bytes spread over the slots of a small table")
  func spreadsShortKeys() {
    func lowBits(_ texts: [String], _ mask: UInt64) -> Int {
      Set(texts.map { text in Array(text.utf8).withUnsafeBufferPointer { ByteTable.hash($0, folding: false) & mask } })
        .count
    }
    // 97 keys in 256 slots: about 80 distinct slots if placed at random; the hash that kept
    // only the low half of a 64-bit product gave 3.
    #expect(lowBits((0..<97).map { "area\($0)" }, 255) >= 64)
    // 1,000 keys in 2,048 slots: about 800 at random.
    #expect(lowBits((0..<1000).map { "resource\($0)" }, 2047) >= 700)
  }

  @Test("finds every key stored, of every length and under any parent, as the table and its key bytes grow")
  func storesAndFinds() {
    for folding in [false, true] {
      var table = ByteTable(folding: folding)
      var keys: [(bytes: [UInt8], parent: Int32)] = []
      for index in 0..<3000 {
        let length = index % 41
        let bytes = (0..<length).map { UInt8(ascii: "A") &+ UInt8(truncatingIfNeeded: ($0 &* 7 &+ index) % 26) }
        keys.append((bytes, Int32(index % 13)))
      }
      var stored: [Int32] = []
      for (offset, key) in keys.enumerated() {
        stored.append(key.bytes.withUnsafeBufferPointer { table.insert($0, parent: key.parent, value: Int32(offset)) })
      }
      var mismatches: [String] = []
      for (offset, key) in keys.enumerated() {
        let found = key.bytes.withUnsafeBufferPointer { table.value(for: $0, parent: key.parent) }
        let again = key.bytes.withUnsafeBufferPointer { table.insert($0, parent: key.parent, value: -7) }
        let lowered = key.bytes.map(ByteTable.fold)
        let foundLowered = lowered.withUnsafeBufferPointer { table.value(for: $0, parent: key.parent) }
        if found != stored[offset] || again != stored[offset] || (foundLowered == stored[offset]) != (folding || lowered == key.bytes) {
          mismatches.append("\(offset): \(String(describing: found)) \(again) \(String(describing: foundLowered))")
        }
      }
      #expect(mismatches == [], "folding \(folding)")
      #expect(table.count == Set(keys.map { "\($0.parent) \($0.bytes)" }).count)
    }
  }

  @Test("keys of 255 bytes and more (a five-byte length before them) are found and told apart")
  func storesLongKeys() {
    let lengths = [0, 1, 254, 255, 256, 1_000, 70_000]
    let texts = lengths.flatMap { [String(repeating: "x", count: $0), String(repeating: "x", count: $0) + "y"] }
    for folding in [false, true] {
      var copied = ByteTable(folding: folding)
      let stored = texts.enumerated().map { offset, text in
        Array(text.utf8).withUnsafeBufferPointer { copied.insert($0, value: Int32(offset)) }
      }
      let found = texts.map { text in Array(text.utf8).withUnsafeBufferPointer { copied.value(for: $0) } }
      #expect(stored == texts.indices.map { Int32($0) })
      #expect(found == texts.indices.map { Optional(Int32($0)) })
    }
  }

  @Test("a key stored again leaves the table as it was: the first value, the same count, every key still found")
  func keepsFirstValue() {
    for folding in [false, true] {
      var table = ByteTable(folding: folding)
      func insert(_ text: String, parent: Int32, value: Int32) -> Int32 {
        Array(text.utf8).withUnsafeBufferPointer { table.insert($0, parent: parent, value: value) }
      }
      let texts = (0..<200).map { "/static\($0)/page" } + ["/", "/a", String(repeating: "x", count: 300)]
      let stored = texts.enumerated().map { insert($0.element, parent: Int32($0.offset % 3), value: Int32($0.offset)) }
      let again = texts.enumerated().map { insert($0.element, parent: Int32($0.offset % 3), value: -1) }
      // The same text under another parent is another key.
      let elsewhere = insert("/static7/page", parent: 2, value: 999)
      #expect(stored == Array(0..<203))
      #expect(again == stored)
      #expect(elsewhere == 999)
      #expect(table.count == 204)
      let found = texts.enumerated().map { offset, text in
        Array(text.utf8).withUnsafeBufferPointer { table.value(for: $0, parent: Int32(offset % 3)) }
      }
      #expect(found == (0..<203).map { Optional(Int32($0)) })
      let missing = Array("/static7/page".utf8).withUnsafeBufferPointer { table.value(for: $0, parent: 0) }
      #expect(missing == nil)
    }
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
