import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Events of deep links: named by pattern, values only where public, through a guard's redirect.
@MainActor
@Suite("Deep-link events")
struct DeepLinkEventTests {
  enum Route: Hashable, Sendable, DescribedRoute {
    case login
    case order(Int, email: String)

    var routeDescription: RouteDescription {
      switch self {
      case .login: RouteDescription("/login")
      case .order(let number, _): RouteDescription("/order/:number", [.public("number", number), .private("email")])
      }
    }
  }

  enum Undescribed: Hashable, Sendable {
    case home
    case product(Int)
    case account(name: String, token: String)
  }

  struct Search: Hashable, Sendable {
    var query: String
  }

  @Test("a route is named by its pattern; only public parameters show their values")
  func descriptions() {
    #expect(RouteDescription(reflecting: Route.order(7, email: "ana@example.com")).description == "/order/:number {number=7, email}")
    #expect(RouteDescription(reflecting: Undescribed.product(42)).description == "Undescribed.product {_}")
    #expect(RouteDescription(reflecting: Undescribed.account(name: "Ana", token: "s3cret")).description == "Undescribed.account {name, token}")
    #expect(RouteDescription(reflecting: Undescribed.home).description == "home")
    #expect(RouteDescription(reflecting: Search(query: "ana's address")).description == "Search {query}")
  }

  @Test("a link that waits until nothing is presented is still named by its route when it opens")
  func waitingLink() async {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let links = DeepLinkRouter<Route>(navigator: navigator, waitsForPresentations: true) { _, _ throws(DeepLinkError) in
      .order(3, email: "ana@example.com")
    } plan: { _ in
      NavigationPlan([.open(TestScreen("Order"), as: .push)])
    }
    let log = EventLog(navigator)
    #expect(await links.open("myapp://order/3") == .opened(.order(3, email: "ana@example.com")))
    #expect(log.lines == [
      "request 2 received from deep link /order/:number {number=3, email}: plan: open Order as push",
      "request 2 planned: push Order#3 onto #1 (standard)",
      "request 2 started",
      "hidden Home#2 by push at stack 0, level 0 (request 2)",
      "shown Order#3 by push at stack 1, level 0 (request 2)",
      "request 2 completed",
    ])
  }

  @Test("a deep link through a guard: Login is presented, signs in, and the order opens")
  func throughGuard() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    var signedIn = false
    let signedInGuard = RouteGuard<Route>("signed in") { route in
      if case .order = route, !signedIn { return .redirect(to: .login) }
      return .allow
    }
    let links = DeepLinkRouter<Route>(navigator: navigator, guards: [signedInGuard]) { _, _ throws(DeepLinkError) in
      .order(7, email: "ana@example.com")
    } plan: { route in
      switch route {
      case .login: NavigationPlan([.open(TestScreen("Login"), as: .modal(.formSheet, inNavigation: true))])
      case .order: NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Order"), as: .push)])
      }
    }
    let log = EventLog(navigator)
    // When Login is shown, the person signs in: Login closes with a value.
    log.onEvent = { event in
      guard case .completed(let id) = event, id == NavigationRequestID(2), let login = navigator.topMostScreen else { return }
      signedIn = true
      navigator.close(login, returning: "Ana")
    }
    let outcome = await links.open("myapp://order/7?email=ana@example.com")
    #expect(outcome == .opened(.order(7, email: "ana@example.com")))
    #expect(log.lines == [
      "request 2 received from deep link /login: plan: open Login as modal(formSheet, in navigation)",
      "request 2 planned: present stack#4[Login#3] from #1 as formSheet (standard)",
      "request 2 started",
      "shown Login#3 by present formSheet at stack 0, level 1 (request 2)",
      "request 2 completed",
      "request 3 received from router call: close Login returning String",
      "request 3 planned: dismiss #4 (standard)",
      "request 3 started",
      "hidden Login#3 by dismiss at stack 0, level 1 (request 3)",
      "result of Login#3 delivered: a value (request 3)",
      "request 3 completed",
      "request 4 received from deep link /order/:number {number=7, email}: plan: perform dismissPresented; open Order as push",
      "request 4 planned: push Order#5 onto #1 (standard)",
      "request 4 started",
      "hidden Home#2 by push at stack 0, level 0 (request 4)",
      "shown Order#5 by push at stack 1, level 0 (request 4)",
      "request 4 completed",
    ])
    #expect(!log.lines.joined().contains("ana@example.com"))
  }
}
