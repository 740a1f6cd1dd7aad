import Testing

@testable import SceneRouterDeepLinks

@Suite("A node's literal children, in the shared table, are found as registered, decoded and case-folded")
struct RouteTrieLiteralChildTests {
  /// For each pattern registered in turn: what every probe path matches (pattern, or `-`).
  static func trace(_ patterns: [String], probes: [String], caseSensitive: Bool) throws -> [String] {
    var matcher = DeepLinkMatcher<String>(configuration: .init(caseSensitivePaths: caseSensitive))
    var lines: [String] = []
    for pattern in patterns {
      try matcher.register(pattern, value: pattern)
      let found = probes.map { probe in (try? matcher.match(path: probe))?.value ?? "-" }
      lines.append("\(pattern.prefix(20)) | \(found.map { $0.prefix(20) }.joined(separator: " "))")
    }
    return lines
  }

  static let long = String(repeating: "L", count: 300)
  /// A literal of 300 bytes, percent-decoded literals, and a root literal differing only in case.
  static let patterns = ["/shop/Cart", "/shop/orders", "/shop/%41bc/:id", "/long/" + long, "/long/%78", "/Shop", "/q/%41%42"]
  static let probes = [
    "/shop/Cart", "/shop/cart", "/SHOP/ORDERS", "/shop/Abc/7", "/shop/abc/7", "/long/" + long,
    "/long/" + long.lowercased(), "/long/x", "/long/y", "/shop", "/Shop", "/q/AB", "/q/ab",
  ]

  @Test("case-sensitive: every child stays found as more are registered")
  func caseSensitive() throws {
    #expect(
      try Self.trace(Self.patterns, probes: Self.probes, caseSensitive: true) == [
        "/shop/Cart | /shop/Cart - - - - - - - - - - - -",
        "/shop/orders | /shop/Cart - - - - - - - - - - - -",
        "/shop/%41bc/:id | /shop/Cart - - /shop/%41bc/:id - - - - - - - - -",
        "/long/LLLLLLLLLLLLLL | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - - - - - - -",
        "/long/%78 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - - - -",
        "/Shop | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - /Shop - -",
        "/q/%41%42 | /shop/Cart - - /shop/%41bc/:id - /long/LLLLLLLLLLLLLL - /long/%78 - - /Shop /q/%41%42 -",
      ])
  }

  @Test("case-insensitive: children compare folded, decoded ones too")
  func caseInsensitive() throws {
    #expect(
      try Self.trace(Self.patterns, probes: Self.probes, caseSensitive: false) == [
        "/shop/Cart | /shop/Cart /shop/Cart - - - - - - - - - - -",
        "/shop/orders | /shop/Cart /shop/Cart /shop/orders - - - - - - - - - -",
        "/shop/%41bc/:id | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id - - - - - - - -",
        "/long/LLLLLLLLLLLLLL | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL - - - - - -",
        "/long/%78 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - - - - -",
        "/Shop | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - /Shop /Shop - -",
        "/q/%41%42 | /shop/Cart /shop/Cart /shop/orders /shop/%41bc/:id /shop/%41bc/:id /long/LLLLLLLLLLLLLL /long/LLLLLLLLLLLLLL /long/%78 - /Shop /Shop /q/%41%42 /q/%41%42",
      ])
  }
}
