@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// More than five tabs: only the first four get tab items, the rest live under More
/// (rule 31). A person reaches them through the More list; a route selects any tab.
@MainActor
@Suite("More tabs")
struct MoreTabsTests {
  private static let names = ["Shop", "Wishlist", "Cart", "Orders", "Settings", "Help"]

  /// A tab container of `count` tabs, each a stack holding one screen.
  private func tabs(_ count: Int = 6) -> (Navigator, HeadlessHost, [Probe]) {
    let (navigator, host) = makeHost()
    let screens = Self.names.prefix(count).map { Probe($0) }
    navigator.setRoot(.tabs(screens.map { .stack([$0]) }, selected: 0))
    return (navigator, host, screens)
  }

  @Test("with six tabs, tapping tab 4 or 5 is refused because the tab lives under More, and nothing changes")
  func tapUnderMoreRefused() {
    let (navigator, host, _) = tabs()
    let before = navigator.snapshot
    #expect(throws: NavigationError.tabUnderMore(index: 4, count: 6)) { try host.tapTab(4) }
    #expect(
      NavigationError.tabUnderMore(index: 5, count: 6).description
        == "Cannot tap tab 5: the tab bar has 6 tabs, so only tabs 0 to 3 have tab items and tab 5 lives under More.")
    #expect(throws: NavigationError.tabUnderMore(index: 5, count: 6)) { try host.tapTab(5) }
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
    #expect(host.performedSteps.count == 1)  // only the root
  }

  @Test("with six tabs, the first four tabs are tapped as before")
  func firstFourTapped() throws {
    let (navigator, host, _) = tabs()
    try host.tapTab(3)
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      ├─ stack
      │  └─ Wishlist
      ├─ stack
      │  └─ Cart
      ├─ stack (selected)
      │  └─ Orders
      ├─ stack
      │  └─ Settings
      └─ stack
         └─ Help
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("choosing tab 5 under More selects it with a tab switch's callbacks, and a router then pushes onto it")
  func chooseUnderMore() throws {
    let (navigator, host, screens) = tabs()
    host.clearLogs()
    try host.tapMoreItem(5)
    #expect(host.appearanceText == [
      "Help didLoad", "Help willAppear", "Shop willDisappear", "Shop didDisappear", "Help didAppear",
    ])
    #expect(host.performedSteps == [.selectTab(tabs: ScreenID(1), index: 5)])
    #expect(host.snapshot == navigator.snapshot)
    navigator.route(to: Probe("Article"), from: navigator.topMostScreen ?? screens[0], as: .push)
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      ├─ stack
      │  └─ Wishlist
      ├─ stack
      │  └─ Cart
      ├─ stack
      │  └─ Orders
      ├─ stack
      │  └─ Settings
      └─ stack (selected)
         ├─ Help
         └─ Article
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("choosing the tab under More that is already selected changes nothing")
  func chooseSelectedUnderMore() throws {
    let (navigator, host, _) = tabs()
    try host.tapMoreItem(4)
    let before = navigator.snapshot
    host.clearLogs()
    try host.tapMoreItem(4)
    #expect(host.appearanceText.isEmpty)
    #expect(host.performedSteps.isEmpty)
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
  }

  @Test("a route selects a tab under More, as UIKit lets selectedViewController be one (rule 31)")
  func programmaticSelection() {
    let (navigator, host, screens) = tabs()
    navigator.perform(.selectTab(5), from: screens[0])
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs(Self.names.map { .stack([.screen($0)]) }, selected: 5)))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("the More list offers only tabs without their own item, and only when there is a More item")
  func moreItemRefusals() {
    let (_, host, _) = tabs()
    #expect(throws: NavigationError.personActionUnavailable(action: "choose tab 3 under More", reason: "tab 3 has its own tab item")) {
      try host.tapMoreItem(3)
    }
    #expect(throws: NavigationError.tabIndexOutOfRange(index: 6, count: 6)) { try host.tapMoreItem(6) }
    let (_, fiveTabs, _) = tabs(5)
    #expect(
      throws: NavigationError.personActionUnavailable(
        action: "choose tab 4 under More", reason: "the tab bar has 5 tabs, so it shows no More item")
    ) { try fiveTabs.tapMoreItem(4) }
    let (navigator, plain) = makeHost()
    navigator.setRoot(.screen(Probe("Home")))
    #expect(throws: NavigationError.personActionUnavailable(action: "choose tab 4 under More", reason: "no tab bar is visible")) {
      try plain.tapMoreItem(4)
    }
  }

  @Test("five tabs have no More item: the fifth tab is tapped like any other")
  func fiveTabsTapped() throws {
    let (navigator, host, _) = tabs(5)
    try host.tapTab(4)
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs(Self.names.prefix(5).map { .stack([.screen($0)]) }, selected: 4)))
    #expect(host.snapshot == navigator.snapshot)
  }
}
