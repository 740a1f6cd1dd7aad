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

  @Test("the sequences draw split views, routes to their columns and width changes")
  func drawsSplitViews() {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    let logs = (0..<UInt64(20)).flatMap { check.replay(seed: $0).log }
    for wanted in ["setRoot split [", "as show(in: ", "perform showColumn(", "make the window compact", "request"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    #expect(logs.contains { $0.contains("as show(in: ") && !$0.contains("refused") })
  }

  @Test("the sequences draw sidebar-adaptable tab containers and a person's sidebar actions")
  func drawsSidebarTabs() {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    let logs = (0..<UInt64(200)).flatMap { check.replay(seed: $0).log }
    for wanted in ["setRoot sidebar tabs [", "in the sidebar", "show the sidebar", "hide the sidebar"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    // A person's sidebar action needs the tab container on top in a regular width: rare, but drawn.
    #expect(logs.contains { $0.hasSuffix("the sidebar") && !$0.contains("refused") })
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
