import SceneRouterTesting
import Testing

/// The model check over the headless host: a budget that runs in `swift test`.
@MainActor
@Suite("Headless host model check", .serialized)
struct HeadlessModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions, held transitions and windows keep every invariant", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) async {
    let report = await ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
      .run(seeds: hundred * 100..<(hundred + 1) * 100)
    #expect(report.violations == [])
    #expect(report.sequences == 100)
    // Every kind of operation among the windows, and every outcome, in every hundred seeds.
    #expect(report.missingWindowDraws == [], "\(report.windowDraws)")
  }

  @Test("the sequences draw split views, routes to their columns and width changes")
  func drawsSplitViews() async {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    var logs: [String] = []
    for seed in 0..<UInt64(20) { logs += await check.replay(seed: seed).log }
    for wanted in ["setRoot split [", "as show(in: ", "perform showColumn(", "make the window compact", "request"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    #expect(logs.contains { $0.contains("as show(in: ") && !$0.contains("refused") })
  }

  @Test("the sequences draw sidebar-adaptable tab containers and a person's sidebar actions")
  func drawsSidebarTabs() async {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    var logs: [String] = []
    for seed in 0..<UInt64(200) { logs += await check.replay(seed: seed).log }
    for wanted in ["setRoot sidebar tabs [", "in the sidebar", "show the sidebar", "hide the sidebar", "perform hideSidebar"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    // A person's sidebar action needs the tab container on top in a regular width: rare, but drawn.
    #expect(logs.contains { $0.hasSuffix("the sidebar") && !$0.contains("refused") })
  }

  @Test("the sequences draw page containers and a person's swipes between pages")
  func drawsPages() async {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    var logs: [String] = []
    for seed in 0..<UInt64(600) { logs += await check.replay(seed: seed).log }
    for wanted in ["setRoot pages [", "swipe to page"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    // A swipe needs the page container on top and the page next to the shown one: rare, but drawn.
    #expect(logs.contains { $0.contains("swipe to page") && !$0.contains("refused") })
  }

  @Test("the sequences draw windows: links under every policy, activations, closings, operations in other windows")
  func drawsWindows() async {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    var logs: [String] = []
    for seed in 0..<UInt64(50) { logs += await check.replay(seed: seed).log }
    for wanted in Self.windowLines {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
  }

  /// What the logs of 50 seeds show among the windows, on every host.
  static let windowLines = [
    "under the policy 'the active window'", "under the policy 'a new window'",
    "under the policy 'the window showing the route, else the active window'",
    "under the policy 'the window showing the route, else a new window'",
    "decision: Brought window", "decision: Asked for a new window", "decision: In window", "refused: The window for",
    "windows: activate window", "windows: close window", "window 2: request", "window 3: request",
    "the links ended: Cancelled",
  ]

  @Test("a replayed seed gives the same log twice, each line naming its window")
  func replayIsDeterministic() async {
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    let first = await check.replay(seed: 7)
    let second = await check.replay(seed: 7)
    #expect(first.log == second.log)
    #expect(first.log.count > 40)
    #expect(first.log.allSatisfy { $0.hasPrefix("window ") || $0.hasPrefix("windows: ") })
  }
}
