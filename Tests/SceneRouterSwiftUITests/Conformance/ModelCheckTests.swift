import SceneRouterSwiftUI
import SceneRouterTesting
import Testing

/// The contract's model check over the SwiftUI navigation model: a budget that runs in `swift test`.
@MainActor
@Suite("NavigationModel: model check", .serialized)
struct ModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions, held transitions and windows keep every invariant", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) async {
    let report = await ModelCheck { NavigationModel() }.run(seeds: hundred * 100..<(hundred + 1) * 100)
    #expect(report.violations.first == nil)
    #expect(report.violations.count == 0)
    #expect(report.sequences == 100)
    #expect(report.windowOperations > 0)
  }

  @Test("the sequences draw windows on the model: links under every policy, activations, closings")
  func drawsWindows() async {
    let check = ModelCheck { NavigationModel() }
    var logs: [String] = []
    for seed in 0..<UInt64(60) { logs += await check.replay(seed: seed).log }
    for wanted in [
      "under the policy 'a new window'", "under the policy 'the window showing the route, else the active window'",
      "decision: Brought window", "decision: Asked for a new window", "decision: In window",
      "windows: activate window", "windows: close window", "window 2: request",
    ] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
  }
}
