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

/// UIKitHost hears a person's tab choice through the `UITab` delegate methods
/// (`tabBarController(_:shouldSelectTab:)`, `tabBarController(_:didSelectTab:previousTab:)`,
/// iOS 18) as well as the view-controller forms: iOS 27 no longer calls the view-controller
/// form for some taps (issue 45), so a host listening to it alone would miss them.
@MainActor
@Suite("UIKitHost hears tab choices through the UITab delegate path")
struct UIKitHostTabSelectionTests {
  /// Two tabs, Shop and Wishlist, each a stack; the app's own tab delegate records its calls,
  /// and the log every navigation event (as `event: …`) and appearance callback.
  private func shopApp(delegate: AppTabDelegate) -> UIKitTestApp {
    let app = UIKitTestApp { host in
      host.makeTabBarController = {
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.delegate = delegate
        return tabs
      }
    }
    app.navigator.setRoot(.tabs([.stack([app.screen("Shop")]), .stack([app.screen("Wishlist")])], selected: 0))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    return app
  }

  /// The two delegate paths UIKit may report a tap through, with the calls the app's delegate hears.
  nonisolated static let tabPaths: [(uiTabsOnly: Bool, calls: [String])] = [
    (true, ["shouldSelectTab tab 1", "didSelectTab tab 1"]),
    (false, ["shouldSelect 1", "didSelect 1"]),
  ]

  @Test(
    "a tap UIKit reports only through shouldSelectTab and didSelectTab (iOS 27), or only through the view-controller form (before iOS 18), is the person's tab selection, before the callbacks",
    arguments: tabPaths)
  func tabPathOnly(uiTabsOnly: Bool, calls: [String]) throws {
    let appDelegate = AppTabDelegate(refusedIndex: -1)
    let app = shopApp(delegate: appDelegate)
    app.device.reportsTabTapsThroughUITabsOnly = uiTabsOnly
    try app.device.tapTab(1)
    #expect(appDelegate.calls == calls)
    #expect(app.log.lines == [
      "event: request 2 received from person's action: select tab 1",
      "event: request 2 planned: selectTab 1 of #1",
      "event: request 2 started",
      "event: hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 2)",
      "event: shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 2)",
      "event: request 2 completed",
      "Wishlist viewDidLoad", "Wishlist viewWillAppear", "Shop viewWillDisappear", "Shop viewDidDisappear",
      "Wishlist viewDidAppear",
    ])
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.host.isPersonChangeInFlight == false)
  }

  @Test("in a container of UITabs only the UITab form reports: a tab the app refuses there stays")
  func uiTabsRefused() throws {
    let appDelegate = RefusingTabDelegate(refused: "tab 1")
    let app = UIKitTestApp { host in
      host.makeTabBarController = {
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.delegate = appDelegate
        return tabs
      }
    }
    app.navigator.setRoot(
      .sidebarTabs([TabGroup(tabs: [.stack([app.screen("Shop")]), .stack([app.screen("Wishlist")])])], selected: 0))
    app.log.clear()
    try app.device.tapTab(1)
    #expect(appDelegate.calls == ["shouldSelectTab tab 1"])
    try app.device.tapTab(0)
    #expect(appDelegate.calls == ["shouldSelectTab tab 1", "shouldSelectTab tab 0", "didSelectTab tab 0"])
    #expect(app.log.lines == [])
    #expect(app.host.snapshot == app.navigator.snapshot)
  }
}

extension UIKitHostTabSelectionTests {
  @Test("a plain tab bar's tap UIKit reports only through shouldSelectTab (iOS 27): a tab the app refuses there stays, and nothing is reported")
  func plainTabsRefusedThroughUITab() throws {
    let appDelegate = RefusingTabDelegate(refused: "tab 1")
    let app = UIKitTestApp { host in
      host.makeTabBarController = {
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.delegate = appDelegate
        return tabs
      }
    }
    app.navigator.setRoot(.tabs([.stack([app.screen("Shop")]), .stack([app.screen("Wishlist")])], selected: 0))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    app.device.reportsTabTapsThroughUITabsOnly = true
    try app.device.tapTab(1)
    #expect(appDelegate.calls == ["shouldSelectTab tab 1"])
    #expect(app.log.lines == [])
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.host.isPersonChangeInFlight == false)
  }
}

/// A tab bar delegate an app set that refuses one `UITab` by identifier.
@MainActor
private final class RefusingTabDelegate: NSObject, UITabBarControllerDelegate {
  let refused: String
  private(set) var calls: [String] = []

  init(refused: String) { self.refused = refused }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    calls.append("shouldSelect")
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    calls.append("didSelect")
  }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    calls.append("shouldSelectTab \(tab.identifier)")
    return tab.identifier != refused
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
    calls.append("didSelectTab \(selectedTab.identifier)")
  }
}

#endif
