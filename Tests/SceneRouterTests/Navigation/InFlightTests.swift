@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Transitions that take time: requests made meanwhile wait and run in order.
@MainActor
@Suite("Transitions in flight")
struct InFlightTests {
  @Test("a request made while a push is in flight waits, then runs; each completion is called once")
  func requestsQueueBehindTheTransitionInFlight() throws {
    let (navigator, host, home) = makeSlowNavigator()
    var order: [String] = []
    let first = TestScreen("First")
    navigator.route(to: first, from: home, as: .push) { _ in order.append("first") }
    navigator.route(to: TestScreen("Second"), from: first, as: .push) { _ in order.append("second") }
    #expect(navigator.isBusy)
    #expect(navigator.queuedRequestCount == 1)
    #expect(host.inFlightStep?.description == "push First#3 onto #1 (standard)")
    // The navigator's state changes before the host's callbacks (one order for every change).
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("First")])))
    #expect(host.snapshot == navigator.snapshot)

    try host.completeTransition()
    #expect(order == ["first"])
    #expect(host.inFlightStep?.description == "push Second#4 onto #1 (standard)")
    try host.completeTransition()
    #expect(order == ["first", "second"])
    #expect(!navigator.isBusy)
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      ├─ First
      └─ Second
      """)
  }

  @Test("a queued request is planned when its turn comes, against the state of that moment")
  func queuedRequestsArePlannedLate() throws {
    let (navigator, host, home) = makeSlowNavigator()
    let detail = TestScreen("Detail")
    let completions = Completions()
    navigator.route(to: detail, from: home, as: .push, completion: completions.record())
    navigator.route(to: detail, from: home, as: .push, completion: completions.record())  // the same instance again
    host.completeAllTransitions()
    #expect(completions.failures == ["'Detail' is already on screen; a screen instance can be shown only once."])
    #expect(completions.results.count == 2)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])))
  }

  @Test("a close queued behind the push of its screen closes it once the push lands")
  func closeQueuedBehindPush() throws {
    let (navigator, host, home) = makeSlowNavigator()
    let detail = TestScreen("Detail")
    let completions = Completions()
    navigator.route(to: detail, from: home, as: .push, completion: completions.record())
    navigator.close(detail, completion: completions.record())
    #expect(host.completeAllTransitions() == 2)
    #expect(completions.failures.isEmpty)
    #expect(completions.results.count == 2)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a refused request in the queue does not stop the ones behind it")
  func refusalDoesNotBlockTheQueue() throws {
    let (navigator, host, home) = makeSlowNavigator()
    let completions = Completions()
    navigator.route(to: TestScreen("A"), from: home, as: .push, completion: completions.record())
    navigator.close(home, completion: completions.record())
    navigator.route(to: TestScreen("B"), from: home, as: .modal(.fullScreen), completion: completions.record())
    host.completeAllTransitions()
    #expect(completions.failures == ["Cannot close 'Home': it is the root of its navigation stack."])
    #expect(completions.results.count == 3)
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ A
      presented fullScreen:
      └─ B
      """)
  }

  @Test("a multi-step request keeps later requests waiting until its last step lands")
  func multiStepRequestIsAtomicInTheQueue() throws {
    let (navigator, host, home) = makeSlowNavigator()
    let detail = TestScreen("Detail")
    navigator.route(to: detail, from: home, as: .push)
    try host.completeTransition()
    navigator.route(to: TestScreen("Sheet"), from: detail, as: .modal())
    try host.completeTransition()
    var order: [String] = []
    navigator.close(detail) { _ in order.append("close") }  // dismiss the sheet, then pop
    navigator.route(to: TestScreen("Other"), from: home, as: .push) { _ in order.append("open") }
    #expect(host.inFlightStep?.description == "pop #1 to #2 (standard)")
    try host.completeTransition()
    #expect(order == ["close"])
    try host.completeTransition()
    #expect(order == ["close", "open"])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Other")])))
  }

  @Test("a person cannot act while a transition is in flight")
  func userActionsWaitForTransitions() {
    let (navigator, host, home) = makeSlowNavigator()
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    #expect(throws: NavigationError.personActionUnavailable(action: "tap back", reason: "a transition is in flight")) {
      try host.tapBack()
    }
  }

  @Test("a request made during a swipe back waits for the swipe to end")
  func requestsWaitForSwipe() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let detail = TestScreen("Detail")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    try host.beginSwipeBack()
    navigator.route(to: TestScreen("Sheet"), from: home, as: .modal())
    #expect(navigator.isBusy)
    try host.cancelSwipeBack()
    #expect(!navigator.isBusy)
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      presented automatic:
      └─ Sheet
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("ten thousand requests queued behind one transition all run, in order, exactly once")
  func manyQueuedRequests() throws {
    let (navigator, host, home) = makeSlowNavigator()
    var completed: [Int] = []
    var screens: [TestScreen] = [home]
    for index in 0..<10_000 {
      let screen = TestScreen("S\(index)")
      navigator.route(to: screen, from: screens[screens.count - 1], as: .push) { result in
        if case .success = result { completed.append(index) }
      }
      screens.append(screen)
    }
    #expect(host.completeAllTransitions() == 10_000)
    #expect(completed == Array(0..<10_000))
    #expect(navigator.topMostScreen === screens.last)
  }
}
