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

  @Test("the cases UIKitHost leaves out are the split views', each with the reason")
  func pendingCases() {
    let reason = "(pending: UIKitHost does not build UISplitViewController yet (issue 34))"
    #expect(
      HostConformance<SimulatedUIKitHost>.pendingCases == [
        "a split view's columns show side by side, in the snapshot and printed \(reason)",
        "a route to the secondary column replaces the detail in a regular width \(reason)",
        "a route to the secondary column lands on top of the collapsed stack in a compact width \(reason)",
        "a width change collapses and expands a split view, keeping its navigation \(reason)",
        "a person's back in a collapsed split view pops its columns, then shows the column before \(reason)",
      ])
  }

  @Test("UIKitHost made for a container inside the window passes the case", arguments: HostConformance<SimulatedUIKitHost>.caseNames)
  func conformsInContainer(_ name: String) {
    #expect(HostConformance { SimulatedUIKitHost(inContainer: true) }.run(name) == [])
  }
}

#endif
