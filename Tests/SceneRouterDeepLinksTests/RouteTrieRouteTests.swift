import Testing

@testable import SceneRouterDeepLinks

@Suite("A registered route's record")
struct RouteTrieRouteTests {
  /// Every field a route's record holds, one line per pattern.
  static func describe(_ patterns: [String], internalOnly: Set<String> = []) throws -> [String] {
    var trie = RouteTrie(configuration: .init(customSchemes: ["myapp"]))
    for pattern in patterns {
      _ = try trie.register(expanding: pattern, exposure: internalOnly.contains(pattern) ? .internalOnly : .external)
    }
    return trie.routes.map { route in
      "\(route.text): names \(route.names) rank \(route.rank) pathNames \(route.pathNameCount) "
        + "catchAll \(route.endsInCatchAll) needsOne \(route.catchAllNeedsOne) plain \(route.isPlain) "
        + "exposure \(route.exposure) scheme \(route.scheme ?? "-") query \(route.query.map(\.name))"
    }
  }

  @Test("holds the names, counts and rank of each pattern; a `*` captures nothing")
  func roundTrip() throws {
    let lines = try Self.describe([
      "/users/:id", "/teams/:id", "/files/**", "/files/:kind/**+", "/x/*/:name", "myapp://open/:id",
      "/search?q=:q&page=:page(int)=1", "/static/page", "/rooms/:a-:b", "/w/*/:id/**", "/admin/:id",
    ], internalOnly: ["/admin/:id"])
    #expect(
      lines == [
        "/users/:id: names [\"id\"] rank 0 pathNames 1 catchAll false needsOne false plain true exposure external scheme - query []",
        "/teams/:id: names [\"id\"] rank 0 pathNames 1 catchAll false needsOne false plain true exposure external scheme - query []",
        "/files/**: names [\"**\"] rank 0 pathNames 1 catchAll true needsOne false plain true exposure external scheme - query []",
        "/files/:kind/**+: names [\"kind\", \"**\"] rank 1 pathNames 2 catchAll true needsOne true plain true exposure external scheme - query []",
        "/x/*/:name: names [\"name\"] rank 0 pathNames 1 catchAll false needsOne false plain true exposure external scheme - query []",
        "myapp://open/:id: names [\"id\"] rank 2000 pathNames 1 catchAll false needsOne false plain false exposure external scheme myapp query []",
        "/search?q=:q&page=:page(int)=1: names [\"q\", \"page\"] rank 2 pathNames 0 catchAll false needsOne false plain false exposure external scheme - query [\"q\", \"page\"]",
        "/static/page: names [] rank 0 pathNames 0 catchAll false needsOne false plain true exposure external scheme - query []",
        "/rooms/:a-:b: names [\"a\", \"b\"] rank 0 pathNames 2 catchAll false needsOne false plain true exposure external scheme - query []",
        "/w/*/:id/**: names [\"id\", \"**\"] rank 0 pathNames 2 catchAll true needsOne false plain true exposure external scheme - query []",
        "/admin/:id: names [\"id\"] rank 0 pathNames 1 catchAll false needsOne false plain true exposure internalOnly scheme - query []",
      ])
  }

  @Test("keeps large counts: a segment of 40,000 captures")
  func largeCounts() throws {
    let pattern = "/big/" + (0..<40_000).map { ":p\($0)" }.joined(separator: "-")
    var trie = RouteTrie(configuration: .init())
    _ = try trie.register(expanding: pattern, exposure: .external)
    let route = trie.routes[0]
    #expect([route.pathNameCount, route.endsInCatchAll ? 1 : 0] == [40_000, 0])
    #expect(route.names.count == 40_000)
    #expect(route.names.last == "p39999")
  }

  @Test("matches a route of 256 path names, the last a catch-all")
  func manyPathNames() throws {
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
    #expect([matcher.trie.routes[0].scheme, matcher.trie.routes[1].scheme] == ["myapp", nil])
    let first = try #require(try matcher.match("myapp://open/7"))
    let second = try #require(try matcher.match(path: "/plain/8"))
    #expect([first.pattern, second.pattern] == [parsed, try DeepLinkPattern("/plain/:id")])
    #expect([first.value, second.value] == [1, 2])
    #expect(first.pattern.scheme == "myapp")
    #expect(second.pattern.parameterNames == ["id"])
  }
}
