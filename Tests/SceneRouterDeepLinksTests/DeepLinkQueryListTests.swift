import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("Repeated query keys as lists")
struct DeepLinkQueryListTests {
  static func outcome(_ patterns: [String], _ link: String) -> String {
    DeepLinkWebAgreementTests.outcome(patterns, link)
  }

  @Test(
    "a list parameter holds every value of its key, in order; other items keep the first",
    arguments: [
      ("/s?tag=:tags[]", "/s?tag=a&x=1&tag=b", "/s?tag=:tags[] tags=a, tags=b"),
      ("/s?tag=:tags[]", "/s", "/s?tag=:tags[]"),
      ("/s?tag=:tags[]&q=:q", "/s?q=1&tag=a&q=2&tag=b", "/s?tag=:tags[]&q=:q tags=a, tags=b, q=1"),
      ("/s?id=:ids(int)[]", "/s?id=1&id=2", "/s?id=:ids(int)[] ids=1, ids=2"),
      ("/s?id=:ids(int)[]", "/s?id=1&id=x", "no match"),
      ("/s?tag=:tags[]&page=:page(int)=1&ref=:ref?", "/s?tag=a&tag=b", "/s?tag=:tags[]&page=:page(int)=1&ref=:ref? tags=a, tags=b, page=1"),
    ])
  func matches(pattern: String, link: String, expected: String) {
    #expect(Self.outcome([pattern], link) == expected)
  }

  @Test("reads the values of a list, typed")
  func readsValues() throws {
    let matcher = try DeepLinkMatcherTests.matcher(["/s?id=:ids(int)[]"])
    let match = try #require(try matcher.match("/s?id=3&id=1&id=2"))
    #expect(match.parameters.values("ids") == ["3", "1", "2"])
    #expect(try match.parameters.values("ids", as: Int.self) == [3, 1, 2])
    #expect(match.parameters["ids"] == "3")
    #expect(match.pattern.isList("ids"))
    #expect(!match.pattern.isList("id"))
  }

  @Test("a list asks for nothing: a required item ranks first, and a list alone conflicts with no query")
  func precedenceAndConflicts() {
    #expect(Self.outcome(["/s?tag=:tags[]", "/s?q=:q"], "/s?q=1&tag=a") == "/s?q=:q q=1")
    #expect(Self.outcome(["/s?tag=:tags[]", "/s?q=:q"], "/s?tag=a") == "/s?tag=:tags[] tags=a")
    #expect(
      Self.outcome(["/s", "/s?tag=:tags[]"], "/s")
        == "registration: patterns '/s' and '/s?tag=:tags[]' match exactly the same URLs")
    #expect(
      Self.outcome(["/s?tag=:tags[]=a"], "/s")
        == "registration: pattern '/s?tag=:tags[]=a' has a malformed query item 'tag=:tags[]=a'")
    #expect(
      Self.outcome(["/s?tag=:tags[]?"], "/s")
        == "registration: pattern '/s?tag=:tags[]?' has a malformed query item 'tag=:tags[]?'")
  }

  enum Route: Equatable, Sendable {
    case tagged([String], page: Int)
  }

  @Test("prints each value of a list as its own query item and reads them back")
  func prints() throws {
    let table = try DeepLinkTable<Route>(
      configuration: DeepLinkWebAgreementTests.configuration,
      [
        DeepLinkEntry(
          "/s?tag=:tags[]&page=:page(int)=1",
          parse: { .tagged($0.values("tags"), page: try $0.value("page")) },
          print: { route in
            guard case .tagged(let tags, let page) = route else { return nil }
            return ["tags": tags, "page": page]
          })
      ])
    for route in [Route.tagged(["a b", "c&d"], page: 2), .tagged([], page: 1), .tagged(["x"], page: 3)] {
      let url = try table.url(for: route)
      #expect(try table.route(for: url) == route)
    }
    #expect(
      try table.url(for: .tagged(["a b", "c&d"], page: 2)).absoluteString
        == "https://shop.example.com/s?tag=a%20b&tag=c%26d&page=2")
  }
}
