import Testing

@testable import SceneRouterDeepLinks

@Suite("A node's literal children: the only one loose, two or more in the shared table")
struct RouteTrieLiteralChildTests {
  /// For each pattern registered in turn: how the children of the nodes it passes are kept,
  /// then what every probe path matches (pattern, or `-`).
  static func trace(_ patterns: [String], probes: [String], caseSensitive: Bool) throws -> [String] {
    var matcher = DeepLinkMatcher<String>(configuration: .init(caseSensitivePaths: caseSensitive))
    var lines: [String] = []
    for pattern in patterns {
      try matcher.register(pattern, value: pattern)
      let nodes = matcher.trie.nodes
      let kept = nodes.indices.map { index in
        nodes[index].literal >= 0 ? "1" : nodes[index].hasLiterals ? "T" : "0"
      }.joined()
      let found = probes.map { probe in (try? matcher.match(path: probe))?.value ?? "-" }
      lines.append("\(pattern.prefix(20)) | \(kept) | \(found.map { $0.prefix(20) }.joined(separator: " "))")
    }
    return lines
  }

  static let long = String(repeating: "L", count: 300)
  /// A first literal child of 300 bytes (a five-byte length) later moved into the table, a
  /// percent-decoded literal stored in the table and one kept loose, and a root literal
  /// differing only in case.
  static let patterns = ["/shop/Cart", "/shop/orders", "/shop/%41bc/:id", "/long/" + long, "/long/%78", "/Shop", "/q/%41%42"]
  static let probes = [
    "/shop/Cart", "/shop/cart", "/SHOP/ORDERS", "/shop/Abc/7", "/shop/abc/7", "/long/" + long,
    "/long/" + long.lowercased(), "/long/x", "/long/y", "/shop", "/Shop", "/q/AB", "/q/ab",
  ]

  @Test("case-sensitive: a second literal child moves the first into the table; every child stays found")
  func caseSensitive() throws {
    #expect(
      try Self.trace(Self.patterns, probes: Self.probes, caseSensitive: true) == [
        "/shop/Cart | 110 | /shop/Cart - - - - - - - - - - - -",
        "/shop/orders | 1T00 | /shop/Cart - - - - - - - - - - - -",
        "/shop/%41bc/:id | 1T0000 | /shop/Cart - - /shop/%41bc/:id - - - - - - - - -",
        "/long/LLLLLLLLLLLLLL | TT000010 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - - - - - - -",
        "/long/%78 | TT0000T00 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - - - -",
        "/Shop | TT0000T000 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - /Shop - -",
        "/q/%41%42 | TT0000T00010 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - /Shop /q/%41%42 -",
      ])
  }

  @Test("case-insensitive: loose and moved children compare folded, decoded ones too")
  func caseInsensitive() throws {
    #expect(
      try Self.trace(Self.patterns, probes: Self.probes, caseSensitive: false) == [
        "/shop/Cart | 110 | /shop/Cart /shop/Cart - - - - - - - - - - -",
        "/shop/orders | 1T00 | /shop/Cart /shop/Cart /shop/orders - - - - - - - - - -",
        "/shop/%41bc/:id | 1T0000 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id - - - - - - - -",
        "/long/LLLLLLLLLLLLLL | TT000010 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL - - - - - -",
        "/long/%78 | TT0000T00 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - - - - -",
        "/Shop | TT0000T00 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - /Shop /Shop - -",
        "/q/%41%42 | TT0000T0010 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - /Shop /Shop /q/%41%42 /q/%41%42",
      ])
  }

  @Test("a node record stays 16 bytes, a node's extras 20")
  func sizes() {
    #expect(MemoryLayout<RouteTrie.Node>.stride == 16)
    #expect(MemoryLayout<RouteTrie.NodeExtras>.stride == 20)
  }
}
