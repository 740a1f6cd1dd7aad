#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import SceneRouterTesting
import Testing

/// The model check over `UIKitHost`, driven through the stand-in's simulated person.
@MainActor
@Suite("UIKitHost model check", .serialized)
struct UIKitHostModelCheckTests {
  /// 1,000 seeds in ten runs of 100, one after another: no single test holds the main actor
  /// long enough to starve the other suites of the run.
  @Test("1,000 seeded sequences of requests, actions, held transitions and windows keep every invariant on UIKitHost", arguments: 0..<UInt64(10))
  func modelCheck(hundred: UInt64) async {
    let report = await ModelCheck { SimulatedUIKitHost() }.run(seeds: hundred * 100..<(hundred + 1) * 100, maximumViolations: 1_000)
    #expect(report.sequences == 100)
    #expect(report.violations == [])
    // Every kind of operation among the windows, and every outcome, in every hundred seeds.
    #expect(report.missingWindowDraws == [], "\(report.windowDraws)")
  }

  @Test("100 seeded sequences keep every invariant on UIKitHost made for a container inside the window")
  func modelCheckInContainer() async {
    let report = await ModelCheck { SimulatedUIKitHost(inContainer: true) }.run(seeds: 0..<100, maximumViolations: 1_000)
    #expect(report.sequences == 100)
    #expect(report.violations == [])
  }

  @Test("with no feature pending, the sequences draw sidebar-adaptable tab containers and a person's sidebar actions")
  func drawsSidebarTabs() async {
    let check = ModelCheck { SimulatedUIKitHost() }
    var logs: [String] = []
    for seed in 0..<UInt64(200) { logs += await check.replay(seed: seed).log }
    for wanted in ["setRoot sidebar tabs [", "in the sidebar", "show the sidebar", "hide the sidebar"] {
      #expect(logs.contains { $0.contains(wanted) }, "no sequence drew '\(wanted)'")
    }
    #expect(logs.contains { $0.hasSuffix("the sidebar") && !$0.contains("refused") })
  }

  @Test("with the content swipe not pending, the sequences pan back in the content, then finish or cancel it")
  func drawsContentSwipes() async {
    let endings = await Self.endings(seeds: 100) { $0.hasSuffix(": begin content swipe back") ? "pan" : nil }
    #expect(endings.isSuperset(of: ["pan: finish swipe back", "pan: cancel swipe back"]), "\(endings.sorted())")
  }

  @Test("with finger-driven custom transitions not pending, the sequences push and pop with a finger, then let go past half-way or early")
  func drawsFingerTransitions() async {
    let endings = await Self.endings(seeds: 400) { line in
      guard line.contains(": begin finger p"), !line.contains("refused") else { return nil }
      return line.contains("push") ? "push" : "pop"
    }
    #expect(
      endings == ["push: finish swipe back", "push: cancel swipe back", "pop: finish swipe back", "pop: cancel swipe back"],
      "\(endings.sorted())")
  }

  /// How the gestures begun in the first `seeds` sequences ended, as `kind: ending`: for each
  /// log line `kind` names (nil for any other line), the next finish or cancel in its window.
  private static func endings(seeds: UInt64, kind: (String) -> String?) async -> Set<String> {
    let check = ModelCheck { SimulatedUIKitHost() }
    var endings: Set<String> = []
    for seed in 0..<seeds {
      let log = await check.replay(seed: seed).log
      for (index, line) in log.enumerated() {
        guard let begun = kind(line) else { continue }
        let window = line.prefix { $0 != ":" }
        let next = log[(index + 1)...].first {
          $0 == "\(window): finish swipe back" || $0 == "\(window): cancel swipe back"
        }
        if let next { endings.insert("\(begun): \(next.dropFirst(window.count + 2))") }
      }
    }
    return endings
  }

  /// The long run on `UIKitHost` (RELIABILITY.md), when asked for:
  /// `SCENEROUTER_MODELCHECK_SEEDS=10000 swift test --filter UIKitHostModelCheckTests`.
  @Test(
    "the long run: the seeds SCENEROUTER_MODELCHECK_SEEDS asks for keep every invariant on UIKitHost",
    .enabled(if: ProcessInfo.processInfo.environment["SCENEROUTER_MODELCHECK_SEEDS"] != nil))
  func longRun() async {
    let count = ProcessInfo.processInfo.environment["SCENEROUTER_MODELCHECK_SEEDS"].flatMap(UInt64.init) ?? 0
    let clock = ContinuousClock()
    let start = clock.now
    let report = await ModelCheck { SimulatedUIKitHost() }.run(seeds: 0..<count)
    print("UIKitHost, seeds 0..<\(count): \(report); \(report.windows) windows, \(report.windowOperations) operations among them; \(clock.now - start)")
    #expect(report.violations == [])
  }
}

#endif
