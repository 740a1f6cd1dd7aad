import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import SceneRouterTesting
import Testing

// The article "Composable routers" (`Sources/SceneRouter/SceneRouter.docc/ComposableRouters.md`):
// its blocks on alerts from a route protocol and on the routers of split columns and of a
// presented tab container, run. Its other blocks are run by the notes app's tests
// (Tests/SceneRouterTests/Routers/Samples/FirstApp).

@MainActor
protocol RemoveMugRoute {
  func confirmRemoval() async throws(NavigationError) -> Bool
}

extension RemoveMugRoute where Self: Router {
  func confirmRemoval() async throws(NavigationError) -> Bool {
    let removal = Alert<Bool>("Remove the mug?", actions: [.destructive("Remove", true), .cancel("Keep")])
    return try await alert(removal) == .completed(true)
  }
}

/// A router that adopts the alert's route.
@MainActor
final class WishlistRouter: DefaultRouter, RemoveMugRoute {}

@MainActor
protocol HomeRoute {
  func showHome() async throws(NavigationError)
}

extension HomeRoute where Self: Router {
  func showHome() async throws(NavigationError) {
    let home: Layout = .tabs([.stack([NewsScreen()]), .stack([UserScreen()])], selected: 0)
    try await perform(NavigationPlan([.open(home, as: .fade)]))
  }
}

/// The screens of the article's home tabs.
@MainActor
final class NewsScreen: Screen {}
@MainActor
final class UserScreen: Screen {}

/// A router that adopts the home's route.
@MainActor
final class LoginRouter: DefaultRouter, HomeRoute {}

@MainActor
@Suite("Article: composable routers")
struct ComposableRoutersArticleTests {
  let host = HeadlessHost()
  let navigator: Navigator

  init() {
    navigator = Navigator(host: host)
  }

  @Test("a route protocol presents the home's tabs with a fade and awaits them; the snapshot shows the container")
  func containerFromRoute() async throws {
    let login = TestScreen("Login")
    navigator.setRoot(.stack([login]))
    let route: any HomeRoute = LoginRouter(navigator: navigator, rootTransition: .replaceRoot, root: login)
    try await route.showHome()
    #expect(navigator.snapshot.description == """
      stack
      └─ Login
      presented overFullScreen:
      └─ tabs
         ├─ stack (selected)
         │  └─ News
         └─ stack
            └─ User
      """)
  }

  @Test("a route protocol presents an alert through its router's navigator and reads the choice")
  func alertFromRoute() async throws {
    let wishlist = TestScreen("Wishlist")
    let router = WishlistRouter(navigator: navigator, rootTransition: .replaceRoot)
    navigator.setRoot(.tabs([.stack([router.managing(wishlist)])], selected: 0))
    let person = Task {
      try await navigator.waitUntil { $0.snapshot.presented.first?.style == .alert }
      try host.chooseAlertAction(0)
    }
    let removed = try await router.confirmRemoval()
    try await person.value
    #expect(removed)
    #expect(navigator.snapshot.presented == [])
  }

  @Test("a split column's router opens its screen with show(in:); its screen, a column's root, is not closed")
  func splitColumnRouter() async throws {
    let inbox = TestScreen("Inbox")
    let message = TestScreen("Message")
    navigator.setRoot(.split(primary: .stack([inbox]), secondary: .stack([TestScreen("Welcome")])))
    let inboxRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: inbox)
    let messageRouter = DefaultRouter(spawnedBy: inboxRouter, rootTransition: .show(in: .secondary))
    try await inboxRouter.route(to: message, managedBy: messageRouter)
    #expect(
      navigator.snapshot.description == """
        split
        ├─ stack (primary)
        │  └─ Inbox
        └─ stack (secondary)
           └─ Message
        """)
    var refusal: String?
    do { try await messageRouter.close() } catch { refusal = "\(error)" }
    #expect(refusal == "Cannot close 'Message': it is the root of a split view's column.")
  }

  @Test("a presented tab's router opens with no transition of its own; dismiss() dismisses the container")
  func presentedTabRouter() async throws {
    navigator.setRoot(.stack([TestScreen("Home")]))
    let orders = TestScreen("Orders")
    let ordersRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    try await navigator.perform(NavigationPlan([
      .open(.tabs([.stack([ordersRouter.managing(orders)]), .stack([TestScreen("Returns")])], selected: 0), as: .modal(.fullScreen))
    ]))
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented fullScreen:
        └─ tabs
           ├─ stack (selected)
           │  └─ Orders
           └─ stack
              └─ Returns
        """)
    var refusal: String?
    do { try await ordersRouter.close() } catch { refusal = "\(error)" }
    #expect(refusal == "Cannot close 'Orders': it is the root of its navigation stack.")
    try await ordersRouter.dismiss()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }
}
