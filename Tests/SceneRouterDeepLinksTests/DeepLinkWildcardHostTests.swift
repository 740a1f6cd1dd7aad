import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("Wildcard subdomains")
struct DeepLinkWildcardHostTests {
  static let configuration = DeepLinkMatcherConfiguration(
    customSchemes: ["myapp"], universalLinkHosts: ["*.example.com"])

  static func outcome(_ patterns: [String], _ link: String) -> String {
    do {
      let matcher = try DeepLinkMatcherTests.matcher(patterns, configuration: configuration)
      return DeepLinkMatcherTests.outcome(matcher, link)
    } catch {
      return "registration: \(error)"
    }
  }

  @Test(
    "a universal-link host *.domain takes every subdomain, not the domain itself",
    arguments: [
      ("https://shop.example.com/p/1", "/p/:id id=1"),
      ("https://A.B.Example.com/p/1", "/p/:id id=1"),
      ("https://example.com/p/1", "error: the host 'example.com' is not accepted"),
      ("https://evilexample.com/p/1", "error: the host 'evilexample.com' is not accepted"),
      ("https://shop.example.com.evil.org/p/1", "error: the host 'shop.example.com.evil.org' is not accepted"),
      ("/p/1?next=https://news.example.com/a", "/p/:id id=1"),
    ])
  func universalLinkHosts(link: String, expected: String) {
    #expect(Self.outcome(["/p/:id"], link) == expected)
  }

  static let hostPatterns = ["https://*.example.org/x/:id", "https://shop.example.org/x/:id", "/x/:id"]

  @Test(
    "a pattern naming its host beats one naming every subdomain, which beats a path-only one",
    arguments: [
      ("https://shop.example.org/x/1", "https://shop.example.org/x/:id id=1"),
      ("https://news.example.org/x/1", "https://*.example.org/x/:id id=1"),
      ("https://example.org/x/1", "error: the host 'example.org' is not accepted"),
      ("https://a.example.com/x/1", "/x/:id id=1"),
    ])
  func patternHosts(link: String, expected: String) {
    #expect(Self.outcome(Self.hostPatterns, link) == expected)
    #expect(Self.outcome(Self.hostPatterns.reversed(), link) == expected)
  }

  @Test("refuses the same wildcard host twice, accepts it beside an exact host")
  func conflicts() {
    #expect(
      Self.outcome(["https://*.example.org/x", "https://*.Example.org/x/"], "/")
        == "registration: patterns 'https://*.example.org/x' and 'https://*.Example.org/x/' match exactly the same URLs")
    #expect(Self.outcome(["https://*.example.org/x", "https://a.example.org/x"], "https://a.example.org/x") == "https://a.example.org/x")
  }

  @Test("prints a wildcard-host pattern with the first universal-link host it takes, a path-only one with the first exact host")
  func prints() throws {
    let configuration = DeepLinkMatcherConfiguration(universalLinkHosts: ["*.example.org", "www.example.org"])
    let wildcard = try ParameterTable.make("https://*.example.org/x/:id", configuration: configuration)
    #expect(try wildcard.url(for: ["id": "1"]).absoluteString == "https://www.example.org/x/1")
    let pathOnly = try ParameterTable.make("/y/:id", configuration: configuration)
    #expect(try pathOnly.url(for: ["id": "2"]).absoluteString == "https://www.example.org/y/2")
    #expect(try pathOnly.route(for: URL(string: "https://any.example.org/y/2")!) == ["id": "2"])
    let unprintable = try ParameterTable.make("https://*.example.net/x/:id", configuration: configuration)
    #expect(throws: DeepLinkError.unprintableRoute("[\"id\": \"1\"]")) { try unprintable.url(for: ["id": "1"]) }
  }
}
