/// The conformance case of iOS 26's full-content back swipe: a pan anywhere in the content
/// pops through the same person's path as the swipe from the edge.
extension ConformanceCases {
  static func contentSwipeBack(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home, f.screen("Detail"), f.screen("Photo")]))
    let (log, observation) = gestureLog(f)
    _ = f.takeLines()
    f.attempt("begin a pan back in the content") { () throws(NavigationError) in try f.host.beginContentSwipeBack() }
    f.check(f.navigator.isBusy, true, "the navigator is busy during the pan")
    f.check(f.host.isGestureInProgress, true, "the host reports the gesture")
    f.checkAgreement("during the pan")
    f.attempt("cancel the pan") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(
      f.takeLines(),
      [
        "Detail didLoad", "Photo willDisappear", "Detail willAppear", "Detail willDisappear", "Detail didDisappear",
        "Photo willAppear", "Photo didAppear",
      ], "callbacks of the cancelled pan")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail"), .screen("Photo")])), "after the cancelled pan")
    f.attempt("begin a pan back in the content") { () throws(NavigationError) in try f.host.beginContentSwipeBack() }
    f.attempt("finish the pan") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      f.takeLines(), ["Photo willDisappear", "Detail willAppear", "Photo didDisappear", "Detail didAppear"],
      "callbacks of the finished pan")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])), "after the pan")
    f.check(
      log.lines,
      [
        "began swipe back from Photo", "cancelled swipe back from Photo", "began swipe back from Photo",
        "finished swipe back from Photo",
      ], "gesture events")
    observation.cancel()
    f.navigator.close(f.navigator.topMostScreen ?? home)
    f.check(
      f.error { () throws(NavigationError) in try f.host.beginContentSwipeBack() },
      "'Home' is the root of its navigation stack; there is nothing to go back to.", "a pan on the root")
    f.checkAgreement("at the end")
  }
}
