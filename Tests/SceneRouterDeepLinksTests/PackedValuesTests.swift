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

  @Test(
    "copies values of every length wherever they lie in the input, also in inputs shorter than eight bytes",
    arguments: [(1, 1), (1, 7), (7, 8), (8, 8), (8, 9), (9, 1), (15, 16), (16, 17), (3, 2)])
  func copiesEveryLength(first: Int, second: Int) throws {
    var matcher = DeepLinkMatcher<String>()
    try matcher.register("/a/:x/:y", value: "pair")
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let x = String(letters.prefix(first))
    let y = String(letters.suffix(second))
    for suffix in ["", "/", "?q=1", "#top"] {
      let match = try #require(try matcher.match(path: "/a/\(x)/\(y)\(suffix)"))
      #expect(match.parameters == DeepLinkParameters([(name: "x", value: x), (name: "y", value: y)]))
      #expect(match.parameters.description == "x=\(x), y=\(y)")
    }
  }

  @Test("refuses a raw value with a forbidden scheme, read from a route whose values are copied as words")
  func refusesRawSchemes() throws {
    var matcher = DeepLinkMatcher<String>()
    try matcher.register("/go/:next/:label", value: "go")
    #expect(throws: DeepLinkError.redirectNotAllowed(parameter: "next", target: "javascript:x")) {
      try matcher.match(path: "/go/javascript:x/ok")
    }
    #expect(throws: DeepLinkError.redirectNotAllowed(parameter: "label", target: "data:x")) {
      try matcher.match(path: "/go/ok/data:x")
    }
    let match = try #require(try matcher.match(path: "/go/title:x/ok"))
    #expect(match.parameters.description == "next=title:x, label=ok")
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
