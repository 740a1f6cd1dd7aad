import Foundation
import Logging
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterLogging
import SceneRouterTestSupport
import Testing

/// One structured swift-log record per navigation event, with the documented keys.
@MainActor
@Suite("Logging navigation events")
struct NavigatorLoggingTests {
  @Test("a push and a refused request are logged as one record per event, with their metadata")
  func records() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home", title: "Welcome, Ana")
    navigator.setRoot(.tabs([.stack([home]), .stack([TestScreen("Wishlist")])], selected: 0))
    let store = RecordingLogHandler.Store()
    let logger = Logger(label: "test.navigation") { _ in RecordingLogHandler(store: store) }
    let logging = navigator.logEvents(to: logger)
    navigator.route(to: TestScreen("Product", title: "Ana's T-shirt"), from: home, as: .push)
    navigator.close(TestScreen("Elsewhere")) { _ in }
    logging.cancel()
    navigator.setRoot(.stack([TestScreen("Home")]))
    #expect(store.all == [
      .init(
        level: .info, message: "request 2 received from router call: open Product from Home as push",
        metadata: [
          "navigation.event": "received", "navigation.request": "2", "navigation.origin": "router_call",
          "navigation.summary": "open Product from Home as push",
        ]),
      .init(
        level: .info, message: "request 2 planned: push Product#6 onto #2 (standard)",
        metadata: [
          "navigation.event": "planned", "navigation.request": "2",
          "navigation.steps": "[\"push Product#6 onto #2 (standard)\"]",
        ]),
      .init(
        level: .info, message: "request 2 started", metadata: ["navigation.event": "started", "navigation.request": "2"]),
      .init(
        level: .info, message: "hidden Home#3 by push at tab 0, stack 0, level 0 (request 2)",
        metadata: [
          "navigation.event": "hidden", "navigation.request": "2", "navigation.screen": "Home",
          "navigation.screen_id": "#3", "navigation.transition": "push", "navigation.tab": "0",
          "navigation.stack_position": "0", "navigation.level": "0",
        ]),
      .init(
        level: .info, message: "shown Product#6 by push at tab 0, stack 1, level 0 (request 2)",
        metadata: [
          "navigation.event": "shown", "navigation.request": "2", "navigation.screen": "Product",
          "navigation.screen_id": "#6", "navigation.transition": "push", "navigation.tab": "0",
          "navigation.stack_position": "1", "navigation.level": "0",
        ]),
      .init(
        level: .info, message: "request 2 completed", metadata: ["navigation.event": "completed", "navigation.request": "2"]),
      .init(
        level: .info, message: "request 3 received from router call: close Elsewhere",
        metadata: [
          "navigation.event": "received", "navigation.request": "3", "navigation.origin": "router_call",
          "navigation.summary": "close Elsewhere",
        ]),
      .init(
        level: .warning, message: "request 3 refused: 'Elsewhere' is not on screen, so nothing can be routed from it.",
        metadata: [
          "navigation.event": "refused", "navigation.request": "3",
          "navigation.error": "'Elsewhere' is not on screen, so nothing can be routed from it.",
        ]),
    ])
    #expect(!store.all.map(\.message).joined().contains("Ana"))
  }

  @Test("a pulled-down sheet's gesture and its awaited result are logged without the value")
  func gestureAndResult() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let sheet = TestScreen("Sheet")
    navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    var result: RouteResult<String>?
    try navigator.result(of: sheet, expecting: String.self) { result = $0 }
    let store = RecordingLogHandler.Store()
    navigator.logEvents(to: Logger(label: "test.navigation") { _ in RecordingLogHandler(store: store) }, level: .debug)
    try host.pullDownSheet()
    #expect(result == .cancelled(.removedByPerson))
    #expect(store.all.map(\.metadata) == [
      ["navigation.event": "gesture_began", "navigation.gesture": "pull down sheet", "navigation.screen": "Sheet", "navigation.screen_id": "#3"],
      [
        "navigation.event": "received", "navigation.request": "3", "navigation.origin": "person_action",
        "navigation.summary": "pull down sheet from Sheet",
      ],
      ["navigation.event": "gesture_finished", "navigation.gesture": "pull down sheet", "navigation.screen": "Sheet", "navigation.screen_id": "#3"],
      ["navigation.event": "planned", "navigation.request": "3", "navigation.steps": "[\"dismiss #3 (standard)\"]"],
      ["navigation.event": "started", "navigation.request": "3"],
      [
        "navigation.event": "hidden", "navigation.request": "3", "navigation.screen": "Sheet", "navigation.screen_id": "#3",
        "navigation.transition": "dismiss", "navigation.level": "1",
      ],
      [
        "navigation.event": "result_delivered", "navigation.request": "3", "navigation.screen": "Sheet",
        "navigation.screen_id": "#3", "navigation.result": "cancelled", "navigation.reason": "removed by a person",
      ],
      ["navigation.event": "completed", "navigation.request": "3"],
    ])
    #expect(Set(store.all.map(\.level)) == [.debug])
  }
}

