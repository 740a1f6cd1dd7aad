import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// A screen that routes from its own appearance callbacks, as view models often do in `viewDidAppear`.
@MainActor
final class RoutingScreen: AppearanceObserving {
  let screenName: String
  var onEvent: (@MainActor (AppearanceEvent) -> Void)?
  init(_ name: String) { screenName = name }
  func screen(didReceive event: AppearanceEvent) { onEvent?(event) }
}

/// Bugs found in review, each guarded by a test named after it.
@MainActor
@Suite("Regressions", .timeLimit(.minutes(10)))
struct RegressionTests {
  @Test("a route from viewDidAppear after the user taps back is planned on the state after the pop (host and navigator agree)")
  func routeFromDidAppearAfterTapBack() throws {
    let (navigator, host) = makeNavigator()
    let home = RoutingScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    let banner = TestScreen("Banner")
    home.onEvent = { [unowned home] event in
      guard event == .didAppear else { return }
      home.onEvent = nil  // once
      navigator.route(to: banner, from: home, as: .push)
    }
    try host.tapBack()
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Banner")])))
    #expect(host.snapshot == navigator.snapshot)
    navigator.close(banner)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a screen appearing after a completed swipe back sees itself as the top-most screen")
  func topMostFromDidAppearAfterSwipe() throws {
    let (navigator, host) = makeNavigator()
    let home = RoutingScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    var seen: String?
    home.onEvent = { [weak navigator] event in  // the navigator owns home through its host
      if event == .didAppear { seen = navigator?.topMostScreen?.screenName }
    }
    try host.swipeBack()
    #expect(seen == "Home")
  }

  @Test("releasing the navigator while a transition is in flight still calls that request's completion, once")
  func releasedNavigatorCallsCompletion() throws {
    let host = HeadlessHost(configuration: .init(completesTransitionsAutomatically: false))
    let home = TestScreen("Home")
    var results: [String] = []
    do {
      let navigator = Navigator(host: host)
      navigator.setRoot(.stack([home]))
      navigator.route(to: TestScreen("Detail"), from: home, as: .push) { results.append("\($0)") }
      navigator.route(to: TestScreen("Other"), from: home, as: .push) { results.append("\($0)") }
    }
    #expect(results == [
      "failure(The navigator was released before the request was performed.)",
      "failure(The navigator was released before the request was performed.)",
    ])
    try host.completeTransition()
    #expect(results.count == 2)
  }

  @Test("a plan that pops a screen and pushes the same object again performs whole")
  func planReusingAPoppedScreen() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let product = TestScreen("Product")
    navigator.setRoot(.stack([home]))
    navigator.route(to: product, from: home, as: .push)
    navigator.route(to: TestScreen("Reviews"), from: product, as: .push)
    let completions = Completions()
    navigator.perform(NavigationPlan([.perform(.popToRoot), .open(product, as: .push)]), completion: completions.record())
    #expect(completions.failures.isEmpty)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Product")])))
    #expect(host.snapshot == navigator.snapshot)
    navigator.close(product)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a plan that closes a sheet and presents the same screen again performs whole")
  func closeThenRepresent() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let sheet = TestScreen("Sheet")
    navigator.setRoot(.screen(home))
    navigator.route(to: sheet, from: home, as: .modal(.formSheet))
    let completions = Completions()
    navigator.perform(
      NavigationPlan([.closeTopMost, .open(.screen(sheet), as: .modal(.fullScreen).animated(false))]), completion: completions.record())
    #expect(completions.failures.isEmpty)
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Home"), presented: [.init(.fullScreen, .screen("Sheet"))]))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a plan's closeTopMost tells an awaiting caller 'closed without a result', as close does")
  func closeTopMostReason() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    let picker = TestScreen("Picker")
    navigator.setRoot(.screen(home))
    async let result = navigator.route(to: picker, from: home, as: .modal(.formSheet), expecting: Int.self).result
    await waitUntilShown(picker, on: navigator)
    try await navigator.perform(NavigationPlan([.closeTopMost]))
    #expect(try await result == .cancelled(.closedWithoutResult))
  }
}

@MainActor
@Suite("Moving screens into a new root")
struct NewRootTests {
  @Test("a new root may take in the screen shown now: home moves into tabs after signing in, with its router")
  func homeMovesIntoTabs() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let completions = Completions()
    navigator.setRoot(.tabs([.stack([home]), .stack([TestScreen("Settings")])], selected: 0), completion: completions.record())
    #expect(completions.failures.isEmpty)
    #expect(navigator.snapshot == NavigationSnapshot(
      root: .tabs([.stack([.screen("Home")]), .stack([.screen("Settings")])], selected: 0)))
    #expect(host.snapshot == navigator.snapshot)
    router.route(to: TestScreen("Detail"), as: .push)
    #expect(navigator.topMostScreen?.screenName == "Detail")
  }

  @Test("a screen may not appear twice in the new root")
  func notTwice() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let completions = Completions()
    navigator.setRoot(.tabs([.stack([home]), .stack([home])], selected: 0), completion: completions.record())
    #expect(completions.failures == ["'Home' is already on screen; a screen instance can be shown only once."])
  }
}
