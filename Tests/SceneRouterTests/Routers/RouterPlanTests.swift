@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// A route presents a whole container — tabs, a split view — with any presentation transition
/// (a fade, an app's custom one, a sheet), through a plan it can await: the container is in the
/// snapshot, its transition in the steps, and a refusal reaches the route.
@MainActor
@Suite("Routers performing plans", .timeLimit(.minutes(10)))
struct RouterPlanTests {
  /// XCoordinator's example: after login, the home is presented as tabs, with a fade.
  @MainActor
  protocol HomeRoute {
    func showHome() async throws(NavigationError)
  }

  final class LoginRouter: DefaultRouter, HomeRoute {}

  @Test("a route presents tabs with a fade and awaits them: the snapshot shows the container, the step its fade")
  func tabsWithAFade() async throws {
    let (navigator, host) = makeNavigator()
    let login = TestScreen("Login")
    navigator.setRoot(.stack([login]))
    let router = LoginRouter(navigator: navigator, rootTransition: .replaceRoot, root: login)
    host.clearLogs()
    let route: any HomeRoute = router
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
    #expect(host.performedSteps.map(\.description) == [
      "present tabs#3[stack#4[News#5], stack#6[User#7]] selected 0 from #1 as overFullScreen (fade(0.3s))"
    ])
  }

  @Test("a plan presents a split view with the app's custom transition, and the snapshot names it")
  func splitWithACustomTransition() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    try await router.perform(NavigationPlan([
      .open(.split(primary: .screen(TestScreen("Inbox")), secondary: .screen(TestScreen("Message"))), as: .custom(.slideUp))
    ]))
    #expect(navigator.snapshot.presented == [
      .init(.overFullScreen, .split(primary: .stack([.screen("Inbox")]), secondary: .stack([.screen("Message")])), transition: "slideUp")
    ])
  }

  @Test("a container opened with a push is refused with the reason, the route hears it, and nothing changes")
  func containerPushedIsRefused() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let before = navigator.snapshot
    do {
      try await router.perform(NavigationPlan([.open(.tabs([.stack([TestScreen("News")])], selected: 0), as: .push)]))
      Issue.record("a tab container was pushed")
    } catch {
      #expect(error.code == .invalidLayout)
      #expect(error.description == """
        Invalid transition: a navigation stack or a split view's column shows a screen, not a tab container: \
        present it or make it the root.
        """)
    }
    #expect(navigator.snapshot == before)
  }

  @Test("a container opened with replaceRoot becomes the root, and a plan's events print the open move with its layout")
  func containerAsTheRoot() async throws {
    let (navigator, _) = makeNavigator()
    let login = TestScreen("Login")
    navigator.setRoot(.stack([login]))
    let log = EventLog(navigator)
    try await navigator.perform(NavigationPlan([
      .open(.tabs([.stack([TestScreen("News")]), .stack([TestScreen("User")])], selected: 1), as: .replaceRoot)
    ]))
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ News
      └─ stack (selected)
         └─ User
      """)
    #expect(log.lines.first == "request 2 received from plan: plan: open tabs [stack [News], stack [User]] selected 1 as replaceRoot (not animated)")
  }

  @Test("a router whose navigator is gone refuses the plan with navigatorReleased")
  func navigatorReleased() async throws {
    let router: DefaultRouter
    do {
      let (navigator, _) = makeNavigator()
      navigator.setRoot(.stack([TestScreen("Home")]))
      router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    }
    await #expect(throws: NavigationError.navigatorReleased) {
      try await router.perform(NavigationPlan([.closeTopMost]))
    }
  }
}

extension RouterPlanTests.HomeRoute where Self: Router {
  func showHome() async throws(NavigationError) {
    try await perform(NavigationPlan([
      .open(.tabs([.stack([TestScreen("News")]), .stack([TestScreen("User")])], selected: 0), as: .fade)
    ]))
  }
}
