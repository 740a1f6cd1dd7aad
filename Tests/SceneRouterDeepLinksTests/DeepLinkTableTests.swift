import Foundation
import PropertyBased
import Testing

@testable import SceneRouterDeepLinks

@Suite("DeepLinkTable")
struct DeepLinkTableTests {
  static let configuration = DeepLinkMatcherConfiguration(
    customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"])

  static func table(_ configuration: DeepLinkMatcherConfiguration = configuration) throws -> DeepLinkTable<SampleRoute> {
    try DeepLinkTable(configuration: configuration, SampleRoute.entries)
  }

  /// Characters that need percent-encoding, or that a parser may trip on, and a few that do not.
  static let characters: [Character] = [
    "a", "Z", "0", "9", " ", "/", "?", "#", "%", "&", "=", "+", ":", "é", "漢", "😀", "@", "\"", ".", "-", "~", ";",
  ]

  /// Strings that a path segment can carry: not empty, not `.` or `..`.
  static let segmentText = Gen.element(of: characters).map { $0 ?? "a" }.string(of: 1...12).filter { text in
    text != "." && text != ".."
  }

  /// Strings that a query value can carry.
  static let queryText = Gen.element(of: characters).map { $0 ?? "a" }.string(of: 0...12)

  /// Whether a browser reads `text` as a link to another host, by the rule the table documents
  /// (written here on its own, for the characters above): after leading spaces, `//`, or a
  /// scheme followed by `://`, or `http:`/`https:`. The test table allows only its own host,
  /// which these characters cannot spell.
  static func readsAsForeignLink(_ text: String) -> Bool {
    let read = text.drop { $0 == " " }
    if read.hasPrefix("//") { return true }
    guard let colon = read.firstIndex(of: ":") else { return false }
    let scheme = read[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return false }
    return ["http", "https"].contains(scheme.lowercased()) || read[colon...].dropFirst().hasPrefix("//")
  }

  static let uuid = Gen<UInt8>.value().array(of: 16).map { bytes in
    UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
        bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  static let shared: DeepLinkTable<SampleRoute>? = try? table()

  /// The route read back from the route's URL, recording an issue when either direction fails.
  static func roundTrip(_ route: SampleRoute, origin: EntrySource = .link) -> SampleRoute? {
    do {
      let table = try #require(shared)
      let url = try table.url(for: route)
      return try table.route(for: url, origin: origin)
    } catch {
      Issue.record("\(route): \(error)")
      return nil
    }
  }

  /// Checks that `route` survives route -> URL -> route, or, when one of its `values` (named
  /// in the pattern's order) reads as a link to another host, that the table refuses to print
  /// it with the error reading it back would give: it never prints a URL it would refuse.
  static func expectRoundTrip(
    _ route: SampleRoute, values: KeyValuePairs<String, String?>, origin: EntrySource = .link,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let (name, target) = values.first(where: { $0.value.map(readsAsForeignLink) ?? false }) else {
      #expect(roundTrip(route, origin: origin) == route, sourceLocation: sourceLocation)
      return
    }
    let expected = DeepLinkError.redirectNotAllowed(parameter: name, target: target ?? "")
    #expect(throws: expected, sourceLocation: sourceLocation) { try shared?.url(for: route) }
  }

  @Test("a product id survives route -> URL -> route")
  func productRoundTrip() async {
    await propertyCheck(input: Gen.int()) { id in
      #expect(Self.roundTrip(.product(id: id)) == .product(id: id))
    }
  }

  @Test("an order UUID survives route -> URL -> route")
  func orderRoundTrip() async {
    await propertyCheck(input: Self.uuid) { id in
      #expect(Self.roundTrip(.order(id: id)) == .order(id: id))
    }
  }

  @Test("a user name needing percent-encoding survives route -> URL -> route")
  func userRoundTrip() async {
    await propertyCheck(input: Self.segmentText) { name in
      Self.expectRoundTrip(.user(name: name), values: ["name": name])
    }
  }

  @Test(
    "a user name that reads as a link to another host is refused in print as in reading (property-test finding)",
    arguments: [" //:", "//:", "  //a:b", "//evil.example", " //evil.example", "https:x", " Https:x", "a+1://b"])
  func userNamesReadingAsLinks(name: String) throws {
    let table = try Self.table()
    #expect(throws: DeepLinkError.redirectNotAllowed(parameter: "name", target: name)) {
      try table.url(for: .user(name: name))
    }
    #expect(Self.readsAsForeignLink(name))
  }

  @Test(
    "a user name with slashes or colons that does not read as a link survives the round trip",
    arguments: [" /:", ":", " :", "a//b", "a:/b", "é://b", "1a://b", " / /x", "//shop.example.com/x"])
  func userNamesNotReadingAsForeignLinks(name: String) {
    #expect(Self.roundTrip(.user(name: name)) == .user(name: name))
  }

  @Test("every user name of up to three of the test characters survives the round trip or is refused as a link")
  func everyShortUserName() {
    var names = Self.characters.map { String($0) }
    var last = names
    for _ in 2...3 {
      last = last.flatMap { prefix in Self.characters.map { prefix + String($0) } }
      names += last
    }
    var refused = 0
    for name in names where name != "." && name != ".." {
      if Self.readsAsForeignLink(name) { refused += 1 }
      Self.expectRoundTrip(.user(name: name), values: ["name": name])
    }
    #expect(names.count == 22 + 22 * 22 + 22 * 22 * 22)
    // "//", " //" and "//" followed by any one character; a scheme followed by "://" needs four or more.
    #expect(refused == 24)
  }

  @Test("does not print a URL that another entry reads first")
  func refusesURLsAnotherEntryReads() throws {
    let userEntry = try #require(SampleRoute.entries.first { $0.pattern == "/users/:name" })
    let table = try DeepLinkTable(
      configuration: Self.configuration,
      [DeepLinkEntry("/users/me", parse: { _ in .home }, print: { _ in nil }), userEntry])
    #expect(throws: DeepLinkError.unprintableRoute(#"user(name: "me")"#)) { try table.url(for: .user(name: "me")) }
    #expect(try table.url(for: .user(name: "bo")).absoluteString == "https://shop.example.com/users/bo")
  }

  @Test("a search with optional query items survives route -> URL -> route")
  func searchRoundTrip() async {
    await propertyCheck(input: Self.queryText, Gen.int(), Self.queryText.optional) { query, page, sort in
      Self.expectRoundTrip(.search(query: query, page: page, sort: sort), values: ["query": query, "sort": sort])
    }
  }

  @Test("a file path of several segments survives route -> URL -> route")
  func fileRoundTrip() async {
    let segment = Self.segmentText.filter { !$0.contains("/") }
    await propertyCheck(input: segment.array(of: 0...5)) { segments in
      let path = segments.joined(separator: "/")
      Self.expectRoundTrip(.file(path: path), values: ["**": path])
    }
  }

  @Test("an internal-only route survives the round trip inside the app only")
  func settingsRoundTrip() async throws {
    await propertyCheck(input: Self.segmentText) { section in
      Self.expectRoundTrip(.settings(section: section), values: ["section": section], origin: .app)
    }
    let table = try Self.table()
    #expect(throws: DeepLinkError.notExposed(pattern: "/settings/:section")) {
      try table.route(for: table.url(for: .settings(section: "privacy")))
    }
  }

