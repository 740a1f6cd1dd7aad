import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("A path match's values, kept as bytes and read as strings when asked")
struct PackedValuesTests {
  static let patterns = ["/users/:id/posts/:post(int)", "/files/:kind/**", "/rooms/:a-:b", "/go/:next"]

  static func matcher() throws -> DeepLinkMatcher<String> {
    var matcher = DeepLinkMatcher<String>(
      configuration: .init(customSchemes: ["myapp"], redirectHosts: ["partner.example.com"]))
    for pattern in patterns { try matcher.register(pattern, value: pattern) }
    return matcher
  }

  @Test(
    "reads the same pairs as parameters made from strings, decoded, catch-alls joined with '/'",
    arguments: [
      ("/users/bob/posts/42", [("id", "bob"), ("post", "42")]),
      ("/users/b%C3%B6b%2Fx/posts/7", [("id", "böb/x"), ("post", "7")]),
      ("/files/pdf", [("kind", "pdf"), ("**", "")]),
      ("/files/pdf/a/b%20c/d", [("kind", "pdf"), ("**", "a/b c/d")]),
      ("/files/pdf/a%2Fb/c", [("kind", "pdf"), ("**", "a/b/c")]),
      ("/rooms/left-right", [("a", "left"), ("b", "right")]),
      ("/go/https:%2F%2Fpartner.example.com%2Fx", [("next", "https://partner.example.com/x")]),
    ])
  func readsPairs(path: String, pairs: [(String, String)]) throws {
    let match = try #require(try Self.matcher().match(path: path))
    let expected = DeepLinkParameters(pairs.map { (name: $0.0, value: $0.1) })
    #expect(match.parameters == expected)
    #expect(match.parameters.description == expected.description)
    #expect(match.parameters.map(\.value) == pairs.map(\.1))
    #expect(match.parameters.map(\.name) == pairs.map(\.0))
    for (name, value) in pairs {
      #expect(match.parameters[name] == value)
      #expect(match.parameters.values(name) == [value])
    }
    #expect(match.parameters["missing"] == nil)
    #expect(match.query.isEmpty)
  }

  @Test("refuses a value that redirects to a host not allowed, naming the parameter")
  func refusesRedirects() throws {
    let matcher = try Self.matcher()
    #expect(throws: DeepLinkError.redirectNotAllowed(parameter: "next", target: "https://evil.example/x")) {
      try matcher.match(path: "/go/https:%2F%2Fevil.example%2Fx")
    }
    #expect(throws: DeepLinkError.redirectNotAllowed(parameter: "next", target: "//evil.example")) {
      try matcher.match(path: "/go/%2F%2Fevil.example")
    }
  }

  @Test("reads typed values from the bytes")
  func readsTypedValues() throws {
    let match = try #require(try Self.matcher().match(path: "/users/bob/posts/42"))
    #expect(try match.parameters.value("post", as: Int.self) == 42)
    #expect(throws: DeepLinkError.invalidParameter(name: "id", value: "bob", type: "Int")) {
      try match.parameters.value("id", as: Int.self)
    }
  }
}
