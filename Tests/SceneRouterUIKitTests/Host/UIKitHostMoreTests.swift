#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouter
import SceneRouterUIKit
import Testing

/// More than five tabs: tabs 4 and after live under More (rule 31), and what a person
/// chooses there reaches the navigator.
@MainActor
@Suite("UIKitHost with a More tab")
struct UIKitHostMoreTests {
  /// Six tabs, A to F, each a stack of one screen; A selected.
  private func sixTabs() -> (UIKitTestApp, UITabBarController) {
    let app = UIKitTestApp()
    let names = ["A", "B", "C", "D", "E", "F"]
    app.navigator.setRoot(.tabs(names.map { .stack([app.screen($0)]) }, selected: 0))
    app.log.clear()
    return (app, app.window.rootViewController as? UITabBarController ?? UITabBarController())
  }

  private static let fTree = """
    tabs
    ├─ stack
    │  └─ A
    ├─ stack
    │  └─ B
    ├─ stack
    │  └─ C
    ├─ stack
    │  └─ D
    ├─ stack
    │  └─ E
    └─ stack (selected)
       └─ F
    """

  @Test("tapping More shows the More list over the selected tab; choosing F there selects tab 5, and the navigator hears it")
  func chooseUnderMore() throws {
    let (app, tabs) = sixTabs()
    try app.device.tapMoreItem()
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(app.log.lines == ["A viewWillDisappear", "A viewDidDisappear"])
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.navigator.snapshot.root == .tabs((["A", "B", "C", "D", "E", "F"]).map { .stack([.screen($0)]) }, selected: 0))
    app.log.clear()
    var heard: [NavigationSnapshot] = []
    app.navigator.observe(app.window) { heard.append($0) }
    try app.device.chooseUnderMore(5)
    #expect(tabs.selectedIndex == 5)
    #expect(app.log.lines == ["F viewDidLoad", "F viewWillAppear", "F viewDidAppear"])
    #expect(heard.count == 1)
    #expect(app.host.isPersonChangeInFlight == false)
    app.expectScreens(Self.fTree)
  }

  @Test("a route selects a tab under More in code; a tap on tab 1 then leaves it")
  func routedSelectionUnderMore() throws {
    let (app, tabs) = sixTabs()
    app.navigator.perform(.selectTab(5))
    #expect(tabs.selectedIndex == 5)
    app.expectScreens(Self.fTree)
    try app.device.tapMoreItem()
    try app.device.tapTab(1)
    #expect(tabs.selectedIndex == 1)
    #expect(app.navigator.snapshot.root == .tabs((["A", "B", "C", "D", "E", "F"]).map { .stack([.screen($0)]) }, selected: 1))
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("More is refused with five tabs or fewer, a row is chosen only while the list shows, and only for a tab under More")
  func refusals() throws {
    let (app, _) = sixTabs()
    #expect(throws: UIKitSimulatorError("choose tab 5 under More", "the More list does not show")) {
      try app.device.chooseUnderMore(5)
    }
    try app.device.tapMoreItem()
    #expect(throws: UIKitSimulatorError("choose tab 1 under More", "the More list has no row for tab 1")) {
      try app.device.chooseUnderMore(1)
    }
    let two = UIKitTestApp()
    two.navigator.setRoot(.tabs([.stack([two.screen("Shop")]), .stack([two.screen("Wishlist")])], selected: 0))
    #expect(throws: UIKitSimulatorError("tap More", "the tab bar has 2 tabs, so it shows no More item")) {
      try two.device.tapMoreItem()
    }
  }
}

#endif
