#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterUIKit
import Testing

/// `UIKitHost` shows an alert route as a real `UIAlertController` and hears the action a
/// person taps through its handler.
@MainActor
@Suite("UIKitHost: alerts")
struct UIKitHostAlertTests {
  enum BagAction: Hashable, Sendable { case remove, saveForLater }

  let alert = Alert<BagAction>(
    "Remove the mug?", message: "It leaves your bag.",
    actions: [.destructive("Remove", .remove), .default("Save for Later", .saveForLater), .cancel("Keep")])

  /// An app showing Bag in a stack.
  private func bagApp() -> (UIKitTestApp, TestViewController) {
    let app = UIKitTestApp()
    let bag = app.screen("Bag")
    app.navigator.setRoot(.stack([bag]))
    app.log.clear()
    return (app, bag)
  }

  /// Starts awaiting an alert and returns once it is shown.
  private func presenting(
    _ alert: Alert<BagAction>, in app: UIKitTestApp, from source: any Screen
  ) async -> Task<RouteResult<BagAction>, any Error> {
    let events = app.navigator.events()
    let task = Task { try await app.navigator.alert(alert, from: source) }
    for await event in events {
      if case .completed = event { break }
      if case .refused = event { break }
    }
    return task
  }

  @Test("an alert route is a UIAlertController with the alert's title, message and actions")
  func presented() async throws {
    let (app, bag) = bagApp()
    let task = await presenting(alert, in: app, from: bag)
    let controller = try #require(bag.navigationController?.presentedViewController as? UIAlertController)
    #expect(controller.title == "Remove the mug?")
    #expect(controller.message == "It leaves your bag.")
    #expect(controller.preferredStyle == .alert)
    #expect(controller.actions.map(\.title) == ["Remove", "Save for Later", "Keep"])
    #expect(controller.actions.map(\.style) == [.destructive, .default, .cancel])
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      └─ Bag
      presented alert:
      └─ Alert "Remove the mug?"
      """)
    try app.device.tapAlertAction(1)
    #expect(try await task.value == .completed(.saveForLater))
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      └─ Bag
      """)
  }

  @Test("a confirmation dialog is an action sheet anchored at its presenter; its cancel action cancels")
  func actionSheet() async throws {
    let (app, bag) = bagApp()
    let dialog = Alert<BagAction>("Remove the mug?", actions: [.destructive("Remove", .remove), .cancel("Keep")], style: .confirmationDialog)
    let task = await presenting(dialog, in: app, from: bag)
    let navigation = try #require(bag.navigationController)
    let controller = try #require(navigation.presentedViewController as? UIAlertController)
    #expect(controller.preferredStyle == .actionSheet)
    #expect(controller.message == nil)
    #expect(controller.popoverPresentationController?.sourceView === navigation.view)
    #expect(app.host.snapshot.presented.map(\.style) == [.actionSheet])
    try app.device.tapAlertAction(1)
    #expect(try await task.value == .cancelled(.removedByPerson))
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a route that dismisses the alert ends it as removed by the route; its handlers never run")
  func routedDismissal() async throws {
    let (app, bag) = bagApp()
    let task = await presenting(alert, in: app, from: bag)
    let controller = try #require(bag.navigationController?.presentedViewController as? UIAlertController)
    app.navigator.perform(.dismissPresented)
    #expect(try await task.value == .cancelled(.removedByRoute))
    #expect(controller.presentingViewController == nil)
    app.expectScreens("""
      stack
      └─ Bag
      """)
  }

  @Test("nothing is presented over the alert, even by a step handed to the host directly")
  func nothingOver() async throws {
    let (app, bag) = bagApp()
    let task = await presenting(alert, in: app, from: bag)
    let alertID = try #require(app.navigator.topMostScreen.flatMap { app.navigator.id(of: $0) })
    var refused: [String] = []
    app.host.perform(
      .present(.screen(.init(id: ScreenID(999), name: "Sheet")), from: alertID, style: .pageSheet, animation: .none),
      screens: ScreenLookup()
    ) { if case .failure(let error) = $0 { refused.append(error.description) } }
    #expect(refused == ["Cannot present 'Sheet': the alert 'Remove the mug?' is shown, and an alert presents nothing; it goes first."])
    try app.device.tapAlertAction(0)
    #expect(try await task.value == .completed(.remove))
  }

  @Test("an alert controller presented outside the navigator is not adopted: it dismisses itself")
  func notAdopted() throws {
    let (app, bag) = bagApp()
    let outside = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
    outside.addAction(UIAlertAction(title: "OK", style: .default))
    bag.navigationController?.present(outside, animated: false)
    app.host.reconcile()
    #expect(app.navigator.snapshot.presented == [])
    try app.device.tapAlertAction(0)
    #expect(app.host.snapshot == app.navigator.snapshot)
  }
}

#endif
