#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import SceneRouterTesting
import Testing

/// `UIKitHost`, driven through the stand-in's simulated person, passes the host
/// conformance suite, one test per case.
@MainActor
@Suite("UIKitHost conformance")
struct UIKitHostConformanceTests {
  @Test("UIKitHost passes the case", arguments: HostConformance<SimulatedUIKitHost>.caseNames)
  func conforms(_ name: String) async {
    let failures = await HostConformance { SimulatedUIKitHost() }.run(name)
    #expect(failures == [])
  }

  @Test("UIKitHost leaves no case out: split views and sidebar-adaptable tab containers run too")
  func pendingCases() {
    #expect(HostConformance<SimulatedUIKitHost>.pendingCases == [])
    #expect(HostConformance<SimulatedUIKitHost>.caseNames.contains("a person hides and shows the sidebar; no screen gets a callback"))
    #expect(HostConformance<SimulatedUIKitHost>.caseNames.contains(
      "a tab tap reported only through shouldSelectTab is the person's tab choice: a switch, a re-tap that pops"))
  }

  @Test("UIKitHost made for a container inside the window passes the case", arguments: HostConformance<SimulatedUIKitHost>.caseNames)
  func conformsInContainer(_ name: String) async {
    let failures = await HostConformance { SimulatedUIKitHost(inContainer: true) }.run(name)
    #expect(failures == [])
  }
}

#endif
