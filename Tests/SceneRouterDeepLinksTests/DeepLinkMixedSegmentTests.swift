import Foundation
import Testing

@testable import SceneRouterDeepLinks

/// A table of one pattern whose routes are its parameters by name, to test both directions.
enum ParameterTable {
  static func make(
    _ pattern: String, configuration: DeepLinkMatcherConfiguration = DeepLinkWebAgreementTests.configuration
  ) throws -> DeepLinkTable<[String: String]> {
    try DeepLinkTable(
      configuration: configuration,
      [
        DeepLinkEntry(
          pattern,
          parse: { parameters in Dictionary(parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) },
          print: { route in route.mapValues { $0 as (any DeepLinkValue)? } })
      ])
  }

  /// The printed URL, or the error's description.
  static func printed(_ pattern: String, _ route: [String: String]) -> String {
    do {
      return try make(pattern).url(for: route).absoluteString
    } catch {
      return "error: \(error)"
    }
  }
}

@Suite("Segments mixing text and captures")
struct DeepLinkMixedSegmentTests {
  static func outcome(_ patterns: [String], _ link: String) -> String {
    DeepLinkWebAgreementTests.outcome(patterns, link)
  }

  @Test(
    "matches text and captures in one segment, shortest capture first",
    arguments: [
      (["/p/:slug-:id(int)"], "/p/my-post-42", "/p/:slug-:id(int) slug=my-post, id=42"),
      (["/p/:slug-:id(int)"], "/p/my-post-x", "no match"),
      (["/p/:slug-:id(int)"], "/p/-42", "no match"),
      (["/p/:a-:b"], "/p/x-y-z", "/p/:a-:b a=x, b=y-z"),
      (["/files/:name.pdf"], "/files/report.v2.pdf", "/files/:name.pdf name=report.v2"),
      (["/files/:name.pdf"], "/files/.pdf", "no match"),
      (["/files/:name.pdf"], "/files/a%2Epdf", "/files/:name.pdf name=a"),
      (["/api/v:version/users"], "/api/v2/users", "/api/v:version/users version=2"),
      (["/api/v:version(int)/x"], "/api/vbeta/x", "no match"),
      (["/api/v:version/x"], "myapp://api/v3/x", "/api/v:version/x version=3"),
      (["/d/:from..:to"], "/d/1..9", "/d/:from..:to from=1, to=9"),
    ])
  func matches(patterns: [String], link: String, expected: String) {
    #expect(Self.outcome(patterns, link) == expected)
  }

  static let precedence = [
    "/f/:name", "/f/:id(int)", "/f/:name.pdf", "/f/:name.tar.gz", "/f/report.pdf", "/f/:a.:b",
  ]

  @Test(
    "a literal beats text with captures (more text first), which beats typed and plain parameters, whatever the order",
    arguments: [
      ("/f/report.pdf", "/f/report.pdf"),
      ("/f/a.pdf", "/f/:name.pdf name=a"),
      ("/f/a.tar.gz", "/f/:name.tar.gz name=a"),
      ("/f/a.b", "/f/:a.:b a=a, b=b"),
      ("/f/42", "/f/:id(int) id=42"),
      ("/f/abc", "/f/:name name=abc"),
    ])
  func precedence(link: String, expected: String) {
    #expect(Self.outcome(Self.precedence, link) == expected)
    #expect(Self.outcome(Self.precedence.reversed(), link) == expected)
  }

  @Test("backtracks from a mixed segment that fails deeper")
  func backtracks() {
    #expect(Self.outcome(["/f/:name.pdf/raw", "/f/:any/meta"], "/f/a.pdf/meta") == "/f/:any/meta any=a.pdf")
  }

  @Test(
    "refuses at registration patterns of the same shape, adjacent captures and unknown types",
    arguments: [
      (["/p/:slug-:id(int)", "/p/:s-:n(int)"], "patterns '/p/:slug-:id(int)' and '/p/:s-:n(int)' match exactly the same URLs"),
      (["/f/:name.pdf", "/f/:file.pdf/"], "patterns '/f/:name.pdf' and '/f/:file.pdf/' match exactly the same URLs"),
      (["/p/:a:b"], "pattern '/p/:a:b' has two captures with no text between them in ':a:b'"),
      (["/p/:a-:a"], "pattern '/p/:a-:a' uses the parameter name 'a' twice"),
      (["/p/:a/x-:a"], "pattern '/p/:a/x-:a' uses the parameter name 'a' twice"),
      (["/p/v:n(float)"], "pattern '/p/v:n(float)' uses the unknown parameter type 'float'"),
      (["/p/v:n(int"], "pattern '/p/v:n(int' has a malformed typed parameter 'v:n(int'"),
    ])
  func refuses(patterns: [String], message: String) {
    #expect(Self.outcome(patterns, "/") == "registration: \(message)")
  }

  @Test("accepts patterns that differ in text or type")
  func acceptsDistinct() {
    #expect(Self.outcome(["/p/:a-:b", "/p/:a-:b(int)", "/p/:a~:b", "/p/:a", "/p/x-:b"], "/p/x-1") == "/p/x-:b b=1")
  }

  @Test(
    "prints values back only when they read back the same",
    arguments: [
      ("/p/:slug-:id(int)", ["slug": "my-post", "id": "42"], "https://shop.example.com/p/my-post-42"),
      ("/files/:name.pdf", ["name": "a b"], "https://shop.example.com/files/a%20b.pdf"),
      ("/api/v:version/x", ["version": "2"], "https://shop.example.com/api/v2/x"),
      ("/p/:a-:b", ["a": "x-y", "b": "z"], "error: the value 'x-y' of 'a' cannot be printed into '/p/:a-:b'"),
      ("/p/:a-:b", ["a": "", "b": "z"], "error: the value '' of 'a' cannot be printed into '/p/:a-:b'"),
      ("/p/:slug-:id(int)", ["slug": "a", "id": "x"], "error: the value 'x' of 'id' cannot be printed into '/p/:slug-:id(int)'"),
      ("/p/:slug-:id(int)", ["slug": "a"], "error: the parameter 'id' is missing"),
    ])
  func prints(pattern: String, route: [String: String], expected: String) throws {
    #expect(ParameterTable.printed(pattern, route) == expected)
    if !expected.hasPrefix("error") {
      let table = try ParameterTable.make(pattern)
      #expect(try table.route(for: table.url(for: route)) == route)
    }
  }
}
