import Testing

@testable import SceneRouterDeepLinks

@Suite("Parsing a pattern's segments in one pass")
struct DeepLinkPatternParsingTests {
  /// Texts of every length from 1 to 40 around the bytes the scan looks for, so that each
  /// path through it (whole words, the shifted last word, a text shorter than a word) is read.
  static let texts: [String] = {
    var texts = [
      "/a", "/:id", "/a/b", "/%41/*", "/**+", "/area5/resource12/:id/items/:item",
      "/area5/resource12/static/page", "/x:y/z%2F/w*", "/a/:id(int)/detail", "//", "/.well-known/x",
      "/abcdefg/h", "/abcdefgh/", "/abcdefghijklmno:/p", "/abcdefghijklmnop%", "é/ü:/*",
    ]
    for length in 1...40 {
      for mark in "/:%*a".utf8 {
        var bytes = Array(repeating: UInt8(ascii: "b"), count: length)
        bytes[length / 2] = mark
        texts.append(String(decoding: bytes, as: UTF8.self))
        bytes[length - 1] = UInt8(ascii: "/")
        texts.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    return texts
  }()

  /// The scan's answer, worked out byte by byte.
  static func expectedScan(_ bytes: [UInt8], from start: Int, to limit: Int) -> (end: Int, marked: Bool) {
    var marked = false
    for index in start..<limit {
      switch bytes[index] {
      case UInt8(ascii: "/"): return (index, marked)
      case UInt8(ascii: ":"), UInt8(ascii: "%"), UInt8(ascii: "*"): marked = true
      default: break
      }
    }
    return (limit, marked)
  }

  @Test("ends each segment at its '/' and sees a ':', '%' or '*' before it, as a byte-by-byte reading does")
  func scansLikeByteByByte() {
    var mismatches: [String] = []
    for text in Self.texts {
      var copy = text
      let bytes = Array(text.utf8)
      copy.withUTF8 { buffer in
        let parser = DeepLinkPattern.Parser(bytes: buffer, text: text)
        for limit in 0...bytes.count {
          for start in 0...limit {
            let scan = parser.scanSegment(from: start, to: limit)
            let expected = Self.expectedScan(bytes, from: start, to: limit)
            if scan.end != expected.end || scan.marked != expected.marked {
              mismatches.append("\(text) \(start)..<\(limit): \(scan) instead of \(expected)")
            }
          }
        }
      }
    }
    #expect(mismatches == [])
  }

  /// A record's fields as text, to compare two records whole.
  static func describe(_ record: DeepLinkPattern.SegmentRecord) -> String {
    "\(record.kind) \(record.start)..<\(record.end) type \(record.typeStart)..<\(record.typeEnd) decoded \(record.decodedIndex)"
  }

  @Test(
    "reads a plain literal or a lone ':name' as the full segment parser does, and leaves every other segment to it",
    arguments: [
      ("/area5", true), ("/:id", true), ("/:a_1", true), ("/resource12345678", true), ("/a(b)", true),
      ("/.well-known", false), ("/.", false), ("/..", false), ("/:", false), ("/:id(int)", false),
      ("/:a-:b", false), ("/a:b", false), ("/%41", false), ("/*", false), ("/**", false), ("/**+", false),
      ("/a*b", false), ("/é", false), ("/:é", false), ("/", false),
    ])
  func plainSegments(text: String, isPlain: Bool) throws {
    var copy = text
    let outcome = copy.withUTF8 { buffer -> (plain: String?, full: String) in
      let parser = DeepLinkPattern.Parser(bytes: buffer, text: text)
      let scan = parser.scanSegment(from: 1, to: buffer.count)
      let plain = parser.plainSegment(1, scan.end, marked: scan.marked).map(Self.describe)
      var decoded: [String] = []
      let full: String
      do {
        full = Self.describe(try parser.parseSegment(1, scan.end, decoded: &decoded))
      } catch {
        full = "\(error)"
      }
      return (plain, full)
    }
    #expect((outcome.plain != nil) == isPlain)
    if let plain = outcome.plain { #expect(plain == outcome.full) }
  }
}
