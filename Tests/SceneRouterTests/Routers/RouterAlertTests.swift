import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// `Router.alert(_:completion:)` and `Router.alert(_:)`: an alert from a route, fire-and-forget
/// and awaited, through the router's requests (issue 44, item 1).
@MainActor
@Suite("Router alerts")
struct RouterAlertTests {
  let host = HeadlessHost()
  let navigator: Navigator
  let wishlist = TestScreen("Wishlist")
  let router: DefaultRouter

  init() {
    navigator = Navigator(host: host)
    router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
    navigator.setRoot(.stack([router.managing(wishlist)]))
  }

  static let removal = Alert<Bool>("Remove the mug?", actions: [.destructive("Remove", true), .cancel("Keep")])

  @Test("fire-and-forget: the alert is shown at once from the router's screen, and the completion gets the person's choice")
  func fireAndForget() throws {
    var choices: [Result<RouteResult<Bool>, NavigationError>] = []
    router.alert(Self.removal) { choices.append($0) }
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Wishlist
        presented alert:
        └─ Alert "Remove the mug?"
        """)
    #expect(choices.isEmpty)
    try host.chooseAlertAction(1)
    #expect(choices == [.success(.cancelled(.removedByPerson))])
    #expect(navigator.snapshot.description == "stack\n└─ Wishlist")
  }

  @Test("awaited: the chosen action's value is the result")
  func awaited() async throws {
    let events = navigator.events()
    let choice = Task { try await router.alert(Self.removal) }
    for await event in events {
      if case .completed = event { break }
    }
    try host.chooseAlertAction(0)
    #expect(try await choice.value == .completed(true))
  }

  @Test("an alert without actions is refused with its reason, and nothing is presented")
  func refused() async throws {
    var refusal: String?
    do {
      _ = try await router.alert(Alert<Bool>("Remove the mug?", actions: []))
    } catch {
      refusal = error.description
    }
    #expect(refusal == "Invalid transition: an alert needs at least one action.")
    #expect(navigator.snapshot.description == "stack\n└─ Wishlist")
  }

  @Test("a route that removes the alert ends it as removed by a route")
  func removedByRoute() throws {
    var choices: [Result<RouteResult<Bool>, NavigationError>] = []
    router.alert(Self.removal) { choices.append($0) }
    navigator.setRoot(.stack([TestScreen("Home")]))
    #expect(choices == [.success(.cancelled(.removedByRoute))])
  }
}
