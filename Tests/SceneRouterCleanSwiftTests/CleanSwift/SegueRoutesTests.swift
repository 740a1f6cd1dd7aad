@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@testable import ArticleApps
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// A router with a route table, for table-level tests.
@MainActor
final class TableRouter: SegueRouting {
  var segueRoutes = SegueRoutes<TableRouter>()
  private(set) var calls: [String] = []

  func record(_ name: String) { calls.append(name) }
}

@MainActor
@Suite("Segue routes by identifier")
struct SegueRoutesTests {
  init() {
    // The article apps' refusals nobody handled fail the test that caused them.
    articleAppsUnhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  }

  private func segue(_ identifier: String) -> StoryboardSegue {
    StoryboardSegue(identifier: identifier, source: PlainScreen(), destination: PlainScreen(), transition: .push)
  }

  private func failure(_ body: () async throws(CleanSwiftRoutingError) -> Void) async -> String? {
    do {
      try await body()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("an identifier calls the route registered for it, and only that one")
  func dispatch() async throws {
    let router = TableRouter()
    router.segueRoutes.register("ShowOrder") { router, _ in router.record("routeToShowOrder") }
    router.segueRoutes.register("CreateOrder") { router, _ in router.record("routeToCreateOrder") }
    try await router.route(for: segue("CreateOrder"))
    #expect(router.calls == ["routeToCreateOrder"])
    #expect(router.segueRoutes.identifiers == ["CreateOrder", "ShowOrder"])
  }

  @Test("an identifier with no route is an error where the selector version does nothing")
  func unknownIdentifier() async {
    let router = TableRouter()
    router.segueRoutes.register("ShowOrder") { router, _ in router.record("routeToShowOrder") }
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await router.route(for: segue("ShowOrders")) }
    #expect(error == "TableRouter has no route for segue 'ShowOrders'.")
    #expect(router.calls.isEmpty)
  }

  @Test("an identifier registered twice is an error when routed")
  func duplicateIdentifier() async {
    let router = TableRouter()
    router.segueRoutes.register("ShowOrder") { router, _ in router.record("first") }
    router.segueRoutes.register("ShowOrder") { router, _ in router.record("second") }
    let error = await failure { () async throws(CleanSwiftRoutingError) in try await router.route(for: segue("ShowOrder")) }
    #expect(error == "TableRouter registers a route for segue 'ShowOrder' more than once.")
    #expect(router.calls.isEmpty)
  }

  @Test("a storyboard segue with no route in the source's router is not performed")
  func storyboardSegueWithoutRoute() async throws {
    let app = OrdersApp()
    let list = try app.start()
    app.storyboard.registerSegue("Archive", from: "ListOrders", to: "ShowOrder", as: .push)
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await app.storyboard.performSegue(withIdentifier: "Archive", from: list, on: app.navigator)
    }
    #expect(error == "ListOrdersRouter has no route for segue 'Archive'.")
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "2 orders"
      """)
    #expect(app.host.performedSteps.count == 1)
  }

  @Test("a vetoed segue shows nothing and passes nothing")
  func vetoedSegue() async throws {
    let app = OrdersApp()
    let list = try app.start()
    list.vetoesSegues = true
    let outcome = try await app.storyboard.triggerSegue(withIdentifier: "ShowOrder", from: list, sender: 1, on: app.navigator)
    #expect(outcome == .ignored)
    #expect(list.router?.dataStore?.selectedOrder == nil)
    #expect(app.host.performedSteps.count == 1)
  }
}
