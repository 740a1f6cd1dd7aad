import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A window its app drops is freed whole — navigator, host, screens, view models and
/// routers — once the work it started has finished. Routers hold their navigator weakly:
/// the navigator owns its host, the host's containers own the screens, a screen owns its
/// view model and the view model its router, so a strong reference from the router back to
/// the navigator closed a loop that kept every dropped window alive (issue 10: LeakSanitizer
/// reported the navigators the tests dropped).
@MainActor
@Suite("Dropping a window")
struct WindowReleaseTests {
  /// A view model that keeps its router alive, as article 002's do.
  final class ViewModel {
    let router: DefaultRouter
    init(router: DefaultRouter) { self.router = router }
  }

  /// Weak references to everything one window holds.
  struct Window {
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    weak var home: TestScreen?
    weak var homeRouter: DefaultRouter?
    weak var detail: TestScreen?
    weak var detailRouter: DefaultRouter?
    weak var sheet: TestScreen?
    weak var sheetRouter: DefaultRouter?

    /// The names of what is still alive, in the order above.
    var alive: [String] {
      let all: [(String, AnyObject?)] = [
        ("navigator", navigator), ("host", host), ("Home", home), ("Home's router", homeRouter),
        ("Detail", detail), ("Detail's router", detailRouter), ("Sheet", sheet), ("Sheet's router", sheetRouter),
      ]
      return all.compactMap { $0.1 == nil ? nil : $0.0 }
    }
  }

  /// A screen with a view model that holds its router, as an app builds one.
  private func screen(_ name: String, router: DefaultRouter) -> TestScreen {
    let screen = TestScreen(name)
    screen.viewModel = ViewModel(router: router)
    return screen
  }

  /// Returns once `screen` has appeared: resumed by its own `didAppear`, not by polling.
  private func appearance(of screen: TestScreen, after start: () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      screen.onEvent = { [weak screen] event in
        guard event == .didAppear else { return }
        screen?.onEvent = nil
        continuation.resume()
      }
      start()
    }
  }

  @Test("a window dropped with a pushed screen and a sheet whose result is awaited frees everything, and the awaiting task ends")
  func droppedWhileAResultIsAwaited() async throws {
    var window = Window()
    let waiting: Task<RouteResult<String>, any Error>
    do {
      let host = HeadlessHost()
      let navigator = Navigator(host: host)
      navigator.unhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
      let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
      let home = homeRouter.managing(screen("Home", router: homeRouter))
      navigator.setRoot(.stack([home]))
      let detailRouter = DefaultRouter(spawnedBy: homeRouter, rootTransition: .push)
      let detail = screen("Detail", router: detailRouter)
      try await homeRouter.route(to: detail, managedBy: detailRouter)
      let sheetRouter = DefaultRouter(spawnedBy: detailRouter, rootTransition: .modal(.formSheet))
      let sheet = screen("Sheet", router: sheetRouter)
      var started: Task<RouteResult<String>, any Error>?
      await appearance(of: sheet) {
        started = Task { try await detailRouter.route(to: sheet, managedBy: sheetRouter, expecting: String.self).result }
      }
      waiting = try #require(started)
      #expect(navigator.snapshot.description == "stack\n├─ Home\n└─ Detail\npresented formSheet:\n└─ Sheet")
      window = Window(
        navigator: navigator, host: host, home: home, homeRouter: homeRouter, detail: detail,
        detailRouter: detailRouter, sheet: sheet, sheetRouter: sheetRouter)
      #expect(window.alive.count == 8)
    }
    // The navigator went with the scope above (nothing below it holds it: were it kept,
    // the awaiting task would never end, so the test stops here instead of waiting)...
    try #require(window.navigator == nil, "the window's navigator outlived its app's reference: \(window.alive)")
    // ...so the task awaiting the sheet hears why and ends, and with it goes the last
    // reference to the routers it used.
    #expect(try await waiting.value == .cancelled(.navigatorReleased))
    #expect(window.alive == [])
  }

  @Test("a router whose navigator is gone refuses every request with 'navigator released', and changes nothing")
  func routerOutlivesItsNavigator() async {
    let home = TestScreen("Home")
    let router: DefaultRouter
    do {
      let navigator = Navigator(host: HeadlessHost())
      navigator.setRoot(.stack([home]))
      router = DefaultRouter(navigator: navigator, rootTransition: .push, root: home)
    }
    #expect(router.navigator == nil)
    let completions = Completions()
    router.route(to: TestScreen("Detail"), as: .push, completion: completions.record())
    router.close(completion: completions.record())
    router.dismiss(completion: completions.record())
    router.perform(.popToRoot, completion: completions.record())
    router.close(returning: 42, completion: completions.record())
    let released = NavigationError.navigatorReleased.description
    #expect(completions.failures == [released, released, released, released, released])
    await #expect(throws: NavigationError.navigatorReleased) {
      try await router.route(to: TestScreen("Detail"), as: .push)
    }
    await #expect(throws: NavigationError.navigatorReleased) {
      _ = try await router.route(to: TestScreen("Picker"), as: .modal(.formSheet), expecting: Int.self)
    }
    // Home heard nothing after it appeared: no refused request reached a host.
    #expect(home.events == [.didLoad, .willAppear, .didAppear])
  }
}
