import SceneRouter
@testable import SceneRouterHeadless
import Testing

/// UIKit calls `viewDidLoad` once per instance, however often it is shown (rule 36);
/// the host remembers loaded screens by object, weakly, in a table that does not grow.
@MainActor
@Suite("Loading once per instance")
struct LoadOnceTests {
  @Test("a screen pushed, popped and pushed again loads once")
  func pushedTwice() {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let detail = Probe("Detail")
    navigator.setRoot(.stack([home]))
    host.clearLogs()
    navigator.route(to: detail, from: home, as: .push)
    navigator.close(detail)
    navigator.route(to: detail, from: home, as: .push)
    #expect(host.appearanceText == [
      "Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
      "Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear",
      "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
    ])
    #expect(detail.events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])))
  }

  @Test("a screen presented, pulled down and presented again loads once")
  func presentedTwice() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let sheet = Probe("Sheet")
    navigator.setRoot(.screen(home))
    navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    try host.pullDownSheet()
    navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    #expect(sheet.events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear])
    #expect(home.events == [.didLoad, .willAppear, .didAppear])
  }

  @Test("a new instance of the same kind loads again")
  func newInstanceLoads() {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    let first = Probe("Detail")
    navigator.route(to: first, from: home, as: .push)
    navigator.close(first)
    host.clearLogs()
    navigator.route(to: Probe("Detail"), from: home, as: .push)
    #expect(host.appearanceText == [
      "Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
    ])
  }

  @Test("the table keeps no screen alive, and 10,000 short-lived screens do not grow it")
  func tableStaysSmall() {
    let (navigator, host) = makeHost(.init(recordsHistory: false))
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    weak var released: Probe?
    for _ in 0..<10_000 {
      let detail = Probe("Detail")
      released = detail
      navigator.route(to: detail, from: home, as: .push)
      navigator.close(detail)
    }
    #expect(released == nil)
    #expect(host.loadedScreenTableCount <= LoadedScreens.minimumPruningThreshold + 1)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(home.events == [.didLoad, .willAppear, .didAppear] + Array(repeating: [.willDisappear, .didDisappear, .willAppear, .didAppear], count: 10_000).flatMap { $0 })
  }

  @Test("a new object at the address of a released one is not taken for loaded")
  func reusedIdentifier() {
    // Released objects' addresses are normally reused at once, so most of these new
    // instances share an ObjectIdentifier with a released one; each must still load once.
    var table = LoadedScreens()
    var firstInsertions = 0
    var secondInsertions = 0
    for _ in 0..<1_000 {
      let screen = Probe("Short")
      if table.insert(screen) { firstInsertions += 1 }
      if table.insert(screen) { secondInsertions += 1 }
    }
    #expect(firstInsertions == 1_000)
    #expect(secondInsertions == 0)
    #expect(table.count <= LoadedScreens.minimumPruningThreshold + 1)
  }
}
