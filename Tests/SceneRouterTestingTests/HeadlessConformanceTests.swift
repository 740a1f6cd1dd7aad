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

  @Test("the full-content back swipe and the finger-driven custom pop and push are pending on the headless host, with the reasons")
  func pendingCases() async {
    let reason = "the host engine simulates the swipe back from the edge only; a headless host has no content to pan in"
    let name = "a pan back anywhere in the content pops as the edge swipe does, cancelled or finished"
    let popReason = "a headless host has no animators: a custom transition completes at once, with nothing for a finger to drive"
    let pop = "a finger-driven custom pop holds requests like a swipe back, cancelled or finished"
    let push = "a finger-driven custom push holds requests and lands only when the finger lets go past half-way"
    #expect(
      HostConformance<HeadlessHost>.pendingCases == [
        "\(name) (pending: \(reason))", "\(pop) (pending: \(popReason))", "\(push) (pending: \(popReason))",
      ])
    #expect(await HostConformance { HeadlessHost() }.run(name) == ["\(name): pending for this host: \(reason)"])
  }
}
