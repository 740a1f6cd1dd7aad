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
      Case(name: "a compact width takes the sidebar away and a regular one gives it back, the selection kept", feature: .sidebarTabs, body: sidebarAndWidth),
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
    f.navigator.open(detail, from: home, as: .push)
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
      f.navigator.open(detail, from: home, as: .push)
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
    f.navigator.open(modal, from: home, as: .modal(.fullScreen))
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
    f.navigator.open(sheet, from: home, as: .modal(.pageSheet))
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
    f.navigator.open(product, from: shop, as: .push)
    var result: [String] = []
    f.attempt("watch Product") { () throws(NavigationError) in
      try f.navigator.watchResult(of: product, expecting: Int.self) { result.append("\($0)") }
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
      f.navigator.open(tip, from: detail, as: .push, completion: f.completion("tip", into: log))
      log.lines.append("tip asked, queued \(f.navigator.queuedRequestCount)")
    })
    f.navigator.open(detail, from: home, as: .push, completion: f.completion("detail", into: log))
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
    f.navigator.open(a, from: home, as: .push)
    _ = f.takeLines()
    var seen: [String] = []
    let b = f.screen("B")
    home.onEvent = { [weak f] _, event in
      guard let f else { return }
      seen.append("Home \(event): top \(f.navigator.topMostScreen?.screenName ?? "nothing")")
      if event == .willAppear { f.navigator.open(b, from: home, as: .push) }
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

  // MARK: - Gestures in flight

  static func swipeHoldsRequests(_ f: Fixture) {
    let home = f.screen("Home")
    let a = f.screen("A")
    f.navigator.setRoot(.stack([home, a, f.screen("B")]))
    let log = Fixture.Log()
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.check(f.navigator.isBusy, true, "the navigator is busy during the swipe")
    f.check(f.host.isGestureInProgress, true, "the host reports the gesture")
    f.navigator.perform(
      NavigationPlan([.open(f.screen("C"), as: .push), .closeTopMost]), completion: f.completion("plan", into: log))
    f.navigator.setStack([home, a, f.screen("D")], from: home, completion: f.completion("setStack", into: log))
    f.check(log.lines, [], "nothing runs during the swipe")
    f.checkAgreement("during the swipe")
    f.attempt("finish the swipe") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(log.lines, ["plan done", "setStack done"], "completions")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("A"), .screen("D")])),
      "the snapshot")
    f.checkAgreement("after the swipe")
  }

  static func cancelledSwipe(_ f: Fixture) {
    let home = f.screen("Home")
    let detail = f.screen("Detail")
    f.navigator.setRoot(.stack([home, detail]))
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    _ = f.takeLines()
    let tip = f.screen("Tip")
    detail.onNext = (.willAppear, { [weak f] in f?.navigator.open(tip, from: detail, as: .push) })
    f.attempt("cancel the swipe") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(
      f.takeLines(),
      [
        "Home willDisappear", "Home didDisappear", "Detail willAppear", "Detail didAppear",
        "Tip didLoad", "Detail willDisappear", "Tip willAppear", "Detail didDisappear", "Tip didAppear",
      ], "callbacks")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail"), .screen("Tip")])), "the snapshot")
    f.checkAgreement("after the cancelled swipe")
  }

  static func closeDuringSwipe(_ f: Fixture) {
    let home = f.screen("Home")
    let picker = f.screen("Picker")
    let other = f.screen("Other")
    f.navigator.setRoot(.stack([home, picker]))
    let log = Fixture.Log()
    f.attempt("watch Picker") { () throws(NavigationError) in
      try f.navigator.watchResult(of: picker, expecting: Int.self) { log.lines.append("Picker: \($0)") }
    }
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.navigator.close(picker, returning: 5, completion: f.completion("close(returning: 5)", into: log))
    f.attempt("finish the swipe") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      log.lines,
      [
        "Picker: cancelled(removed by a person)",
        "close(returning: 5) refused: 'Picker' is not on screen, so nothing can be routed from it.",
      ], "the caller and the close")
    log.lines.removeAll()
    f.navigator.open(other, from: home, as: .push)
    f.attempt("watch Other") { () throws(NavigationError) in
      try f.navigator.watchResult(of: other, expecting: Int.self) { log.lines.append("Other: \($0)") }
    }
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.navigator.close(other, completion: f.completion("close()", into: log))
    f.attempt("finish the swipe") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      log.lines,
      [
        "Other: cancelled(removed by a person)",
        "close() refused: 'Other' is not on screen, so nothing can be routed from it.",
      ], "a plain close")
    f.checkAgreement("at the end")
  }

  static func heldTransition(_ f: Fixture) {
    f.host.holdsAnimatedTransitions = true
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let log = Fixture.Log()
    let a = f.screen("A")
    f.navigator.open(a, from: home, as: .push, completion: f.completion("A", into: log))
    f.check(f.host.inFlightStep != nil, true, "the push is in flight")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("A")])),
      "the navigator's snapshot while the push is in flight")
    f.checkAgreement("while the push is in flight")
    f.navigator.open(f.screen("B"), from: a, as: .push, completion: f.completion("B", into: log))
    f.check(f.navigator.queuedRequestCount, 1, "queued requests")
    f.attempt("complete the push of A") { () throws(NavigationError) in try f.host.completeTransition() }
    f.check(log.lines, ["A done"], "completions after the first")
    f.checkAgreement("while B's push is in flight")
    f.attempt("complete the push of B") { () throws(NavigationError) in try f.host.completeTransition() }
    f.check(log.lines, ["A done", "B done"], "completions")
    f.check(f.navigator.isBusy, false, "the navigator is idle")
    f.check(
      f.error { () throws(NavigationError) in try f.host.completeTransition() },
      "Cannot complete a transition: no transition is in flight.", "completing with nothing in flight")
    f.checkAgreement("at the end")
  }

  static func refusal(_ f: Fixture) {
    let home = f.screen("Home")
    let a = f.screen("A")
    f.navigator.setRoot(.stack([home, a]))
    _ = f.takeLines()
    let before = f.navigator.snapshot
    let log = Fixture.Log()
    f.navigator.open(a, from: home, as: .push, completion: f.completion("push A again", into: log))
    f.navigator.close(home, completion: f.completion("close Home", into: log))
    f.navigator.perform(
      NavigationPlan([.open(f.screen("C"), as: .push), .perform(.selectTab(1))]),
      completion: f.completion("plan", into: log))
    f.check(
      log.lines,
      [
        "push A again refused: 'A' is already on screen; a screen instance can be shown only once.",
        "close Home refused: Cannot close 'Home': it is the root of its navigation stack.",
        "plan refused: No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one.",
      ], "refusals")
    f.check(f.navigator.snapshot, before, "the navigator's snapshot")
    f.check(f.takeLines(), [], "callbacks")
    f.checkAgreement("after the refusals")
  }

  static func tabRootsStay(_ f: Fixture) {
    // Tabs at the window's root: a stack (Home) and a bare screen (News).
    let home = f.screen("Home")
    let news = f.screen("News")
    f.navigator.setRoot(.tabs([.stack([home]), .screen(news)], selected: 0))
    // Tabs presented as a sheet: a stack (Shop) and a bare screen (Wishlist).
    let shop = f.screen("Shop")
    let wishlist = f.screen("Wishlist")
    f.navigator.perform(NavigationPlan([.present(.tabs([.stack([shop]), .screen(wishlist)], selected: 0), style: .pageSheet)]))
    _ = f.takeLines()
    let before = f.navigator.snapshot
    let log = Fixture.Log()
    for screen in [home, news, shop, wishlist] {
      f.navigator.close(screen, completion: f.completion("close \(screen.screenName)", into: log))
    }
    f.check(
      log.lines,
      [
        "close Home refused: Cannot close 'Home': it is the root of its navigation stack.",
        "close News refused: Cannot close 'News': it is a tab of a tab container.",
        "close Shop refused: Cannot close 'Shop': it is the root of its navigation stack.",
        "close Wishlist refused: Cannot close 'Wishlist': it is a tab of a tab container.",
      ], "closing tab roots")
    f.check(f.navigator.snapshot, before, "the navigator's snapshot")
    f.check(f.takeLines(), [], "callbacks")
    f.checkAgreement("after the refusals")
  }

  static func setRootMovesPresented(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let profile = f.screen("Profile")
    f.navigator.open(profile, from: home, as: .modal(.pageSheet))
    let log = Fixture.Log()
    f.attempt("watch Profile") { () throws(NavigationError) in
      try f.navigator.watchResult(of: profile, expecting: Int.self) { log.lines.append("Profile: \($0)") }
    }
    f.navigator.setRoot(.stack([profile]), completion: f.completion("setRoot", into: log))
    f.check(log.lines, ["setRoot done"], "the request")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Profile")])), "the snapshot")
    f.checkAgreement("after the new root")
    let settings = f.screen("Settings")
    f.navigator.open(f.screen("Modal"), from: profile, as: .modal(.fullScreen, inNavigation: true))
    f.navigator.open(settings, from: f.navigator.topMostScreen ?? profile, as: .push)
    f.navigator.perform(NavigationPlan([.setRoot(.stack([settings]))]), completion: f.completion("plan", into: log))
    f.check(log.lines, ["setRoot done", "Profile: cancelled(removed by another route)", "plan done"], "the plan")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Settings")])), "the snapshot after the plan")
    f.checkAgreement("after the plan")
  }

  static func dismissAnimation(_ f: Fixture) {
    f.host.holdsAnimatedTransitions = true
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let sheet = f.screen("Sheet")
    f.navigator.perform(NavigationPlan([.present(.screen(sheet), style: .pageSheet)]))
    f.check(f.host.inFlightStep == nil, true, "the plan's presentation is not animated")
    f.navigator.close(sheet, animated: true)
    f.check(f.host.inFlightStep.map { "\($0)" }, "dismiss #3 (standard)", "the close")
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    let faded = f.screen("Faded")
    f.navigator.open(faded, from: home, as: .fade)
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    f.navigator.open(f.screen("Top"), from: faded, as: .modal(.pageSheet))
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    f.navigator.close(faded, animated: true)
    f.check(f.host.inFlightStep.map { "\($0)" }, "dismiss #4 (standard)", "closing a chain animates the top-most sheet")
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    f.checkAgreement("at the end")
  }

  static func completionOrder(_ f: Fixture) {
    f.host.holdsAnimatedTransitions = true
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let log = Fixture.Log()
    let a = f.screen("A")
    let owner = Fixture.Log()
    var routed = false
    f.navigator.observe(owner) { [weak f] snapshot in
      guard let f, !routed, snapshot.root == .stack([.screen("Home"), .screen("A")]) else { return }
      routed = true
      f.navigator.open(f.screen("C"), from: a, as: .modal(.pageSheet), completion: f.completion("R3", into: log))
    }
    f.navigator.open(a, from: home, as: .push, completion: f.completion("R1", into: log))
    f.navigator.open(f.screen("B"), from: home, as: .push, completion: f.completion("R2", into: log))
    for _ in 0..<3 where f.host.inFlightStep != nil {
      f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    }
    f.check(f.host.inFlightStep == nil, true, "nothing is in flight after three completions")
    f.check(log.lines, ["R1 done", "R2 done", "R3 done"], "completions")
    f.navigator.removeObserver(owner)
    f.checkAgreement("at the end")
  }

  static func pullDown(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let sheet = f.screen("Sheet")
    f.navigator.open(sheet, from: home, as: .modal(.pageSheet))
    var result: [String] = []
    f.attempt("watch Sheet") { () throws(NavigationError) in
      try f.navigator.watchResult(of: sheet, expecting: Int.self) { result.append("\($0)") }
    }
    _ = f.takeLines()
    f.attempt("pull the sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(f.takeLines(), ["Sheet willDisappear", "Sheet didDisappear"], "callbacks")
    f.check(result, ["cancelled(removed by a person)"], "the awaited result")
    f.checkAgreement("after the pull")
    let full = f.screen("Full")
    f.navigator.open(full, from: home, as: .modal(.fullScreen))
    f.check(
      f.error { () throws(NavigationError) in try f.host.pullDownSheet() },
      "'Full' cannot be pulled down: it is presented as fullScreen, which only a route can dismiss.",
      "pulling a full-screen presentation")
    f.checkAgreement("at the end")
  }

  static func gestureEvents(_ f: Fixture) {
    let home = f.screen("Home")
    let detail = f.screen("Detail")
    f.navigator.setRoot(.stack([home, detail, f.screen("Photo")]))
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      switch event {
      case .gestureBegan(let gesture): log.lines.append("began \(gesture.kind.rawValue) from \(gesture.screenName)")
      case .gestureFinished(let gesture): log.lines.append("finished \(gesture.kind.rawValue) from \(gesture.screenName)")
      case .gestureCancelled(let gesture): log.lines.append("cancelled \(gesture.kind.rawValue) from \(gesture.screenName)")
      default: break
      }
    }
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("cancel the swipe") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("finish the swipe") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.navigator.open(f.screen("Sheet"), from: detail, as: .modal(.pageSheet))
    f.attempt("pull the sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(
      log.lines,
      [
        "began swipe back from Photo", "cancelled swipe back from Photo", "began swipe back from Photo",
        "finished swipe back from Photo", "began pull down sheet from Sheet", "finished pull down sheet from Sheet",
      ], "gesture events")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func actionsRefusedMidChange(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.tabs([.stack([home, f.screen("A")]), .stack([f.screen("Other")])], selected: 0))
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    let before = f.navigator.snapshot
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapTab(1) },
      "Cannot tap tab 1: a swipe back is in progress.", "tapping a tab during a swipe")
    f.check(f.navigator.snapshot, before, "the snapshot")
    f.attempt("cancel the swipe") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(f.navigator.isBusy, false, "the navigator is idle after the swipe")
    f.host.holdsAnimatedTransitions = true
    f.navigator.open(f.screen("B"), from: home, as: .push)
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapBack() },
      "Cannot tap back: a transition is in flight.", "tapping back during a transition")
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    f.checkAgreement("at the end")
  }

  static func presentationContext(_ f: Fixture) {
    let shop = f.screen("Shop")
    let wishlist = f.screen("Wishlist")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
    _ = f.takeLines()
    let filter = f.screen("Filter")
    f.navigator.open(filter, from: wishlist, as: .modal(.currentContext))
    f.check(
      f.takeLines(),
      ["Filter didLoad", "Wishlist willDisappear", "Filter willAppear", "Filter didAppear", "Wishlist didDisappear"],
      "callbacks of the presentation")
    f.check(
      f.navigator.snapshot.presented, [.init(.currentContext, .screen("Filter"), inTab: 1)], "the presentations")
    f.checkAgreement("after presenting in context")
    f.attempt("tap tab 0") { () throws(NavigationError) in try f.host.tapTab(0) }
    f.check(
      f.takeLines(), ["Shop didLoad", "Shop willAppear", "Filter willDisappear", "Filter didDisappear", "Shop didAppear"],
      "callbacks of leaving the tab")
    f.attempt("tap tab 1") { () throws(NavigationError) in try f.host.tapTab(1) }
    f.check(
      f.takeLines(), ["Filter willAppear", "Shop willDisappear", "Shop didDisappear", "Filter didAppear"],
      "callbacks of coming back")
    f.navigator.close(filter)
    f.check(
      f.takeLines(), ["Filter willDisappear", "Wishlist willAppear", "Filter didDisappear", "Wishlist didAppear"],
      "callbacks of the dismissal")
    f.checkAgreement("at the end")
  }

  // MARK: - Alerts, detents, plans

  static func alertChoice(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let log = Fixture.Log()
    let alert = AlertScreen(
      Alert<Int>(
        "Remove the mug?", message: "It leaves your bag.",
        actions: [.destructive("Remove", 1), .default("Save for Later", 2), .cancel("Keep")]))
    f.navigator.open(alert, from: home, as: .modal(.alert), completion: f.completion("alert", into: log))
    f.attempt("watch the alert") { () throws(NavigationError) in
      try f.navigator.watchResult(of: alert, expecting: Int.self) { log.lines.append("alert: \($0)") }
    }
    f.check(
      f.host.snapshot,
      NavigationSnapshot(root: .stack([.screen("Home")]), presented: [.init(.alert, .screen("Alert", "Remove the mug?"))]),
      "the host's snapshot with the alert")
    f.checkAgreement("with the alert shown")
    f.attempt("choose Save for Later") { () throws(NavigationError) in try f.host.chooseAlertAction(1) }
    f.check(log.lines, ["alert done", "alert: completed(2)"], "the request and the awaited result")
    f.check(f.takeLines(), [], "Home's callbacks: an alert never hides its presenter")
    f.checkAgreement("after the choice")

    log.lines.removeAll()
    let keep = AlertScreen(Alert<Int>("Remove the mug?", actions: [.destructive("Remove", 1), .cancel("Keep")]))
    f.navigator.open(keep, from: home, as: .modal(.alert))
    f.attempt("watch the second alert") { () throws(NavigationError) in
      try f.navigator.watchResult(of: keep, expecting: Int.self) { log.lines.append("keep: \($0)") }
    }
    f.attempt("choose Keep") { () throws(NavigationError) in try f.host.chooseAlertAction(1) }
    f.check(log.lines, ["keep: cancelled(removed by a person)"], "a cancel action without a value")

    log.lines.removeAll()
    let dialog = AlertScreen(
      Alert<Int>("Share", actions: [.default("Copy Link", 3), .cancel("Cancel")], style: .confirmationDialog))
    f.navigator.open(dialog, from: home, as: .modal(.actionSheet))
    f.attempt("watch the dialog") { () throws(NavigationError) in
      try f.navigator.watchResult(of: dialog, expecting: Int.self) { log.lines.append("dialog: \($0)") }
    }
    f.check(
      f.host.snapshot.presented, [.init(.actionSheet, .screen("Alert", "Share"))], "the host's presentations with the dialog")
    f.check(f.takeLines(), [], "Home's callbacks: a confirmation dialog never hides its presenter")
    f.navigator.setRoot(.stack([f.screen("Login")]), completion: f.completion("setRoot", into: log))
    f.check(log.lines, ["dialog: cancelled(removed by another route)", "setRoot done"], "a route that removes the dialog")
    f.checkAgreement("after the new root")
  }

  static func nothingOverAlert(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let alert = AlertScreen(Alert<Int>("Sign out?", actions: [.destructive("Sign Out", 1), .cancel("Cancel")]))
    f.navigator.open(alert, from: home, as: .modal(.alert))
    _ = f.takeLines()
    let before = f.navigator.snapshot
    let log = Fixture.Log()
    f.navigator.open(f.screen("Sheet"), from: home, as: .modal(.pageSheet), completion: f.completion("open Sheet", into: log))
    f.navigator.perform(
      NavigationPlan([.present(.stack([f.screen("Cover")]), style: .fullScreen)]), completion: f.completion("plan", into: log))
    let second = AlertScreen(Alert<Int>("Again?", actions: [.cancel("Cancel")]))
    f.navigator.open(second, from: home, as: .modal(.alert), completion: f.completion("second alert", into: log))
    f.check(
      log.lines,
      [
        "open Sheet refused: Cannot present 'Sheet': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
        "plan refused: Cannot present 'Cover': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
        "second alert refused: Cannot present 'Alert': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
      ], "presentations over the alert")
    f.check(
      f.error { () throws(NavigationError) in try f.host.pullDownSheet() },
      "'Alert' cannot be pulled down: it is presented as alert, which only a route can dismiss.", "pulling the alert down")
    f.check(f.navigator.snapshot, before, "the navigator's snapshot")
    f.check(f.takeLines(), [], "callbacks")
    f.checkAgreement("after the refusals")
    f.attempt("choose Sign Out") { () throws(NavigationError) in try f.host.chooseAlertAction(0) }
    f.check(
      f.error { () throws(NavigationError) in try f.host.chooseAlertAction(0) },
      "Cannot choose action 0 of an alert: no alert is shown.", "choosing with no alert shown")
    f.navigator.open(f.screen("Sheet"), from: home, as: .modal(.pageSheet), completion: f.completion("open Sheet", into: log))
    f.check(log.lines.last, "open Sheet done", "presenting once the alert is gone")
    f.checkAgreement("at the end")
  }

  static func sheetDetents(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let filters = f.screen("Filters")
    let peek = SheetDetent.height("peek", points: 120)
    f.navigator.open(
      filters, from: home,
      as: .sheet([peek, .medium, .large], selected: .medium, showsGrabber: true, largestUndimmed: .medium))
    f.check(f.takeLines(), ["Filters didLoad", "Filters willAppear", "Filters didAppear"], "callbacks: a sheet hides nothing")
    let configuration = SheetConfiguration(
      detents: [peek, .medium, .large], selected: "medium", showsGrabber: true, largestUndimmed: "medium")
    f.check(
      f.host.snapshot,
      NavigationSnapshot(
        root: .stack([.screen("Home")]), presented: [.init(.pageSheet, .screen("Filters"), sheet: configuration)]),
      "the host's snapshot")
    f.checkAgreement("with the sheet shown")
    f.navigator.close(filters)
    let sort = f.screen("Sort")
    f.navigator.open(sort, from: home, as: .sheet([.fraction("third", 0.33), .large], inNavigation: true))
    f.check(
      f.host.snapshot.presented,
      [.init(.pageSheet, .stack([.screen("Sort")]), sheet: SheetConfiguration(detents: [.fraction("third", 0.33), .large]))],
      "a sheet in a navigation stack, resting at its smallest detent")
    f.attempt("pull the sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "after the pull")
    f.checkAgreement("at the end")
  }

  static func detentDrag(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let filters = f.screen("Filters")
    f.navigator.open(filters, from: home, as: .sheet([.medium, .large], selected: .medium))
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("drag to large") { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") }
    f.check(log.lines, ["person's action: rest Filters at large"], "the navigator's events")
    f.check(f.navigator.snapshot.presented.first?.sheet?.selected, "large", "the detent in the navigator's state")
    f.check(f.takeLines(), [], "callbacks: nothing appears or disappears")
    f.checkAgreement("after the drag")
    f.attempt("let go at large again") { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") }
    f.check(log.lines.count, 1, "events after letting go where the sheet rests")
    f.check(
      f.error { () throws(NavigationError) in try f.host.dragSheet(toDetent: "peek") },
      "Invalid transition: 'Filters' has no detent 'peek'; its detents are medium, large.", "dragging to a detent it lacks")
    f.navigator.close(filters)
    f.check(
      f.error { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") },
      "Cannot drag the sheet to the detent 'large': no sheet with detents is shown.", "dragging with no sheet")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func planInOneAnimation(_ f: Fixture) {
    let shop = f.screen("Shop")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([f.screen("Wishlist")])], selected: 0))
    f.navigator.open(f.screen("Sheet"), from: shop, as: .modal(.pageSheet))
    _ = f.takeLines()
    f.host.holdsAnimatedTransitions = true
    let log = Fixture.Log()
    f.navigator.perform(
      NavigationPlan([
        .perform(.dismissPresented), .perform(.selectTab(1)), .open(f.screen("Product"), as: .push),
        .open(f.screen("Reviews"), as: .push), .open(f.screen("Review"), as: .push),
      ]), completion: f.completion("plan", into: log))
    var held = 0
    while f.host.inFlightStep != nil, held < 10 {
      held += 1
      f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    }
    f.check(held, 1, "transitions held")
    f.check(log.lines, ["plan done"], "the plan's request")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(
        root: .tabs(
          [.stack([.screen("Shop")]), .stack([.screen("Wishlist"), .screen("Product"), .screen("Reviews"), .screen("Review")])],
          selected: 1)), "the snapshot")
    f.check(
      f.takeLines(),
      [
        "Sheet willDisappear", "Sheet didDisappear", "Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear",
        "Shop didDisappear", "Wishlist didAppear", "Product didLoad", "Wishlist willDisappear", "Product willAppear",
        "Wishlist didDisappear", "Product didAppear", "Reviews didLoad", "Product willDisappear", "Reviews willAppear",
        "Product didDisappear", "Reviews didAppear", "Review didLoad", "Reviews willDisappear", "Review willAppear",
        "Reviews didDisappear", "Review didAppear",
      ], "callbacks: each step's, the steps before the last at once")
    f.checkAgreement("at the end")
  }
}
