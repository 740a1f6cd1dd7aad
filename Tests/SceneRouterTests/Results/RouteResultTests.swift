import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Results back to the presenter: a value when the screen hands one back, "cancelled"
/// whenever it goes away otherwise; an awaiting caller never hangs. "Shown" and "result"
/// are two awaits, so no test here starts a `Task` or polls.
@MainActor
@Suite("Route results", .timeLimit(.minutes(10)))
struct RouteResultTests {
  private func fixture() -> (Navigator, HeadlessHost, TestScreen, DefaultRouter) {
    let (navigator, host) = makeNavigator()
    let list = TestScreen("List")
    navigator.setRoot(.stack([list]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: list)
    return (navigator, host, list, router)
  }

  @Test("a date picker hands its date back to the screen that opened it")
  func valueComesBack() async throws {
    let (navigator, _, _, router) = fixture()
    let picker = TestScreen("DatePicker")
    let pickerRouter = DefaultRouter(spawnedBy: router, rootTransition: .modal(.formSheet))
    let pending = try await router.route(to: picker, managedBy: pickerRouter, expecting: Int.self)
    #expect(navigator.snapshot.description == "stack\n└─ List\npresented formSheet:\n└─ DatePicker")
    #expect(navigator.awaitedResultCount == 1)
    #expect(pending.settledResult == nil)
    try await pickerRouter.close(returning: 20_261_122)
    #expect(await pending.result == .completed(20_261_122))
    #expect(await pending.result == .completed(20_261_122))
    #expect(navigator.awaitedResultCount == 0)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("List")])))
  }

  /// A picker with nothing to ask: it hands back a value as soon as it has appeared.
  final class InstantPicker: AppearanceObserving {
    var router: DefaultRouter?
    func screen(didReceive event: AppearanceEvent) {
      if event == .didAppear { router?.close(returning: 3) }
    }
  }

  @Test("one line for both awaits: route(to:managedBy:expecting:).result is what the screen handed back")
  func oneAwaitForBoth() async throws {
    let (navigator, _, _, router) = fixture()
    let picker = InstantPicker()
    let pickerRouter = DefaultRouter(spawnedBy: router, rootTransition: .push)
    picker.router = pickerRouter
    #expect(try await router.route(to: picker, managedBy: pickerRouter, expecting: Int.self).result == .completed(3))
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("List")])))
  }

  @Test(
    "a screen that goes away without a value resumes its caller with the reason",
    arguments: ["close", "dismiss below", "pop past", "swipe back", "pull down", "replace root"])
  func cancellations(_ how: String) async throws {
    let (navigator, host, list, router) = fixture()
    let detail = TestScreen("Detail")
    let editor = TestScreen("Editor")
    navigator.route(to: detail, from: list, as: .push)
    let transition: Transition = how == "swipe back" || how == "pop past" ? .push : .modal(.pageSheet)
    let pending = try await navigator.route(to: editor, from: detail, as: transition, expecting: String.self)
    switch how {
    case "close": navigator.close(editor)
    case "dismiss below": navigator.close(detail)
    case "pop past": navigator.close(detail)
    case "swipe back": try host.swipeBack()
    case "pull down": try host.pullDownSheet()
    case "replace root": navigator.route(to: TestScreen("Welcome"), from: list, as: .replaceRoot)
    default: Issue.record("unknown case")
    }
    let expected: CancellationReason =
      switch how {
      case "close": .closedWithoutResult
      case "swipe back", "pull down": .removedByPerson
      default: .removedByRoute
      }
    #expect(await pending.result == .cancelled(expected))
    #expect(navigator.awaitedResultCount == 0)
    _ = router
  }

  @Test("a screen that cannot be shown throws the navigator's reason at once, instead of waiting forever")
  func failedOpenThrows() async {
    let (navigator, _, list, router) = fixture()
    await #expect(throws: NavigationError.alreadyInHierarchy(screen: "List")) {
      _ = try await router.route(to: list, as: .push, expecting: Int.self)
    }
    await #expect(throws: NavigationError.alreadyInHierarchy(screen: "List")) {
      _ = try await navigator.route(to: list, from: list, as: .push, expecting: Int.self)
    }
    #expect(navigator.awaitedResultCount == 0)
  }

  @Test("a value of the wrong type is refused, and the caller keeps waiting for the right one")
  func wrongTypeIsRefused() async throws {
    let (navigator, _, list, _) = fixture()
    let picker = TestScreen("Picker")
    let pending = try await navigator.route(to: picker, from: list, as: .push, expecting: Int.self)
    let completions = Completions()
    navigator.close(picker, returning: "seven", completion: completions.record())
    #expect(completions.failures == ["The screen handed back a String, but its opener awaits a Int."])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("List"), .screen("Picker")])))
    navigator.close(picker, returning: 7)
    #expect(await pending.result == .completed(7))
  }

  @Test("a close that is refused keeps the result awaited, so nothing is lost")
  func refusedCloseKeepsTheResult() async throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.screen(home))
    let sheet = TestScreen("Sheet")
    let pending = try await navigator.route(to: sheet, from: home, as: .modal(), expecting: Int.self)
    let completions = Completions()
    navigator.close(home, returning: 1, completion: completions.record())  // the wrong screen: refused
    #expect(completions.failures == ["Cannot close 'Home': it is the window's root."])
    #expect(navigator.awaitedResultCount == 1)
    try host.pullDownSheet()
    #expect(await pending.result == .cancelled(.removedByPerson))
  }

  /// Calls the former names, kept one release (CHANGELOG, "Unreleased"); deprecated itself, so
  /// calling them is no warning.
  @available(*, deprecated, message: "calls the deprecated show forwarders on purpose")
  @Test("the former show(…) names forward to route(to:…expecting:): each opens the screen for its result")
  func formerShowNamesForward() async throws {
    let (navigator, _, list, router) = fixture()
    let first = TestScreen("First")
    let viaNavigator = try await navigator.show(first, from: list, as: .push, expecting: Int.self)
    let second = TestScreen("Second")
    let viaRouter = try await router.show(second, as: .modal(), expecting: Int.self)
    let third = TestScreen("Third")
    let thirdRouter = DefaultRouter(spawnedBy: router, rootTransition: .modal(.formSheet))
    let viaChild = try await router.show(third, managedBy: thirdRouter, guardedBy: [], expecting: Int.self)
    #expect(navigator.awaitedResultCount == 3)
    try await thirdRouter.close(returning: 3)
    navigator.close(second, returning: 2)
    navigator.close(first, returning: 1)
    #expect(await [viaNavigator.result, viaRouter.result, viaChild.result] == [.completed(1), .completed(2), .completed(3)])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("List")])))
  }
}
