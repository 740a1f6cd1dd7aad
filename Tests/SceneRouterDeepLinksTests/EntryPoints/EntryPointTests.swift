import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Every way into the app goes through one guarded path, and a route that has not been shown
/// yet survives a relaunch.
@MainActor
@Suite("Entry points", .timeLimit(.minutes(10)))
struct EntryPointTests {
  enum Route: Hashable, Sendable, Codable {
    case order(Int), search, product(Int), login
  }

  /// A clock a test moves.
  @MainActor
  final class Clock {
    var now = Date(timeIntervalSinceReferenceDate: 1_000)
  }

  /// Whether a person is signed in.
  @MainActor
  final class Session {
    var signedIn = false
  }

  /// An app with a stack; orders and products push; Login presents; orders need a signed-in person.
  @MainActor
  final class App {
    let host = HeadlessHost()
    let navigator: Navigator
    let home = TestScreen("Home")
    let session = Session()
    var origins: [String] = []
    let links: DeepLinkRouter<Route>

    init() {
      let navigator = Navigator(host: host)
      self.navigator = navigator
      navigator.setRoot(.stack([home]))
      let signedInGuard = RouteGuard<Route>("signed in") { [session] route in
        guard case .order = route, !session.signedIn else { return .allow }
        return .redirect(to: .login)
      }
      links = DeepLinkRouter(navigator: navigator, guards: [signedInGuard]) { url, _ throws(DeepLinkError) in
        guard url.host == "product", let id = Int(url.lastPathComponent) else { throw .noMatch }
        return .product(id)
      } plan: { route throws(NavigationError) in
        switch route {
        case .order(let id): NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Order", title: "\(id)"), as: .push)])
        case .product(let id): NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Product", title: "\(id)"), as: .push)])
        case .search: NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Search"), as: .push)])
        case .login: NavigationPlan([.open(TestScreen("Login"), as: .modal(.formSheet))])
        }
      }
      var reader = EntryReader<Route> { url, _ throws(DeepLinkError) in
        guard url.host == "product", let id = Int(url.lastPathComponent) else { throw .noMatch }
        return .product(id)
      }
      reader.read(.notification, "order-shipped") { entry throws(DeepLinkError) in
        guard let text = entry.payload["order"] else { throw .missingParameter("order") }
        guard let id = Int(text) else { throw .invalidParameter(name: "order", value: text, type: "Int") }
        return .order(id)
      }
      reader.read(.shortcut, "com.shop.search") { _ in .search }
      links.entryReader = reader
      navigator.addEventObserver { [unowned self] event in
        if case .received(let request) = event { origins.append(request.origin.description) }
      }
    }
  }

