import SceneRouterTesting
import Testing

/// The model check over `UIKitHost`, driven through the stand-in's simulated person.
@MainActor
@Suite("UIKitHost model check")
struct UIKitHostModelCheckTests {
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant on UIKitHost")
  func modelCheck() {
    let report = ModelCheck { SimulatedUIKitHost() }.run(seeds: 0..<1_000, maximumViolations: 1_000)
    #expect(report.sequences == 1_000)
    #expect(report.violations == [])
  }
}
