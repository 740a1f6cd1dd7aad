@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Every refusal: a typed error with a whole readable sentence, and nothing changed.
@MainActor
@Suite("Navigation errors")
struct NavigationErrorTests {
  /// A navigator showing `Home` in a stack, with `Tab` alone as the other tab's root and
  /// `Sheet` presented over everything.
  private func fixture() -> (Navigator, HeadlessHost, [String: TestScreen]) {
    let (navigator, host) = makeNavigator()
    let screens = ["Home": TestScreen("Home"), "Tab": TestScreen("Tab")]
    navigator.setRoot(.tabs([.stack([screens["Home"].unsafelyUnwrapped]), .screen(screens["Tab"].unsafelyUnwrapped)], selected: 0))
    return (navigator, host, screens)
  }

  @Test(
    "a refused request gives a readable error and leaves the navigation as it was",
    arguments: [
      ("push from a screen with no navigation stack", "Cannot push 'Product' from 'Tab': 'Tab' is not inside a navigation stack."),
      ("push an instance already shown", "'Home' is already on screen; a screen instance can be shown only once."),
      ("close a stack's root", "Cannot close 'Home': it is the root of its navigation stack."),
      ("close a tab", "Cannot close 'Tab': it is a tab of a tab container."),
      ("dismiss a screen nobody presented or pushed", "Cannot dismiss 'Home': it was neither presented nor pushed."),
      ("route from a screen that is not shown", "'Stranger' is not on screen, so nothing can be routed from it."),
      ("select a tab that does not exist", "Cannot select tab 5: the tab container has 2 tabs."),
      ("set a stack with a screen twice", "Invalid transition: 'Product' appears twice; the screens of a stack must be distinct."),
      ("set an empty stack", "Invalid transition: a navigation stack needs at least one screen."),
    ])
  func refusals(_ request: String, _ message: String) {
    let (navigator, host, screens) = fixture()
    let home = screens["Home"].unsafelyUnwrapped
    let tab = screens["Tab"].unsafelyUnwrapped
    let product = TestScreen("Product")
    let before = navigator.snapshot
    let stepsBefore = host.performedSteps.count
    let completions = Completions()
    switch request {
    case "push from a screen with no navigation stack": navigator.route(to: product, from: tab, as: .push, completion: completions.record())
    case "push an instance already shown": navigator.route(to: home, from: home, as: .push, completion: completions.record())
    case "close a stack's root": navigator.close(home, completion: completions.record())
    case "close a tab": navigator.close(tab, completion: completions.record())
    case "dismiss a screen nobody presented or pushed": navigator.dismiss(home, completion: completions.record())
    case "route from a screen that is not shown": navigator.route(to: product, from: TestScreen("Stranger"), as: .push, completion: completions.record())
    case "select a tab that does not exist": navigator.perform(.selectTab(5), from: home, completion: completions.record())
    case "set a stack with a screen twice": navigator.setStack([home, product, product], from: home, completion: completions.record())
    case "set an empty stack": navigator.setStack([], from: home, completion: completions.record())
    default: Issue.record("unknown request \(request)")
    }
    #expect(completions.failures == [message])
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
    #expect(host.performedSteps.count == stepsBefore)
  }

  @Test("routing before anything is on screen is refused")
  func noRoot() {
    let (navigator, _) = makeNavigator()
    let completions = Completions()
    navigator.perform(.selectTab(0), completion: completions.record())
    #expect(completions.failures == ["Nothing is on screen yet: set a root before routing."])
  }

  @Test("a router whose screen was released refuses instead of doing nothing")
  func routerWithoutRoot() {
    let (navigator, _) = makeNavigator()
    let router = DefaultRouter(navigator: navigator, rootTransition: .push)
    let completions = Completions()
    router.route(to: TestScreen("Product"), as: .push, completion: completions.record())
    router.close(completion: completions.record())
    router.dismiss(completion: completions.record())
    let expected = "The router has no root screen: it was never attached, or its screen was closed and released."
    #expect(completions.failures == [expected, expected, expected])
  }

  @Test("a refusal with no completion handler reaches the navigator's error handler")
  func unhandledErrorsAreReported() {
    let (navigator, _) = makeNavigator()
    var reported: [String] = []
    navigator.unhandledErrorHandler = { reported.append($0.description) }
    let home = TestScreen("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: TestScreen("Product"), from: home, as: .push)
    #expect(reported == ["Cannot push 'Product' from 'Home': 'Home' is not inside a navigation stack."])
    #expect(navigator.lastUnhandledError == .noNavigationContainer(source: "Home", screen: "Product"))
  }

  @Test(
    "every error reads as a sentence",
    arguments: [
      (NavigationError.noTabContainer, "No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."),
      (.transitionInFlight(step: "push Product#3 onto #1"), "Cannot push Product#3 onto #1 while another transition is in flight."),
      (.inconsistentStep("pop #9 to #2"), "The step 'pop #9 to #2' does not fit the navigation state."),
      (.resultTypeMismatch(expected: "Date", actual: "String"), "The screen handed back a String, but its opener awaits a Date."),
      (.cannotDismissInteractively(screen: "Pay", reason: "it refuses"), "'Pay' cannot be pulled down: it refuses."),
      (.nothingToGoBackTo(screen: "Home"), "'Home' is the root of its navigation stack; there is nothing to go back to."),
      (.notInStack(screen: "Detail"), "Cannot pop to 'Detail': it is not in the navigation stack."),
      (.personActionUnavailable(action: "tap back", reason: "no navigation bar is visible"), "Cannot tap back: no navigation bar is visible."),
      (.tabIndexOutOfRange(index: 1, count: 1), "Cannot select tab 1: the tab container has 1 tab."),
      (.cannotClose(screen: "Root", reason: "it is the window's root"), "Cannot close 'Root': it is the window's root."),
    ])
  func descriptions(_ error: NavigationError, _ text: String) {
    #expect(error.description == text)
  }
}
