import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("Catch-alls: ** takes zero or more segments, **+ one or more")
struct DeepLinkCatchAllTests {
  @Test(
    "** matches the bare prefix, **+ needs a segment; **+ ranks before ** at the same place",
    arguments: [
      (["/files/**"], "/files", "/files/** **="),
      (["/files/**+"], "/files", "no match"),
      (["/files/**+"], "/files/", "no match"),
      (["/files/**+"], "/files/a/b", "/files/**+ **=a/b"),
      (["/files/**", "/files/**+"], "/files", "/files/** **="),
      (["/files/**", "/files/**+"], "/files/a", "/files/**+ **=a"),
      (["/files/**+", "/files/**"], "/files/a", "/files/**+ **=a"),
      (["/files/:name", "/files/**+"], "/files/a", "/files/:name name=a"),
    ])
  func matches(patterns: [String], link: String, expected: String) {
    #expect(DeepLinkWebAgreementTests.outcome(patterns, link) == expected)
  }

  @Test("** and **+ do not conflict; each conflicts with itself; **+ must be last")
  func conflicts() {
    #expect(
      DeepLinkWebAgreementTests.outcome(["/f/**+", "/f/**+/"], "/")
        == "registration: patterns '/f/**+' and '/f/**+/' match exactly the same URLs")
    #expect(
      DeepLinkWebAgreementTests.outcome(["/f/**+/x"], "/")
        == "registration: pattern '/f/**+/x' can never match: '**' must be the last segment")
    #expect(DeepLinkWebAgreementTests.outcome(["/f/**", "/f/**+"], "/f/x/y") == "/f/**+ **=x/y")
  }

  @Test("prints **+ only with at least one segment")
  func prints() throws {
    #expect(ParameterTable.printed("/files/**+", ["**": "a/b c"]) == "https://shop.example.com/files/a/b%20c")
    #expect(ParameterTable.printed("/files/**+", ["**": ""]) == "error: the value '' of '**' cannot be printed into '/files/**+'")
    #expect(ParameterTable.printed("/files/**", ["**": ""]) == "https://shop.example.com/files")
  }
}
