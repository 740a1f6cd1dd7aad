import Foundation
import Testing

@testable import SceneRouterDeepLinks

/// Regression tests for the defects of issue 14, found by translating peers' router suites.
@Suite("DeepLinkMatcher agrees with the web")
struct DeepLinkWebAgreementTests {
  static let configuration = DeepLinkMatcherConfiguration(
    customSchemes: ["myapp", "twcweather", "cr"], exclusiveSchemes: ["sdk"],
    universalLinkHosts: ["shop.example.com"])

  static func outcome(_ patterns: [String], _ link: String) -> String {
    do {
      let matcher = try DeepLinkMatcherTests.matcher(patterns, configuration: configuration)
      return DeepLinkMatcherTests.outcome(matcher, link)
    } catch {
      return "registration: \(error)"
    }
  }

  @Test(
    "issue 14.1: a custom-scheme host compares case-insensitively with a pattern's first segment",
    arguments: [
      (["twcweather://TenDay/:where"], "twcweather://TenDay/33.89,-84.46", "twcweather://TenDay/:where where=33.89,-84.46"),
      (["twcweather://TenDay/:where"], "twcweather://tenday/1", "twcweather://TenDay/:where where=1"),
      (["/TenDay/:w"], "myapp://TenDay/1", "/TenDay/:w w=1"),
      (["/TenDay/:w"], "myapp://TENDAY/1", "/TenDay/:w w=1"),
      (["/TenDay/:w"], "https://shop.example.com/TenDay/1", "/TenDay/:w w=1"),
      (["/TenDay/:w"], "/tenday/1", "no match"),
      (["/TenDay/:w"], "myapp:///tenday/1", "no match"),
      (["/TenDay/:w", "/tenday/:w"], "myapp://tenday/1", "/tenday/:w w=1"),
      (["/TenDay/:w", "/tenday/:w"], "myapp://TenDay/1", "/TenDay/:w w=1"),
      (["/TenDay/:w", "/tenday/:w"], "myapp://TENDAY/1", "/TenDay/:w w=1"),
      (["/TenDay", "/:name"], "myapp://TENDAY", "/TenDay"),
      (["/TenDay/a", "/:x/b"], "myapp://tenday/b", "/:x/b x=tenday"),
    ])
  func hostCase(patterns: [String], link: String, expected: String) {
    #expect(Self.outcome(patterns, link) == expected)
  }

  @Test("issue 14.1: a URL value reaches a pattern with capitals through its host")
  func hostCaseFromURL() throws {
    let matcher = try DeepLinkMatcherTests.matcher(["/TenDay/:w"], configuration: Self.configuration)
    let url = try #require(URL(string: "myapp://tenDAY/7"))
    #expect(try matcher.match(url)?.parameters == DeepLinkParameters([("w", "7")]))
  }

  @Test(
    "issue 14.2: a host captured as a parameter keeps its case",
    arguments: [
      ("cr://HOGE", "cr://:name name=HOGE"),
      ("cr://HoGe/", "cr://:name name=HoGe"),
    ])
  func hostCapturedAsWritten(link: String, expected: String) {
    #expect(Self.outcome(["cr://:name"], link) == expected)
  }

  @Test("issue 14.3: an undeclared query item holding an absolute URL is passed through as data")
  func undeclaredQueryItems() throws {
    let matcher = try DeepLinkMatcherTests.matcher(
      ["/x", "/login?redirect=:redirect?"], configuration: Self.configuration)
    let match = try #require(try matcher.match("/x?utm_source=https%3A%2F%2Fnews.example.org%2Fpost&ref=//evil.example"))
    #expect(match.value == "/x")
    #expect(match.parameters.isEmpty)
    #expect(match.query == DeepLinkParameters([("utm_source", "https://news.example.org/post"), ("ref", "//evil.example")]))
    #expect(
      DeepLinkMatcherTests.outcome(matcher, "/login?redirect=https://evil.example&utm=https://evil.example")
        == "error: the parameter 'redirect' redirects to 'https://evil.example', which is not allowed")
    #expect(
      DeepLinkMatcherTests.outcome(matcher, "/login?utm=https://evil.example")
        == "/login?redirect=:redirect?")
  }

  @Test(
    "issue 14.4: paths and full URLs follow one policy for raw characters",
    arguments: [
      ("/x/café", "/x/:n n=café"),
      ("myapp://x/café", "/x/:n n=café"),
      ("https://shop.example.com/x/café", "/x/:n n=café"),
      ("/x/{a}|^", "/x/:n n={a}|^"),
      ("myapp://x/{a}|^", "/x/:n n={a}|^"),
      ("/x?q={a}", "/x?q=:q q={a}"),
      ("https://shop.example.com/x?q={a}", "/x?q=:q q={a}"),
      ("myapp://x?q=caf%C3%A9", "/x?q=:q q=café"),
      ("/x/1 ", "error: the URL holds a space that is not percent-encoded"),
      ("myapp://x/1 ", "error: the URL holds a space that is not percent-encoded"),
      ("/x?q=a b", "error: the URL holds a space that is not percent-encoded"),
      ("https://shop.example.com/x?q=a b", "error: the URL holds a space that is not percent-encoded"),
      ("/x/1%20", "/x/:n n=1 "),
      ("myapp://x/1%20", "/x/:n n=1 "),
      ("/x/%zz", "error: the URL holds a malformed percent escape"),
      ("myapp://x/%zz", "error: the URL holds a malformed percent escape"),
      ("/x/a\u{7}", "error: the URL holds a control character"),
      ("myapp://x/a\u{7}", "error: the URL holds a control character"),
      ("myapp://x/a\u{85}", "error: the URL holds a control character"),
      ("/x/%FF", "error: the URL holds bytes that are not UTF-8"),
      ("myapp://x/%FF", "error: the URL holds bytes that are not UTF-8"),
    ])
  func rawCharacters(link: String, expected: String) {
    #expect(Self.outcome(["/x/:n", "/x?q=:q"], link) == expected)
  }

  @Test(
    "issue 14.5: an exclusive scheme reaches only the patterns naming it",
    arguments: [
      ("sdk://done/1", "sdk://done/:token token=1"),
      ("sdk://other/1", "no match"),
      ("myapp://done/1", "/done/:token token=1"),
      ("myapp://other/1", "/other/:x x=1"),
      ("/done/1", "/done/:token token=1"),
    ])
  func exclusiveSchemes(link: String, expected: String) {
    #expect(Self.outcome(["/done/:token", "/other/:x", "sdk://done/:token"], link) == expected)
  }
}
