import Testing

@testable import SceneRouterDeepLinks

@Suite("A registered route's compact record")
struct RouteTrieRouteTests {
  static func route(
    scheme: String? = nil, query: [RouteTrie.QueryRequirement] = [], rank: Int, pathNameCount: Int, catchAllSlot: Int,
    catchAllNeedsOne: Bool = false
  ) -> RouteTrie.Route {
    RouteTrie.Route(
      pattern: DeepLinkPattern(registered: "/a"), scheme: scheme, host: nil, exposure: .external,
      parameterNames: [], query: query, rank: rank, isPlain: scheme == nil && query.isEmpty, namedSlots: [],
      pathNameCount: pathNameCount, catchAllSlot: catchAllSlot, catchAllNeedsOne: catchAllNeedsOne)
  }

  @Test("takes 48 bytes")
  func size() {
    #expect(MemoryLayout<RouteTrie.Route>.stride == 48)
  }

  @Test(
    "gives back the counts and rank it was made with, boxing only what a plain route cannot hold",
    arguments: [
      // (scheme, rank, path names, catch-all slot, needs one, boxed)
      (nil, 0, 2, -1, false, false),
      (nil, 1, 3, 2, true, false),
      (nil, 0, 40_000, 39_999, false, true),
      (nil, 1, 32_767, 32_766, true, true),
      (nil, 0, 32_766, -1, false, false),
      ("myapp", 2_000, 1, -1, false, true),
    ] as [(String?, Int, Int, Int, Bool, Bool)])
  func roundTrip(
    scheme: String?, rank: Int, pathNameCount: Int, catchAllSlot: Int, catchAllNeedsOne: Bool, boxed: Bool
  ) {
    let route = Self.route(
      scheme: scheme, rank: rank, pathNameCount: pathNameCount, catchAllSlot: catchAllSlot,
      catchAllNeedsOne: catchAllNeedsOne)
    let read = [route.rank, route.pathNameCount, route.catchAllSlot]
    #expect(read == [rank, pathNameCount, catchAllSlot])
    #expect((route.extras != nil) == boxed)
    #expect(route.scheme == scheme)
  }
}