  @Test(
    "prints URLs from the same patterns that read them",
    arguments: [
      (SampleRoute.home, "https://shop.example.com/"),
      (.product(id: 42), "https://shop.example.com/product/42"),
      (.order(id: UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!), "https://shop.example.com/orders/3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
      (.user(name: "Jürgen K/2"), "https://shop.example.com/users/J%C3%BCrgen%20K%2F2"),
      (.search(query: "red & blue=1+1", page: 2, sort: nil), "https://shop.example.com/search?q=red%20%26%20blue%3D1%2B1&page=2"),
      (.search(query: "x", page: 1, sort: "new"), "https://shop.example.com/search?q=x&page=1&sort=new"),
      (.file(path: "a/b c"), "https://shop.example.com/files/a/b%20c"),
    ])
  func printsURLs(route: SampleRoute, expected: String) throws {
    #expect(try Self.table().url(for: route).absoluteString == expected)
  }

  @Test("prints custom-scheme URLs when the app has no universal-link host")
  func printsCustomSchemeURLs() throws {
    let table = try Self.table(DeepLinkMatcherConfiguration(customSchemes: ["myapp"]))
    #expect(try table.url(for: .product(id: 42)).absoluteString == "myapp://product/42")
    #expect(try table.url(for: .home).absoluteString == "myapp://")
    #expect(try table.route(for: "myapp://product/42") == .product(id: 42))
    #expect(try table.route(for: URL(string: "myapp:///product/42")!) == .product(id: 42))
  }

  @Test(
    "refuses values that cannot be read back",
    arguments: [
      (SampleRoute.user(name: ""), DeepLinkError.unprintableValue(pattern: "/users/:name", name: "name", value: "")),
      (.user(name: ".."), .unprintableValue(pattern: "/users/:name", name: "name", value: "..")),
      (.user(name: "a\u{7}"), .unprintableValue(pattern: "/users/:name", name: "name", value: "a\u{7}")),
      (.file(path: "a//b"), .unprintableValue(pattern: "/files/**", name: "**", value: "")),
    ])
  func refusesUnprintableValues(route: SampleRoute, error: DeepLinkError) throws {
    #expect(throws: error) { try Self.table().url(for: route) }
  }

  @Test("reports what went wrong when reading a route")
  func readingErrors() throws {
    let table = try Self.table()
    #expect(throws: DeepLinkError.noMatch) { try table.route(for: "/nowhere") }
    #expect(throws: DeepLinkError.pathTraversal) { try table.route(for: "/users/%2e%2e") }
    #expect(throws: DeepLinkError.notExposed(pattern: "/settings/:section")) {
      try table.route(for: "myapp://settings/privacy")
    }
  }

