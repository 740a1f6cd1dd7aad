import Foundation
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
    // Every kind of operation among the windows, and every outcome, in every hundred seeds.
    #expect(report.missingWindowDraws == [], "\(report.windowDraws)")
  }

  /// The long run on the model (RELIABILITY.md), when asked for:
  /// `SCENEROUTER_MODELCHECK_SEEDS=10000 swift test --filter SceneRouterSwiftUITests.ModelCheckTests`.
  @Test(
    "the long run: the seeds SCENEROUTER_MODELCHECK_SEEDS asks for keep every invariant",
    .enabled(if: ProcessInfo.processInfo.environment["SCENEROUTER_MODELCHECK_SEEDS"] != nil))
  func longRun() async {
    let count = ProcessInfo.processInfo.environment["SCENEROUTER_MODELCHECK_SEEDS"].flatMap(UInt64.init) ?? 0
    let clock = ContinuousClock()
    let start = clock.now
    let report = await ModelCheck { NavigationModel() }.run(seeds: 0..<count)
    print("NavigationModel, seeds 0..<\(count): \(report); \(report.windows) windows, \(report.windowOperations) operations among them; \(clock.now - start)")
    #expect(report.violations == [])
  }
}
