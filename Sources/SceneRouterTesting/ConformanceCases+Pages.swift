/// The conformance case of page containers (`NavigationTree.pages(_:selected:)`): the selected
/// page shown, in the snapshot and printed; a person's swipe to the next page, with the tab
/// switch's callbacks, reported as a person's tab selection; swipes that cannot be made,
/// refused with nothing changed; a route that selects a page.
extension ConformanceCases {
  static func pageSwipe(_ f: Fixture) {
    let welcome = f.screen("Welcome")
    let sync = f.screen("Sync")
    let done = f.screen("Done")
    f.navigator.setRoot(.pages([.screen(welcome), .screen(sync), .stack([done])], selected: 0))
    f.check(f.takeLines(), ["Welcome didLoad", "Welcome willAppear", "Welcome didAppear"], "callbacks of the new root")
    f.check(
      f.host.snapshot,
      NavigationSnapshot(root: .pages([.screen("Welcome"), .screen("Sync"), .stack([.screen("Done")])], selected: 0)),
      "the host's snapshot")
    f.check(
      f.host.snapshot.description,
      """
      pages
      ├─ Welcome (selected)
      ├─ Sync
      └─ stack
         └─ Done
      """,
      "the host's printed snapshot")
    f.checkAgreement("after showing the pages")
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      switch event {
      case .received(let request): log.lines.append("received \(request)")
      case .planned(let id, let steps): log.lines.append("\(id) planned: \(steps.map(\.description).joined(separator: ", "))")
      case .completed(let id): log.lines.append("\(id) completed")
      default: break
      }
    }
    f.attempt("swipe to page 1") { () throws(NavigationError) in try f.host.swipeToPage(1) }
    f.check(
      f.takeLines(), ["Sync didLoad", "Sync willAppear", "Welcome willDisappear", "Welcome didDisappear", "Sync didAppear"],
      "callbacks of the swipe")
    f.check(
      log.lines.map { $0.replacingOccurrences(of: #"#\d+"#, with: "#n", options: .regularExpression) },
      [
        "received request 2 from person's action: select tab 1",
        "request 2 planned: selectTab 1 of #n",
        "request 2 completed",
      ], "what the navigator heard")
    observation.cancel()
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(root: .pages([.screen("Welcome"), .screen("Sync"), .stack([.screen("Done")])], selected: 1)),
      "the snapshot after the swipe")
    f.checkAgreement("after the swipe")
    let before = f.navigator.snapshot
    f.check(
      f.error { () throws(NavigationError) in try f.host.swipeToPage(3) },
      "Cannot select tab 3: the tab container has 3 tabs.", "a swipe past the last page")
    f.attempt("swipe to page 2") { () throws(NavigationError) in try f.host.swipeToPage(2) }
    _ = f.takeLines()
    let atLast = f.navigator.snapshot
    f.check(
      f.error { () throws(NavigationError) in try f.host.swipeToPage(0) },
      "Cannot swipe to page 0: a swipe moves one page, and page 2 is shown.", "a swipe over two pages")
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapTab(0) },
      "Cannot tap tab 0: no tab bar is visible.", "a tap on a tab of a page container")
    f.check(f.navigator.snapshot, atLast, "the snapshot after the refusals")
    f.check(f.takeLines(), [], "callbacks of the refusals")
    f.navigator.perform(.selectTab(1))
    f.check(f.navigator.snapshot, before, "the snapshot after a route to page 1")
    f.check(
      f.takeLines(), ["Sync willAppear", "Done willDisappear", "Done didDisappear", "Sync didAppear"],
      "callbacks of the route")
    f.checkAgreement("after the route")
    f.navigator.setRoot(.stack([f.screen("Home")]))
    f.check(
      f.error { () throws(NavigationError) in try f.host.swipeToPage(1) },
      "Cannot swipe to page 1: no page container is visible.", "a swipe with no page container")
  }
}
