@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// What a person does without asking a router: the navigator follows, so routers know.
@MainActor
@Suite("User actions")
struct UserActionTests {
  private func tabs() -> (Navigator, HeadlessHost, Probe, Probe) {
    let (navigator, host) = makeHost()
    let shop = Probe("Shop")
    let wishlist = Probe("Wishlist")
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    return (navigator, host, shop, wishlist)
  }

  @Test("after a tab tap, a router on the tab bar pushes onto the newly selected tab (article 002's reader bug)")
  func tabTapIsKnownToRouters() throws {
    let (navigator, host, shop, _) = tabs()
    let tabBarRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    tabBarRouter.root = navigator.screen(for: ScreenID(1))
    try host.tapTab(1)
    #expect(navigator.snapshot == host.snapshot)
    navigator.route(to: Probe("Product"), from: navigator.topMostScreen ?? shop, as: .push)
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         ├─ Wishlist
         └─ Product
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a swipe back to a screen never shown loads it before its willAppear, as a tap back does")
  func swipeLoadsTheScreenBelow() throws {
    let (navigator, host) = makeHost()
    let list = Probe("List")
    navigator.setRoot(.stack([list, Probe("Order")]))
    try host.beginSwipeBack()
    try host.cancelSwipeBack()
    try host.beginSwipeBack()
    try host.finishSwipeBack()
    #expect(list.events == [.didLoad, .willAppear, .willDisappear, .didDisappear, .willAppear, .didAppear])
  }

  @Test("re-tapping the selected tab pops its stack to the root (rule 30)")
  func retapPopsToRoot() throws {
    let (navigator, host, shop, _) = tabs()
    navigator.route(to: Probe("A"), from: shop, as: .push)
    navigator.route(to: Probe("B"), from: navigator.topMostScreen ?? shop, as: .push)
    try host.tapTab(0)
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 0)))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a tab the delegate refuses stays unselected (rule 29)")
  func shouldSelectRefuses() throws {
    let (navigator, host, _, _) = tabs()
    host.shouldSelectTab = { $0 != 1 }
    let before = navigator.snapshot
    try host.tapTab(1)
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
  }

  @Test("a completed swipe back pops, and the navigator knows")
  func swipeBackCompletes() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let detail = Probe("Detail")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    host.clearLogs()
    try host.swipeBack()
    #expect(host.appearanceText == ["Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear"])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(!navigator.isShowing(detail))
  }

  @Test("a swipe back cancelled half-way is not a pop: callbacks are undone in UIKit's order (rule 15)")
  func swipeBackCancelled() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let detail = Probe("Detail")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    let before = navigator.snapshot
    host.clearLogs()
    try host.swipeBack(completes: false)
    #expect(host.appearanceText == [
      "Detail willDisappear", "Home willAppear", "Home willDisappear", "Home didDisappear", "Detail willAppear",
      "Detail didAppear",
    ])
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
    #expect(host.performedSteps.isEmpty)
    navigator.close(detail)  // routers still work on the screen that stayed
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("the back button pops the visible stack; on a root there is nothing to go back to")
  func tapBack() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    #expect(throws: NavigationError.nothingToGoBackTo(screen: "Home")) { try host.tapBack() }
    navigator.route(to: Probe("Detail"), from: home, as: .push)
    try host.tapBack()
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a person pulls a sheet down; the presenter hears nothing because it never disappeared")
  func pullDownSheet() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: Probe("Sheet"), from: home, as: .modal(.pageSheet, inNavigation: true))
    host.clearLogs()
    try host.pullDownSheet()
    #expect(host.appearanceText == ["Sheet willDisappear", "Sheet didDisappear"])
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Home")))
  }

  @Test(
    "only sheets can be pulled down, and not when a screen refuses (rule 25)",
    arguments: [
      (PresentationStyle.fullScreen, false, "'Cover' cannot be pulled down: it is presented as fullScreen, which only a route can dismiss."),
      (.overFullScreen, false, "'Cover' cannot be pulled down: it is presented as overFullScreen, which only a route can dismiss."),
      (.pageSheet, true, "'Cover' cannot be pulled down: 'Cover' refuses interactive dismissal."),
    ])
  func pullDownRefused(_ style: PresentationStyle, _ refuses: Bool, _ message: String) {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let cover = Probe("Cover")
    cover.refusesInteractiveDismissal = refuses
    navigator.setRoot(.screen(home))
    navigator.route(to: cover, from: home, as: .modal(style))
    let before = navigator.snapshot
    #expect(throws: (any Error).self) { try host.pullDownSheet() }
    do {
      try host.pullDownSheet()
    } catch {
      #expect(error.description == message)
    }
    #expect(navigator.snapshot == before)
  }

  @Test("with nothing presented, there is no sheet to pull down; with no tab bar, no tab to tap")
  func unavailableActions() {
    let (navigator, host) = makeHost()
    navigator.setRoot(.screen(Probe("Home")))
    #expect(throws: NavigationError.personActionUnavailable(action: "pull down a sheet", reason: "nothing is presented")) {
      try host.pullDownSheet()
    }
    #expect(throws: NavigationError.personActionUnavailable(action: "tap tab 0", reason: "no tab bar is visible")) {
      try host.tapTab(0)
    }
    #expect(throws: NavigationError.personActionUnavailable(action: "tap back", reason: "no navigation bar is visible")) {
      try host.tapBack()
    }
  }
}

/// A sheet dragged down is a change in flight, like a swipe back.
@MainActor
@Suite("Sheet drags")
struct SheetDragTests {
  @Test("a request made while a sheet is dragged waits, and is planned after the sheet is gone")
  func dragHoldsRequests() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    let sheet = Probe("Sheet")
    navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    try host.beginSheetDrag()
    #expect(navigator.isBusy)
    var results: [String] = []
    navigator.route(to: Probe("Detail"), from: navigator.topMostScreen ?? home, as: .push) { result in
      results.append("\(result)")
    }
    #expect(results == [])
    try host.finishSheetDrag()
    #expect(results == ["failure('Sheet' is not on screen, so nothing can be routed from it.)"])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.appearanceLog.suffix(2).map(\.description) == ["Sheet willDisappear", "Sheet didDisappear"])
  }

  @Test("a cancelled drag gives the sheet its callbacks back and changes nothing")
  func cancelledDrag() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: Probe("Sheet"), from: home, as: .modal(.pageSheet))
    let before = navigator.snapshot
    host.clearLogs()
    try host.beginSheetDrag()
    try host.cancelSheetDrag()
    #expect(host.appearanceLog.map(\.description) == ["Sheet willDisappear", "Sheet willAppear", "Sheet didAppear"])
    #expect(navigator.snapshot == before)
    #expect(!navigator.isBusy)
  }
}
