import Foundation
import Testing

@testable import SceneRouterDeepLinks

/// Registering walks a pattern's path once and looks for a conflict before it makes any node
/// (`RouteTrie.register`); these tests hold that walk to the rule it implements, written
/// here as plainly as possible.
@Suite("Registering refuses exactly the patterns matching the same URLs as one before")
struct RouteTrieConflictTests {
  /// SplitMix64: the same sequence on every run.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Segment kinds; `#` becomes the segment's position, so that no name is used twice.
  static let segments = ["a", "b", ":x#", ":y#", "*", ":n#(int)", ":m#(int)"]
  static let endings = ["", "/**", "/**+"]
  static let prefixes = ["", "myapp://"]
  static let queries = ["", "?q=:q", "?q=:r&p=:p?"]

  /// A random pattern of the generator's small language.
  static func pattern(_ generator: inout Generator) -> String {
    let count = 1 + generator.next(2)
    let path = (0..<count).map { position in
      segments[generator.next(segments.count)].replacingOccurrences(of: "#", with: "\(position)")
    }.joined(separator: "/")
    return prefixes[generator.next(prefixes.count)] + "/" + path + endings[generator.next(endings.count)]
      + queries[generator.next(queries.count)]
  }

  /// The URLs a pattern matches, as a key: `:name` and `*` alike, typed parameters by type,
  /// optional query items dropped, required ones by key.
  static func shape(_ pattern: String) -> String {
    let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0].split(separator: "/", omittingEmptySubsequences: true).map { segment -> String in
      if segment.hasSuffix("(int)") { return "(int)" }
      if segment.hasPrefix(":") || segment == "*" { return "*" }
      return String(segment)
    }
    let query = parts.count > 1
      ? parts[1].split(separator: "&").filter { !$0.hasSuffix("?") }.map { $0.split(separator: "=")[0] }.sorted()
      : []
    return path.joined(separator: "/") + " " + query.joined(separator: "&")
  }

  @Test("for 400 random sets of 12 patterns, a pattern is refused exactly when one registered before has its shape, naming it")
  func refusesExactlyTheSameShape() throws {
    var generator = Generator(state: 15)
    var refusals = 0
    var mismatches: [String] = []
    for _ in 0..<400 {
      var matcher = DeepLinkMatcher<String>(configuration: .init(customSchemes: ["myapp"]))
      var registered: [String: String] = [:]
      for _ in 0..<12 {
        let pattern = Self.pattern(&generator)
        let expected = registered[Self.shape(pattern)]
        let probes = ["/a/b", "/a/1/b", "myapp://a/x/y", "/b/2?q=v", "/a/b/c/d?q=1&p=2", "/b/a/x"]
        let before = probes.map { try? matcher.match($0)?.pattern.text }
        do {
          try matcher.register(pattern, value: pattern)
          if let expected { mismatches.append("\(pattern) accepted after \(expected)") }
          registered[Self.shape(pattern)] = pattern
        } catch {
          refusals += 1
          if error != .conflict(pattern: pattern, existing: expected ?? "none") {
            mismatches.append("\(pattern): \(error), expected \(expected ?? "no error")")
          }
          // Refused: the matcher answers as it did before.
          let after = probes.map { try? matcher.match($0)?.pattern.text }
          if after != before { mismatches.append("\(pattern) changed the matcher: \(before) -> \(after)") }
        }
      }
      #expect(matcher.count == registered.count)
    }
    #expect(mismatches == [])
    // The sets are small enough for conflicts to be common.
    #expect(refusals > 200, "\(refusals)")
  }
}
