@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// The host's history stays bounded over long runs (issue 10: memory grew by about 165 B
/// per storefront command because the logs kept every entry).
@MainActor
@Suite("History limit")
struct HistoryLimitTests {
  @Test("after many tab taps the logs keep the latest entries only, between the limit and twice the limit")
  func logsAreBounded() throws {
    let (navigator, host) = makeHost()
    navigator.setRoot(.tabs([.stack([Probe("Shop")]), .stack([Probe("Wishlist")])], selected: 0))
    let limit = HeadlessHost.historyLimit
    for tap in 1...(2 * limit + 1) { try host.tapTab(tap % 2) }
    #expect((limit...(2 * limit)).contains(host.performedSteps.count))
    #expect((limit...(2 * limit)).contains(host.appearanceLog.count))
    // The newest entry is the last tap: tab 1 (Wishlist) selected.
    #expect(host.performedSteps.last == .selectTab(tabs: ScreenID(1), index: 1))
    #expect(host.appearanceLog.suffix(4).map(\.description) == [
      "Wishlist willAppear", "Shop willDisappear", "Shop didDisappear", "Wishlist didAppear",
    ])
  }

  @Test("with recording off the logs stay empty")
  func recordingOff() throws {
    let (navigator, host) = makeHost(.init(recordsHistory: false))
    navigator.setRoot(.tabs([.stack([Probe("Shop")]), .stack([Probe("Wishlist")])], selected: 0))
    for tap in 1...10 { try host.tapTab(tap % 2) }
    #expect(host.performedSteps == [])
    #expect(host.appearanceLog == [])
  }
}
