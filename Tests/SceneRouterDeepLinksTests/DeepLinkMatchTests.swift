import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("A match carries the URL's query items with its parameters, apart from their pairs")
struct DeepLinkMatchTests {
  static func matcher() throws -> DeepLinkMatcher<String> {
    var matcher = DeepLinkMatcher<String>(configuration: .init(customSchemes: ["myapp"]))
    for pattern in ["/users/:id", "/about", "/search?q=:q&page=:page(int)=1"] {
      try matcher.register(pattern, value: pattern)
    }
    return matcher
  }

  @Test(
    "parameters and query read apart, whatever the route",
    arguments: [
      ("/users/42?tab=likes&x", "id=42", "tab=likes, x=", 1),
      ("/users/42", "id=42", "", 1),
      ("/about?ref=mail", "", "ref=mail", 0),
      ("/about", "", "", 0),
      ("/users/42?", "id=42", "", 1),
      ("/users/42?&&", "id=42", "", 1),
      ("/about?#top", "", "", 0),
      ("/about?&", "", "", 0),
      ("/search?q=a&&", "q=a, page=1", "q=a", 2),
      ("myapp://search?q=shoes&sort=new", "q=shoes, page=1", "q=shoes, sort=new", 2),
    ])
  func readsApart(link: String, parameters: String, query: String, count: Int) throws {
    let match = try #require(try Self.matcher().match(link))
    #expect(match.parameters.description == parameters)
    #expect(match.parameters.count == count)
    #expect(match.query.description == query)
    #expect(match.query.carriedQuery.isEmpty)
  }

  @Test("parameters compare equal whatever query items they carry")
  func comparesWithoutQuery() throws {
    let matcher = try Self.matcher()
    let plain = try #require(try matcher.match("/users/42"))
    let withQuery = try #require(try matcher.match("/users/42?tab=likes"))
    #expect(plain.parameters == withQuery.parameters)
    #expect(withQuery.parameters == DeepLinkParameters([(name: "id", value: "42")]))
    #expect(withQuery.query == DeepLinkParameters([(name: "tab", value: "likes")]))
  }
}
