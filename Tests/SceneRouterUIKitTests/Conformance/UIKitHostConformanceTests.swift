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
  func conforms(_ name: String) {
    #expect(HostConformance { SimulatedUIKitHost() }.run(name) == [])
  }

  @Test("the cases UIKitHost leaves out are the sidebar tabs', each with the reason")
  func pendingCases() {
    let sidebar = "(pending: UIKitHost does not build UITabBarController.tabs with UITabGroup yet)"
    #expect(
      HostConformance<SimulatedUIKitHost>.pendingCases == [
        "a sidebar-adaptable tab container shows its groups and sidebar, in the snapshot and printed \(sidebar)",
        "a route selects a tab in a group and pushes in its stack; a tab past the last is refused \(sidebar)",
        "a person chooses a tab in the sidebar; the tab bar has items for top-level tabs only \(sidebar)",
        "a person hides and shows the sidebar; no screen gets a callback \(sidebar)",
        "a compact width takes the sidebar away and a regular one gives it back, the selection kept \(sidebar)",
      ])
  }

  @Test("UIKitHost made for a container inside the window passes the case", arguments: HostConformance<SimulatedUIKitHost>.caseNames)
  func conformsInContainer(_ name: String) {
    #expect(HostConformance { SimulatedUIKitHost(inContainer: true) }.run(name) == [])
  }
}

#endif
