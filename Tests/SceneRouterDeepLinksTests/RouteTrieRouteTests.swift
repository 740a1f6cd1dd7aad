import Testing

@testable import SceneRouterDeepLinks

@Suite("A registered route's compact record")
struct RouteTrieRouteTests {
  @Test("takes 32 bytes: the pattern's text, then plain integers")
  func size() {
    #expect(MemoryLayout<RouteTrie.Route>.stride == 32)
  }

  /// Every field a route's record gives back, read through the trie, one line per pattern.
  static func describe(_ patterns: [String], internalOnly: Set<String> = []) throws -> [String] {
    var trie = RouteTrie(configuration: .init(customSchemes: ["myapp"]))
    for pattern in patterns {
      _ = try trie.register(expanding: pattern, exposure: internalOnly.contains(pattern) ? .internalOnly : .external)
    }
    return trie.routes.indices.map { index in
      let route = trie.routes[index]
      let extras = trie.extras(ofRoute: Int32(index))
      let slots = (0..<trie.pathNameCount(of: route)).map { trie.slot(of: route, $0) }
      return
        "\(route.text): names \(route.names) \(trie.parameterNames(of: Int32(index))) "
        + "rank \(trie.rank(of: Int32(index))) pathNames \(trie.pathNameCount(of: route)) "
        + "catchAll \(trie.catchAllSlot(of: route)) needsOne \(route.catchAllNeedsOne) plain \(route.isPlain) "
        + "exposure \(route.exposure) slots \(slots) "
        + "extras \(extras.map { "\($0.scheme ?? "-") \($0.query.map(\.name))" } ?? "none")"
    }
  }

  @Test("gives back the names, counts, slots and rank of each pattern; routes with the same names share one list")
  func roundTrip() throws {
    let lines = try Self.describe([
      "/users/:id", "/teams/:id", "/files/**", "/files/:kind/**+", "/x/*/:name", "myapp://open/:id",
      "/search?q=:q&page=:page(int)=1", "/static/page", "/rooms/:a-:b", "/w/*/:id/**", "/admin/:id",
    ], internalOnly: ["/admin/:id"])
    #expect(
      lines == [
        "/users/:id: names 1 [\"id\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true exposure external slots [0] extras none",
        "/teams/:id: names 1 [\"id\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true exposure external slots [0] extras none",
        "/files/**: names 2 [\"**\"] rank 0 pathNames 1 catchAll 0 needsOne false plain true exposure external slots [0] extras none",
        "/files/:kind/**+: names 3 [\"kind\", \"**\"] rank 1 pathNames 2 catchAll 1 needsOne true plain true exposure external slots [0, 1] extras none",
        "/x/*/:name: names 4 [\"name\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true exposure external slots [1] extras - []",
        "myapp://open/:id: names 1 [\"id\"] rank 2000 pathNames 1 catchAll -1 needsOne false plain false exposure external slots [0] extras myapp []",
        "/search?q=:q&page=:page(int)=1: names 5 [\"q\", \"page\"] rank 2 pathNames 0 catchAll -1 needsOne false plain false exposure external slots [] extras - [\"q\", \"page\"]",
        "/static/page: names 0 [] rank 0 pathNames 0 catchAll -1 needsOne false plain true exposure external slots [] extras none",
        "/rooms/:a-:b: names 6 [\"a\", \"b\"] rank 0 pathNames 2 catchAll -1 needsOne false plain true exposure external slots [0, 1] extras none",
        "/w/*/:id/**: names 7 [\"id\", \"**\"] rank 0 pathNames 2 catchAll 2 needsOne false plain true exposure external slots [1, 2] extras - []",
        "/admin/:id: names 1 [\"id\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true exposure internalOnly slots [0] extras none",
      ])
  }

  @Test("keeps counts past 16 bits: a segment of 40,000 captures")
  func largeCounts() throws {
    let pattern = "/big/" + (0..<40_000).map { ":p\($0)" }.joined(separator: "-")
    var trie = RouteTrie(configuration: .init())
    _ = try trie.register(expanding: pattern, exposure: .external)
    let route = trie.routes[0]
    #expect([trie.pathNameCount(of: route), trie.catchAllSlot(of: route)] == [40_000, -1])
    #expect(trie.parameterNames(of: 0).count == 40_000)
    #expect(trie.parameterNames(of: 0).last == "p39999")
  }

  @Test("keeps a count of 255 path names or more in the route's extras, below in the route")
  func countsAroundTheRouteLimit() throws {
    var trie = RouteTrie(configuration: .init())
    for count in [254, 255, 256] {
      let captures = (0..<count - 1).map { ":p\($0)" }.joined(separator: "-")
      _ = try trie.register(expanding: "/n\(count)/\(captures)/**", exposure: .internalOnly)
    }
    let described = trie.routes.indices.map { index in
      let route = trie.routes[index]
      return [
        route.shortPathNameCount, trie.pathNameCount(of: route), trie.catchAllSlot(of: route),
        Int(route.extras), route.exposure == .internalOnly ? 1 : 0, route.endsInCatchAll ? 1 : 0,
      ]
    }
    #expect(described == [[254, 254, 253, -1, 1, 1], [255, 255, 254, 0, 1, 1], [255, 256, 255, 1, 1, 1]])
    let matcher = try {
      var matcher = DeepLinkMatcher<Int>()
      let captures = (0..<255).map { ":p\($0)" }.joined(separator: "-")
      try matcher.register("/n/\(captures)/**", value: 7)
      return matcher
    }()
    let path = "/n/" + (0..<255).map { "v\($0)" }.joined(separator: "-") + "/rest/of/it"
    let match = try #require(try matcher.match(path: path))
    #expect(match.parameters.count == 256)
    #expect(match.parameters["p254"] == "v254")
    #expect(match.parameters["**"] == "rest/of/it")
  }

  @Test("gives back a match's pattern as its text, whether it was registered parsed or as text")
  func patterns() throws {
    var matcher = DeepLinkMatcher<Int>(configuration: .init(customSchemes: ["myapp"]))
    let parsed = try DeepLinkPattern("myapp://open/:id")
    try matcher.register(parsed, value: 1)
    try matcher.register("/plain/:id", value: 2)
    #expect([matcher.trie.extras(ofRoute: 0)?.scheme, matcher.trie.extras(ofRoute: 1)?.scheme] == ["myapp", nil])
    let first = try #require(try matcher.match("myapp://open/7"))
    let second = try #require(try matcher.match(path: "/plain/8"))
    #expect([first.pattern, second.pattern] == [parsed, try DeepLinkPattern("/plain/:id")])
    #expect([first.value, second.value] == [1, 2])
    #expect(first.pattern.scheme == "myapp")
    #expect(second.pattern.parameterNames == ["id"])
  }
}
