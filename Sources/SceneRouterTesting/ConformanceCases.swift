/// The cases of ``HostConformance``: each builds a small world on a fresh host, drives it
/// the way an app and a person would, and checks whole callback orders, whole snapshots
/// and whole error texts.
@MainActor
enum ConformanceCases<Host: ConformanceHost> {
  typealias Fixture = ConformanceFixture<Host>

  struct Case: Sendable {
    let name: String
    /// The feature the case needs, which a host may not show yet.
    var feature: ConformanceFeature? = nil
    /// The case; most are synchronous, a few await what they started.
    let body: @MainActor @Sendable (Fixture) async -> Void
  }

  nonisolated static var all: [Case] {
    [
      Case(name: "a push delivers UIKit's callbacks, after the navigator's state changed", body: push),
      Case(name: "a close pops with the reverse callbacks and releases the screen", body: pop),
      Case(name: "a full-screen presentation hides its presenter; dismissing shows it again", body: fullScreen),
      Case(name: "a sheet gives its presenter no callbacks", body: sheet),
      Case(name: "a tab switch delivers the new tab's willAppear first, routed or tapped", body: tabSwitch),
      Case(name: "re-tapping the selected tab pops its stack to the root", body: retapTab),
      Case(name: "a tab tap reported only through shouldSelectTab is the person's tab choice: a switch, a re-tap that pops", feature: .tabChoiceThroughUITab, body: tabChoiceThroughUITab),
      Case(name: "requests made from callbacks wait until the change is complete", body: routeFromCallback),
      Case(name: "a tap back changes the state before its callbacks; routes from them wait", body: tapBack),
      Case(name: "a swipe back holds requests, planned against the state after it", body: swipeHoldsRequests),
      Case(name: "a cancelled swipe back delivers all its callbacks before a route made from them", body: cancelledSwipe),
      Case(name: "a close made during a swipe back that completes is cancelled by the person", body: closeDuringSwipe),
      Case(name: "a held transition shows the new state at once, and requests wait in order", body: heldTransition),
      Case(name: "a refused request changes nothing", body: refusal),
      Case(name: "a tab's root is not closed, bare or a stack's root, at the root or presented", body: tabRootsStay),
      Case(name: "a new root may take in a screen presented now", body: setRootMovesPresented),
      Case(name: "dismissing animates the top-most presentation as asked", body: dismissAnimation),
      Case(name: "completions come in request order when an observer routes", body: completionOrder),
      Case(name: "pulling a sheet down cancels its awaited result as the person's", body: pullDown),
      Case(name: "a person cannot act while a gesture or a transition is in progress", body: actionsRefusedMidChange),
      Case(name: "a person's gestures reach the navigator's events, finished or cancelled", body: gestureEvents),
      Case(name: "a pan back anywhere in the content pops as the edge swipe does, cancelled or finished", feature: .contentSwipeBack, body: contentSwipeBack),
      Case(name: "a finger-driven custom pop holds requests like a swipe back, cancelled or finished", feature: .interactiveCustomTransitions, body: interactiveCustomPop),
      Case(name: "a finger-driven custom push holds requests and lands only when the finger lets go past half-way", feature: .interactiveCustomTransitions, body: interactiveCustomPush),
      Case(name: "a tab shows a system tab bar item with its badge, and a refresh turns it into a title and an image", body: systemTabItem),
      Case(name: "a prominent tab prints on its tab's line; a layout with two is refused as an invalid layout", body: prominentTab),
      Case(name: "a current-context presentation from a tab covers that tab only", body: presentationContext),
      Case(name: "an alert's chosen action is the awaited result; a route that removes one cancels it", body: alertChoice),
      Case(name: "nothing presents over an alert, and no person pulls one down", body: nothingOverAlert),
      Case(name: "a sheet with detents shows them, and the one it rests at, in the host's snapshot", body: sheetDetents),
      Case(name: "a person's drag to another detent is state and an event; nothing appears", body: detentDrag),
      Case(name: "a plan three levels deep lands in one animation: one held transition", body: planInOneAnimation),
      Case(name: "a popover in a regular width points at its anchor and hides nothing", body: popoverInRegularWidth),
      Case(name: "a popover in a compact width shows as a form sheet, pulled down as one", body: popoverInCompactWidth),
      Case(name: "a popover shown adapts when the width changes; the navigator hears the width", body: widthChangeWhileShown),
      Case(name: "a tap outside a popover dismisses it as the person's action", body: tapOutsidePopover),
      Case(name: "a popover whose anchor the screen does not register is refused; nothing changes", body: unknownAnchor),
      Case(name: "a push and a sheet zoom out of a view the route names", body: zoomTransitions),
      Case(name: "two windows keep their own navigation; removing one leaves the other as it was", body: twoWindows),
      Case(name: "a window removed with links waiting and queued ends them, and its navigator and host go", body: windowRemovedWithLinks),
      Case(name: "a split view's columns show side by side, in the snapshot and printed", feature: .splitViews, body: splitColumns),
      Case(name: "a route to the secondary column replaces the detail in a regular width", feature: .splitViews, body: showDetailInRegularWidth),
      Case(name: "a route to the secondary column lands on top of the collapsed stack in a compact width", feature: .splitViews, body: showDetailInCompactWidth),
      Case(name: "a width change collapses and expands a split view, keeping its navigation", feature: .splitViews, body: collapseAndExpand),
      Case(name: "a person's back in a collapsed split view pops its columns, then shows the column before", feature: .splitViews, body: backInCollapsedStack),
      Case(name: "a sidebar-adaptable tab container shows its groups and sidebar, in the snapshot and printed", feature: .sidebarTabs, body: tabGroupsShown),
      Case(name: "a route selects a tab in a group and pushes in its stack; a tab past the last is refused", feature: .sidebarTabs, body: routeToGroupedTab),
      Case(name: "a person chooses a tab in the sidebar; the tab bar has items for top-level tabs only", feature: .sidebarTabs, body: chooseInSidebar),
      Case(name: "a person hides and shows the sidebar; no screen gets a callback", feature: .sidebarTabs, body: showAndHideSidebar),
      Case(name: "a route hides and shows the sidebar; a plain tab bar refuses with noTabContainer", feature: .sidebarTabs, body: routeHidesSidebar),
      Case(name: "the sidebar choice across a width change: a route's in a compact window is kept for the regular one", feature: .sidebarTabs, body: sidebarChoiceAcrossWidth),
      Case(name: "a page container shows its selected page; a person's swipe selects the next page and is reported", feature: .pages, body: pageSwipe),
      Case(name: "sidebar availability: a compact width takes the sidebar away (printed, refused to a person) while a route still selects a grouped tab; a regular one gives it back, the selection kept", feature: .sidebarTabs, body: sidebarAndWidth),
    ]
  }