  @Test("a Quick Action, a widget's URL and a notification tap open through the same guarded path, their source in the events")
  func sources() async throws {
    let app = App()
    #expect(await app.links.open(.shortcut("com.shop.search")) == .opened(.search))
    #expect(await app.links.open(.widget(try #require(URL(string: "myshop://product/7")))) == .opened(.product(7)))
    // The notification's route needs a signed-in person: the guard redirects to Login first.
    let order = Task { await app.links.open(.notification("order-shipped", payload: ["order": "42"])) }
    await app.links.waitUntil { $0.activity == .waitingForRedirect(.order(42), redirect: .login) }
    let login = try #require(app.navigator.topMostScreen)
    app.session.signedIn = true
    app.navigator.close(login, returning: true)
    #expect(await order.value == .opened(.order(42)))
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      ├─ Search
      ├─ Product "7"
      └─ Order "42"
      """)
    #expect(
      app.origins.filter { !$0.hasPrefix("router") } == [
        "shortcut search", "widget Route.product {_}", "notification login", "notification Route.order {_}",
      ])
  }

  @Test("an entry nothing reads, or whose payload is wrong, is rejected with the reason, and nothing changes")
  func rejected() async {
    let app = App()
    let unknown = await app.links.open(.shortcut("com.shop.unknown"))
    #expect(
      unknown
        == .rejected(
          link: "shortcut com.shop.unknown",
          reason: DeepLinkError.noReader(entry: "shortcut com.shop.unknown").description))
    #expect(
      await app.links.open(.notification("order-shipped", payload: ["order": "forty-two"]))
        == .rejected(
          link: "notification order-shipped {order}",
          reason: DeepLinkError.invalidParameter(name: "order", value: "forty-two", type: "Int").description))
    #expect(app.navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a route waiting behind a guard is saved; after a relaunch it opens once, then the store is empty")
  func relaunch() async throws {
    let store = MemoryPendingRouteStore()
    let first = App()
    first.links.persistPendingRoutes(in: PendingRoutePersistence(store: store, version: 2))
    let waiting = Task { await first.links.open(.notification("order-shipped", payload: ["order": "42"])) }
    await first.links.waitUntil { $0.activity == .waitingForRedirect(.order(42), redirect: .login) }
    let saved = try #require(store.data)
    #expect(String(decoding: saved, as: UTF8.self).contains("\"source\":\"notification\""))
    // The app is killed while Login is up: what is on disk is what was saved then. (Here the
    // first app's wait is ended by a new root, which clears the store; the disk is put back.)
    first.navigator.setRoot(.stack([TestScreen("Home")]))
    #expect(await waiting.value == .dropped(.order(42), reason: "the redirect to login ended without success (removed by another route)"))
    #expect(store.data == nil)
    store.data = saved

    let relaunched = App()
    let persistence = PendingRoutePersistence<Route>(store: store, version: 2)
    let reopened = Task { await relaunched.links.openSavedRoute(from: persistence) }
    await relaunched.links.waitUntil { $0.activity == .waitingForRedirect(.order(42), redirect: .login) }
    let login = try #require(relaunched.navigator.topMostScreen)
    relaunched.session.signedIn = true
    relaunched.navigator.close(login, returning: true)
    #expect(await reopened.value == .opened(.order(42)))
    #expect(relaunched.origins.last == "notification Route.order {_}")
    #expect(store.data == nil)
    #expect(await relaunched.links.openSavedRoute(from: persistence) == nil)
  }

  @Test("a saved route of another format, too old, or damaged is dropped with the reason and cleared")
  func savedRouteThatNoLongerFits() async throws {
    let store = MemoryPendingRouteStore()
    let app = App()
    let old = PendingRoutePersistence<Route>(store: store, version: 1)
    old.save(.product(3), source: .link)
    let current = PendingRoutePersistence<Route>(store: store, version: 2)
    #expect(
      await app.links.openSavedRoute(from: current)
        == .rejected(link: "the saved route", reason: "The saved route was written in route format 1; this app reads format 2."))
    #expect(store.data == nil)

    store.data = Data("not json".utf8)
    #expect(
      await app.links.openSavedRoute(from: current)
        == .rejected(link: "the saved route", reason: "The saved route cannot be read: it is not a saved route."))
    store.data = Data(#"{"version":2,"route":{"unknownCase":{}},"source":"link","receivedAt":0}"#.utf8)
    #expect(
      await app.links.openSavedRoute(from: current)
        == .rejected(link: "the saved route", reason: "The saved route cannot be read: its route does not decode as format 2."))

    let clock = Clock()
    let aging = PendingRoutePersistence<Route>(store: store, version: 2, maximumAge: 60, now: { clock.now })
    aging.save(.product(3), source: .link)
    clock.now = Date(timeIntervalSinceReferenceDate: 1_090)
    #expect(
      await app.links.openSavedRoute(from: aging)
        == .rejected(link: "the saved route", reason: "The saved route waited 90 s, more than the 60 s allowed."))
    #expect(app.navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("with the newest-wins policy, a new link drops the links still waiting, each with the reason")
  func newestWins() async throws {
    let app = App()
    app.links.pendingLinkPolicy = .newestWins
    let first = Task { await app.links.open(.notification("order-shipped", payload: ["order": "1"])) }
    await app.links.waitUntil { $0.activity == .waitingForRedirect(.order(1), redirect: .login) }
    let second = Task { await app.links.open(.product(2), source: .link) }
    await app.links.waitUntil { $0.queuedRoutes == [.product(2)] }
    let third = Task { await app.links.open(.search, source: .shortcut) }
    await app.links.waitUntil { $0.queuedRoutes == [.search] }
    #expect(await second.value == .dropped(.product(2), reason: "a newer link arrived"))
    let login = try #require(app.navigator.topMostScreen)
    app.session.signedIn = true
    app.navigator.close(login, returning: true)
    #expect(await first.value == .opened(.order(1)))
    #expect(await third.value == .opened(.search))
  }

  @Test("a notification's userInfo as the system decodes it (JSON numbers and flags) becomes the same text as Swift values")
  func userInfoFromJSON() throws {
    let json = Data(#"{"order": 1, "zero": 0, "flag": true, "off": false, "total": 9.5, "name": "Mug", "aps": {"alert": "Shipped"}, "tags": [1]}"#.utf8)
    let userInfo = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let entry = Entry.notification("order-shipped", userInfo: Dictionary(uniqueKeysWithValues: userInfo.map { (AnyHashable($0.key), $0.value) }))
    #expect(entry.payload == ["order": "1", "zero": "0", "flag": "true", "off": "false", "total": "9.5", "name": "Mug"])
    let swift = Entry.notification("order-shipped", userInfo: ["order": 1, "zero": 0, "flag": true, "off": false, "total": 9.5, "name": "Mug"])
    #expect(swift.payload == entry.payload)
  }
}
