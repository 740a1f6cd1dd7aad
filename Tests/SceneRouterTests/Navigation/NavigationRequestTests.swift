@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Requests as values: what the queue holds, how each prints, and that the events, the queue
/// and failure texts tell the same request.
@MainActor
@Suite("Navigation requests")
struct NavigationRequestTests {
  /// A navigator showing Detail pushed over Home, `stack#1[Home#2, Detail#3]`.
  private func detailPushed() -> (Navigator, HeadlessHost, TestScreen) {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    return (navigator, host, home)
  }

  @Test("requests made during a held transition wait in pendingRequests, printed as they are asked")
  func pendingRequestsDuringAHeldTransition() throws {
    let (navigator, host, home) = makeSlowNavigator()
    let first = TestScreen("First")
    navigator.route(to: first, from: home, as: .push)
    navigator.close(first, returning: 42)
    navigator.perform(.popToRoot)
    navigator.refreshChrome(of: home)
    #expect(navigator.currentRequest?.description == "request 2 from router call: open First from Home as push")
    #expect(navigator.pendingRequests.map(\.description) == [
      "request 3 from router call: close First returning Int",
      "request 4 from router call: perform popToRoot from the top-most screen",
      "request 5 from router call: refresh the chrome of Home",
    ])
    // First is on screen while its push is in flight, so the close names it by identity too.
    #expect(navigator.pendingRequests == [
      NavigationRequest(
        id: NavigationRequestID(3), origin: .routerCall,
        kind: .close(.init("First", id: ScreenID(3)), returning: "Int", animated: true)),
      NavigationRequest(id: NavigationRequestID(4), origin: .routerCall, kind: .perform(.popToRoot, from: nil)),
      NavigationRequest(id: NavigationRequestID(5), origin: .routerCall, kind: .refreshChrome(.init("Home", id: ScreenID(2)))),
    ])
    #expect(navigator.queuedRequestCount == 3)

    try host.completeTransition()  // the push lands; the close's pop is in flight now
    #expect(navigator.currentRequest?.description == "request 3 from router call: close First returning Int")
    #expect(navigator.pendingRequests.map(\.id) == [NavigationRequestID(4), NavigationRequestID(5)])
    try host.completeTransition()  // the pop lands; popping to the root and the refresh change nothing
    #expect(navigator.currentRequest == nil)
    #expect(navigator.pendingRequests == [])
  }

  @Test("the received event carries the very value the queue holds")
  func receivedEventCarriesTheQueuedValue() {
    let (navigator, _, home) = makeSlowNavigator()
    let log = EventLog(navigator)
    navigator.route(to: TestScreen("First"), from: home, as: .push)
    navigator.dismiss(home)
    guard case .received(let received) = log.events.last else {
      Issue.record("no received event: \(log.lines)")
      return
    }
    #expect(navigator.pendingRequests == [received])
    #expect(log.lines.last == "request 3 received from router call: dismiss Home")
    #expect(received.description == "request 3 from router call: dismiss Home")
  }

  @Test("a person's swipe in progress is the current request; a router's request made meanwhile waits behind it")
  func personsSwipeIsTheCurrentRequest() throws {
    let (navigator, host, home) = detailPushed()
    try host.beginSwipeBack()
    navigator.route(to: TestScreen("Tip"), from: home, as: .push)
    #expect(navigator.currentRequest == NavigationRequest(
      id: NavigationRequestID(3), origin: .personAction,
      kind: .personAction(.gesture(NavigationGesture(.swipeBack, screen: ScreenID(3), screenName: "Detail")))))
    #expect(navigator.currentRequest?.description == "request 3 from person's action: swipe back from Detail")
    #expect(navigator.pendingRequests.map(\.description) == ["request 4 from router call: open Tip from Home as push"])
    try host.finishSwipeBack()
    #expect(navigator.currentRequest == nil)
    #expect(navigator.pendingRequests == [])
  }

  @Test("a person's step is received as what the person did, named from the state before it")
  func personsStepIsReceivedAsAnAction() throws {
    let (navigator, host, _) = detailPushed()
    let log = EventLog(navigator)
    try host.tapBack()
    #expect(log.events.first == .received(NavigationRequest(
      id: NavigationRequestID(3), origin: .personAction, kind: .personAction(.goBack(to: .init("Home", id: ScreenID(2)))))))
    #expect(log.lines.first == "request 3 received from person's action: go back to Home")
  }

  @Test("a refusal nobody handles names the request it refused")
  func unhandledRefusalNamesItsRequest() {
    let (navigator, _) = makeNavigator()
    var heard: [String] = []
    navigator.unhandledErrorHandler = { heard.append("\($0)") }
    navigator.route(to: TestScreen("Detail"), from: TestScreen("Elsewhere"), as: .push)
    #expect(heard == ["'Elsewhere' is not on screen, so nothing can be routed from it."])
    #expect(navigator.lastUnhandledRequest?.description == "request 1 from router call: open Detail from Elsewhere as push")
    #expect(navigator.lastUnhandledError == .notInHierarchy(screen: "Elsewhere"))
  }

  @Test("a plan's request names each move's screens and layouts")
  func planRequest() {
    let (navigator, host, home) = makeSlowNavigator()
    let completions = Completions()
    navigator.route(to: TestScreen("First"), from: home, as: .push)
    navigator.perform(NavigationPlan([
      .perform(.dismissPresented), .setRoot(.tabs([.stack([TestScreen("Shop")]), .screen(TestScreen("Wishlist"))], selected: 1)),
      .open(TestScreen("Product"), as: .push), .closeTopMost, .open(.stack([TestScreen("Login")]), as: .modal(.formSheet).animated(false)),
    ]), completion: completions.record())
    navigator.perform(NavigationPlan([]), completion: completions.record())
    #expect(navigator.pendingRequests.map(\.description) == [
      "request 3 from plan: plan: perform dismissPresented; set root tabs [stack [Shop], Wishlist] selected 1; "
        + "open Product as push; close top-most; open stack [Login] as modal(formSheet) (not animated)",
      "request 4 from plan: plan with no moves",
    ])
    host.completeAllTransitions()
    // Wishlist, the selected tab, is no navigation stack: the plan is refused whole.
    #expect(completions.failures == ["Cannot push 'Product' from 'Wishlist': 'Wishlist' is not inside a navigation stack."])
    #expect(completions.results.count == 2)
  }

  /// Every kind of request, as a value and as the text logs and failures print.
  nonisolated static var kinds: [(NavigationRequest.Kind, String)] { [
    (
      .setRoot(.tabs([.stack([.init("Shop", id: ScreenID(3))]), .screen(.init("Wishlist"))], selected: 0), animated: false),
      "set root tabs [stack [Shop], Wishlist] selected 0"
    ),
    (.open(.init("Product"), from: .init("Home", id: ScreenID(2)), as: .push, awaiting: nil), "open Product from Home as push"),
    (
      .open(.init("Picker"), from: .init("Form"), as: .modal(.pageSheet), awaiting: "Int"),
      "open Picker from Form as modal(pageSheet), awaiting Int"
    ),
    (.perform(.popToRoot, from: .init("Product")), "perform popToRoot from Product"),
    (.perform(.selectTab(2), from: nil), "perform selectTab(2) from the top-most screen"),
    (.close(.init("Picker", id: ScreenID(5)), returning: "Int", animated: true), "close Picker returning Int"),
    (.close(.init("Picker"), returning: nil, animated: false), "close Picker"),
    (.dismiss(.init("Login"), animated: true), "dismiss Login"),
    (.setStack([.init("Shop"), .init("Product")], from: .init("Shop"), animated: true), "set stack [Shop, Product] from Shop"),
    (.refreshChrome(.init("Wishlist")), "refresh the chrome of Wishlist"),
    (.plan([]), "plan with no moves"),
    (.plan([.perform(.selectTab(1)), .open(.init("Product"), as: .push)]), "plan: perform selectTab(1); open Product as push"),
    (
      .plan([.open(.screen(.init("Filters")), as: .sheet([.medium, .large], selected: .medium))]),
      "plan: open Filters as modal(pageSheet, [medium, large] at medium)"
    ),
    (.personAction(.gesture(NavigationGesture(.pullDownSheet, screen: ScreenID(6), screenName: "Address"))), "pull down sheet from Address"),
    (.personAction(.goBack(to: .init("Shop"))), "go back to Shop"),
    (.personAction(.dismiss(.init("Sheet"))), "dismiss Sheet"),
    (.personAction(.selectTab(1)), "select tab 1"),
    (.personAction(.selectDetent(of: .init("Filters", id: ScreenID(4)), "large")), "rest Filters at large"),
    (.personAction(.pushedOutside(.init("Settings"))), "Settings pushed outside the navigator"),
    (.personAction(.presentedOutside(.init("Settings"))), "Settings presented outside the navigator"),
    (.personAction(.refreshChrome(.init("Wishlist"))), "refresh the chrome of Wishlist"),
    (.personAction(.step(NavigationEvent.Step(.setStack(ScreenID(1), [.init(id: ScreenID(2), name: "Shop")], animation: .none)))), "setStack #1 [Shop#2] (none)"),
    (.personAction(.changeInProgress), "a person's change"),
    (.personAction(.changeThatDidNotHappen), "a change that did not happen"),
  ] }

  @Test("each kind of request prints its operation and operands", arguments: kinds)
  func kindDescription(kind: NavigationRequest.Kind, text: String) {
    #expect(kind.description == text)
    let request = NavigationRequest(id: NavigationRequestID(7), origin: .deepLink(RouteDescription("/order/:number", [.private("number")]), source: .link), kind: kind)
    #expect(request.description == "request 7 from deep link /order/:number {number}: \(text)")
  }
}
