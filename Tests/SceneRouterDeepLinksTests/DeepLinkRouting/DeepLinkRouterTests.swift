import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Guards that redirect and then continue, links that wait their turn, plans that are
/// whole or nothing.
@MainActor
@Suite("Deep-link router", .timeLimit(.minutes(10)))
struct DeepLinkRouterTests {
  enum Route: Hashable, Sendable, CustomStringConvertible {
    case home, product(Int), login, account, loopA, loopB
    var description: String {
      switch self {
      case .home: "home"
      case .product(let id): "product(\(id))"
      case .login: "login"
      case .account: "account"
      case .loopA: "loopA"
      case .loopB: "loopB"
      }
    }
  }

  /// A tiny app: a stack with Home; products push; Login presents in a stack; Account
  /// pushes and needs a signed-in user.
  @MainActor
  final class App {
    let host = HeadlessHost()
    let navigator: Navigator
    let home = TestScreen("Home")
    var signedIn = false
    var guardCalls = 0
    lazy var links = makeLinks()

    init() {
      navigator = Navigator(host: host)
      navigator.unhandledErrorHandler = { Issue.record("unhandled: \($0)") }
      navigator.setRoot(.stack([home]))
    }

    func makeLinks() -> DeepLinkRouter<Route> {
      let signedInGuard = RouteGuard<Route>("signed in") { [unowned self] route in
        self.guardCalls += 1
        switch route {
        case .account where !self.signedIn: return .redirect(to: .login)
        case .product(0): return .redirect(to: .home)
        case .loopA: return .redirect(to: .loopB)
        case .loopB: return .redirect(to: .loopA)
        case .product(let id) where id < 0: return .deny(reason: "no such product")
        default: return .allow
        }
      }
      return DeepLinkRouter(navigator: navigator, guards: [signedInGuard]) { url, _ throws(DeepLinkError) in
        let parts = url.path.split(separator: "/").map(String.init)
        switch (url.host ?? "", parts.first) {
        case ("home", _): return .home
        case ("login", _): return .login
        case ("account", _): return .account
        case ("loop", _): return .loopA
        case ("product", let id?): if let id = Int(id) { return .product(id) }
        default: break
        }
        throw DeepLinkError.noMatch
      } plan: { route throws(NavigationError) in
        if case .product(let id) = route, id > 1_000 { throw .declined(reason: "there is no product \(id)") }
        return switch route {
        case .home, .loopA, .loopB: NavigationPlan([.perform(.dismissPresented), .perform(.popToRoot)])
        case .product(let id): NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Product", title: "\(id)"), as: .push)])
        case .login: NavigationPlan([.open(TestScreen("Login"), as: .modal(.formSheet, inNavigation: true))])
        case .account: NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Account"), as: .push)])
        }
      }
    }
  }

  @Test("a link opens its route's whole plan")
  func opens() async {
    let app = App()
    let outcome = await app.links.open("myapp://product/42")
    #expect(outcome == .opened(.product(42)))
    #expect(app.navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Product", "42")])))
  }

