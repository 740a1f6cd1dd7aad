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
      ("/:id(int)", true), ("/:a_1(t_2)", true), ("/:9(Int9)", true),
      ("/.well-known", false), ("/.", false), ("/..", false), ("/:", false), ("/:id(", false), ("/:id()", false),
      ("/:id(in t)", false), ("/:(int)", false), ("/:id(int)x", false), ("/:id(int))", false), ("/:id((int)", false),
      ("/:id(i%41)", false), ("/:id(int)(x)", false), ("/:i-d(int)", false), ("/:id(é)", false), ("/:id)", false),
      ("/:id(int", false), ("/:id(a)b)", false),
      ("/:a-:b", false), ("/a:b", false), ("/%41", false), ("/*", false), ("/**", false), ("/**+", false),
      ("/a*b", false), ("/é", false), ("/:é", false), ("/", false),
    ])
  func plainSegments(text: String, isPlain: Bool) throws {
    let outcome = Self.readings(text, segmentAt: 1)
    #expect((outcome.plain != nil) == isPlain)
    if let plain = outcome.plain { #expect(plain == outcome.full) }
  }

  /// The segment of `text` starting at byte `start` as the fast path reads it (nil when it
  /// leaves the segment to the full parser) and as the full segment parser reads it (or its error).
  static func readings(_ text: String, segmentAt start: Int) -> (plain: String?, full: String) {
    var copy = text
    return copy.withUTF8 { buffer in
      let parser = DeepLinkPattern.Parser(bytes: buffer, text: text)
      let scan = parser.scanSegment(from: start, to: buffer.count)
      let plain = parser.plainSegment(start, scan.end, marked: scan.marked).map(Self.describe)
      var decoded: [String] = []
      do {
        return (plain, Self.describe(try parser.parseSegment(start, scan.end, decoded: &decoded)))
      } catch {
        return (plain, "\(error)")
      }
    }
  }

  /// Whether `text` is one or more letters, digits or `_`.
  static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { DeepLinkPattern.isLetter($0) || DeepLinkPattern.isDigit($0) || $0 == 95 }
  }

  @Test(
    "reads ':name(type)' as the full segment parser does, for every spelling of name and type, and leaves every malformed one to it"
  )
  func typedParameters() {
    var mismatches: [String] = []
    for name in ["", "id", "a_1", "9", "i-d", "é", "ab%41"] {
      for open in ["", "(", "(("] {
        for type in ["", "int", "t_2", "in t", "%41", "(int", "é", ":x"] {
          for close in ["", ")", "))", ")x", "x)"] {
            let segment = ":" + name + open + type + close
            let text = "/a/" + segment + "/b"
            let outcome = Self.readings(text, segmentAt: 3)
            // A name, then nothing or a type name in parentheses ending the segment.
            let body = segment.dropFirst()
            let expectedPlain: Bool
            if let parenthesis = body.firstIndex(of: "(") {
              let rest = body[parenthesis...]
              expectedPlain =
                Self.isName(String(body[..<parenthesis])) && rest.hasSuffix(")")
                && Self.isName(String(rest.dropFirst().dropLast()))
            } else {
              expectedPlain = Self.isName(String(body))
            }
            if (outcome.plain != nil) != expectedPlain || (outcome.plain != nil && outcome.plain != outcome.full) {
              mismatches.append("\(segment): \(outcome.plain ?? "nil") / \(outcome.full)")
            }
          }
        }
      }
    }
    #expect(mismatches == [])
  }

  @Test(
    "refuses a malformed typed parameter with the same error as before",
    arguments: [
      ("/x/:id(", "pattern '/x/:id(' has a malformed typed parameter ':id('"),
      ("/x/:id()", "pattern '/x/:id()' has a malformed typed parameter ':id()'"),
      ("/x/:id(in t)", "pattern '/x/:id(in t)' has a malformed typed parameter ':id(in t)'"),
      ("/x/:(int)", "pattern '/x/:(int)' has a parameter with an empty name"),
      ("/x/:id)", "pattern '/x/:id)' has a malformed typed parameter ':id)'"),
      ("/x/:id(int)/:id(uuid)", "pattern '/x/:id(int)/:id(uuid)' uses the parameter name 'id' twice"),
      ("/x/:id(int)/:id", "pattern '/x/:id(int)/:id' uses the parameter name 'id' twice"),
    ])
  func malformedTypedParameters(text: String, message: String) {
    var copy = text
    var records: [DeepLinkPattern.SegmentRecord] = []
    let outcome = copy.withUTF8 { buffer -> String in
      do {
        _ = try DeepLinkPattern.Parser(bytes: buffer, text: text).parse(into: &records)
        return "parsed"
      } catch {
        return "\(error)"
      }
    }
    #expect(outcome == message)
  }

  /// The survey's answers, worked out byte by byte.
  static func expectedSurvey(_ bytes: [UInt8]) -> String {
    let question = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
    let optional = bytes.indices.contains { index in
      index < question && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "(")
        && bytes[index + 1] == UInt8(ascii: "/")
    }
    let printable = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    let fragment = bytes.contains(UInt8(ascii: "#"))
    return "printable \(printable) fragment \(fragment) question \(question) optional \(optional)"
  }

  /// Texts of every length from 0 to 40 with one or two of the bytes the survey looks for
  /// (and their neighbours, which a borrow can mark) at every place.
  static let surveyTexts: [[UInt8]] = {
    let marks: [[UInt8]] = [
      Array("?".utf8), Array("#".utf8), Array("(/".utf8), Array("(".utf8), Array("/".utf8), Array("()/".utf8),
      Array("(?/".utf8), Array("?(/".utf8), Array("\"".utf8), Array(">".utf8), Array("./".utf8), Array("/.".utf8),
      [0x1F], [0x7F], [0x20], [0x7E], [0x80], [0xFF], Array("é".utf8), [0x00], [0x24], [0x22], [0x3E], [0x27], [0x29],
    ]
    var texts: [[UInt8]] = []
    for length in 0...40 {
      for first in marks {
        for position in 0...length where position + first.count <= length {
          var bytes = Array(repeating: UInt8(ascii: "b"), count: length)
          bytes.replaceSubrange(position..<(position + first.count), with: first)
          texts.append(bytes)
          for second in [Array("(/".utf8), Array("?".utf8), Array("#".utf8), [0x7F]] {
            var both = bytes
            let at = (position * 7 + 3) % max(1, length)
            if at + second.count <= length {
              both.replaceSubrange(at..<(at + second.count), with: second)
              texts.append(both)
            }
          }
        }
      }
    }
    return texts
  }()

  @Test("finds printable ASCII, '#', the first '?' and a '(/' before it as a byte-by-byte reading does")
  func surveysLikeByteByByte() {
    var mismatches: [String] = []
    for bytes in Self.surveyTexts {
      let survey = bytes.withUnsafeBufferPointer { DeepLinkPattern.Survey($0) }
      let found =
        "printable \(survey.isPrintableASCII) fragment \(survey.hasFragment) question \(survey.question)"
        + " optional \(survey.hasOptionalPart)"
      let expected = Self.expectedSurvey(bytes)
      if found != expected { mismatches.append("\(bytes): \(found) instead of \(expected)") }
    }
    #expect(mismatches == [])
  }

  @Test("keeps its answers in one word, so that a parser holding them stays five words (passed without retaining the text)")
  func surveyIsOneWord() {
    #expect(MemoryLayout<DeepLinkPattern.Survey>.size == 8)
    #expect(MemoryLayout<DeepLinkPattern.Parser>.size == 40)
  }

  @Test("parses into records left from an earlier pattern, longer or shorter, as into an empty array")
  func reusesRecords() throws {
    let texts = [
      "/area5/resource12/:id/items/:item", "/a", "/", "/x/:id(int)/detail?q=:q", "/a/b/c/d/e/f/g/h/i/j",
      "/a//b", "/v:major(int).:minor(int)/info", "/files/**", "myapp://host/:id", "/a/%41/b",
    ]
    var reused: [DeepLinkPattern.SegmentRecord] = []
    for text in texts + texts.reversed() {
      var copy = text
      let outcomes = copy.withUTF8 { buffer -> (reused: String, fresh: String) in
        func outcome(_ records: inout [DeepLinkPattern.SegmentRecord]) -> String {
          do {
            let parts = try DeepLinkPattern.Parser(bytes: buffer, text: text).parse(into: &records)
            return records.map(Self.describe).joined(separator: "; ") + " decoded \(parts.decodedLiterals)"
          } catch {
            return "\(error)"
          }
        }
        var fresh: [DeepLinkPattern.SegmentRecord] = []
        return (outcome(&reused), outcome(&fresh))
      }
      #expect(outcomes.reused == outcomes.fresh, "\(text)")
    }
  }
}
