import Testing

@testable import SceneRouterDeepLinks

@Suite("FoldedNames finds a configured name whatever its case, and nothing else")
struct FoldedNamesTests {
  static let names = FoldedNames(["Shop.Example.com", "a", "myapp", "exactly8", "nine-char", ""])

  static func index(_ text: String) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { names.index(of: $0) }
  }

  @Test("finds each name in any case")
  func findsNames() {
    #expect(Self.index("shop.example.com") == 0)
    #expect(Self.index("SHOP.EXAMPLE.COM") == 0)
    #expect(Self.index("A") == 1)
    #expect(Self.index("MyApp") == 2)
    #expect(Self.index("EXACTLY8") == 3)
    #expect(Self.index("Nine-Char") == 4)
    #expect(Self.index("") == 5)
  }

  @Test("a text differing from a name in one byte, at any position, is not found")
  func refusesNearMisses() {
    var found: [String] = []
    for name in ["shop.example.com", "a", "myapp", "exactly8", "nine-char"] {
      let bytes = Array(name.utf8)
      for position in bytes.indices {
        for replacement in [UInt8(ascii: "_"), bytes[position] ^ 0x20, bytes[position] ^ 0x80] {
          var changed = bytes
          changed[position] = replacement
          // Only a letter's case may change and still match.
          let letter = ByteTable.fold(bytes[position]) != bytes[position] || ByteTable.fold(replacement) == bytes[position]
          if replacement == bytes[position] ^ 0x20 && letter { continue }
          let text = String(decoding: changed, as: UTF8.self)
          if changed.withUnsafeBufferPointer({ Self.names.index(of: $0) }) != nil { found.append(text) }
        }
      }
    }
    #expect(found == [])
  }
}
