import Foundation
import Testing

@testable import SceneRouterDeepLinks

@Suite("+ as a space in query values, as an option")
struct DeepLinkPlusAsSpaceTests {
  static func outcome(plusIsSpace: Bool, _ link: String) throws -> String {
    var configuration = DeepLinkWebAgreementTests.configuration
    configuration.plusIsSpaceInQuery = plusIsSpace
    let matcher = try DeepLinkMatcherTests.matcher(["/s?q=:q", "/p/:name"], configuration: configuration)
    return DeepLinkMatcherTests.outcome(matcher, link)
  }

  @Test(
    "a raw + in the query reads as a space only with the option; %2B and paths keep +",
    arguments: [
      (false, "/s?q=red+shoes", "/s?q=:q q=red+shoes"),
      (true, "/s?q=red+shoes", "/s?q=:q q=red shoes"),
      (true, "/s?q=1%2B1", "/s?q=:q q=1+1"),
      (true, "/s?q=a+b%2Bc+", "/s?q=:q q=a b+c "),
      (true, "/p/a+b", "/p/:name name=a+b"),
      (true, "myapp://s?q=red+shoes", "/s?q=:q q=red shoes"),
    ])
  func reads(plusIsSpace: Bool, link: String, expected: String) throws {
    #expect(try Self.outcome(plusIsSpace: plusIsSpace, link) == expected)
  }

  @Test("a key with + reads as a space too, so a pattern's key with a space matches")
  func keys() throws {
    var configuration = DeepLinkWebAgreementTests.configuration
    configuration.plusIsSpaceInQuery = true
    let matcher = try DeepLinkMatcherTests.matcher(["/s?full%20name=:n"], configuration: configuration)
    #expect(DeepLinkMatcherTests.outcome(matcher, "/s?full+name=Ada+L") == "/s?full%20name=:n n=Ada L")
  }

  @Test("printed values encode + and spaces, so they read back the same with or without the option")
  func prints() throws {
    for plusIsSpace in [false, true] {
      var configuration = DeepLinkWebAgreementTests.configuration
      configuration.plusIsSpaceInQuery = plusIsSpace
      let table = try ParameterTable.make("/s?q=:q", configuration: configuration)
      let url = try table.url(for: ["q": "a+b c"])
      #expect(url.absoluteString == "https://shop.example.com/s?q=a%2Bb%20c")
      #expect(try table.route(for: url) == ["q": "a+b c"])
    }
  }
}
