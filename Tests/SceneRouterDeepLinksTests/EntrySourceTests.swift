import Testing

@testable import SceneRouterDeepLinks

/// `EntrySource` is the one type that says where a route comes from, and so what a URL from
/// there can reach: every source but the app itself stays out of internal-only routes.
@Suite("EntrySource")
struct EntrySourceTests {
  static let configuration = DeepLinkMatcherConfiguration(customSchemes: ["myapp"], universalLinkHosts: [])

  @Test("every source but the app reaches only exposed routes", arguments: EntrySource.allCases)
  func reach(source: EntrySource) throws {
    var matcher = DeepLinkMatcher<String>(configuration: Self.configuration)
    try matcher.register("/admin", exposure: .internalOnly, value: "admin")
    try matcher.register("/product/:id(int)", value: "product")
    let admin: String
    do {
      admin = try matcher.match("myapp://admin", origin: source)?.value ?? "no match"
    } catch {
      admin = "error: \(error)"
    }
    #expect(
      admin == (source == .app ? "admin" : "error: the route '/admin' is internal-only and cannot be opened from outside the app"))
    #expect(try matcher.match("myapp://product/42", origin: source)?.value == "product")
  }

  @Test("the deprecated origins are the sources they stood for")
  @available(*, deprecated)
  func deprecatedOrigins() {
    let origins: [DeepLinkOrigin] = [.external, .internal]
    #expect(origins == [.link, .app])
  }

  @Test("names itself by its raw value, as saved pending routes encode it")
  func names() {
    #expect(EntrySource.allCases.map(\.description) == [
      "link", "userActivity", "notification", "shortcut", "widget", "intent", "appClip", "app",
    ])
  }
}
