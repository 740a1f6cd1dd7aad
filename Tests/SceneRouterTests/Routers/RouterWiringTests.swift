import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Routers tied to their screens without `router.root = screen` by hand: tab roots, plan
/// moves and single routes all take the screen and its router together, and the router's
/// root transition is the one that opens the screen.
@MainActor
@Suite("Router wiring", .timeLimit(.minutes(1)))
struct RouterWiringTests {
  @Test("tab roots built with managing(_:) route and close through their own routers")
  func tabRoots() async throws {
    let (navigator, _) = makeNavigator()
    let shopRouter = DefaultRouter(navigator: navigator, rootTransition: .selectTab(0))
    let wishlistRouter = DefaultRouter(navigator: navigator, rootTransition: .selectTab(1))
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
}
