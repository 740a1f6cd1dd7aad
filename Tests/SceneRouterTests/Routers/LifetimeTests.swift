import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// A router lives exactly as long as its screen: the screen holds its view model, the
/// view model its router, the router its screen weakly; the host's containers decide.
@MainActor
@Suite("Lifetimes", .serialized)
struct LifetimeTests {
  /// A view model that keeps its router alive, as article 002's do.
  final class ViewModel {
    let router: CountedRouter
    init(router: CountedRouter) { self.router = router }
  }

  /// Opens a screen with its own counted router, the article's way.
  private func open(_ name: String, from parent: DefaultRouter, as transition: Transition) -> CountedRouter {
    let router = CountedRouter(spawnedBy: parent, rootTransition: transition)
    let screen = TestScreen(name)
    screen.viewModel = ViewModel(router: router)
    parent.route(to: screen, managedBy: router)
    return router
  }

  @Test("after 10,000 open/close cycles of push, modal and nested modal-in-navigation, no router or screen is left")
  func tenThousandCycles() {
    let screensBefore = Live.screens.count
    let routersBefore = Live.routers.count
    do {
      let (navigator, host) = makeNavigator()
      let home = TestScreen("Home")
      navigator.setRoot(.stack([home]))
      let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
      for _ in 0..<10_000 {
        // push, then close
        open("Pushed", from: homeRouter, as: .push).close()
        // modal, then the user pulls it down
        _ = open("Sheet", from: homeRouter, as: .modal(.pageSheet))
        try? host.pullDownSheet()
        // a modal in a navigation stack that pushes and presents again, then dismissed from the bottom
        let login = open("Login", from: homeRouter, as: .modal(.formSheet, inNavigation: true))
        let signUp = open("SignUp", from: login, as: .push)
        _ = open("PopUp", from: signUp, as: .fade)
        login.dismiss()
      }
      #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
      #expect(host.heldScreenCount == 1)
      #expect(Live.screens.count == screensBefore + 1)
      #expect(Live.routers.count == routersBefore)
    }
    #expect(Live.screens.count == screensBefore)
    #expect(Live.routers.count == routersBefore)
  }

  @Test("a router does not keep its screen alive, and a closed screen takes its router with it")
  func routerFollowsItsScreen() {
    let routersBefore = Live.routers.count
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    weak var weakRouter: CountedRouter?
    do {
      let router = open("Detail", from: homeRouter, as: .push)
      weakRouter = router
    }
    #expect(weakRouter != nil)
    weakRouter?.close()
    #expect(weakRouter == nil)
    #expect(Live.routers.count == routersBefore)
  }
}
