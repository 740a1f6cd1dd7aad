import SceneRouterSwiftUI
import SceneRouterTesting
import Testing

/// The contract's model check over the SwiftUI navigation model: a budget that runs in `swift test`.
@MainActor
@Suite("NavigationModel: model check")
struct ModelCheckTests {
  @Test("1,000 seeded sequences of requests, actions and held transitions keep every invariant")
  func modelCheck() {
    let report = ModelCheck { NavigationModel() }.run(seeds: 0..<1_000)
    #expect(report.violations.first == nil)
    #expect(report.violations.count == 0)
    #expect(report.sequences == 1_000)
  }
}