/// A restoration's dropped routes and its failure, as warnings without the saved links.
@MainActor
@Suite("Logging a restoration")
struct RestorationLoggingTests {
  @Test("a dropped route and a failed restoration are warnings with their index, reason or error, never the link")
  func restoration() async throws {
    let (navigator, _) = makeNavigator()
    navigator.setRoot(.stack([TestScreen("Home")]))
    let restorer = NavigationRestorer<String>(routeTableVersion: 2) { $0.screenName } link: { route throws(DeepLinkError) in
      guard let url = URL(string: "shop://\(route)") else { throw .malformedURL }
      return url
    } resolve: { url throws(DeepLinkError) in
      guard url.host() == "product" else { throw .noMatch }
      return "Product"
    } place: { _ in [.open(TestScreen("Product"), as: .push)] }
    let store = RecordingLogHandler.Store()
    let logging = navigator.logEvents(to: Logger(label: "test.navigation") { _ in RecordingLogHandler(store: store) })
    let saved = SavedNavigation(links: ["shop://orders/ana-7731"], routeTableVersion: 1)
    _ = try await restorer.restore(saved, in: navigator)
    await #expect(throws: RestorationError.self) { try await restorer.restore(Data("{}".utf8), in: navigator) }
    logging.cancel()
    #expect(store.all == [
      .init(
        level: .warning, message: "restoration dropped route 0: the route table does not read it: no route matches",
        metadata: [
          "navigation.event": "route_dropped", "navigation.index": "0",
          "navigation.reason": "the route table does not read it: no route matches",
        ]),
      .init(
        level: .warning, message: "restoration failed: The saved navigation cannot be read: it is not a saved navigation.",
        metadata: [
          "navigation.event": "restoration_failed",
          "navigation.error": "The saved navigation cannot be read: it is not a saved navigation.",
        ]),
    ])
    #expect(!store.all.map(\.message).joined().contains("ana-7731"))
  }
}

/// The screen-view example of the DocC article "Logging navigation events"
/// (`SceneRouterLogging.docc/LoggingNavigationEvents.md`), run against a recording log handler.
@MainActor
@Suite("Logging article: screen views and the whole log")
struct ReadmeLoggingExampleTests {
  @Test("screen views go to the analytics logger, the whole log to the navigation logger")
  func screenViews() throws {
    let (navigator, host) = makeNavigator()
    navigator.setRoot(.tabs([.stack([TestScreen("Shop")]), .stack([TestScreen("Wishlist")])], selected: 0))
    let views = RecordingLogHandler.Store()
    let all = RecordingLogHandler.Store()

    let analytics = Logger(label: "app.analytics") { _ in RecordingLogHandler(store: views) }
    navigator.addEventObserver { event in
      guard case .shown(let screen) = event else { return }
      analytics.info("screen_view", metadata: ["screen": "\(screen.name)", "tab": "\(screen.place.tab ?? -1)"])
    }
    navigator.logEvents(to: Logger(label: "app.navigation") { _ in RecordingLogHandler(store: all) })

    try host.tapTab(1)
    #expect(views.all == [.init(level: .info, message: "screen_view", metadata: ["screen": "Wishlist", "tab": "1"])])
    #expect(all.all.map(\.message) == [
      "request 2 received from person's action: select tab 1",
      "request 2 planned: selectTab 1 of #1",
      "request 2 started",
      "hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 2)",
      "shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 2)",
      "request 2 completed",
    ])
  }
}
