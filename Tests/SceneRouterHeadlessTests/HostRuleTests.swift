@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// The host refuses what UIKit refuses, even when a step does not come from the
/// navigator's planner (a custom executor, a bug): the typed error, and nothing changed.
@MainActor
@Suite("Host rules")
struct HostRuleTests {
  private func perform(_ host: HeadlessHost, _ step: NavigationStep, _ screens: [ScreenID: any Screen] = [:]) -> String? {
    var outcome: String?
    host.perform(step, screens: ScreenLookup(screens)) { result in
      if case .failure(let error) = result { outcome = error.description } else { outcome = "ok" }
    }
    return outcome
  }

  private func base() -> HeadlessHost {
    let host = HeadlessHost()
    let root = NavigationTree<NavigationStep.Screen>.stack(id: ScreenID(1), screens: [.init(id: ScreenID(2), name: "Home")])
    _ = perform(host, .setRoot(root, animation: .none), [ScreenID(2): Probe("Home")])
    return host
  }

  @Test("pushing an instance already in the stack is refused (rule 3)")
  func pushDuplicate() {
    let host = base()
    let detail = Probe("Detail")
    let push = { (id: Int) in NavigationStep.push(.init(id: ScreenID(id), name: "Detail"), onto: ScreenID(1), animation: .none) }
    #expect(perform(host, push(3), [ScreenID(3): detail]) == "ok")
    #expect(perform(host, push(4), [ScreenID(4): detail]) == "'Detail' is already on screen; a screen instance can be shown only once.")
    #expect(host.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])))
  }

  @Test("a split view whose columns are not two or three navigation stacks is refused; nothing changes")
  func malformedSplit() {
    let host = base()
    let before = host.snapshot
    let split = NavigationTree<NavigationStep.Screen>.split(
      id: ScreenID(5), columns: [.screen(.init(id: ScreenID(6), name: "Inbox")), .stack(id: ScreenID(7), screens: [])])
    #expect(
      perform(host, .setRoot(split, animation: .none), [ScreenID(6): Probe("Inbox")])
        == "The step does not fit the navigation state: a split view holds two or three navigation stacks, not split#5[Inbox#6, stack[]].")
    #expect(host.snapshot == before)
  }

  @Test("popping to a screen that is not in the stack is refused (rule 7)")
  func popToStranger() {
    let host = base()
    #expect(perform(host, .pop(stack: ScreenID(1), to: ScreenID(9), animation: .none)) == "Cannot pop to '#9': it is not in the navigation stack.")
  }

  @Test("a stack's screens must be distinct (rule 8)")
  func setStackDuplicates() {
    let host = base()
    let home = NavigationStep.Screen(id: ScreenID(2), name: "Home")
    #expect(perform(host, .setStack(ScreenID(1), [home, home], animation: .none))
      == "Invalid transition: 'Home' appears twice; the screens of a stack must be distinct.")
  }

  @Test("a screen that already presents cannot present again (rule 16)")
  func presentTwice() {
    let host = base()
    let first = NavigationTree<NavigationStep.Screen>.screen(.init(id: ScreenID(3), name: "First"))
    let second = NavigationTree<NavigationStep.Screen>.screen(.init(id: ScreenID(4), name: "Second"))
    #expect(perform(host, .present(first, from: ScreenID(1), style: .formSheet, animation: .none), [ScreenID(3): Probe("First")]) == "ok")
    #expect(perform(host, .present(second, from: ScreenID(1), style: .formSheet, animation: .none), [ScreenID(4): Probe("Second")])
      == "Cannot present 'Second' from 'stack': it is already presenting 'First'.")
  }

  @Test("dismissing what nobody presented is refused (rule 20)")
  func dismissRoot() {
    let host = base()
    #expect(perform(host, .dismiss(ScreenID(1), animation: .none)) == "Cannot dismiss 'stack': it was neither presented nor pushed.")
  }

  @Test("selecting a tab out of range is refused (rule 33: undocumented in UIKit, an error here)")
  func tabOutOfRange() {
    let host = HeadlessHost()
    let tabs = NavigationTree<NavigationStep.Screen>.tabs(id: ScreenID(1), tabs: [.screen(.init(id: ScreenID(2), name: "A"))], selected: 0)
    _ = perform(host, .setRoot(tabs, animation: .none), [ScreenID(2): Probe("A")])
    #expect(perform(host, .selectTab(tabs: ScreenID(1), index: 3)) == "Cannot select tab 3: the tab container has 1 tab.")
  }

  @Test("automatic presents as a sheet, whichever of page and form sheet the system picks (rule 23)")
  func automaticStyle() throws {
    let (navigator, host) = makeHost(.init())
    let home = Probe("Home")
    navigator.setRoot(.screen(home))
    host.clearLogs()
    navigator.route(to: Probe("Sheet"), from: home, as: .modal())
    // A sheet: the presenter stays in the window and hears nothing (rule 38).
    #expect(host.appearanceLog.map(\.description) == ["Sheet didLoad", "Sheet willAppear", "Sheet didAppear"])
    #expect(navigator.snapshot.description == "Home\npresented automatic:\n└─ Sheet")
    try host.pullDownSheet()
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Home")))
  }
}
