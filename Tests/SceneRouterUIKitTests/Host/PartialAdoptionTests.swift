#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// An app moves to routers one flow at a time: view controllers not moved yet still push
/// with `navigationController?.pushViewController`. The host reports such a push, and the
/// navigator adopts the screen, so its snapshot stays what UIKit shows and the next request
/// is planned against the truth.
@MainActor
@Suite("UIKitHost: partial adoption")
struct PartialAdoptionTests {
  /// A view controller of a flow not yet moved to routers: no `Screen`, no router.
  final class LegacySettingsViewController: UIViewController {}

  @Test("a push made outside the navigator is adopted: the snapshot shows it, and the navigator routes on top of it")
  func pushOutsideTheNavigator() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()

    let legacy = LegacySettingsViewController()
    legacy.title = "Settings"
    home.navigationController?.pushViewController(legacy, animated: true)
    #expect(app.log.lines.filter { $0.hasPrefix("event: ") } == [
      "event: request 2 received from person's action: LegacySettingsViewController pushed outside the navigator",
      "event: request 2 planned: push LegacySettingsViewController#3 onto #1 (standard)",
      "event: request 2 started",
      "event: hidden Home#2 by push at stack 0, level 0 (request 2)",
      "event: shown LegacySettingsViewController#3 by push at stack 1, level 0 (request 2)",
      "event: request 2 completed",
    ])
    app.expectScreens("""
      stack
      ├─ Home
      └─ LegacySettingsViewController "Settings"
      """)
    #expect(app.host.isPersonChangeInFlight == false)

    // The navigator plans on top of the adopted screen, and a person's back goes through it.
    let sheet = app.screen("Sheet")
    let outcome = await app.navigator.opening(sheet, from: try #require(app.navigator.topMostScreen), as: .modal(.pageSheet))
    #expect(outcome.failure == nil)
    app.expectScreens("""
      stack
      ├─ Home
      └─ LegacySettingsViewController "Settings"
      presented pageSheet:
      └─ Sheet
      """)
    try app.device.pullDownSheet()
    try app.device.tapBackButton()
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("a presentation made outside the navigator is adopted before the next request, which is planned on top of it")
  func presentationOutsideTheNavigator() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()

    let legacy = LegacySettingsViewController()
    legacy.modalPresentationStyle = .formSheet
    home.present(legacy, animated: false, completion: nil)
    // UIKit tells no delegate: nothing is known until the navigator plans its next request.
    #expect(app.navigator.snapshot.description == "stack\n└─ Home")

    let sheet = app.screen("Sheet")
    let outcome = await app.navigator.opening(sheet, from: home, as: .modal(.pageSheet))
    #expect(outcome.failure == nil)
    app.expectScreens("""
      stack
      └─ Home
      presented formSheet:
      └─ LegacySettingsViewController
      presented pageSheet:
      └─ Sheet
      """)
    #expect(app.log.lines.filter { $0.hasPrefix("event: request") && $0.contains("received") } == [
      "event: request 2 received from router call: open Sheet from Home as modal(pageSheet)",
      "event: request 3 received from person's action: LegacySettingsViewController presented outside the navigator",
    ])

    // A navigation controller presented outside the navigator comes in as a stack.
    try app.device.pullDownSheet()
    try app.device.pullDownSheet()
    app.expectScreens("""
      stack
      └─ Home
      """)
    let settings = UINavigationController(rootViewController: LegacySettingsViewController())
    settings.modalPresentationStyle = .fullScreen
    home.present(settings, animated: false, completion: nil)
    let note = app.screen("Note")
    #expect(await app.navigator.opening(note, from: home, as: .modal(.pageSheet)).failure == nil)
    app.expectScreens("""
      stack
      └─ Home
      presented fullScreen:
      └─ stack
         └─ LegacySettingsViewController
      presented pageSheet:
      └─ Note
      """)
    app.device.disconnectScene()
  }

  @Test("a view controller that is a Screen, pushed outside the navigator, keeps its own name")
  func screenPushedOutsideTheNavigator() {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    home.navigationController?.pushViewController(app.screen("Detail"), animated: false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
    #expect(app.host.isPersonChangeInFlight == false)
  }
}

#endif
