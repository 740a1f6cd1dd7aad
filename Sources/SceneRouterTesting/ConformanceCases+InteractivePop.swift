/// The conformance case of a pop a person's finger drives with the custom transition the screen
/// was pushed with: the navigator follows it as it follows a swipe back.
extension ConformanceCases {
  static func interactiveCustomPop(_ f: Fixture) {
    // A custom transition the app animates itself.
    let slideUp = CustomTransition("slideUp", behavesAs: .push, seconds: 0.35)
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    f.navigator.route(to: f.screen("Detail"), from: home, as: .custom(slideUp))
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])), "after the custom push")
    let (log, observation) = gestureLog(f)
    _ = f.takeLines()
    f.attempt("begin a finger-driven pop") { () throws(NavigationError) in try f.host.beginInteractiveCustomPop() }
    f.check(f.navigator.isBusy, true, "the navigator is busy while the finger drives")
    f.check(f.host.isGestureInProgress, true, "the host reports the gesture")
    f.checkAgreement("while the finger drives")
    f.attempt("let go before half-way") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(
      f.takeLines(),
      ["Detail willDisappear", "Home willAppear", "Home willDisappear", "Home didDisappear", "Detail willAppear", "Detail didAppear"],
      "callbacks of the cancelled pop")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])), "after the cancelled pop")
    f.check(f.navigator.isBusy, false, "the navigator is idle again")
    f.attempt("begin a finger-driven pop") { () throws(NavigationError) in try f.host.beginInteractiveCustomPop() }
    let settings = f.screen("Settings")
    f.navigator.route(to: settings, from: home, as: .push)
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])), "a request waits")
    f.attempt("let go past half-way") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      f.takeLines(),
      [
        "Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear", "Settings didLoad",
        "Home willDisappear", "Settings willAppear", "Home didDisappear", "Settings didAppear",
      ], "callbacks of the finished pop, then of the request that waited")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Settings")])),
      "after the pop and the request that waited")
    f.check(
      log.lines,
      ["began swipe back from Detail", "cancelled swipe back from Detail", "began swipe back from Detail", "finished swipe back from Detail"],
      "gesture events")
    observation.cancel()
    f.navigator.close(settings)
    f.check(
      f.error { () throws(NavigationError) in try f.host.beginInteractiveCustomPop() },
      "'Home' is the root of its navigation stack; there is nothing to go back to.", "a finger-driven pop on the root")
    f.checkAgreement("at the end")
  }
}

extension ConformanceCases {
  static func interactiveCustomPush(_ f: Fixture) {
    // An edge pan pulls the next screen in with a custom transition the app animates itself.
    let slideIn = CustomTransition("slideIn", behavesAs: .push, seconds: 0.35)
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let (log, observation) = gestureLog(f)
    _ = f.takeLines()
    let detail = f.screen("Detail")
    f.attempt("begin a finger-driven push") { () throws(NavigationError) in
      try f.host.beginInteractiveCustomPush(detail, as: slideIn)
    }
    f.check(f.navigator.isBusy, true, "the navigator is busy while the finger drives")
    f.check(f.host.isGestureInProgress, true, "the host reports the gesture")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "nothing is pushed before the finger lets go")
    f.checkAgreement("while the finger drives")
    f.attempt("let go before half-way") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(
      f.takeLines(),
      ["Detail didLoad", "Home willDisappear", "Detail willAppear", "Detail willDisappear", "Detail didDisappear", "Home willAppear", "Home didAppear"],
      "callbacks of the cancelled push")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "after the cancelled push")
    f.check(f.navigator.isBusy, false, "the navigator is idle again")
    f.checkAgreement("after the cancelled push")
    // The app's pan handler makes the next screen anew for each pan.
    let next = f.screen("Detail")
    f.attempt("begin a finger-driven push") { () throws(NavigationError) in
      try f.host.beginInteractiveCustomPush(next, as: slideIn)
    }
    let settings = f.screen("Settings")
    f.navigator.route(to: settings, from: home, as: .push)
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "a request waits")
    f.attempt("let go past half-way") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      f.takeLines(),
      [
        "Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
        "Settings didLoad", "Detail willDisappear", "Settings willAppear", "Detail didDisappear", "Settings didAppear",
      ], "callbacks of the finished push, then of the request that waited")
    f.check(
      f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail"), .screen("Settings")])),
      "after the push and the request that waited")
    f.check(
      log.lines,
      [
        "began push with a finger to Detail", "cancelled push with a finger to Detail",
        "began push with a finger to Detail", "finished push with a finger to Detail",
      ],
      "gesture events")
    observation.cancel()
    // Each host words the refusal its own way; it names the screen shown.
    let refusal = f.error { () throws(NavigationError) in try f.host.beginInteractiveCustomPush(next, as: slideIn) }
    f.check(refusal?.hasSuffix("'Detail' is shown already."), true, "a finger-driven push of a screen shown is refused: \(refusal ?? "no error")")
    f.checkAgreement("at the end")
  }
}
