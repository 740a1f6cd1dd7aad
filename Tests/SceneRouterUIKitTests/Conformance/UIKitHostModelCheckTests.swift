#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import SceneRouterTesting
import Testing

/// The model check over `UIKitHost`, driven through the stand-in's simulated person.
@MainActor
@Suite("UIKitHost model check", .serialized)
struct UIKitHostModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant on UIKitHost", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) {
    let report = ModelCheck { SimulatedUIKitHost() }.run(seeds: hundred * 100..<(hundred + 1) * 100, maximumViolations: 1_000)
    #expect(report.sequences == 100)
    #expect(report.violations == [])
  }

  @Test("with no feature pending, the sequences draw sidebar-adaptable tab containers and a person's sidebar actions")
  func drawsSidebarTabs() {
    let check = ModelCheck { SimulatedUIKitHost() }
    let logs = (0..<UInt64(200)).flatMap { check.replay(seed: $0).log }
    for wanted in ["setRoot sidebar tabs [", "in the sidebar", "show the sidebar", "hide the sidebar"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    #expect(logs.contains { $0.hasSuffix("the sidebar") && !$0.contains("refused") })
  }

  @Test("100 seeded sequences keep every invariant on UIKitHost made for a container inside the window")
  func modelCheckInContainer() {
    let report = ModelCheck { SimulatedUIKitHost(inContainer: true) }.run(seeds: 0..<100, maximumViolations: 1_000)
    #expect(report.sequences == 100)
    #expect(report.violations == [])
  }
}

#endif
