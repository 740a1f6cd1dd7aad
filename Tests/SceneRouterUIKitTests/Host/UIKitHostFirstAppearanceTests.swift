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

/// UIKit may tell a navigation controller's delegate `willShow`/`didShow` for its root when
/// the navigation controller first appears (seen in practice; Apple's pages do not say).
/// Nothing is popped then, so the host must not report a person's pop: the events are the
/// same whether UIKit calls the delegate or not.
@MainActor
@Suite("UIKitHost: a navigation controller's first appearance")
struct UIKitHostFirstAppearanceTests {
  /// Two tabs, each a stack; the second tab's navigation controller has never appeared.
  /// The log then holds every navigation event (as `event: …`).
  private func tabsApp(tellsDelegate: Bool) -> UIKitTestApp {
    let app = UIKitTestApp()
    app.device.tellsNavigationDelegateOnFirstAppearance = tellsDelegate
    app.navigator.setRoot(.tabs([.stack([app.screen("Shop")]), .stack([app.screen("Wishlist")])], selected: 0))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    return app
  }

  @Test("tapping a tab whose stack appears for the first time reports the tab selection only", arguments: [false, true])
  func firstAppearanceIsNoPop(tellsDelegate: Bool) throws {
    let app = tabsApp(tellsDelegate: tellsDelegate)
    try app.device.tapTab(1)
    #expect(app.log.lines.filter { $0.hasPrefix("event: ") } == [
      "event: request 2 received from person's action: select tab 1",
      "event: request 2 planned: selectTab 1 of #1",
      "event: request 2 started",
      "event: hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 2)",
      "event: shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 2)",
      "event: request 2 completed",
    ])
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect(app.host.isPersonChangeInFlight == false)
  }

  @Test("a window whose root stack appears for the first time reports nothing", arguments: [false, true])
  func rootAppearanceIsNoPop(tellsDelegate: Bool) throws {
    let app = UIKitTestApp()
    app.device.tellsNavigationDelegateOnFirstAppearance = tellsDelegate
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.navigator.setRoot(.stack([app.screen("Home")]))
    #expect(!app.log.lines.contains { $0.contains("person's action") })
    app.expectScreens("""
      stack
      └─ Home
      """)
  }
}

#endif
