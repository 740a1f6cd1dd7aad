import Foundation
import Testing

@testable import SceneRouterDeepLinks

/// Which parameter values read as links to another host, decided as a browser reads a link.
@Suite("RouteTrie redirects")
struct RouteTrieRedirectsTests {
  static func trie() throws -> RouteTrie {
    var trie = RouteTrie(
      configuration: DeepLinkMatcherConfiguration(
        customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"], redirectHosts: ["safe.example.com"]))
    _ = try trie.register(expanding: "https://partner.example.com/offers/:offer", exposure: .external)
    return trie
  }

  @Test("refuses what a browser reads as a link to a host not allowed, and nothing else")
  func readsValuesAsABrowserDoes() throws {
    let trie = try Self.trie()
    let values = [
      "//evil.example", " //evil.example", "\t//evil.example", "/\t/evil.example", "\u{1}\\\\evil.example",
      " \r\nhttps://evil.example", "ht\ttps://evil.example", " JavaScript:alert(1)", " //:", "https:",
      "//safe.example.com/x", " //shop.example.com", "https://partner.example.com/offers/1", "/ /evil.example",
      "title: hello", "a:/b", "é://b", "/cart", "", " ",
    ]
    #expect(
      values.map { trie.redirectTarget($0) } == [
        "//evil.example", " //evil.example", "\t//evil.example", "/\t/evil.example", "\u{1}\\\\evil.example",
        " \r\nhttps://evil.example", "ht\ttps://evil.example", " JavaScript:alert(1)", " //:", "https:",
        nil, nil, nil, nil,
        nil, nil, nil, nil, nil, nil,
      ])
  }
}
