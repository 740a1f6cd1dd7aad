import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Article 002's view-model code, written as the article writes it: a view model that sees
/// its router only through its `Routes` calls `router.close()`, `router.dismiss()` and its
/// route protocol from a button handler. The awaited forms are spelled alike (README, "One
/// verb per act"): in asynchronous code `try await router.close()` waits for the screen to be
/// gone, and `router.close(completion: nil)` starts the close without waiting.
@MainActor
@Suite("Routes called from view models", .timeLimit(.minutes(10)))
struct RoutesCallTests {
  /// Article 002's route protocol: the route is written once, for every `Router`.
  @MainActor
  protocol ProductRoute {
    func openProduct(_ name: String)
  }

  /// The view model of a product, as the article writes it.
  @MainActor
  final class ProductViewModel {
    typealias Routes = Closable & Dismissable & ProductRoute
    private let router: any Routes

    init(router: any Routes) { self.router = router }

    func closeTapped() { router.close() }
    func dismissTapped() { router.dismiss() }
    func relatedTapped() { router.openProduct("Related") }

    /// The same acts from asynchronous code (after a refresh, say), without waiting.
    func refreshedThenClosed() async { router.close(completion: nil) }
    func refreshedThenDismissed() async { router.dismiss(completion: nil) }
    func refreshedThenOpened() async { router.openProduct("Refreshed") }

    /// The awaited form, for code that waits for the screen to be gone.
    func closeAndWait() async throws(NavigationError) { try await router.close() }
  }

  final class ProductRouter: DefaultRouter, ProductRoute {}

  /// Opens a product screen from `home`, managed by a router the view model sees as `Routes`.
  func openProduct(from home: TestScreen, on navigator: Navigator) -> ProductViewModel {
    let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let productRouter = ProductRouter(spawnedBy: homeRouter, rootTransition: .push)
    let viewModel = ProductViewModel(router: productRouter)
    let screen = TestScreen("Product")
    screen.viewModel = productRouter
    homeRouter.route(to: screen, managedBy: productRouter)
    return viewModel
  }

  @Test("close(), dismiss() and a route protocol run from a button handler through Routes")
  func synchronousCalls() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let product = openProduct(from: home, on: navigator)
    #expect(navigator.snapshot.description == "stack\n├─ Home\n└─ Product")
    product.relatedTapped()
    #expect(navigator.snapshot.description == "stack\n├─ Home\n├─ Product\n└─ Related")
    product.closeTapped()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    let again = openProduct(from: home, on: navigator)
    again.dismissTapped()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("the same acts from asynchronous code, started or awaited, do the same")
  func asynchronousContext() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let product = openProduct(from: home, on: navigator)
    await product.refreshedThenOpened()
    #expect(navigator.snapshot.description == "stack\n├─ Home\n├─ Product\n└─ Refreshed")
    await product.refreshedThenClosed()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    await openProduct(from: home, on: navigator).refreshedThenDismissed()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    try await openProduct(from: home, on: navigator).closeAndWait()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("a refused close() from a button handler reaches the unhandled-error handler; the awaited close() throws it")
  func refusals() async {
    let (navigator, _) = makeNavigator()
    var heard: [String] = []
    navigator.unhandledErrorHandler = { heard.append($0.description) }
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let product = openProduct(from: home, on: navigator)
    product.closeTapped()
    #expect(heard == [])
    product.closeTapped()  // its screen is gone: the router has no root any more
    #expect(heard == [NavigationError.routerHasNoRoot.description])
    await #expect(throws: NavigationError.routerHasNoRoot) { try await product.closeAndWait() }
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }
}

extension RoutesCallTests.ProductRoute where Self: Router {
  func openProduct(_ name: String) {
    let screen = TestScreen(name)
    let router = DefaultRouter(spawnedBy: self, rootTransition: .push)
    screen.viewModel = router
    route(to: screen, managedBy: router)
  }
}
