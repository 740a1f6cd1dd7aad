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
}
