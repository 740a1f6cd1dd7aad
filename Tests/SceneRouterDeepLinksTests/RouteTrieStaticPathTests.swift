import Testing

@testable import SceneRouterDeepLinks

@Suite("Static paths are found by the same walk as every other path")
struct RouteTrieStaticPathTests {
  @Test("every static and dynamic path is found, long ones and case-folded ones too")
  func segmentCounts() throws {
    let long = (0..<30).map { "s\($0)" }.joined(separator: "/")
    let longer = (0..<70).map { "t\($0)" }.joined(separator: "/")
    var matcher = DeepLinkMatcher<String>(configuration: .init(caseSensitivePaths: false))
    for pattern in ["/", "/a", "/a/B/c", "/" + long, "/" + longer, "/a/:id", "/a/:id/c/d", "/%41/x"] {
      try matcher.register(pattern, value: pattern)
    }
    let probes = ["/", "/A", "/a/b/C", "/" + long, "/" + longer, "/a/7", "/a/7/c/d", "/a/x", "/A/X", "/a/b/c/d/e"]
    let found = probes.map { probe in (try? matcher.match(path: probe))?.value.prefix(12) ?? "-" }
    #expect(found == ["/", "/a", "/a/B/c", "/s0/s1/s2/s3", "/t0/t1/t2/t3", "/a/:id", "/a/:id/c/d", "/%41/x", "/%41/x", "-"])
  }

  @Test("a table without static patterns finds its routes")
  func noStaticPatterns() throws {
    var matcher = DeepLinkMatcher<Int>()
    try matcher.register("/users/:id", value: 1)
    try matcher.register("/files/**", value: 2)
    #expect(try ["/users/4", "/files/a/b", "/users"].map { try matcher.match(path: $0)?.value } == [1, 2, nil])
  }
}
