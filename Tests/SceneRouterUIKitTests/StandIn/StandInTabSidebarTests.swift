#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import Testing

/// The stand-in's `UITab`s (iOS 18): a tab bar controller's tabs and groups, a person's choice
/// in the sidebar, showing and hiding it, and the compact width, which shows only the tab bar.
@MainActor
@Suite("UIKit stand-in: UITab, UITabGroup and the sidebar")
struct StandInTabSidebarTests {
  /// Hears the tab bar controller's and its sidebar's delegate calls, as lines.
  @MainActor
  private final class Listener: NSObject, UITabBarControllerDelegate, UITabBarController.Sidebar.Delegate {
    let log: CallLog
    var refused: String?

    init(log: CallLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
      log.add("shouldSelect")
      return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      log.add("didSelect")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      log.add("shouldSelectTab \(tab.identifier)")
      return tab.identifier != refused
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
      log.add("didSelectTab \(selectedTab.identifier) previous \(previousTab?.identifier ?? "none")")
    }

    func tabBarController(
      _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
      animator: any UITabBarController.Sidebar.Animating
    ) {
      log.add("sidebarVisibilityWillChange, isHidden \(sidebar.isHidden)")
      animator.addCompletion { [log] in log.add("completion, isHidden \(sidebar.isHidden)") }
    }
  }

  /// A window showing Home and Search at the top level, Songs and Albums in the group Library.
  @MainActor
  private final class Music {
    let window = UIWindow(frame: .zero)
    let device: UIKitSimulator
    let log = CallLog()
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let listener: Listener
    let library: UITabGroup
    let controllers: [TestViewController]

    init(compact: Bool = false) {
      device = UIKitSimulator(window: window)
      if compact { device.setHorizontalSizeClass(.compact) }
      listener = Listener(log: log)
      let log = self.log
      let made = ["Home", "Search", "Songs", "Albums"].map { TestViewController($0, log: log) }
      let tabs = made.map { controller in
        UITab(title: controller.screenName, image: nil, identifier: controller.screenName) { _ in controller }
      }
      controllers = made
      let home = tabs[0]
      let search = tabs[1]
      library = UITabGroup(title: "Library", image: nil, identifier: "Library", children: [tabs[2], tabs[3]])
      self.tabs.mode = .tabSidebar
      self.tabs.tabs = [home, search, library]
      self.tabs.delegate = listener
      self.tabs.sidebar.delegate = listener
      window.rootViewController = self.tabs
      window.makeKeyAndVisible()
      log.clear()
    }
  }

  @Test("the controllers of the tabs that are not groups are the children, in order; the first is selected")
  func tabsAreChildren() {
    let music = Music()
    let controllers: [UIViewController] = music.controllers
    #expect(music.tabs.viewControllers == controllers)
    #expect(music.tabs.children == controllers)
    #expect(music.tabs.selectedTab?.identifier == "Home")
    #expect(music.tabs.tabs.map(\.identifier) == ["Home", "Search", "Library"])
    #expect(music.library.children.map(\.title) == ["Songs", "Albums"])
    #expect(music.tabs.tabs.first?.viewController === music.controllers[0])
    #expect(!music.tabs.sidebar.isHidden)
  }

  @Test("selectedTab in code selects a group's child with a tab switch's callbacks and asks no delegate")
  func selectInCode() {
    let music = Music()
    music.tabs.selectedTab = music.library.children[1]
    #expect(music.log.lines == ["Albums viewDidLoad", "Albums viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear", "Albums viewDidAppear"])
    #expect(music.tabs.selectedIndex == 3)
    #expect(music.library.selectedChild === music.library.children[1])
  }

  @Test("a person chooses a grouped tab in the sidebar: shouldSelectTab, the tab switch, didSelectTab")
  func chooseInSidebar() throws {
    let music = Music()
    try music.device.chooseSidebarTab(3)
    #expect(music.log.lines == [
      "shouldSelectTab Albums", "Albums viewDidLoad", "Albums viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear",
      "Albums viewDidAppear", "didSelectTab Albums previous Home",
    ])
    #expect(music.tabs.selectedTab?.identifier == "Albums")
    music.log.clear()
    music.listener.refused = "Search"
    try music.device.chooseSidebarTab(1)
    #expect(music.log.lines == ["shouldSelectTab Search"])
    #expect(music.tabs.selectedTab?.identifier == "Albums")
  }

  @Test("the tab bar has items for top-level tabs only; a tap asks and tells the delegate about the UITab")
  func tapTopLevelOnly() throws {
    let music = Music()
    #expect(throws: UIKitSimulatorError("tap tab 2", "the tab bar has no item for tab 2")) { try music.device.tapTab(2) }
    try music.device.tapTab(1)
    #expect(music.log.lines == [
      "shouldSelectTab Search", "Search viewDidLoad", "Search viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear",
      "Search viewDidAppear", "didSelectTab Search previous Home",
    ])
  }

  @Test("a person hides and shows the sidebar: the delegate hears it first, no controller gets a callback")
  func hideAndShow() throws {
    let music = Music()
    music.device.completesAnimationsAutomatically = false
    try music.device.setSidebarHidden(true)
    #expect(music.log.lines == ["sidebarVisibilityWillChange, isHidden false"])
    #expect(music.tabs.sidebar.isHidden)
    music.device.finishAnimations()
    #expect(music.log.lines == ["sidebarVisibilityWillChange, isHidden false", "completion, isHidden true"])
    music.log.clear()
    #expect(throws: UIKitSimulatorError("choose tab 0 in the sidebar", "the sidebar is hidden")) {
      try music.device.chooseSidebarTab(0)
    }
    try music.device.setSidebarHidden(true)
    #expect(music.log.lines == [])
    music.tabs.sidebar.isHidden = false
    #expect(music.log.lines == ["sidebarVisibilityWillChange, isHidden true", "completion, isHidden false"])
  }

  @Test("a compact width shows only the tab bar: no sidebar to choose in or to show, isHidden kept")
  func compact() throws {
    let music = Music()
    try music.device.setSidebarHidden(true)
    music.log.clear()
    music.device.setHorizontalSizeClass(.compact)
    #expect(music.log.lines == [])
    #expect(throws: UIKitSimulatorError("choose tab 3 in the sidebar", "a compact width shows the tab bar, no sidebar")) {
      try music.device.chooseSidebarTab(3)
    }
    #expect(throws: UIKitSimulatorError("show the sidebar", "a compact width shows the tab bar, no sidebar")) {
      try music.device.setSidebarHidden(false)
    }
    music.device.setHorizontalSizeClass(.regular)
    #expect(music.tabs.sidebar.isHidden)
  }

  @Test("a tab bar of view controllers, or in .tabBar mode, has no sidebar")
  func plainHasNoSidebar() throws {
    let music = Music()
    music.tabs.mode = .tabBar
    #expect(throws: UIKitSimulatorError("hide the sidebar", "the tab bar shows no sidebar")) { try music.device.setSidebarHidden(true) }
    music.tabs.mode = .automatic
    try music.device.setSidebarHidden(true)
    music.tabs.setViewControllers([UIViewController()], animated: false)
    #expect(music.tabs.tabs.isEmpty)
    #expect(throws: UIKitSimulatorError("show the sidebar", "the tab bar shows no sidebar")) { try music.device.setSidebarHidden(false) }
  }
}

#endif
