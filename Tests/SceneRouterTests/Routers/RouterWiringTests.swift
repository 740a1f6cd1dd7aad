@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Routers tied to their screens without `router.root = screen` by hand: tab roots, plan
/// moves and single routes all take the screen and its router together, and the router's
/// root transition is the one that opens the screen.
@MainActor
@Suite("Router wiring", .timeLimit(.minutes(10)))
struct RouterWiringTests {
  @Test("tab roots built with managing(_:) route and close through their own routers")
  func tabRoots() async throws {
    let (navigator, _) = makeNavigator()
    let shopRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    let wishlistRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    navigator.setRoot(
      .tabs(
        [.stack([shopRouter.managing(TestScreen("Shop"))]), .stack([wishlistRouter.managing(TestScreen("Wishlist"))])],
        selected: 0))
    let productRouter = DefaultRouter(spawnedBy: shopRouter, rootTransition: .push)
    try await shopRouter.route(to: TestScreen("Product"), managedBy: productRouter)
    try await wishlistRouter.route(to: TestScreen("Note"), as: .push)
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Shop
      │  └─ Product
      └─ stack
         ├─ Wishlist
         └─ Note
      """)
    try await productRouter.close()
    #expect(navigator.snapshot.root == .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist"), .screen("Note")])], selected: 0))
  }

  @Test("a plan's screen opened with its router is closed by that router the way the plan opened it")
  func planMoves() async throws {
    let (navigator, _) = makeNavigator()
    navigator.setRoot(.stack([TestScreen("Home")]))
    let sheetRouter = DefaultRouter(navigator: navigator, rootTransition: .modal(.formSheet, inNavigation: true))
    let completions = Completions()
    navigator.perform(NavigationPlan([.open(TestScreen("Compose"), managedBy: sheetRouter)]), completion: completions.record())
    #expect(completions.failures == [])
    #expect(navigator.snapshot.description == "stack\n└─ Home\npresented formSheet:\n└─ stack\n   └─ Compose")
    try await sheetRouter.close()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  /// A screen that hands itself to its router when made, as a view controller holding its
  /// view model would.
  private final class ManagedScreen: Screen {
    let screenName: String
    let router: DefaultRouter
    init(_ name: String, router: DefaultRouter) {
      screenName = name
      self.router = router
      router.managing(self)
    }
  }

  @Test("screens handed to their routers are wired by the navigator: tab roots, routes and plans")
  func automaticWiring() async throws {
    let (navigator, _) = makeNavigator()
    let shopRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    let wishlistRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    let shop = ManagedScreen("Shop", router: shopRouter)
    let wishlist = ManagedScreen("Wishlist", router: wishlistRouter)
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    #expect(shopRouter.root === shop)
    #expect(wishlistRouter.root === wishlist)

    let productRouter = DefaultRouter(spawnedBy: shopRouter, rootTransition: .push)
    let product = ManagedScreen("Product", router: productRouter)
    try await shopRouter.route(to: product, as: .push)
    #expect(productRouter.root === product)

    let sheetRouter = DefaultRouter(navigator: navigator, rootTransition: .modal(.formSheet, inNavigation: true))
    let compose = ManagedScreen("Compose", router: sheetRouter)
    try await navigator.perform(NavigationPlan([.open(compose, as: .modal(.formSheet, inNavigation: true))]))
    #expect(sheetRouter.root === compose)
    try await sheetRouter.close()
    try await productRouter.close()
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      """)
  }

  @Test("a screen opened with another transition than its router's is refused; nothing changes, the router stays unwired")
  func driftRefused() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let productRouter = DefaultRouter(navigator: navigator, rootTransition: .push)
    let product = ManagedScreen("Product", router: productRouter)
    let before = navigator.snapshot
    let completions = Completions()
    navigator.route(to: product, from: home, as: .fade, completion: completions.record())
    await navigator.waitUntilIdle()
    #expect(completions.failures.map(\.description) == [
      "Invalid transition: 'Product' would open as fade(0.3s), but its router closes it as push."
    ])
    #expect(navigator.snapshot == before)
    #expect(productRouter.root == nil)
  }

  /// A host that refuses every step while `refuses` is set, and otherwise shows nothing:
  /// enough to see what the navigator undoes when a host refuses a planned step.
  private final class RefusingHost: NavigationHost {
    var delegate: (any NavigationHostDelegate)?
    var refuses = false
    func perform(
      _ step: NavigationStep, screens: ScreenLookup, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
      completion(refuses ? .failure(.inconsistentStep("refused by the test's host")) : .success(()))
    }
  }

  @Test("a request the host refuses leaves the router of its new screen as it was")
  func refusedRequestUnwires() async throws {
    let host = RefusingHost()
    let navigator = Navigator(host: host)
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let productRouter = DefaultRouter(navigator: navigator, rootTransition: .push)
    let product = ManagedScreen("Product", router: productRouter)
    var rootDuringRequest: (any Screen)?
    host.refuses = true
    let completions = Completions()
    navigator.route(to: product, from: home, as: .push) { result in
      rootDuringRequest = productRouter.root
      completions.record()(result)
    }
    await navigator.waitUntilIdle()
    #expect(completions.failures.map(\.description) == ["The step 'refused by the test's host' does not fit the navigation state."])
    #expect(rootDuringRequest == nil)
    #expect(productRouter.root == nil)
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("a route that assigns a router makes the screen its root before the screen's first callback")
  func assignedRouterIsWiredBeforeCallbacks() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let editRouter = DefaultRouter(spawnedBy: homeRouter, rootTransition: .push)
    let draft = TestScreen("Draft")
    var rootAtEachCallback: [String] = []
    draft.onEvent = { [unowned editRouter] event in
      rootAtEachCallback.append("\(event): \(editRouter.root?.screenName ?? "none")")
    }
    try await homeRouter.route(to: draft, managedBy: editRouter)
    #expect(rootAtEachCallback == ["didLoad: Draft", "willAppear: Draft", "didAppear: Draft"])
  }

  @Test("a refused route or plan leaves a reused router's root as it was; a screen already shown is managed at once")
  func refusedAssignmentsChangeNothing() async throws {
    let host = RefusingHost()
    let navigator = Navigator(host: host)
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let editRouter = DefaultRouter(spawnedBy: homeRouter, rootTransition: .push)
    let first = TestScreen("Draft")
    try await homeRouter.route(to: first, managedBy: editRouter)
    #expect(editRouter.root === first)

    // Refused by the host: the router, reused for another screen, keeps its root.
    host.refuses = true
    let second = TestScreen("Draft 2")
    await #expect(throws: NavigationError.inconsistentStep("refused by the test's host")) {
      try await homeRouter.route(to: second, managedBy: editRouter)
    }
    #expect(editRouter.root === first)
    host.refuses = false

    // Refused while planning: a plan whose last move cannot be made shows nothing and
    // wires nothing.
    let third = TestScreen("Draft 3")
    let completions = Completions()
    navigator.perform(
      NavigationPlan([.open(third, managedBy: editRouter), .perform(.selectTab(3))]), completion: completions.record())
    await navigator.waitUntilIdle()
    #expect(completions.failures.map(\.description) == ["No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."])
    #expect(editRouter.root === first)
    #expect(navigator.snapshot.description == "stack\n├─ Home\n└─ Draft")

    // A screen on screen already is managed at once: there is no request to refuse.
    let laterRouter = DefaultRouter(spawnedBy: homeRouter, rootTransition: .push)
    #expect(laterRouter.managing(first) === first)
    #expect(laterRouter.root === first)
  }
}
