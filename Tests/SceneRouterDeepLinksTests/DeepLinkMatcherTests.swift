import Foundation
import PropertyBased
import Testing

@testable import SceneRouterDeepLinks

@Suite("DeepLinkMatcher")
struct DeepLinkMatcherTests {
  static let configuration = DeepLinkMatcherConfiguration(
    customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"], redirectHosts: ["partner.example.com"])

  static func matcher(_ patterns: [String], configuration: DeepLinkMatcherConfiguration = configuration) throws
    -> DeepLinkMatcher<String>
  {
    var matcher = DeepLinkMatcher<String>(configuration: configuration)
    for pattern in patterns { try matcher.register(pattern, value: pattern) }
    return matcher
  }

  /// The matched pattern and parameters as one line, or the error's description.
  static func outcome(_ matcher: DeepLinkMatcher<String>, _ link: String, origin: EntrySource = .link) -> String {
    do {
      guard let match = try matcher.match(link, origin: origin) else { return "no match" }
      return match.parameters.isEmpty ? match.value : "\(match.value) \(match.parameters)"
    } catch {
      return "error: \(error)"
    }
  }

  @Test("a copy registers on its own: neither matcher sees the other's later patterns, and a conflict in one leaves the other unchanged")
  func copiesRegisterOnTheirOwn() throws {
    var original = try Self.matcher(["/a/:id", "/b/:id/c/:name"])
    var copy = original
    // Each side registers a list of parameter names the other has not seen (the shared-name
    // table is registration state, copied on write).
    try copy.register("/copy/:id/c/:name", value: "/copy/:id/c/:name")
    try copy.register("/x/:x", value: "/x/:x")
    try original.register("/original/:x", value: "/original/:x")
    #expect(throws: DeepLinkPatternError.conflict(pattern: "/a/:other", existing: "/a/:id")) {
      try copy.register("/a/:other", value: "x")
    }
    try original.register("/copy/:id/c/:name", value: "/copy/:id/c/:name (original)")
    let links = ["/a/1", "/copy/2/c/x", "/original/3", "/b/4/c/y"]
    #expect(
      links.map { Self.outcome(copy, $0) } == [
        "/a/:id id=1", "/copy/:id/c/:name id=2, name=x", "no match", "/b/:id/c/:name id=4, name=y",
      ])
    #expect(
      links.map { Self.outcome(original, $0) } == [
        "/a/:id id=1", "/copy/:id/c/:name (original) id=2, name=x", "/original/:x x=3", "/b/:id/c/:name id=4, name=y",
      ])
    #expect((original.count, copy.count) == (4, 4))
  }

  @Test(
    "static paths are found whole: plain, escaped, the root, one named by a scheme besides a path-only one, and with paths ignoring case",
    arguments: [false, true])
  func staticPaths(ignoringCase: Bool) throws {
    var configuration = Self.configuration
    configuration.caseSensitivePaths = !ignoringCase
    let patterns = ["/", "/a/b", "/a%20b/c", "myapp://a/b", "/A/B/c", "/a/b/c/d/e/f/g/h", "/x"]
    let matcher = try Self.matcher(patterns, configuration: configuration)
    let links = ["/", "/a/b", "/a%20b/c", "myapp://a/b", "/A/B/c", "/a/B/C", "/a/b/c/d/e/f/g/h", "/x", "/y", "/a/b/c"]
    let expected = [
      "/", "/a/b", "/a%20b/c", "myapp://a/b", "/A/B/c", ignoringCase ? "/A/B/c" : "no match", "/a/b/c/d/e/f/g/h",
      "/x", "no match", ignoringCase ? "/A/B/c" : "no match",
    ]
    #expect(links.map { Self.outcome(matcher, $0) } == expected)
  }

  static let precedencePatterns = [
    "/users/:id", "/users/new", "/users/:id(int)", "/users/**", "/users/:id/posts",
    "/users/:id(uuid)/posts", "/users/:name/likes/:post(int)", "/users/*/likes/x",
  ]

  @Test(
    "literal beats typed beats parameter beats wildcard beats catch-all, whatever the order",
    arguments: [
      ("/users/new", "/users/new"),
      ("/users/42", "/users/:id(int) id=42"),
      ("/users/bob", "/users/:id id=bob"),
      ("/users/bob/posts", "/users/:id/posts id=bob"),
      ("/users/3f2504e0-4f89-11d3-9a0c-0305e82c3301/posts", "/users/:id(uuid)/posts id=3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
      ("/users/bob/likes/7", "/users/:name/likes/:post(int) name=bob, post=7"),
      ("/users/bob/likes/x", "/users/*/likes/x"),
      ("/users/bob/likes/y", "/users/** **=bob/likes/y"),
      ("/users", "/users/** **="),
      ("/users/a/b/c", "/users/** **=a/b/c"),
    ])
  func precedence(path: String, expected: String) throws {
    let forward = try Self.matcher(Self.precedencePatterns)
    let backward = try Self.matcher(Self.precedencePatterns.reversed())
    #expect(Self.outcome(forward, path) == expected)
    #expect(Self.outcome(backward, path) == expected)
  }

  @Test("backtracks when a more specific branch fails deeper")
  func backtracks() throws {
    let matcher = try Self.matcher(["/a/b/c", "/a/:x/d", "/a/*/e/f", "/a/**"])
    #expect(Self.outcome(matcher, "/a/b/c") == "/a/b/c")
    #expect(Self.outcome(matcher, "/a/b/d") == "/a/:x/d x=b")
    #expect(Self.outcome(matcher, "/a/b/e/f") == "/a/*/e/f")
    #expect(Self.outcome(matcher, "/a/b/e/g") == "/a/** **=b/e/g")
  }

  @Test(
    "refuses two patterns that match the same URLs, naming both",
    arguments: [
      ("/users/:id", "/users/:name", "patterns '/users/:id' and '/users/:name' match exactly the same URLs"),
      ("/users/:id", "/users/*", "patterns '/users/:id' and '/users/*' match exactly the same URLs"),
      ("/users/:id(int)", "/users/:n(int)/", "patterns '/users/:id(int)' and '/users/:n(int)/' match exactly the same URLs"),
      ("/files/**", "/files/**", "patterns '/files/**' and '/files/**' match exactly the same URLs"),
      ("/s?q=:q", "/s?q=:query&page=:p?", "patterns '/s?q=:q' and '/s?q=:query&page=:p?' match exactly the same URLs"),
      ("myapp://a/:x", "myapp:///a/:y", "patterns 'myapp://a/:x' and 'myapp:///a/:y' match exactly the same URLs"),
      ("/a/:x/*/c", "/a/*/:y/c", "patterns '/a/:x/*/c' and '/a/*/:y/c' match exactly the same URLs"),
      ("/s?q=:a&r=:b(int)", "/s?r=:c(int)&q=:d", "patterns '/s?q=:a&r=:b(int)' and '/s?r=:c(int)&q=:d' match exactly the same URLs"),
      ("/p/:a-:b(int)", "/p/:c-:d(int)", "patterns '/p/:a-:b(int)' and '/p/:c-:d(int)' match exactly the same URLs"),
      ("/a%2Fb/:x", "/a%2fb/*", "patterns '/a%2Fb/:x' and '/a%2fb/*' match exactly the same URLs"),
      ("https://shop.example.com/x/**+", "https://shop.example.com/x/**+", "patterns 'https://shop.example.com/x/**+' and 'https://shop.example.com/x/**+' match exactly the same URLs"),
    ])
  func refusesConflicts(first: String, second: String, message: String) throws {
    var matcher = DeepLinkMatcher<Int>(configuration: Self.configuration)
    try matcher.register(first, value: 1)
    #expect(throws: DeepLinkPatternError.conflict(pattern: second, existing: first)) {
      try matcher.register(second, value: 2)
    }
    #expect(DeepLinkPatternError.conflict(pattern: second, existing: first).description == message)
  }

  @Test("treats literals that differ only in ASCII case as the same when paths ignore case")
  func caseInsensitiveConflicts() throws {
    var configuration = Self.configuration
    configuration.caseSensitivePaths = false
    var matcher = DeepLinkMatcher<Int>(configuration: configuration)
    try matcher.register("/About/:x", value: 1)
    #expect(throws: DeepLinkPatternError.conflict(pattern: "/about/*", existing: "/About/:x")) {
      try matcher.register("/about/*", value: 2)
    }
    var sensitive = DeepLinkMatcher<Int>(configuration: Self.configuration)
    try sensitive.register("/About/:x", value: 1)
    try sensitive.register("/about/*", value: 2)
  }

  @Test("accepts patterns that differ in type, origin or required query items")
  func acceptsDistinctPatterns() throws {
    _ = try Self.matcher([
      "/users/:id", "/users/:id(int)", "/users/:id(uuid)", "https://shop.example.com/users/:id", "myapp://users/:id",
      "/users/:id?tab=:tab", "/users/:id?tab=:tab(int)", "/users/:id?tab=:tab&page=:page", "/p/:a-:b(int)",
      "/p/:a-:b", "/a/:x/*/c", "/a/*/:y/d", "https://*.example.com/users/:id", "/x/**", "/x/**+",
    ])
  }

  @Test(
    "refuses unknown types, schemes and invalid defaults at registration",
    arguments: [
      ("/users/:id(slug)", "pattern '/users/:id(slug)' uses the unknown parameter type 'slug'"),
      ("/s?page=:page(integer)", "pattern '/s?page=:page(integer)' uses the unknown parameter type 'integer'"),
      ("/s?page=:page(int)=first", "pattern '/s?page=:page(int)=first' gives 'page' the default 'first', which is not a value of its type"),
      ("other://x", "pattern 'other://x' names the scheme 'other', which the configuration does not list"),
    ])
  func refusesAtRegistration(pattern: String, message: String) {
    var matcher = DeepLinkMatcher<Int>(configuration: Self.configuration)
    do {
      try matcher.register(pattern, value: 1)
      Issue.record("registered \(pattern)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("reaches the same route from a custom scheme, a universal link and a bare path")
  func customSchemesAndUniversalLinks() throws {
    let matcher = try Self.matcher(["/product/:id(int)", "/"])
    for link in [
      "myapp://product/42", "myapp:///product/42", "MyApp://product/42", "myapp://PRODUCT/42",
      "https://shop.example.com/product/42",
      "HTTPS://SHOP.EXAMPLE.COM/product/42/", "/product/42", "https://shop.example.com/product/42#reviews",
    ] {
      #expect(Self.outcome(matcher, link) == "/product/:id(int) id=42", "\(link)")
    }
    #expect(Self.outcome(matcher, "myapp://") == "/")
    #expect(Self.outcome(matcher, "https://shop.example.com") == "/")
    let url = try #require(URL(string: "myapp://product/7"))
    #expect(try matcher.match(url)?.parameters["id"] == "7")
  }

  @Test("keeps patterns with a host to their host and scheme")
  func patternsWithHost() throws {
    let matcher = try Self.matcher(["https://help.example.com/article/:id", "/article/:id"])
    #expect(Self.outcome(matcher, "https://help.example.com/article/1") == "https://help.example.com/article/:id id=1")
    #expect(Self.outcome(matcher, "https://shop.example.com/article/1") == "/article/:id id=1")
    #expect(Self.outcome(matcher, "/article/1") == "/article/:id id=1")
    #expect(Self.outcome(matcher, "http://help.example.com/article/1") == "no match")
  }

  @Test("compares the path case-sensitively unless configured")
  func pathCase() throws {
    let sensitive = try Self.matcher(["/About"])
    #expect(Self.outcome(sensitive, "/About") == "/About")
    #expect(Self.outcome(sensitive, "/about") == "no match")
    var configuration = Self.configuration
    configuration.caseSensitivePaths = false
    let insensitive = try Self.matcher(["/About", "/a/:x"], configuration: configuration)
    #expect(Self.outcome(insensitive, "/ABOUT") == "/About")
    #expect(Self.outcome(insensitive, "/A/Bob") == "/a/:x x=Bob")
  }

  @Test(
    "splits first, then decodes each segment exactly once",
    arguments: [
      ("/users/4%2F2", "/users/:id id=4/2"),
      ("/users/%252e", "/users/:id id=%2e"),
      ("/users/J%C3%BCrgen", "/users/:id id=Jürgen"),
      ("/users/a+b", "/users/:id id=a+b"),
      ("/lit%65ral", "/literal"),
    ])
  func decodesOnce(path: String, expected: String) throws {
    let matcher = try Self.matcher(["/users/:id", "/literal"])
    #expect(Self.outcome(matcher, path) == expected)
  }

  @Test("reads query items: required, optional, defaults and types")
  func queryItems() throws {
    let matcher = try Self.matcher(["/search?q=:query&page=:page(int)=1&sort=:sort?", "/search"])
    #expect(Self.outcome(matcher, "/search?q=red%20shoes") == "/search?q=:query&page=:page(int)=1&sort=:sort? query=red shoes, page=1")
    #expect(
      Self.outcome(matcher, "/search?sort=new&q=x&page=3")
        == "/search?q=:query&page=:page(int)=1&sort=:sort? query=x, page=3, sort=new")
    #expect(Self.outcome(matcher, "/search?page=3") == "/search")
    #expect(Self.outcome(matcher, "/search?q=x&page=three") == "/search")
    let match = try #require(try matcher.match("/search?q=a&q=b&x"))
    #expect(match.query == DeepLinkParameters([("q", "a"), ("q", "b"), ("x", "")]))
    #expect(match.parameters["query"] == "a")
  }

  @Test("uses custom parameter types registered by name")
  func customTypes() throws {
    let slug = DeepLinkParameterType(name: "slug") { value in
      !value.isEmpty && value.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 >= 0x61 && $0 <= 0x7A) }
    }
    var configuration = Self.configuration
    configuration.parameterTypes = [slug]
    let matcher = try Self.matcher(["/posts/:slug(slug)", "/posts/:id(int)", "/posts/:other"], configuration: configuration)
    #expect(Self.outcome(matcher, "/posts/hello-world") == "/posts/:slug(slug) slug=hello-world")
    #expect(Self.outcome(matcher, "/posts/12") == "/posts/:id(int) id=12")
    #expect(Self.outcome(matcher, "/posts/Hello") == "/posts/:other other=Hello")
  }

  @Test("never reaches an internal-only route from outside")
  func exposure() throws {
    var matcher = DeepLinkMatcher<String>(configuration: Self.configuration)
    try matcher.register("/settings/:section", exposure: .internalOnly, value: "settings")
    try matcher.register("/debug/**", exposure: .internalOnly, value: "debug")
    try matcher.register("/debug/public", value: "public")
    try matcher.register("/admin", exposure: .internalOnly, value: "admin")
    #expect(
      Self.outcome(matcher, "myapp://settings/privacy")
        == "error: the route '/settings/:section' is internal-only and cannot be opened from outside the app")
    #expect(Self.outcome(matcher, "myapp://settings/privacy", origin: .app) == "settings section=privacy")
    #expect(Self.outcome(matcher, "/debug/public") == "public")
    #expect(
      Self.outcome(matcher, "/debug/other")
        == "error: the route '/debug/**' is internal-only and cannot be opened from outside the app")
    #expect(Self.outcome(matcher, "/admin") == "error: the route '/admin' is internal-only and cannot be opened from outside the app")
    #expect(Self.outcome(matcher, "/admin", origin: .app) == "admin")
  }

  @Test(
    "refuses redirects to hosts not allowed",
    arguments: [
      ("/login?redirect=https://evil.example/steal", "error: the parameter 'redirect' redirects to 'https://evil.example/steal', which is not allowed"),
      ("/login?redirect=%2F%2Fevil.example", "error: the parameter 'redirect' redirects to '//evil.example', which is not allowed"),
      ("/login?redirect=%5C%5Cevil.example", "error: the parameter 'redirect' redirects to '\\\\evil.example', which is not allowed"),
      ("/login?redirect=javascript:alert(1)", "error: the parameter 'redirect' redirects to 'javascript:alert(1)', which is not allowed"),
      ("/login?redirect=HTTPS://EVIL.example", "error: the parameter 'redirect' redirects to 'HTTPS://EVIL.example', which is not allowed"),
      ("/go/https:%2F%2Fevil.example", "error: the parameter 'target' redirects to 'https://evil.example', which is not allowed"),
      // A browser drops leading spaces and controls and ignores tabs and line breaks: these are `//evil.example`,
      // refused as redirects; values holding a control character are refused before that.
      ("/login?redirect=%20//evil.example", "error: the parameter 'redirect' redirects to ' //evil.example', which is not allowed"),
      ("/login?redirect=%09%2F%2Fevil.example", "error: the URL holds a control character"),
      ("/login?redirect=/%0A/evil.example", "error: the URL holds a control character"),
      ("/go/%20%2F%2Fevil.example", "error: the parameter 'target' redirects to ' //evil.example', which is not allowed"),
      ("/go/%01%2F%2Fevil.example", "error: the URL holds a control character"),
      ("/login?redirect=%20ht%09tps://evil.example", "error: the URL holds a control character"),
      ("/login?redirect=%20//shop.example.com/cart", "/login?redirect=:redirect? redirect= //shop.example.com/cart"),
      ("/go/%20%2Fcart", "/go/:target target= /cart"),
      ("/login?redirect=https://shop.example.com/cart", "/login?redirect=:redirect? redirect=https://shop.example.com/cart"),
      ("/login?redirect=https://partner.example.com/", "/login?redirect=:redirect? redirect=https://partner.example.com/"),
      ("/login?redirect=/cart", "/login?redirect=:redirect? redirect=/cart"),
      ("/login?redirect=title:%20hello", "/login?redirect=:redirect? redirect=title: hello"),
    ])
  func redirects(link: String, expected: String) throws {
    let matcher = try Self.matcher(["/login?redirect=:redirect?", "/go/:target"])
    #expect(Self.outcome(matcher, link) == expected)
  }

  static let longPath = "/files/" + String(repeating: "a", count: 100_000)
  static let manySegments = "/files" + String(repeating: "/s", count: 10_000)

  @Test(
    "refuses bad input with a typed error, never a crash",
    arguments: [
      ("http://[::1", DeepLinkError.malformedURL),
      ("not a url", .malformedURL),
      ("files/a", .malformedURL),
      ("myapp:files/a", .malformedURL),
      ("/files/%252e%252e", nil),
      ("/files/%2e%2e/etc", .pathTraversal),
      ("/files/%2E", .pathTraversal),
      ("/files/../etc", .pathTraversal),
      ("/files/./etc", .pathTraversal),
      ("/files/%FF", .invalidUTF8),
      ("/files/%C0%AF", .invalidUTF8),
      ("/files/%ED%A0%80", .invalidUTF8),
      ("/files/%E2%82", .invalidUTF8),
      ("/files/%", .malformedPercentEscape),
      ("/files/%4", .malformedPercentEscape),
      ("/files/%G0", .malformedPercentEscape),
      ("/files/a%0Ab", .controlCharacter),
      ("/files/a%7Fb", .controlCharacter),
      ("/files/a%C2%85b", .controlCharacter),
      ("/files/a\u{1}b", .controlCharacter),
      ("/files//a", .emptySegment),
      ("/files/a//", .emptySegment),
      ("/files/a?x=%FF", .invalidUTF8),
      ("/files/a?x=%0D", .controlCharacter),
      (longPath, .tooLong(length: 100_007, limit: 8192)),
      (manySegments, .tooLong(length: 20_006, limit: 8192)),
      ("ftp://shop.example.com/files/a", .unsupportedScheme("ftp")),
      ("javascript:alert(1)", .unsupportedScheme("javascript")),
      ("https:///files/a", .missingHost),
      ("https://evil.example/files/a", .hostNotAccepted("evil.example")),
      ("https://shop.example.com@evil.example/files/a", .hostNotAccepted("evil.example")),
    ] as [(String, DeepLinkError?)])
  func refusesBadInput(link: String, error: DeepLinkError?) throws {
    let matcher = try Self.matcher(["/files/:name", "/files/**"])
    if let error {
      #expect(throws: error) { try matcher.match(link) }
    } else {
      #expect(throws: Never.self) { try matcher.match(link) }
    }
  }

  @Test("finds a byte that needs a look wherever it falls, also in a path's last eight bytes")
  func findsSpecialBytesAtEveryPosition() throws {
    let matcher = try Self.matcher(["/files/:name", "/files/**"])
    for length in 1...17 {
      let name = String(repeating: "a", count: length)
      #expect(Self.outcome(matcher, "/files/\(name)") == "/files/:name name=\(name)")
      #expect(Self.outcome(matcher, "/files/\(name) ") == "error: \(DeepLinkError.rawSpace)")
      #expect(Self.outcome(matcher, "/files/\(name)\u{7F}") == "error: \(DeepLinkError.controlCharacter)")
      #expect(Self.outcome(matcher, "/files/\(name)/..") == "error: \(DeepLinkError.pathTraversal)")
      #expect(Self.outcome(matcher, "/files/\(name)//") == "error: \(DeepLinkError.emptySegment)")
      #expect(Self.outcome(matcher, "/files/\(name)?q") == "/files/:name name=\(name)")
      #expect(Self.outcome(matcher, "/files/\(name)#top") == "/files/:name name=\(name)")
      #expect(Self.outcome(matcher, "/files/\(name)%41") == "/files/:name name=\(name)A")
      #expect(Self.outcome(matcher, "/files/\(name)/b") == "/files/** **=\(name)/b")
    }
  }

  @Test("never traps on arbitrary text, whatever its characters")
  func arbitraryText() async throws {
    let matcher = try Self.matcher(["/files/:name", "/files/**", "/a/:x(int)/b", "/search?q=:q&p=:p(int)=1"])
    let characters: [Character] = ["/", "%", "?", "#", "&", "=", ".", ":", "a", "1", "F", "2", "e", "\u{0}", "é", " ", "\\"]
    let text = Gen.element(of: characters).map { $0 ?? "/" }.string(of: 0...40)
    await propertyCheck(count: 500, input: text) { text in
      _ = try? matcher.match(text)
      _ = try? matcher.match("/" + text)
      _ = try? matcher.match("myapp://" + text)
      _ = try? matcher.match("https://shop.example.com/" + text)
    }
  }

  @Test("matches 100 KB URLs and 10,000 segments when the limit allows")
  func largeInputs() throws {
    var configuration = Self.configuration
    configuration.maximumLength = 1 << 20
    let matcher = try Self.matcher(["/files/:name", "/files/**", "/deep/*/x"], configuration: configuration)
    let long = try #require(try matcher.match(Self.longPath))
    #expect(long.parameters["name"]?.utf8.count == 100_000)
    let many = try #require(try matcher.match(Self.manySegments))
    #expect(many.pattern.text == "/files/**")
    #expect(many.parameters["**"]?.utf8.count == 19_999)
    #expect(try matcher.match("/deep" + String(repeating: "/s", count: 10_000)) == nil)
  }

  @Test("describes every runtime error in a sentence")
  func errorDescriptions() {
    let cases: [(DeepLinkError, String)] = [
      (.malformedURL, "the text is not a URL or a path starting with '/'"),
      (.tooLong(length: 9000, limit: 8192), "the URL is 9000 bytes long, more than the limit of 8192"),
      (.unsupportedScheme("ftp"), "the scheme 'ftp' is not accepted"),
      (.missingHost, "the URL has an empty host"),
      (.hostNotAccepted("evil.example"), "the host 'evil.example' is not accepted"),
      (.emptySegment, "the path holds an empty segment"),
      (.pathTraversal, "the path holds a '.' or '..' segment"),
      (.malformedPercentEscape, "the URL holds a malformed percent escape"),
      (.invalidUTF8, "the URL holds bytes that are not UTF-8"),
      (.rawSpace, "the URL holds a space that is not percent-encoded"),
      (.controlCharacter, "the URL holds a control character"),
      (.noMatch, "no route matches"),
      (.missingParameter("id"), "the parameter 'id' is missing"),
      (.invalidParameter(name: "id", value: "x", type: "Int"), "the parameter 'id' is 'x', which is not a valid Int"),
      (.unprintableRoute("home"), "no entry prints the route home"),
      (.unprintableValue(pattern: "/u/:id", name: "id", value: ".."), "the value '..' of 'id' cannot be printed into '/u/:id'"),
      (.routeRejected("no such post"), "the route refused its parameters: no such post"),
      (.noReader(entry: "shortcut cart"), "nothing reads the entry 'shortcut cart'"),
      (.declined(reason: "'shop://x' is not a storefront link"), "'shop://x' is not a storefront link"),
    ]
    for (error, text) in cases { #expect(error.description == text) }
  }
}
