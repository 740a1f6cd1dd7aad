import SceneRouterTesting
import Testing

/// The model check over the headless host: a budget that runs in `swift test`.
@MainActor
@Suite("Headless host model check", .serialized)
struct HeadlessModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) {
    let report = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
      .run(seeds: hundred * 100..<(hundred + 1) * 100)
    #expect(report.violations == [])
    #expect(report.sequences == 100)
  }

  @Test("a replayed seed gives the same log twice")
  func replayIsDeterministic() {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    let first = check.replay(seed: 7)
    let second = check.replay(seed: 7)
    #expect(first.log == second.log)
    #expect(first.log.count > 40)
  }
}
