@_spi(Hosting) import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Whole event sequences for the navigator's requests, a person's gestures and awaited results.
@MainActor
@Suite("Navigation events")
struct NavigationEventTests {
  @Test("a push is received, planned, started, hides Home, shows Detail and completes")
  func push() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home", title: "Welcome, Ana")
    navigator.setRoot(.stack([home]))
    let log = EventLog(navigator)
    let completions = Completions()
    navigator.route(to: TestScreen("Detail", title: "Ana's order"), from: home, as: .push, completion: completions.record())
    #expect(log.lines == [
      "request 2 received from router call: open Detail from Home as push",
      "request 2 planned: push Detail#3 onto #1 (standard)",
      "request 2 started",
      "hidden Home#2 by push at stack 0, level 0 (request 2)",
      "shown Detail#3 by push at stack 1, level 0 (request 2)",
      "request 2 completed",
    ])
    #expect(completions.failures == [])
    let shown = VisibleScreen(
      id: ScreenID(3), name: "Detail", place: .init(stackPosition: 1, level: 0), request: NavigationRequestID(2),
      step: .push(.init(id: ScreenID(3), name: "Detail"), onto: ScreenID(1), animation: .standard))
    #expect(log.events[4] == .shown(shown))
  }

  @Test("a refused request has one refused event with the whole error text, and changes nothing")
  func refused() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let before = navigator.snapshot
    let log = EventLog(navigator)
    let completions = Completions()
    navigator.route(to: TestScreen("Detail"), from: TestScreen("Elsewhere"), as: .push, completion: completions.record())
    #expect(log.lines == [
      "request 2 received from router call: open Detail from Elsewhere as push",
      "request 2 refused: 'Elsewhere' is not on screen, so nothing can be routed from it.",
    ])
    #expect(log.events.last == .refused(NavigationRequestID(2), .notInHierarchy(screen: "Elsewhere")))
    #expect(completions.failures == ["'Elsewhere' is not on screen, so nothing can be routed from it."])
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
  }

  @Test("a cancelled swipe back is a person's request, received as the swipe begins and cancelled as it is let go")
  func cancelledSwipeBack() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    let before = navigator.snapshot
    let log = EventLog(navigator)
    try host.beginSwipeBack()
    try host.cancelSwipeBack()
    #expect(log.lines == [
      "gesture began: swipe back from Detail#3",
      "request 3 received from person's action: swipe back from Detail",
      "gesture cancelled: swipe back from Detail#3",
      "request 3 cancelled: the person let go before the gesture completed",
    ])
    #expect(navigator.snapshot == before)
  }

  @Test("a finished swipe back is a person's request that hides Detail and shows Home")
  func finishedSwipeBack() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    let log = EventLog(navigator)
    try host.swipeBack()
    #expect(log.lines == [
      "gesture began: swipe back from Detail#3",
      "request 3 received from person's action: swipe back from Detail",
      "gesture finished: swipe back from Detail#3",
      "request 3 planned: pop #1 to #2 (standard)",
      "request 3 started",
      "hidden Detail#3 by pop at stack 1, level 0 (request 3)",
      "shown Home#2 by pop at stack 0, level 0 (request 3)",
      "request 3 completed",
    ])
  }

  @Test("a request made during a swipe back comes after the swipe's request: it waits, and is planned after the pop")
  func requestDuringSwipe() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    let log = EventLog(navigator)
    try host.beginSwipeBack()
    navigator.route(to: TestScreen("Tip"), from: home, as: .push)
    try host.finishSwipeBack()
    #expect(log.lines == [
      "gesture began: swipe back from Detail#3",
      "request 3 received from person's action: swipe back from Detail",
      "request 4 received from router call: open Tip from Home as push",
      "gesture finished: swipe back from Detail#3",
      "request 3 planned: pop #1 to #2 (standard)",
      "request 3 started",
      "hidden Detail#3 by pop at stack 1, level 0 (request 3)",
      "shown Home#2 by pop at stack 0, level 0 (request 3)",
      "request 3 completed",
      "request 4 planned: push Tip#4 onto #1 (standard)",
      "request 4 started",
      "hidden Home#2 by push at stack 0, level 0 (request 4)",
      "shown Tip#4 by push at stack 1, level 0 (request 4)",
      "request 4 completed",
    ])
  }

  @Test("a sheet pulled down while its result is awaited delivers 'cancelled (removed by a person)'")
  func sheetPulledDown() async throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.tabs([.stack([home]), .stack([TestScreen("Wishlist")])], selected: 0))
    let log = EventLog(navigator)
    // When the sheet's request completes, the person pulls it down.
    log.onEvent = { event in
      if event == .completed(NavigationRequestID(2)) { #expect(throws: Never.self) { try host.pullDownSheet() } }
    }
    let result = try await navigator.route(to: TestScreen("Address", title: "12 Privet Drive"), from: home, as: .modal(.pageSheet), expecting: String.self).result
    #expect(result == .cancelled(.removedByPerson))
    #expect(log.lines == [
      "request 2 received from router call: open Address from Home as modal(pageSheet), awaiting String",
      "request 2 planned: present Address#6 from #1 as pageSheet (standard)",
      "request 2 started",
      "shown Address#6 by present pageSheet at level 1 (request 2)",
      "request 2 completed",
      "gesture began: pull down sheet from Address#6",
      "request 3 received from person's action: pull down sheet from Address",
      "gesture finished: pull down sheet from Address#6",
      "request 3 planned: dismiss #6 (standard)",
      "request 3 started",
      "hidden Address#6 by dismiss at level 1 (request 3)",
      "result of Address#6 delivered: cancelled (removed by a person) (request 3)",
      "request 3 completed",
    ])
  }

  @Test("releasing the navigator cancels the request in flight, then those waiting, in request order")
  func released() {
    let completions = Completions()
    let host = HeadlessHost(configuration: .init(completesTransitionsAutomatically: false))
    var log: EventLog?
    do {
      let navigator = Navigator(host: host)
      let home = TestScreen("Home")
      navigator.setRoot(.stack([home]))
      log = EventLog(navigator)
      navigator.route(to: TestScreen("A"), from: home, as: .push, completion: completions.record())
      navigator.route(to: TestScreen("B"), from: home, as: .push, completion: completions.record())
    }
    #expect(log?.lines == [
      "request 2 received from router call: open A from Home as push",
      "request 2 planned: push A#3 onto #1 (standard)",
      "request 2 started",
      "hidden Home#2 by push at stack 0, level 0 (request 2)",
      "shown A#3 by push at stack 1, level 0 (request 2)",
      "request 3 received from router call: open B from Home as push",
      "request 2 cancelled: the navigator was released",
      "request 3 cancelled: the navigator was released",
    ])
    #expect(completions.failures == ["The navigator was released before the request was performed.", "The navigator was released before the request was performed."])
  }

  @Test("a tab tapped by a person hides one tab's screen and shows the other's, with their places")
  func tabTapped() throws {
    let (navigator, host) = makeNavigator()
    navigator.setRoot(.tabs([.stack([TestScreen("Shop")]), .stack([TestScreen("Wishlist")])], selected: 0))
    let log = EventLog(navigator)
    try host.tapTab(1)
    #expect(log.lines == [
      "request 2 received from person's action: select tab 1",
      "request 2 planned: selectTab 1 of #1",
      "request 2 started",
      "hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 2)",
      "shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 2)",
      "request 2 completed",
    ])
  }

  @Test("a presentation in a tab's context is shown in that tab, and hidden with it when another tab is tapped")
  func contextPresentationInTab() throws {
    let (navigator, host) = makeNavigator()
    let shop = TestScreen("Shop")
    navigator.setRoot(.tabs([.stack([shop]), .stack([TestScreen("Wishlist")])], selected: 0))
    let log = EventLog(navigator)
    navigator.route(to: TestScreen("Filter"), from: shop, as: .modal(.overCurrentContext))
    try host.tapTab(1)
    #expect(log.lines == [
      "request 2 received from router call: open Filter from Shop as modal(overCurrentContext)",
      "request 2 planned: present Filter#6 from #2 as overCurrentContext (standard)",
      "request 2 started",
      "shown Filter#6 by present overCurrentContext at tab 0, level 0 (request 2)",
      "request 2 completed",
      "request 3 received from person's action: select tab 1",
      "request 3 planned: selectTab 1 of #1",
      "request 3 started",
      "hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 3)",
      "hidden Filter#6 by select tab at tab 0, level 0 (request 3)",
      "shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 3)",
      "request 3 completed",
    ])
  }

  @Test("an event caused by an observer waits until the current event has reached every observer")
  func reentrantObserver() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let detail = TestScreen("Detail")
    var first: [String] = []
    var second: [String] = []
    var routed = false
    navigator.addEventObserver { [weak navigator] event in  // the navigator holds its observers
      first.append(event.description)
      if case .shown(let screen) = event, screen.name == "Detail", !routed {
        routed = true
        navigator?.close(detail)
      }
    }
    navigator.addEventObserver { second.append($0.description) }
    navigator.route(to: detail, from: home, as: .push)
    #expect(first == second)
    #expect(first == [
      "request 2 received from router call: open Detail from Home as push",
      "request 2 planned: push Detail#3 onto #1 (standard)",
      "request 2 started",
      "hidden Home#2 by push at stack 0, level 0 (request 2)",
      "shown Detail#3 by push at stack 1, level 0 (request 2)",
      "request 3 received from router call: close Detail",
      "request 2 completed",
      "request 3 planned: pop #1 to #2 (standard)",
      "request 3 started",
      "hidden Detail#3 by pop at stack 1, level 0 (request 3)",
      "shown Home#2 by pop at stack 0, level 0 (request 3)",
      "request 3 completed",
    ])
  }

  @Test("a cancelled token and a released owner end their observations; the token keeps neither alive")
  func endingObservations() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    var owner: EventLog? = EventLog(navigator)
    let ownerIsReleased = { [weak owner] in owner == nil }
    var heard = 0
    let token = navigator.addEventObserver { _ in heard += 1 }
    navigator.setRoot(.stack([home]))
    let countAfterRoot = heard
    token.cancel()
    owner = nil
    #expect(ownerIsReleased())
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    #expect(countAfterRoot == 5)
    #expect(heard == countAfterRoot)
  }

  @Test("the event stream buffers every event in order until a task reads it, and ends with the navigator")
  func stream() async {
    /// Makes a navigator, routes twice and releases it, returning its events.
    func routeAndRelease() -> AsyncStream<NavigationEvent> {
      let (navigator, _) = makeNavigator()
      let stream = navigator.events()
      let home = TestScreen("Home")
      navigator.setRoot(.stack([home]))
      navigator.route(to: TestScreen("Detail"), from: home, as: .push)
      return stream
    }
    let stream = routeAndRelease()
    var lines: [String] = []
    for await event in stream { lines.append(event.description) }
    #expect(lines == [
      "request 1 received from router call: set root stack [Home]",
      "request 1 planned: setRoot stack#1[Home#2] (none)",
      "request 1 started",
      "shown Home#2 by set root at stack 0, level 0 (request 1)",
      "request 1 completed",
      "request 2 received from router call: open Detail from Home as push",
      "request 2 planned: push Detail#3 onto #1 (standard)",
      "request 2 started",
      "hidden Home#2 by push at stack 0, level 0 (request 2)",
      "shown Detail#3 by push at stack 1, level 0 (request 2)",
      "request 2 completed",
    ])
  }

  @Test("a stream buffering the newest two events keeps only the last two a task has not read")
  func streamBufferingNewest() async {
    /// Routes once with a two-event buffer, then releases the navigator.
    func routeAndRelease() -> AsyncStream<NavigationEvent> {
      let (navigator, _) = makeNavigator()
      let stream = navigator.events(bufferingPolicy: .bufferingNewest(2))
      navigator.setRoot(.stack([TestScreen("Home")]))
      return stream
    }
    var lines: [String] = []
    for await event in routeAndRelease() { lines.append(event.description) }
    #expect(lines == [
      "shown Home#2 by set root at stack 0, level 0 (request 1)",
      "request 1 completed",
    ])
  }
}
