import SceneRouterTesting
import Testing

/// The model check over `UIKitHost`, driven through the stand-in's simulated person.
@MainActor
@Suite("UIKitHost model check")
struct UIKitHostModelCheckTests {
  /// Whether a violating seed involves a presentation confined to a tab, which `UIKitHost`
  /// does not perform yet (issue 9's presentation contexts came after the adapter).
  static func involvesTabContext(_ violation: String) -> Bool {
    violation.contains("Context in tab")
  }

  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant on UIKitHost")
  func modelCheck() {
    let report = ModelCheck { SimulatedUIKitHost() }.run(seeds: 0..<1_000, maximumViolations: 1_000)
    #expect(report.sequences == 1_000)
    #expect(report.violations.filter { !Self.involvesTabContext($0) } == [])
    withKnownIssue("UIKitHost does not confine current-context presentations to a tab yet") {
      #expect(report.violations.filter(Self.involvesTabContext) == [])
    }
  }
}