  @Test("refuses a table whose patterns conflict")
  func refusesConflictingTable() {
    let entries = SampleRoute.entries + [
      DeepLinkEntry<SampleRoute>("/users/:id", parse: { _ in .home }, print: { _ in nil })
    ]
    #expect(throws: DeepLinkPatternError.conflict(pattern: "/users/:id", existing: "/users/:name")) {
      try DeepLinkTable(configuration: Self.configuration, entries)
    }
  }

  @Test("reads typed values and reports missing or invalid ones")
  func typedValues() throws {
    let parameters = DeepLinkParameters([("id", "42"), ("name", "x")])
    #expect(try parameters.value("id", as: Int.self) == 42)
    #expect(throws: DeepLinkError.missingParameter("page")) { try parameters.value("page", as: Int.self) }
    #expect(throws: DeepLinkError.invalidParameter(name: "name", value: "x", type: "Int")) {
      try parameters.value("name", as: Int.self)
    }
    #expect(Int(deepLinkText: "+42") == nil)
    #expect(Bool(deepLinkText: "true") == true)
  }
}

@Suite("DeepLinkTable limits")
struct DeepLinkTableLimitTests {
  @Test("a route whose URL would be longer than the table reads is not printed (fuzzer finding)")
  func printedURLsStayReadable() throws {
    let table = try DeepLinkTableTests.table()
    // Every space becomes %20: 3,000 spaces print as 9,000 bytes, past the 8 KiB limit.
    let route = SampleRoute.search(query: String(repeating: " ", count: 3_000), page: 1, sort: nil)
    #expect(throws: DeepLinkError.self) { _ = try table.url(for: route) }
    do {
      _ = try table.url(for: route)
    } catch {
      #expect(error.description.hasPrefix("the URL is 90"))
      #expect(error.description.hasSuffix("bytes long, more than the limit of 8192"))
    }
    let short = SampleRoute.search(query: "red shoes", page: 1, sort: nil)
    #expect(try table.route(for: table.url(for: short).absoluteString) == short)
  }
}
