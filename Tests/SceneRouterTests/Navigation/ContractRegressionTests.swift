@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// The nine ways the navigator and its host disagreed (issue 9), each pinned by its whole
/// snapshot, callback order or error text.
@MainActor
@Suite("Navigator–host contract regressions")
struct ContractRegressionTests {
  @Test("finding 1: setRoot moves a presented screen into the new root instead of failing half-way")
  func setRootMovesPresentedScreen() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let profile = TestScreen("Profile")
    navigator.setRoot(.stack([home]))
    navigator.route(to: profile, from: home, as: .modal(.pageSheet))
    let completions = Completions()
    navigator.setRoot(.stack([profile]), completion: completions.record())
    #expect(completions.failures == [])
    #expect(completions.results.count == 1)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Profile")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("finding 1: a plan's setRoot takes in a screen pushed inside a presented stack")
  func planSetRootMovesPushedScreen() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let modal = TestScreen("Modal")
    let profile = TestScreen("Profile")
    navigator.setRoot(.stack([home]))
    navigator.route(to: modal, from: home, as: .modal(.pageSheet, inNavigation: true))
    navigator.route(to: profile, from: modal, as: .push)
    let completions = Completions()
    navigator.perform(NavigationPlan([.setRoot(.stack([profile]))]), completion: completions.record())
    #expect(completions.failures == [])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Profile")])))
    #expect(host.snapshot == navigator.snapshot)
    #expect(navigator.isShowing(profile))
  }

  @Test("finding 2: a plan made during a swipe back is planned against the state after it")
  func planDuringSwipe() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home, TestScreen("A"), TestScreen("B")]))
    try host.beginSwipeBack()
    let completions = Completions()
    navigator.perform(NavigationPlan([.open(TestScreen("C"), as: .push), .closeTopMost]), completion: completions.record())
    #expect(navigator.isBusy)
    #expect(navigator.queuedRequestCount == 1)
    try host.finishSwipeBack()
    #expect(completions.failures == [])
    #expect(completions.results.count == 1)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("A")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("finding 2: setStack made during a swipe of A is accepted after the pop, as UIKit would")
  func setStackDuringSwipe() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let a = TestScreen("A")
    navigator.setRoot(.stack([home, a]))
    try host.beginSwipeBack()
    let completions = Completions()
    navigator.setStack([home, a, TestScreen("D")], from: home, completion: completions.record())
    try host.finishSwipeBack()
    #expect(completions.failures == [])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("A"), .screen("D")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("finding 3: a route made from a cancelled swipe's callbacks runs after all of them")
  func cancelledSwipeRoutesAfterCallbacks() throws {
    let (navigator, host) = makeNavigator()
    let detail = TestScreen("Detail")
    navigator.setRoot(.stack([TestScreen("Home"), detail]))
    try host.beginSwipeBack()
    let tip = TestScreen("Tip")
    detail.onEvent = { event in
      if event == .willAppear { navigator.route(to: tip, from: detail, as: .push) }
    }
    try host.cancelSwipeBack()
    detail.onEvent = nil
    #expect(detail.events == [
      .didLoad, .willAppear, .didAppear, .willDisappear, .willAppear, .didAppear, .willDisappear, .didDisappear,
    ])
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .stack([.screen("Home"), .screen("Detail"), .screen("Tip")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("finding 4: inside a pushed screen's did-callbacks the navigator already shows it")
  func didCallbacksSeeTheNewState() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let detail = TestScreen("Detail")
    var seen: [String] = []
    // Weak: the navigator owns the host, the host the screen, the screen this closure.
    detail.onEvent = { [weak navigator, weak host, weak detail] event in
      guard event == .didAppear, let navigator, let host, let detail else { return }
      seen.append("top \(navigator.topMostScreen?.screenName ?? "nothing")")
      seen.append("agree \(host.snapshot == navigator.snapshot)")
      do throws(NavigationError) {
        try navigator.result(of: detail, expecting: Int.self) { _ in }
        seen.append("watching")
      } catch {
        seen.append("\(error)")
      }
    }
    navigator.route(to: detail, from: home, as: .push)
    #expect(seen == ["top Detail", "agree true", "watching"])
  }

  @Test("finding 6: close(animated: true) animates a sheet a plan presented without animation")
  func dismissalAnimationFromTheRequest() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let sheet = TestScreen("Sheet")
    navigator.setRoot(.stack([home]))
    navigator.perform(NavigationPlan([.open(.screen(sheet), as: .modal(.pageSheet).animated(false))]))
    navigator.close(sheet, animated: true)
    #expect(host.performedSteps.map(\.description) == [
      "setRoot stack#1[Home#2] (none)", "present Sheet#3 from #1 as pageSheet (none)", "dismiss #3 (standard)",
    ])
  }

  @Test("finding 8: close(returning:) during a swipe that completes leaves the caller cancelled by the user")
  func closeReturningDuringSwipe() throws {
    let (navigator, host) = makeNavigator()
    let picker = TestScreen("Picker")
    navigator.setRoot(.stack([TestScreen("Home"), picker]))
    var results: [RouteResult<Int>] = []
    try navigator.result(of: picker, expecting: Int.self) { results.append($0) }
    try host.beginSwipeBack()
    let completions = Completions()
    navigator.close(picker, returning: 5, completion: completions.record())
    try host.finishSwipeBack()
    #expect(results == [.cancelled(.removedByPerson)])
    #expect(completions.failures == ["'Picker' is not on screen, so nothing can be routed from it."])
  }

  @Test("finding 8: a plain close during a swipe that completes reports removedByPerson")
  func plainCloseDuringSwipe() throws {
    let (navigator, host) = makeNavigator()
    let picker = TestScreen("Picker")
    navigator.setRoot(.stack([TestScreen("Home"), picker]))
    var results: [RouteResult<Int>] = []
    try navigator.result(of: picker, expecting: Int.self) { results.append($0) }
    try host.beginSwipeBack()
    navigator.close(picker) { _ in }
    try host.finishSwipeBack()
    #expect(results == [.cancelled(.removedByPerson)])
  }

  @Test("finding 9: completions arrive in request order when an observer routes")
  func completionsInRequestOrder() throws {
    let (navigator, host) = makeNavigator(configuration: .init(completesTransitionsAutomatically: false))
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let a = TestScreen("A")
    var order: [Int] = []
    let owner = Completions()
    var routed = false
    navigator.observe(owner) { [weak navigator] snapshot in  // the navigator holds this closure
      guard let navigator, !routed, snapshot.root == .stack([.screen("Home"), .screen("A")]) else { return }
      routed = true
      navigator.route(to: TestScreen("C"), from: a, as: .modal(.pageSheet)) { _ in order.append(3) }
    }
    navigator.route(to: a, from: home, as: .push) { _ in order.append(1) }
    navigator.route(to: TestScreen("B"), from: home, as: .push) { _ in order.append(2) }
    #expect(host.completeAllTransitions() == 3)
    #expect(order == [1, 2, 3])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("observers are held by a weak owner: a released owner's observer never runs")
  func observerOwnerIsWeak() {
    let (navigator, _) = makeNavigator()
    var calls = 0
    do {
      let owner = Completions()
      navigator.observe(owner) { _ in calls += 1 }
      navigator.setRoot(.stack([TestScreen("Home")]))
    }
    let reused = Completions()
    navigator.removeObserver(reused)
    navigator.setRoot(.stack([TestScreen("Other")]))
    #expect(calls == 1)
  }

  @Test("finding 5: .currentContext from a screen inside a tab covers that tab only; the tab bar stays usable")
  func currentContextCoversItsTab() throws {
    let (navigator, host) = makeNavigator()
    let shop = TestScreen("Shop")
    let wishlist = TestScreen("Wishlist")
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
    let filter = TestScreen("Filter")
    let completions = Completions()
    navigator.route(to: filter, from: wishlist, as: .modal(.currentContext), completion: completions.record())
    #expect(completions.failures == [])
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      presented currentContext in tab 1:
      └─ Filter
      """)
    #expect(navigator.topMostScreen === filter)
    #expect(wishlist.events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear])
    try host.tapTab(0)
    #expect(navigator.topMostScreen === shop)
    #expect(filter.events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear])
    try host.tapTab(1)
    #expect(navigator.topMostScreen === filter)
    #expect(host.snapshot == navigator.snapshot)
    navigator.close(filter, completion: completions.record())
    #expect(completions.failures == [])
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 1)))
    #expect(host.snapshot == navigator.snapshot)
    #expect(wishlist.events.suffix(2) == [.willAppear, .didAppear])
  }

  @Test("finding 5: .overCurrentContext keeps the tab's screen visible and a sheet still covers the window")
  func overCurrentContextThenSheet() throws {
    let (navigator, host) = makeNavigator()
    let shop = TestScreen("Shop")
    navigator.setRoot(.tabs([.stack([shop]), .stack([TestScreen("Wishlist")])], selected: 0))
    let banner = TestScreen("Banner")
    navigator.route(to: banner, from: shop, as: .modal(.overCurrentContext))
    #expect(shop.events == [.didLoad, .willAppear, .didAppear])
    navigator.route(to: TestScreen("Sheet"), from: banner, as: .modal(.pageSheet))
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      presented overCurrentContext in tab 0:
      └─ Banner
      presented pageSheet:
      └─ Sheet
      """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(throws: NavigationError.personActionUnavailable(action: "tap tab 1", reason: "no tab bar is visible")) {
      try host.tapTab(1)
    }
    navigator.perform(.dismissPresented)
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 0)))
    #expect(host.snapshot == navigator.snapshot)
  }
}
