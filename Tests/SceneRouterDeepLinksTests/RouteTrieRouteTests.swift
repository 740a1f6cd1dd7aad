import Testing

@testable import SceneRouterDeepLinks

@Suite("A registered route's compact record")
struct RouteTrieRouteTests {
  @Test("takes 48 bytes: the pattern (text and parsed parts), then plain integers")
  func size() {
    #expect(MemoryLayout<RouteTrie.Route>.stride == 48)
    #expect(MemoryLayout<DeepLinkPattern>.stride == 24)
  }

  /// Every field a route's record gives back, read through the trie, one line per pattern.
  static func describe(_ patterns: [String]) throws -> [String] {
    var trie = RouteTrie(configuration: .init(customSchemes: ["myapp"]))
    for pattern in patterns { _ = try trie.register(expanding: pattern, exposure: .external) }
    return trie.routes.indices.map { index in
      let route = trie.routes[index]
      let extras = trie.extras(ofRoute: Int32(index))
      let slots = (0..<Int(route.pathNameCount)).map { trie.slot(of: route, $0) }
      return
        "\(route.pattern.text): names \(route.names) \(trie.parameterNames(of: Int32(index))) "
        + "rank \(trie.rank(of: Int32(index))) pathNames \(route.pathNameCount) catchAll \(route.catchAllSlot) "
        + "needsOne \(route.catchAllNeedsOne) plain \(route.isPlain) slots \(slots) "
        + "extras \(extras.map { "\($0.scheme ?? "-") \($0.query.map(\.name))" } ?? "none")"
    }
  }

  @Test("gives back the names, counts, slots and rank of each pattern; routes with the same names share one list")
  func roundTrip() throws {
    let lines = try Self.describe([
      "/users/:id", "/teams/:id", "/files/**", "/files/:kind/**+", "/x/*/:name", "myapp://open/:id",
      "/search?q=:q&page=:page(int)=1", "/static/page", "/rooms/:a-:b",
    ])
    #expect(
      lines == [
        "/users/:id: names 1 [\"id\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true slots [0] extras none",
        "/teams/:id: names 1 [\"id\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true slots [0] extras none",
        "/files/**: names 2 [\"**\"] rank 0 pathNames 1 catchAll 0 needsOne false plain true slots [0] extras none",
        "/files/:kind/**+: names 3 [\"kind\", \"**\"] rank 1 pathNames 2 catchAll 1 needsOne true plain true slots [0, 1] extras none",
        "/x/*/:name: names 4 [\"name\"] rank 0 pathNames 1 catchAll -1 needsOne false plain true slots [1] extras - []",
        "myapp://open/:id: names 1 [\"id\"] rank 2000 pathNames 1 catchAll -1 needsOne false plain false slots [0] extras myapp []",
        "/search?q=:q&page=:page(int)=1: names 5 [\"q\", \"page\"] rank 2 pathNames 0 catchAll -1 needsOne false plain false slots [] extras - [\"q\", \"page\"]",
        "/static/page: names 0 [] rank 0 pathNames 0 catchAll -1 needsOne false plain true slots [] extras none",
        "/rooms/:a-:b: names 6 [\"a\", \"b\"] rank 0 pathNames 2 catchAll -1 needsOne false plain true slots [0, 1] extras none",
      ])
  }

  @Test("keeps counts past 16 bits: a segment of 40,000 captures")
  func largeCounts() throws {
    let pattern = "/big/" + (0..<40_000).map { ":p\($0)" }.joined(separator: "-")
    var trie = RouteTrie(configuration: .init())
    _ = try trie.register(expanding: pattern, exposure: .external)
    let route = trie.routes[0]
    #expect([route.pathNameCount, route.catchAllSlot] == [40_000, -1])
    #expect(trie.parameterNames(of: 0).count == 40_000)
    #expect(trie.parameterNames(of: 0).last == "p39999")
  }
}
