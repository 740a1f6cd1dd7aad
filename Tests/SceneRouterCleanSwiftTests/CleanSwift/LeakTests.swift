import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@testable import ArticleApps
import SceneRouterHeadless
import Testing

@MainActor
@Suite("Scenes outlive nothing")
struct LeakTests {
  init() {
    // The article apps' refusals nobody handled fail the test that caused them.
    articleAppsUnhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  }

  @Test("10,000 round trips ListOrders -> ShowOrder -> back leave only the starting scene alive")
  func roundTrips() async throws {
    let live = SampleLive()
    let app = OrdersApp(live: live)
    let list = try app.start()
    #expect(live.summary == "1 1 1 1")
    for round in 0..<10_000 {
      let path: RoutePath = round.isMultiple(of: 2) ? .programmatic : .performedSegue
      if path == .programmatic {
        list.interactor?.selectOrder(at: round % 2)
        try await list.router?.routeToShowOrder(segue: nil)
      } else {
        try await app.storyboard.performSegue(withIdentifier: "ShowOrder", from: list, sender: round % 2, on: app.navigator)
      }
      let show = try #require(app.top as? ShowOrderScreen)
      try await show.router?.routeBackToListOrders()
    }
    #expect(live.summary == "1 1 1 1")
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "2 orders"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.host.heldScreenCount == 1)
  }

  @Test("an app dropped with two scenes on screen frees its navigator, host, scenes, interactors, presenters and routers")
  func droppedApp() async throws {
    let live = SampleLive()
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    do {
      let app = OrdersApp(live: live)
      let list = try app.start()
      try await app.storyboard.performSegue(withIdentifier: "ShowOrder", from: list, sender: 0, on: app.navigator)
      #expect(live.summary == "2 2 2 2")
      (navigator, host) = (app.navigator, app.host)
    }
    // Each scene's router holds the navigator weakly: nothing the navigator owns keeps it.
    #expect(navigator == nil)
    #expect(host == nil)
    #expect(live.summary == "0 0 0 0")
  }

  @Test("a scene is released with everything it owns once it is closed, even after passing data both ways")
  func sceneReleasedAfterEdit() async throws {
    let live = SampleLive()
    let app = OrdersApp(live: live)
    let list = try app.start()
    try await app.storyboard.performSegue(withIdentifier: "ShowOrder", from: list, sender: 0, on: app.navigator)
    do {
      let show = try #require(app.top as? ShowOrderScreen)
      try await app.storyboard.performSegue(withIdentifier: "EditOrder", from: show, on: app.navigator)
    }
    // CreateOrder has no presenter: three screens, interactors and routers, two presenters.
    #expect(live.summary == "3 3 2 3")
    do {
      let edit = try #require(app.top as? CreateOrderScreen)
      edit.interactor?.saveOrder(item: "Trackball", total: 90)
      try await edit.router?.routeBackToShowOrder()
    }
    #expect(live.summary == "2 2 2 2")
    try app.host.tapBack()
    #expect(live.summary == "1 1 1 1")
  }

  @Test("the back references of a wired scene are weak")
  func backReferencesAreWeak() throws {
    let live = SampleLive()
    let app = OrdersApp(live: live)
    weak var screen: ListOrdersScreen?
    weak var router: (any ListOrdersRoutingLogic & ListOrdersDataPassing)?
    do {
      let list = ListOrdersScreen(navigator: app.navigator, storyboard: app.storyboard, orders: [], live: live)
      screen = list
      router = list.router
      #expect(live.summary == "1 1 1 1")
    }
    #expect(screen == nil)
    #expect(router == nil)
    #expect(live.summary == "0 0 0 0")
  }
}
