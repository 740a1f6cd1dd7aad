import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("Optional segments")
struct DeepLinkOptionalPartTests {
  static func outcome(_ patterns: [String], _ link: String) -> String {
    DeepLinkWebAgreementTests.outcome(patterns, link)
  }

  @Test(
    "a pattern with optional parts stands for every pattern they spell",
    arguments: [
      ("/search(/:query)", ["/search/:query", "/search"]),
      ("/a(/b)(/:c(int))?x=:x", ["/a/b/:c(int)?x=:x", "/a/b?x=:x", "/a/:c(int)?x=:x", "/a?x=:x"]),
      ("(/:lang)/home", ["/:lang/home", "/home"]),
      ("(/x)", ["/x", "/"]),
      ("/plain(text)", ["/plain(text)"]),
    ])
  func expansions(pattern: String, expected: [String]) throws {
    #expect(try DeepLinkPattern.expansions(pattern) == expected)
  }

  @Test(
    "an optional part is found only where the path holds '(/', before any '?'",
    arguments: [
      ("/search(/:query)", true), ("(/x)", true), ("/a((/b)", true), ("/a(/b)?q=:q", true),
      ("/a/:id(int)/b", false), ("/plain(text)", false), ("/a(", false), ("/a?q=(/x)", false),
      ("/a?(/", false), ("", false), ("/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t(/u)", true),
    ])
  func findsOptionalParts(text: String, expected: Bool) {
    var copy = text
    #expect(copy.withUTF8 { DeepLinkPattern.hasOptionalPart($0) } == expected)
  }

  @Test(
    "matches with and without the optional parts; other patterns keep their precedence",
    arguments: [
      ("/search", "/search(/:query)"),
      ("/search/", "/search(/:query)"),
      ("/search/shoes", "/search(/:query) query=shoes"),
      ("/search/new", "/search/new"),
      ("/search/a/b", "no match"),
      ("/v/7/p", "/v(/:n(int))/p n=7"),
      ("/v/p", "/v(/:n(int))/p"),
      ("/v/x/p", "/v/:name/p name=x"),
    ])
  func matches(link: String, expected: String) {
    let patterns = ["/search(/:query)", "/search/new", "/v(/:n(int))/p", "/v/:name/p"]
    #expect(Self.outcome(patterns, link) == expected)
    #expect(Self.outcome(patterns.reversed(), link) == expected)
  }

  @Test("checks every pattern it stands for, registering all or none")
  func conflicts() throws {
    var matcher = DeepLinkMatcher<String>(configuration: DeepLinkWebAgreementTests.configuration)
    try matcher.register("/search", value: "search")
    #expect(throws: DeepLinkPatternError.conflict(pattern: "/search(/:query)", existing: "/search")) {
      try matcher.register("/search(/:query)", value: "optional")
    }
    #expect(matcher.count == 1)
    #expect(try matcher.match("/search/shoes") == nil)
    #expect(
      DeepLinkPatternError.malformedOptionalPart(pattern: "/a(/b").description
        == "pattern '/a(/b' has a malformed optional part: write '(/…)' at most 4 times, closed and not nested")
    for text in ["/a(/b", "/a(/b(/c))", "/a(/b)(/c)(/d)(/e)(/f)"] {
      #expect(throws: DeepLinkPatternError.malformedOptionalPart(pattern: text)) { try matcher.register(text, value: "x") }
    }
    #expect(matcher.count == 1)
  }

  @Test("gives every pattern it stands for its value, and the patterns after them theirs")
  func values() throws {
    var matcher = DeepLinkMatcher<Int>()
    try matcher.register("/a(/b)(/c)", value: 1)
    try matcher.register("/z", value: 2)
    try matcher.register("/y(/:id)", value: 3)
    #expect(matcher.count == 7)
    let links = ["/a/b/c", "/a/b", "/a/c", "/a", "/z", "/y/9", "/y", "/x"]
    #expect(try links.map { try matcher.match($0)?.value } == [1, 1, 1, 1, 2, 3, 3, nil])
  }

  @Test(
    "prints the longest form whose values are given",
    arguments: [
      (["query": "red shoes"], "https://shop.example.com/search/red%20shoes"),
      ([:], "https://shop.example.com/search"),
    ])
  func prints(route: [String: String], expected: String) throws {
    let table = try ParameterTable.make("/search(/:query)")
    let url = try table.url(for: route)
    #expect(url.absoluteString == expected)
    #expect(try table.route(for: url) == route)
  }
}
