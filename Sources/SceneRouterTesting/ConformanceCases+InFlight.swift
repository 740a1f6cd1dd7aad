/// The conformance cases of changes in flight: swipes back and sheet pulls under way,
/// held transitions, refused requests, what a new root takes in, dismissal animations,
/// completion order, a person's actions mid-change and current-context presentations.
extension ConformanceCases {
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
    detail.onNext = (.willAppear, { [weak f] in f?.navigator.route(to: tip, from: detail, as: .push) })
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
      try f.navigator.result(of: picker, expecting: Int.self) { log.lines.append("Picker: \($0)") }
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
    f.navigator.route(to: other, from: home, as: .push)
    f.attempt("watch Other") { () throws(NavigationError) in
      try f.navigator.result(of: other, expecting: Int.self) { log.lines.append("Other: \($0)") }
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
    f.navigator.route(to: a, from: home, as: .push, completion: f.completion("A", into: log))
    f.check(f.host.inFlightStep != nil, true, "the push is in flight")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("A")])),
      "the navigator's snapshot while the push is in flight")
    f.checkAgreement("while the push is in flight")
    f.navigator.route(to: f.screen("B"), from: a, as: .push, completion: f.completion("B", into: log))
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
    f.navigator.route(to: a, from: home, as: .push, completion: f.completion("push A again", into: log))
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
    f.navigator.perform(NavigationPlan([.open(.tabs([.stack([shop]), .screen(wishlist)], selected: 0), as: .modal(.pageSheet).animated(false))]))
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
    f.navigator.route(to: profile, from: home, as: .modal(.pageSheet))
    let log = Fixture.Log()
    f.attempt("watch Profile") { () throws(NavigationError) in
      try f.navigator.result(of: profile, expecting: Int.self) { log.lines.append("Profile: \($0)") }
    }
    f.navigator.setRoot(.stack([profile]), completion: f.completion("setRoot", into: log))
    f.check(log.lines, ["setRoot done"], "the request")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Profile")])), "the snapshot")
    f.checkAgreement("after the new root")
    let settings = f.screen("Settings")
    f.navigator.route(to: f.screen("Modal"), from: profile, as: .modal(.fullScreen, inNavigation: true))
    f.navigator.route(to: settings, from: f.navigator.topMostScreen ?? profile, as: .push)
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
    f.navigator.perform(NavigationPlan([.open(.screen(sheet), as: .modal(.pageSheet).animated(false))]))
    f.check(f.host.inFlightStep == nil, true, "the plan's presentation is not animated")
    f.navigator.close(sheet, animated: true)
    f.check(f.host.inFlightStep.map { "\($0)" }, "dismiss #3 (standard)", "the close")
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    let faded = f.screen("Faded")
    f.navigator.route(to: faded, from: home, as: .fade)
    f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    f.navigator.route(to: f.screen("Top"), from: faded, as: .modal(.pageSheet))
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
      f.navigator.route(to: f.screen("C"), from: a, as: .modal(.pageSheet), completion: f.completion("R3", into: log))
    }
    f.navigator.route(to: a, from: home, as: .push, completion: f.completion("R1", into: log))
    f.navigator.route(to: f.screen("B"), from: home, as: .push, completion: f.completion("R2", into: log))
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
    f.navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    var result: [String] = []
    f.attempt("watch Sheet") { () throws(NavigationError) in
      try f.navigator.result(of: sheet, expecting: Int.self) { result.append("\($0)") }
    }
    _ = f.takeLines()
    f.attempt("pull the sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(f.takeLines(), ["Sheet willDisappear", "Sheet didDisappear"], "callbacks")
    f.check(result, ["cancelled(removed by a person)"], "the awaited result")
    f.checkAgreement("after the pull")
    let full = f.screen("Full")
    f.navigator.route(to: full, from: home, as: .modal(.fullScreen))
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
    let (log, observation) = gestureLog(f)
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("cancel the swipe") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("finish the swipe") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.navigator.route(to: f.screen("Sheet"), from: detail, as: .modal(.pageSheet))
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
    f.navigator.route(to: f.screen("B"), from: home, as: .push)
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
    f.navigator.route(to: filter, from: wishlist, as: .modal(.currentContext))
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

  /// Logs a fixture's gesture events (`began swipe back from Photo`), until the observation is cancelled.
  static func gestureLog(_ f: Fixture) -> (Fixture.Log, NavigationEventObservation) {
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      switch event {
      case .gestureBegan(let gesture): log.lines.append("began \(gesture.phrase)")
      case .gestureFinished(let gesture): log.lines.append("finished \(gesture.phrase)")
      case .gestureCancelled(let gesture): log.lines.append("cancelled \(gesture.phrase)")
      default: break
      }
    }
    return (log, observation)
  }
}
