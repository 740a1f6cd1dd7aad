import SceneRouterSwiftUI
import SceneRouterTesting
import Testing

/// The contract's model check over the SwiftUI navigation model: a budget that runs in `swift test`.
@MainActor
@Suite("NavigationModel: model check", .serialized)
struct ModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) {
    let report = ModelCheck { NavigationModel() }.run(seeds: hundred * 100..<(hundred + 1) * 100)
    #expect(report.violations.first == nil)
    #expect(report.violations.count == 0)
    #expect(report.sequences == 100)
  }
}
