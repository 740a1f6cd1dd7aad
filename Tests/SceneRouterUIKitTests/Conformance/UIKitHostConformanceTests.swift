import SceneRouterTesting
import Testing

/// `UIKitHost`, driven through the stand-in's simulated person, passes the host
/// conformance suite, one test per case.
@MainActor
@Suite("UIKitHost conformance")
struct UIKitHostConformanceTests {
  /// The cases `UIKitHost` does not pass yet, each a known gap named in issue 11's note.
  static let knownGaps: Set<String> = ["a current-context presentation from a tab covers that tab only"]

  @Test("UIKitHost passes the case", arguments: HostConformance<SimulatedUIKitHost>.caseNames)
  func conforms(_ name: String) {
    if Self.knownGaps.contains(name) {
      withKnownIssue("UIKitHost does not confine current-context presentations to a tab yet") {
        #expect(HostConformance { SimulatedUIKitHost() }.run(name) == [])
      }
    } else {
      #expect(HostConformance { SimulatedUIKitHost() }.run(name) == [])
    }
  }
}
