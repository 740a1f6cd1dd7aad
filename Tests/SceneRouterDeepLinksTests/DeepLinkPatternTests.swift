import Testing

@testable import SceneRouterDeepLinks

@Suite("DeepLinkPattern")
struct DeepLinkPatternTests {
  @Test("reads scheme, host, parameters and query items")
  func readsParts() throws {
    let pattern = try DeepLinkPattern("HTTPS://Shop.Example.com/product/:id(int)?ref=:ref?&page=:page(int)=1")
    #expect(pattern.scheme == "https")
    #expect(pattern.host == "shop.example.com")
    #expect(pattern.parameterNames == ["id", "ref", "page"])
    #expect(pattern.description == "HTTPS://Shop.Example.com/product/:id(int)?ref=:ref?&page=:page(int)=1")
  }

  @Test("reads a custom scheme's host as the first path segment", arguments: ["myapp://product/:id", "myapp:///product/:id"])
  func customSchemeHostIsFirstSegment(text: String) throws {
    let pattern = try DeepLinkPattern(text)
    #expect(pattern.scheme == "myapp")
    #expect(pattern.host == nil)
    #expect(pattern.segments == [.literal("product"), .parameter(name: "id", type: nil)])
  }

  @Test("decodes literals once and ignores a trailing slash")
  func decodesLiterals() throws {
    let pattern = try DeepLinkPattern("/caf%C3%A9/%252e/")
    #expect(pattern.segments == [.literal("café"), .literal("%2e")])
  }

  @Test(
    "refuses malformed patterns and patterns that can never match, naming them",
    arguments: [
      ("users/:id", "pattern 'users/:id' must start with '/' or 'scheme://'"),
      ("1app://x", "pattern '1app://x' has a malformed scheme"),
      ("https:///x", "pattern 'https:///x' names no host"),
      ("/a//b", "pattern '/a//b' can never match: it holds an empty segment"),
      ("/a/../b", "pattern '/a/../b' can never match: '.' and '..' segments are rejected"),
      ("/a/%2e", "pattern '/a/%2e' can never match: '.' and '..' segments are rejected"),
      ("/a/%zz", "pattern '/a/%zz' holds a malformed percent escape"),
      ("/a#top", "pattern '/a#top' must not hold a fragment"),
      ("/files/**/raw", "pattern '/files/**/raw' can never match: '**' must be the last segment"),
      ("/users/:", "pattern '/users/:' has a parameter with an empty name"),
      ("/users/:(int)", "pattern '/users/:(int)' has a parameter with an empty name"),
      ("/users/:id/:id", "pattern '/users/:id/:id' uses the parameter name 'id' twice"),
      ("/users/:id?id=:id", "pattern '/users/:id?id=:id' uses the parameter name 'id' twice"),
      ("/users/:é", "pattern '/users/:é' has a malformed parameter name 'é'"),
      ("/users/:id(int", "pattern '/users/:id(int' has a malformed typed parameter ':id(int'"),
      ("/users/:id()", "pattern '/users/:id()' has a malformed typed parameter ':id()'"),
      ("/users/:id)", "pattern '/users/:id)' has a malformed typed parameter ':id)'"),
      ("/search?q=query", "pattern '/search?q=query' has a malformed query item 'q=query'"),
      ("/search?=:q", "pattern '/search?=:q' has a malformed query item '=:q'"),
      ("/search?q", "pattern '/search?q' has a malformed query item 'q'"),
    ])
  func refusesMalformedPatterns(text: String, message: String) {
    #expect(throws: DeepLinkPatternError.self) { try DeepLinkPattern(text) }
    do {
      _ = try DeepLinkPattern(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a parsed pattern keeps its parts, so its accessors never parse again; a registered text parses when asked")
  func keepsParsedParts() throws {
    let pattern = try DeepLinkPattern("/search/:q?tag=:tags[]&page=:page(int)=1")
    #expect(pattern.storage === pattern.storage)
    #expect(pattern.parameterNames == ["q", "tags", "page"])
    #expect(pattern.listNames == ["tags"])
    #expect(pattern.isList("tags") && !pattern.isList("page"))
    let registered = DeepLinkPattern(registered: pattern.text)
    #expect(registered.storage !== registered.storage)
    #expect(registered == pattern)
    #expect(registered.parameterNames == ["q", "tags", "page"])
  }
}

@Suite("DeepLinkPattern limits")
struct DeepLinkPatternLimitTests {
  @Test("a pattern deeper than the segment limit is refused (fuzzer finding: ~1,350 segments overflowed the stack)")
  func deepPatternsAreRefused() throws {
    let limit = DeepLinkPattern.maximumSegmentCount
    _ = try DeepLinkPattern(String(repeating: "/a", count: limit))
    let deep = String(repeating: "/a", count: 1_400)
    #expect(throws: DeepLinkPatternError.tooManySegments(pattern: deep, limit: limit)) {
      _ = try DeepLinkPattern(deep)
    }
    #expect(DeepLinkPatternError.tooManySegments(pattern: deep, limit: limit).description
      == "pattern '\(String(repeating: "/a", count: 32))…' has more than 128 segments")
  }
}
