import SceneRouterTesting
import Testing

/// The model check over the headless host: a budget that runs in `swift test`.
@MainActor
@Suite("Headless host model check")
struct HeadlessModelCheckTests {
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant")
  func modelCheck() {
    let report = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }.run(seeds: 0..<1_000)
    #expect(report.violations == [])
    #expect(report.sequences == 1_000)
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