  @Test("a guard redirects to Login; after signing in, the original route continues")
  func redirectThenContinue() async throws {
    let app = App()
    async let outcome = app.links.open("myapp://account")
    await waitUntil(app.navigator) { app.navigator.topMostScreen?.screenName == "Login" }
    #expect(app.navigator.snapshot.description == """
      stack
      └─ Home
      presented formSheet:
      └─ stack
         └─ Login
      """)
    app.signedIn = true
    let login = try #require(app.navigator.topMostScreen)
    app.navigator.close(login, returning: "Ana")
    #expect(await outcome == .opened(.account))
    #expect(app.navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Account")])))
  }

  @Test("when the redirect is cancelled, the original route is dropped with the reason")
  func redirectCancelled() async throws {
    let app = App()
    async let outcome = app.links.open("myapp://account")
    await waitUntil(app.navigator) { app.navigator.topMostScreen?.screenName == "Login" }
    try app.host.pullDownSheet()
    #expect(await outcome == .dropped(.account, reason: "the redirect to login ended without success (removed by a person)"))
    #expect(app.links.activity == .idle)
    #expect(app.navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a redirect loop is detected and reported")
  func redirectLoop() async {
    let app = App()
    let outcome = await app.links.open("myapp://loop")
    #expect(outcome == .dropped(.loopA, reason: "redirect loop: loopA → loopB → loopA"))
    #expect(outcome.description == "Dropped loopA: redirect loop: loopA → loopB → loopA.")
  }

  @Test("a guard's refusal drops the route with its reason, and nothing changes")
  func denied() async {
    let app = App()
    let before = app.navigator.snapshot
    #expect(await app.links.open("myapp://product/-1") == .dropped(.product(-1), reason: "guard 'signed in' refused: no such product"))
    #expect(app.navigator.snapshot == before)
  }

  @Test("an unknown or malformed link is rejected before any guard runs")
  func rejected() async {
    let app = App()
    let unknown = await app.links.open("myapp://nowhere")
    #expect(unknown == .rejected(link: "myapp://nowhere", reason: DeepLinkError.noMatch.description))
    #expect(await app.links.open("http://[::1") == .rejected(link: "http://[::1", reason: "it is not a well-formed URL"))
    #expect(app.guardCalls == 0)
  }

  @Test("links arriving while one waits for Login are queued and opened in order, none lost")
  func linksQueue() async throws {
    let app = App()
    async let first = app.links.open("myapp://account")
    await app.links.waitUntil { $0.activity == .waitingForRedirect(.account, redirect: .login) }
    #expect(app.navigator.topMostScreen?.screenName == "Login")
    // Two more links arrive, one after the other, while the first waits for Login; each
    // is awaited into the queue before the next starts, so their order is the test's.
    let second = Task { await app.links.open("myapp://product/7") }
    await app.links.waitUntil { $0.queuedRoutes.count == 1 }
    let third = Task { await app.links.open("myapp://product/8") }
    await app.links.waitUntil { $0.queuedLinkCount == 2 }
    #expect(app.links.queuedRoutes == [.product(7), .product(8)])
    #expect(app.links.activity == .waitingForRedirect(.account, redirect: .login))
    #expect(app.navigator.topMostScreen?.screenName == "Login")
    app.signedIn = true
    app.navigator.close(try #require(app.navigator.topMostScreen), returning: true)
    #expect(await first == .opened(.account))
    #expect(await second.value == .opened(.product(7)))
    #expect(await third.value == .opened(.product(8)))
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      ├─ Account
      ├─ Product "7"
      └─ Product "8"
      """)
  }

  @Test("activity says what the link being opened waits for, the queue says who waits behind it, and both are awaited exactly")
  func activityAndQueue() async throws {
    let app = App()
    await app.links.waitUntilIdle()  // idle from the start: returns at once
    #expect(app.links.activity == .idle)
    async let first = app.links.open("myapp://account")
    await app.links.waitUntil { $0.activity == .waitingForRedirect(.account, redirect: .login) }
    #expect(app.links.activity.description == "account waits for its redirect to login.")
    #expect(app.links.queuedRoutes == [])
    let second = Task { await app.links.open("myapp://product/7") }
    await app.links.waitUntil { $0.queuedRoutes.count == 1 }
    #expect(app.links.queuedRoutes == [.product(7)])
    app.signedIn = true
    app.navigator.close(try #require(app.navigator.topMostScreen), returning: true)
    // Login closed: the first link continues, then the second opens; idle once both have
    // their outcomes.
    await app.links.waitUntilIdle()
    #expect(app.links.activity == .idle)
    #expect(app.links.queuedRoutes == [])
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      ├─ Account
      └─ Product "7"
      """)
    #expect(await first == .opened(.account))
    #expect(await second.value == .opened(.product(7)))
  }

  /// Records what an observer sees, and what a waiter of the same change sees after it.
  @MainActor
  final class ActivityLog {
    var lines: [String] = []
  }

  @Test("an observer sees every change of activity and queue in its turn, before the waiters; it ends with removeObserver or its owner")
  func observers() async throws {
    let app = App()
    let log = ActivityLog()
    app.links.observe(log) { [unowned log] links in
      log.lines.append("\(links.activity) queued \(links.queuedRoutes) waiting \(links.activity.isWaiting)")
    }
    var gone: ActivityLog? = ActivityLog()
    app.links.observe(try #require(gone)) { _ in Issue.record("an observer whose owner is gone was called") }
    gone = nil
    async let first = app.links.open("myapp://account")
    await app.links.waitUntil { links in
      log.lines.append("waiter sees \(links.activity)")
      return links.activity == .waitingForRedirect(.account, redirect: .login)
    }
    let second = Task { await app.links.open("myapp://product/7") }
    await app.links.waitUntil { $0.queuedRoutes.count == 1 }
    app.signedIn = true
    app.navigator.close(try #require(app.navigator.topMostScreen), returning: true)
    await app.links.waitUntilIdle()
    #expect(await first == .opened(.account))
    #expect(await second.value == .opened(.product(7)))
    app.links.removeObserver(log)
    #expect(await app.links.open("myapp://home") == .opened(.home))
    #expect(log.lines == [
      "waiter sees Idle.",
      "Opening account. queued [] waiting false",
      "waiter sees Opening account.",
      "account waits for its redirect to login. queued [] waiting true",
      "waiter sees account waits for its redirect to login.",
      "account waits for its redirect to login. queued [product(7)] waiting true",
      "Opening account. queued [product(7)] waiting false",
      "Opening product(7). queued [] waiting false",
      "Idle. queued [] waiting false",
    ])
  }

  @Test("each activity reads as a sentence and says whether the link waits for something outside the router")
  func activityDescriptions() {
    let activities: [DeepLinkActivity<Route>] = [
      .idle, .opening(.product(3)), .waitingForRedirect(.account, redirect: .login), .waitingForPresentations(.product(3)),
    ]
    #expect(activities.map(\.description) == [
      "Idle.", "Opening product(3).", "account waits for its redirect to login.", "product(3) waits until nothing is presented.",
    ])
    #expect(activities.map(\.isWaiting) == [false, false, true, true])
  }

  @Test("a route whose plan cannot be built is refused with the plan's reason, and nothing changes")
  func planRefused() async {
    let app = App()
    let before = app.navigator.snapshot
    #expect(await app.links.open("myapp://product/4242") == .refused(.product(4242), .declined(reason: "there is no product 4242")))
    #expect(app.navigator.snapshot == before)
  }

  @Test("a redirect that shows no screen is dropped at once instead of holding the links behind it")
  func redirectShowingNothing() async {
    let app = App()
    #expect(await app.links.open("myapp://product/0") == .dropped(.product(0), reason: "the redirect to home showed no screen to wait for"))
    #expect(await app.links.open("myapp://product/5") == .opened(.product(5)))
  }

  @Test("a refused plan reports the navigator's error and leaves the navigation as it was")
  func refusedPlan() async {
    let app = App()
    let links = DeepLinkRouter<Route>(navigator: app.navigator) { _, _ throws(DeepLinkError) in .product(1) } plan: { _ in
      NavigationPlan([.open(TestScreen("Product"), as: .push), .perform(.selectTab(2))])
    }
    let before = app.navigator.snapshot
    #expect(await links.open("myapp://product/1") == .refused(.product(1), .noTabContainer))
    #expect(app.navigator.snapshot == before)
  }

  @Test("with waitsForPresentations, a link waits until the sheet is gone")
  func waitsForPresentations() async throws {
    let app = App()
    app.links.waitsForPresentations = true
    let sheet = TestScreen("Sheet")
    app.navigator.route(to: sheet, from: app.home, as: .modal())
    async let outcome = app.links.open("myapp://product/3")
    await app.links.waitUntil { $0.activity == .waitingForPresentations(.product(3)) }
    #expect(app.navigator.snapshot.description == "stack\n└─ Home\npresented automatic:\n└─ Sheet")
    try app.host.pullDownSheet()
    #expect(await outcome == .opened(.product(3)))
  }

  /// Whose observation the test's "Login is shown" wait is.
  final class Watcher {}

  @Test("a window dropped while a link waits for its redirect's screen is freed, and the link ends cancelled: its navigator was released")
  func droppedWhileARedirectWaits() async throws {
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    let links: DeepLinkRouter<Route>
    var started: Task<DeepLinkOutcome<Route>, Never>?
    do {
      let app = App()
      links = app.links
      (navigator, host) = (app.navigator, app.host)
      let watcher = Watcher()
      // Returns when Login is presented: resumed by the navigator's observer, not by polling.
      await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
        app.navigator.observe(watcher) { [weak watcher, weak navigator = app.navigator] snapshot in
          guard !snapshot.presented.isEmpty, let watcher else { return }
          navigator?.removeObserver(watcher)
          shown.resume()
        }
        started = Task { await links.open("myapp://account") }
      }
      #expect(app.navigator.snapshot.description == "stack\n└─ Home\npresented formSheet:\n└─ stack\n   └─ Login")
    }
    // The deep-link router holds its navigator weakly: the app's navigator went with the app,
    // and the wait for Login ended with it.
    try #require(navigator == nil, "the navigator outlived its app while a link waited for Login")
    let outcome = await started?.value
    #expect(outcome == .cancelled(.account, .navigatorReleased))
    #expect(outcome?.description == "Cancelled account: the navigator was released.")
    #expect(host == nil)
    #expect(links.navigator == nil)
  }
}
