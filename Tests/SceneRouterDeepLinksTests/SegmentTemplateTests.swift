import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("A segment mixing text and captures")
struct SegmentTemplateTests {
  /// The rule as the template's documentation states it, written as plain recursion: each
  /// capture takes the shortest non-empty run (of its type) after which the rest matches.
  /// The captures it gives, or nil.
  static func expected(_ parts: [SegmentTemplate.Part], _ segment: [UInt8], types: [DeepLinkParameterType]) -> [Int]? {
    func rest(_ index: Int, _ position: Int) -> [Int]? {
      guard index < parts.count else { return position == segment.count ? [] : nil }
      switch parts[index] {
      case .text(let text):
        guard position + text.count <= segment.count, Array(segment[position..<(position + text.count)]) == text else {
          return nil
        }
        return rest(index + 1, position + text.count)
      case .capture(let type):
        var end = position + 1
        while end <= segment.count {
          let value = Array(segment[position..<end])
          if type < 0 || value.withUnsafeBufferPointer({ types[type].accepts($0) }), let after = rest(index + 1, end) {
            return [position, end] + after
          }
          end += 1
        }
        return nil
      }
    }
    return rest(0, 0)
  }

  static func actual(_ template: SegmentTemplate, _ segment: [UInt8], types: [DeepLinkParameterType]) -> [Int]? {
    var captures = [Int](repeating: -1, count: 2 * template.captureCount + 4)
    let found = segment.withUnsafeBufferPointer { bytes in
      captures.withUnsafeMutableBufferPointer { captures in
        template.match(bytes, base: 100, folding: false, types: types, captures: captures, slot: 1)
      }
    }
    guard found else { return nil }
    #expect(captures[0] == -1 && captures[1] == -1, "slot 0 belongs to another capture")
    return captures[2..<(2 + 2 * template.captureCount)].map { $0 - 100 }
  }

  static func text(_ text: String) -> SegmentTemplate.Part { .text(Array(text.utf8)) }
  static let any = SegmentTemplate.Part.capture(type: -1)
  static let int = SegmentTemplate.Part.capture(type: 0)

  static let templates: [[SegmentTemplate.Part]] = [
    [any, text("-"), any],
    [any, text("-"), any, text("-"), any],
    [any, text("-"), any, text("-"), any, text("-"), any],
    [text("a"), any, text("-"), any],
    [any, text("-"), int, text("-"), any],
    [int, text("-"), int],
    [any, text("--"), any, text("-"), any],
    [any, text("-"), any, text("a")],
    [any, text("a-"), any, text("-1")],
    [int, text("1"), any],
    [any, text("-"), int, text("a"), int, text("-"), any, text("1")],
  ]

  @Test("gives the captures of the shortest-first rule for every segment of up to 8 bytes over 'a', '-' and '1'")
  func agreesWithTheRule() {
    let types: [DeepLinkParameterType] = [.int]
    let alphabet = Array("a-1".utf8)
    var segments: [[UInt8]] = [[]]
    var frontier: [[UInt8]] = [[]]
    for _ in 1...8 {
      frontier = frontier.flatMap { prefix in alphabet.map { prefix + [$0] } }
      segments += frontier
    }
    var compared = 0
    var matched = 0
    for parts in Self.templates {
      let template = SegmentTemplate(parts: parts)
      for segment in segments {
        let expected = Self.expected(parts, segment, types: types)
        let actual = Self.actual(template, segment, types: types)
        #expect(actual == expected, "\(parts) against \(String(decoding: segment, as: UTF8.self))")
        compared += 1
        if expected != nil { matched += 1 }
      }
    }
    #expect(compared == 11 * 9_841)
    // What the rule itself gives (not the template): the segments are not mostly refused.
    #expect(matched == 24_115)
  }

  @Test("refuses a segment of 8,000 separators in time linear in its length, not a power of it")
  func manySeparators() throws {
    // Before, the search tried every way to place the captures: 400 separators took 1.8 s,
    // 8,000 would take days. A regression shows as this test never finishing.
    let patterns = ["/x/:a-:b-:c-:d.pdf"]
    let dashes = String(repeating: "-", count: 8_000)
    #expect(DeepLinkMixedSegmentTests.outcome(patterns, "/x/" + dashes + ".pdg") == "no match")
    let matcher = try DeepLinkMatcherTests.matcher(patterns, configuration: DeepLinkWebAgreementTests.configuration)
    let match = try #require(try matcher.match(path: "/x/" + dashes + ".pdf"))
    #expect(match.parameters.map(\.value) == ["-", "-", "-", String(repeating: "-", count: 7_994)])
  }

  @Test("matches a segment of 20,000 captures without recursing once per capture")
  func manyCaptures() throws {
    let count = 20_000
    let pattern = "/x/" + (0..<count).map { ":p\($0)" }.joined(separator: "-")
    var matcher = DeepLinkMatcher<Int>(configuration: .init(maximumLength: 100_000))
    try matcher.register(pattern, value: 1)
    let path = "/x/" + [String](repeating: "v", count: count).joined(separator: "-")
    let match = try #require(try matcher.match(path: path))
    #expect(match.parameters.count == count)
    #expect(match.parameters.allSatisfy { $0.value == "v" })
    // One value short: the search fails after trying every place for every capture.
    let short = "/x/" + [String](repeating: "v", count: count - 1).joined(separator: "-")
    #expect(try matcher.match(path: short) == nil)
  }
}
