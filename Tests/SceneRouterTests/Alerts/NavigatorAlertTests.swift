import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Alerts and confirmation dialogs as routes: a presentation level that hands back the action
/// a person chooses, and presents nothing.
@MainActor
@Suite("Alerts as routes")
struct NavigatorAlertTests {
  enum OrderAction: Hashable, Sendable { case cancelOrder, contactSupport }

  let host = HeadlessHost()
  let navigator: Navigator
  let home = TestScreen("Home")
  let alert = Alert<OrderAction>(
    "Cancel the order?", message: "The items go back to your bag.",
    actions: [.destructive("Cancel Order", .cancelOrder), .default("Contact Us", .contactSupport), .cancel("Keep")])

  init() {
    navigator = Navigator(host: host)
    navigator.setRoot(.stack([home]))
  }

  /// Starts awaiting the alert and returns once its request has completed: the alert is shown.
  private func presentAlert(
    _ alert: Alert<OrderAction>, style: AlertStyle = .alert
  ) async -> Task<RouteResult<OrderAction>, any Error> {
    let events = navigator.events()
    let task = Task { try await navigator.alert(alert, from: home) }
    for await event in events {
      if case .completed = event { break }
      if case .refused = event { break }
    }
    return task
  }

  @Test("awaiting an alert gives the action a person chose; the alert is a presentation level meanwhile")
  func chosenAction() async throws {
    let task = await presentAlert(alert)
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented alert:
        └─ Alert "Cancel the order?"
        """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.shownAlert?.buttons.map(\.description) == ["Cancel Order (destructive)", "Contact Us", "Keep (cancel)"])
    #expect(host.shownAlert?.alertMessage == "The items go back to your bag.")
    try host.chooseAlertAction(1)
    #expect(try await task.value == .completed(.contactSupport))
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a cancel action without a value, or a route that removes the alert, ends it as cancelled")
  func cancelled() async throws {
    let keep = await presentAlert(alert)
    try host.chooseAlertAction(2)
    #expect(try await keep.value == .cancelled(.removedByPerson))

    let replaced = await presentAlert(alert)
    navigator.setRoot(.screen(TestScreen("Login")))
    #expect(try await replaced.value == .cancelled(.removedByRoute))
    #expect(host.shownAlert == nil)
  }

  @Test("an alert presents nothing, cannot be pulled down, and refuses an action it does not have")
  func rules() async throws {
    let task = await presentAlert(alert)
    var refused: [String] = []
    navigator.route(to: TestScreen("Sheet"), from: home, as: .modal(.pageSheet)) {
      if case .failure(let error) = $0 { refused.append(error.description) }
    }
    #expect(refused == ["Cannot present 'Sheet': the alert 'Cancel the order?' is shown, and an alert presents nothing; it goes first."])
    #expect(throws: NavigationError.cannotDismissInteractively(
      screen: "Alert", reason: "it is presented as alert, which only a route can dismiss")) { try host.pullDownSheet() }
    #expect(throws: NavigationError.personActionUnavailable(
      action: "choose action 3 of the alert 'Cancel the order?'", reason: "it has 3 actions")) { try host.chooseAlertAction(3) }
    #expect(host.shownAlert?.alertTitle == "Cancel the order?")
    try host.chooseAlertAction(0)
    #expect(try await task.value == .completed(.cancelOrder))
    #expect(throws: NavigationError.personActionUnavailable(
      action: "choose action 0 of an alert", reason: "no alert is shown")) { try host.chooseAlertAction(0) }
  }

  @Test("a confirmation dialog is presented as an action sheet; an alert with no action or two cancels is refused")
  func dialogsAndMisuse() async throws {
    let dialog = Alert<OrderAction>("Order", actions: [.default("Contact Us", .contactSupport), .cancel("Close")], style: .confirmationDialog)
    let task = await presentAlert(dialog)
    #expect(navigator.snapshot.presented.map(\.style) == [.actionSheet])
    try host.chooseAlertAction(0)
    #expect(try await task.value == .completed(.contactSupport))

    await #expect(throws: NavigationError.alertWithoutActions) {
      _ = try await navigator.alert(Alert<OrderAction>("Empty", actions: []), from: home)
    }
    await #expect(throws: NavigationError.alertWithTwoCancelActions) {
      _ = try await navigator.alert(Alert<OrderAction>("Two", actions: [.cancel("A"), .cancel("B")]), from: home)
    }
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("the presenter gets no callbacks, as under UIKit's alert; the alert gets its own")
  func presenterStays() async throws {
    host.clearLogs()
    let task = await presentAlert(alert)
    #expect(host.appearanceLog.map(\.description) == ["Alert didLoad", "Alert willAppear", "Alert didAppear"])
    host.clearLogs()
    try host.chooseAlertAction(2)
    _ = try await task.value
    #expect(host.appearanceLog.map(\.description) == ["Alert willDisappear", "Alert didDisappear"])
  }
}
