import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A window removed from `WindowNavigators` while links wait in it (issue 43): removing it, as
/// a scene delegate does when its scene disconnects, ends the link waiting behind a guard's
/// redirect to Login and those queued behind it with "the window closed"; the registry keeps
/// nothing of the window, so its navigator goes with the app's last reference; and nothing is
/// shown for those links after, even in a navigator the app keeps.
@MainActor
@Suite("Removing a window with links in it", .timeLimit(.minutes(10)))
struct WindowRemovalTests {
  enum Route: Hashable, Sendable, CustomStringConvertible {
    case login, account, product(Int)

    var description: String {
      switch self {
      case .login: "login"
      case .account: "account"
      case .product(let id): "product \(id)"
      }
    }
  }

  /// A window whose Account needs a signed-in person: the guard redirects to Login, presented.
  @MainActor
  final class Window {
    let host = HeadlessHost()
    let navigator: Navigator
    let links: DeepLinkRouter<Route>

    init() {
      navigator = Navigator(host: host)
      navigator.unhandledErrorHandler = { Issue.record("unhandled: \($0)") }
      navigator.setRoot(.stack([TestScreen("Home")]))
      let signedIn = RouteGuard<Route>("signed in") { route in route == .account ? .redirect(to: .login) : .allow }
      links = DeepLinkRouter(navigator: navigator, guards: [signedIn]) { _, _ throws(DeepLinkError) in
        throw .noMatch
      } plan: { route in
        switch route {
        case .login: NavigationPlan([.open(TestScreen("Login"), as: .modal(.formSheet))])
        case .account: NavigationPlan([.open(TestScreen("Account"), as: .push)])
        case .product(let id): NavigationPlan([.open(TestScreen("Product", title: "\(id)"), as: .push)])
        }
      }
    }
  }

  /// A registry sending every route to the active window, and the events it told.
  @MainActor
  final class Registry {
    let windows = WindowNavigators<Route>(policy: .activeWindow) { _ in
      nil
    } link: { _ throws(DeepLinkError) in
      throw .noMatch
    } resolve: { _, _ throws(DeepLinkError) in
      throw .noMatch
    }
    var events: [String] = []

    init() {
      windows.observe(self) { [unowned self] event in events.append(event.description) }
    }

    /// Sends Account (which waits behind Login) and then a product (queued behind it) to the
    /// window, and returns once both are where they wait.
    func sendLinks(to window: Window) async -> (Task<WindowDecision<Route>, any Error>, Task<WindowDecision<Route>, any Error>) {
      let windows = windows
      let account = Task { try await windows.open(.account) }
      await window.links.waitUntil { $0.activity == .waitingForRedirect(.account, redirect: .login) }
      let product = Task { try await windows.open(.product(7)) }
      await window.links.waitUntil { $0.queuedRoutes == [.product(7)] }
      return (account, product)
    }
  }

  static let atLogin = "stack\n└─ Home\npresented formSheet:\n└─ Login"
  /// The registry's events: the route's parameters are private in them (`RouteDescription`).
  static let sentAndRemoved = [
    "registered main", "activated main", "account → main (the active window)", "Route.product {_} → main (the active window)",
    "removed main",
  ]

  @Test("a window closed with links waiting and queued ends them as 'the window closed' and releases its navigator")
  func windowClosedWithLinksWaitingAndQueued() async throws {
    let registry = Registry()
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    let account: Task<WindowDecision<Route>, any Error>
    let product: Task<WindowDecision<Route>, any Error>
    do {
      let window = Window()
      try registry.windows.register("main", navigator: window.navigator, links: window.links)
      (account, product) = await registry.sendLinks(to: window)
      #expect(window.navigator.snapshot.description == Self.atLogin)
      (navigator, host) = (window.navigator, window.host)
      try registry.windows.remove("main")
    }
    // The app dropped the window; the registry kept nothing of it, nor did the links' callers.
    #expect(navigator == nil)
    #expect(host == nil)
    #expect(try await account.value == .opened(in: "main", .cancelled(.account, .windowClosed)))
    #expect(try await product.value == .opened(in: "main", .cancelled(.product(7), .windowClosed)))
    #expect(
      try await [account.value, product.value].map(\.description) == [
        "In window 'main': Cancelled account: the window closed.",
        "In window 'main': Cancelled product 7: the window closed.",
      ])
    #expect(registry.events == Self.sentAndRemoved)
    #expect(registry.windows.windowIDs == [])
  }

  @Test("a removed window's navigator the app keeps shows nothing more for its links, Login closed or not")
  func removedWindowShowsNothingAfter() async throws {
    let registry = Registry()
    let window = Window()
    try registry.windows.register("main", navigator: window.navigator, links: window.links)
    let (account, product) = await registry.sendLinks(to: window)
    try registry.windows.remove("main")
    #expect(try await account.value == .opened(in: "main", .cancelled(.account, .windowClosed)))
    #expect(try await product.value == .opened(in: "main", .cancelled(.product(7), .windowClosed)))
    #expect(window.links.activity == .idle)
    #expect(window.links.queuedRoutes == [])
    // Login closes with success after the window was removed: the links that waited for it
    // have ended, so neither Account nor the product opens.
    let login = try #require(window.navigator.topMostScreen)
    window.navigator.close(login, returning: "Ana")
    #expect(window.navigator.snapshot.description == "stack\n└─ Home")
    #expect(window.links.activity == .idle)
    #expect(!window.navigator.isBusy && window.navigator.queuedRequestCount == 0)
    // A link sent to the closed window's router later ends at once.
    #expect(await window.links.open(.product(8)) == .cancelled(.product(8), .windowClosed))
    #expect(window.navigator.snapshot.description == "stack\n└─ Home")
    #expect(registry.events == Self.sentAndRemoved)
  }

  @Test("a removed window registered again takes links again")
  func registeredAgain() async throws {
    let registry = Registry()
    let window = Window()
    try registry.windows.register("main", navigator: window.navigator, links: window.links)
    try registry.windows.remove("main")
    try registry.windows.register("main", navigator: window.navigator, links: window.links)
    #expect(try await registry.windows.open(.product(8)) == .opened(in: "main", .opened(.product(8))))
    #expect(window.navigator.snapshot.description == "stack\n├─ Home\n└─ Product \"8\"")
  }
}