  // MARK: - Transitions

  static func push(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let detail = f.screen("Detail")
    var seen: [String] = []
    detail.onEvent = { [weak f] screen, event in
      guard let f else { return }
      let top = f.navigator.topMostScreen?.screenName ?? "nothing"
      seen.append("\(event): top \(top), agree \(f.host.snapshot == f.navigator.snapshot)")
    }
    f.navigator.route(to: detail, from: home, as: .push)
    f.check(
      f.takeLines(),
      ["Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear"],
      "callbacks of a push")
    f.check(
      seen,
      ["didLoad: top Detail, agree true", "willAppear: top Detail, agree true", "didAppear: top Detail, agree true"],
      "what Detail sees from its callbacks")
    f.checkAgreement("after the push")
  }

  static func pop(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    weak var released: ConformanceScreen?
    do {
      let detail = f.screen("Detail")
      released = detail
      f.navigator.route(to: detail, from: home, as: .push)
      _ = f.takeLines()
      f.navigator.close(detail)
    }
    f.check(
      f.takeLines(), ["Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear"],
      "callbacks of a pop")
    f.check(released == nil, true, "the popped screen is released")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "the snapshot")
    f.checkAgreement("after the pop")
  }

  static func fullScreen(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let modal = f.screen("Modal")
    f.navigator.route(to: modal, from: home, as: .modal(.fullScreen))
    f.check(
      f.takeLines(),
      ["Modal didLoad", "Home willDisappear", "Modal willAppear", "Modal didAppear", "Home didDisappear"],
      "callbacks of a full-screen presentation")
    f.checkAgreement("after presenting")
    f.navigator.close(modal)
    f.check(
      f.takeLines(), ["Modal willDisappear", "Home willAppear", "Modal didDisappear", "Home didAppear"],
      "callbacks of its dismissal")
    f.checkAgreement("after dismissing")
  }

  static func sheet(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let sheet = f.screen("Sheet")
    f.navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    f.check(f.takeLines(), ["Sheet didLoad", "Sheet willAppear", "Sheet didAppear"], "callbacks of a sheet")
    f.navigator.close(sheet)
    f.check(f.takeLines(), ["Sheet willDisappear", "Sheet didDisappear"], "callbacks of its dismissal")
    f.checkAgreement("after dismissing")
  }

  static func tabSwitch(_ f: Fixture) {
    let shop = f.screen("Shop")
    let wishlist = f.screen("Wishlist")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    f.check(f.takeLines(), ["Shop didLoad", "Shop willAppear", "Shop didAppear"], "callbacks of the new root")
    f.navigator.perform(.selectTab(1))
    f.check(
      f.takeLines(),
      ["Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear", "Shop didDisappear", "Wishlist didAppear"],
      "callbacks of a routed tab switch")
    f.attempt("tap tab 0") { () throws(NavigationError) in try f.host.tapTab(0) }
    f.check(
      f.takeLines(), ["Shop willAppear", "Wishlist willDisappear", "Wishlist didDisappear", "Shop didAppear"],
      "callbacks of a tapped tab switch")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 0)),
      "the snapshot after the tap")
    f.checkAgreement("after the tap")
  }

  static func retapTab(_ f: Fixture) {
    let shop = f.screen("Shop")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([f.screen("Wishlist")])], selected: 0))
    let product = f.screen("Product")
    f.navigator.route(to: product, from: shop, as: .push)
    var result: [String] = []
    f.attempt("watch Product") { () throws(NavigationError) in
      try f.navigator.result(of: product, expecting: Int.self) { result.append("\($0)") }
    }
    _ = f.takeLines()
    f.attempt("re-tap tab 0") { () throws(NavigationError) in try f.host.tapTab(0) }
    f.check(
      f.takeLines(), ["Product willDisappear", "Shop willAppear", "Product didDisappear", "Shop didAppear"],
      "callbacks of the re-tap")
    f.check(result, ["cancelled(removed by a person)"], "Product's awaited result")
    f.checkAgreement("after the re-tap")
  }

  // MARK: - One order

  static func routeFromCallback(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let log = Fixture.Log()
    let detail = f.screen("Detail")
    let tip = f.screen("Tip")
    detail.onNext = (.willAppear, { [weak f] in
      guard let f else { return }
      f.navigator.route(to: tip, from: detail, as: .push, completion: f.completion("tip", into: log))
      log.lines.append("tip asked, queued \(f.navigator.queuedRequestCount)")
    })
    f.navigator.route(to: detail, from: home, as: .push, completion: f.completion("detail", into: log))
    f.check(
      f.takeLines(),
      [
        "Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
        "Tip didLoad", "Detail willDisappear", "Tip willAppear", "Detail didDisappear", "Tip didAppear",
      ], "callbacks")
    f.check(log.lines, ["tip asked, queued 1", "detail done", "tip done"], "requests and completions")
    f.checkAgreement("at the end")
  }

  static func tapBack(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let a = f.screen("A")
    f.navigator.route(to: a, from: home, as: .push)
    _ = f.takeLines()
    var seen: [String] = []
    let b = f.screen("B")
    home.onEvent = { [weak f] _, event in
      guard let f else { return }
      seen.append("Home \(event): top \(f.navigator.topMostScreen?.screenName ?? "nothing")")
      if event == .willAppear { f.navigator.route(to: b, from: home, as: .push) }
    }
    f.attempt("tap back") { () throws(NavigationError) in try f.host.tapBack() }
    home.onEvent = nil
    f.check(
      f.takeLines(),
      [
        "A willDisappear", "Home willAppear", "A didDisappear", "Home didAppear",
        "B didLoad", "Home willDisappear", "B willAppear", "Home didDisappear", "B didAppear",
      ], "callbacks")
    f.check(
      seen, ["Home willAppear: top Home", "Home didAppear: top Home", "Home willDisappear: top B", "Home didDisappear: top B"],
      "what Home sees")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("B")])), "the snapshot")
    f.checkAgreement("at the end")
  }
}
