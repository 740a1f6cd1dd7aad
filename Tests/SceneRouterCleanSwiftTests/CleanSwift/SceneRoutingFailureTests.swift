@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@testable import ArticleApps
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Every failure the articles crash on, or silently ignore, is a typed error with a whole text.
@MainActor
@Suite("Scene routing failures")
struct SceneRoutingFailureTests {
  init() {
    // The article apps' refusals nobody handled fail the test that caused them.
    articleAppsUnhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  }

  private func failure(_ body: () async throws(CleanSwiftRoutingError) -> Void) async -> String? {
    do {
      try await body()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a destination without a data store fails the route instead of fatalError(\"Fail route to detail\")")
  func destinationWithoutDataStore() async {
    let app = HomeDetailApp(detail: { _ in PlainScreen() })
    let before = app.navigator.snapshot
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await app.home.router?.routeToDetail(segue: nil) }
    #expect(error == "'Plain' has no data store: the route expects a DetailDataStore.")
    #expect(app.navigator.snapshot == before)
    #expect(app.host.snapshot == before)
  }

  @Test("a segue to a destination without a data store is not performed")
  func segueDestinationWithoutDataStore() async {
    let app = HomeDetailApp(detail: { _ in PlainScreen() })
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.storyboard.performSegue(withIdentifier: "Detail", from: app.home, on: app.navigator)
    }
    #expect(error == "'Plain' has no data store: the route expects a DetailDataStore.")
    #expect(app.host.performedSteps.count == 1)
  }

  @Test("a destination whose data store is of another type fails the route")
  func destinationWithAnotherDataStore() async {
    let app = HomeDetailApp(detail: { navigator in HomeScreen(navigator: navigator, storyboard: nil) })
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await app.home.router?.routeToDetail(segue: nil) }
    #expect(error == "The data store of 'Home' is a HomeInteractor, not a DetailDataStore.")
    #expect(app.navigator.snapshot.description == """
      stack
      └─ Home
      """)
  }

  @Test("a source whose router has no data store fails the route, by segue too")
  func sourceWithoutDataStore() async {
    let app = HomeDetailApp(wired: false)
    let programmatic = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.home.router?.routeToDetail(segue: nil)
    }
    let bySegue = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.storyboard.performSegue(withIdentifier: "Detail", from: app.home, on: app.navigator)
    }
    #expect(programmatic == "'Home' has no data store to pass data from: its router has none attached.")
    #expect(bySegue == programmatic)
    #expect(app.navigator.snapshot.description == "stack\n└─ Home")
    #expect(app.host.performedSteps.count == 1)
  }

  @Test("a push from a screen with no navigation container is refused, not silently dropped")
  func missingNavigationContainer() async {
    let app = HomeDetailApp(inNavigation: false)
    app.home.interactor.message = "lost?"
    let programmatic = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.home.router?.routeToDetail(segue: nil)
    }
    let bySegue = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.storyboard.performSegue(withIdentifier: "Detail", from: app.home, on: app.navigator)
    }
    #expect(programmatic == "Cannot push 'Detail' from 'Home': 'Home' is not inside a navigation stack.")
    #expect(bySegue == programmatic)
    #expect(app.navigator.snapshot.description == "Home")
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a back route from a screen with nothing below it is an error")
  func nothingToGoBackTo() async {
    let (navigator, host) = makeNavigator()
    let detail = DetailScreen(navigator: navigator)
    navigator.setRoot(.stack([detail]))
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await detail.router.routeBackToHome() }
    #expect(error == "'Detail' has no screen to go back to: it was neither pushed nor presented.")
    #expect(host.snapshot.description == "stack\n└─ Detail")
  }

  @Test("a back route to a scene of another kind leaves both scenes as they were")
  func backToTheWrongScene() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await app.storyboard.performSegue(withIdentifier: "CreateOrder", from: list, on: app.navigator)
    let create = try #require(app.top as? CreateOrderScreen)
    create.interactor?.saveOrder(item: "Monitor", total: 300)
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await create.router?.routeBackToShowOrder() }
    #expect(error == "The data store of 'ListOrders' is a ListOrdersInteractor, not a ShowOrderDataStore.")
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ CreateOrder "New #3"
      """)
  }

  @Test("a back route whose result the opener does not await as that type changes nothing")
  func backRouteWithMismatchedResult() async throws {
    let app = HomeDetailApp()
    let detail = DetailScreen(navigator: app.navigator)
    let opening = try await app.navigator.route(to: detail, from: app.home, as: .push, expecting: Int.self)
    app.home.interactor.message = "before"
    detail.interactor.message = "after"
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await detail.router.routeBack(
        passing: { (source: any DetailDataStore, destination: inout any HomeDataStore) in
          destination.message = source.message
        }, returning: "not an Int")
    }
    #expect(error == "The screen handed back a String, but its opener awaits a Int.")
    #expect(app.home.interactor.message == "before")
    #expect(app.navigator.topMostScreen === detail)
    try app.host.tapBack()
    #expect(await opening.result == .cancelled(.removedByPerson))
  }

  @Test("a router whose screen is gone cannot route")
  func routerWithoutScreen() async {
    let (navigator, _) = makeNavigator()
    let router = DetailRouter(navigator: navigator)
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await router.routeBackToHome() }
    #expect(error == "The router has no root screen: it was never attached, or its screen was closed and released.")
  }

  @Test("a programmatic route of a router with no storyboard is an error")
  func noStoryboard() async {
    let (navigator, _) = makeNavigator()
    let home = HomeScreen(navigator: navigator, storyboard: nil)
    navigator.setRoot(.stack([home]))
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await home.router?.routeToDetail(segue: nil) }
    #expect(error == "HomeRouter has no storyboard to instantiate its destination from.")
  }

  @Test("a route to a screen already on screen passes it no data and shows nothing twice")
  func destinationAlreadyShown() async throws {
    let app = HomeDetailApp()
    app.home.interactor.message = "first"
    try await app.home.router?.routeToDetail(segue: nil)
    let detail = try #require(app.navigator.topMostScreen as? DetailScreen)
    app.home.interactor.message = "second"
    let router = try #require(app.home.router as? HomeRouter)
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await router.route(to: detail, as: .push) {
        (source: any HomeDataStore, destination: inout any DetailDataStore) in destination.message = source.message
      }
    }
    #expect(error == "'Detail' is already on screen; a screen instance can be shown only once.")
    #expect(detail.interactor.message == "first")
    #expect(app.host.performedSteps.count == 2)
  }
}
