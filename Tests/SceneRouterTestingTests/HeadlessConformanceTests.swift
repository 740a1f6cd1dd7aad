import SceneRouterTesting
import Testing

/// The headless host passes the host conformance suite, one test per case.
@MainActor
@Suite("Headless host conformance")
struct HeadlessConformanceTests {
  @Test("the headless host passes the case", arguments: HostConformance<HeadlessHost>.caseNames)
  func conforms(_ name: String) async {
    #expect(await HostConformance { HeadlessHost() }.run(name) == [])
  }

  @Test("the full-content back swipe is pending on the headless host, with the reason")
  func pendingCases() async {
    let reason = "the host engine simulates the swipe back from the edge only; a headless host has no content to pan in"
    let name = "a pan back anywhere in the content pops as the edge swipe does, cancelled or finished"
    #expect(HostConformance<HeadlessHost>.pendingCases == ["\(name) (pending: \(reason))"])
    #expect(await HostConformance { HeadlessHost() }.run(name) == ["\(name): pending for this host: \(reason)"])
  }
}
