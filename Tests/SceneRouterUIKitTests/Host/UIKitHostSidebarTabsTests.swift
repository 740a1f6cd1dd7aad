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

/// UIKitHost shows a sidebar-adaptable tab container as a `UITabBarController` of `UITab`s and
/// `UITabGroup`s in `.tabSidebar` mode (iOS 18), and hears a person's choice in the sidebar
/// and showing or hiding it; the conformance suite checks the rest (routes to a grouped tab,
/// the tab bar's items, the width).
@MainActor
@Suite("UIKitHost and sidebar-adaptable tab containers")
struct UIKitHostSidebarTabsTests {
  /// Home and Search at the top level, Songs and Albums in the group Library.
  private func music(_ app: UIKitTestApp, selected: Int = 0, sidebarShown: Bool = true) {
    app.navigator.setRoot(
      .sidebarTabs(
        [
          TabGroup(tabs: [.stack([app.screen("Home")]), .stack([app.screen("Search")])]),
          TabGroup("Library", tabs: [.stack([app.screen("Songs")]), .stack([app.screen("Albums")])]),
        ], selected: selected, sidebarShown: sidebarShown))
  }

  private func requests(of navigator: Navigator) -> (CallLog, NavigationEventObservation) {
    let log = CallLog()
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { log.add("\(request.origin): \(request.kind)") }
    }
    return (log, observation)
  }

  @Test("a sidebar-adaptable layout is a UITabBarController of UITabs and a UITabGroup in .tabSidebar mode")
  func builds() throws {
    let app = UIKitTestApp()
    music(app, selected: 2)
    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    #expect(tabs.mode == .tabSidebar)
    #expect(!tabs.sidebar.isHidden)
    #expect(tabs.tabs.map(\.title) == ["Home", "Search", "Library"])
    let library = try #require(tabs.tabs.last as? UITabGroup)
    #expect(library.children.map(\.title) == ["Songs", "Albums"])
    #expect(tabs.selectedTab === library.children[0])
    let songs = try #require(library.children[0].viewController as? UINavigationController)
    #expect(songs.viewControllers.map { ($0 as? TestViewController)?.screenName } == ["Songs"])
    #expect(app.log.lines == ["Songs viewDidLoad", "Songs viewWillAppear", "Songs viewDidAppear"])
    app.expectScreens(
      """
      tabs (sidebar shown)
      ├─ stack
      │  └─ Home
      ├─ stack
      │  └─ Search
      └─ group Library
         ├─ stack (selected)
         │  └─ Songs
         └─ stack
            └─ Albums
      """)
  }

  @Test("the groups are read off the UITabs; adjacent top-level sections, one run of UITabs, read as built")
  func groupsReadBack() throws {
    let app = UIKitTestApp()
    app.navigator.setRoot(
      .sidebarTabs(
        [
          TabGroup(tabs: [.stack([app.screen("Home")])]), TabGroup(tabs: [.stack([app.screen("Search")])]),
          TabGroup("Library", tabs: [.stack([app.screen("Songs")])]),
        ], selected: 0))
    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    #expect(tabs.tabs.map { $0 is UITabGroup } == [false, false, true])
    #expect(
      app.host.snapshot.root
        == .sidebarTabs(
          [.init(tabs: [.stack([.screen("Home")])]), .init(tabs: [.stack([.screen("Search")])]),
           .init("Library", tabs: [.stack([.screen("Songs")])])], selected: 0))
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a layout with the sidebar hidden sets sidebar.isHidden; a compact width shows no sidebar")
  func hiddenAndCompact() throws {
    let app = UIKitTestApp()
    music(app, sidebarShown: false)
    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    #expect(tabs.sidebar.isHidden)
    #expect(app.navigator.snapshot.description.hasPrefix("tabs (sidebar hidden)"))
    #expect(app.host.snapshot == app.navigator.snapshot)
    app.device.setHorizontalSizeClass(.compact)
    #expect(app.navigator.snapshot.description.hasPrefix("tabs (no sidebar in a compact width)"))
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(tabs.sidebar.isHidden)
  }

  @Test("a person's choice in the sidebar reaches the navigator as a tab selection, before the callbacks")
  func personChooses() throws {
    let app = UIKitTestApp()
    music(app)
    app.log.clear()
    let (log, observation) = requests(of: app.navigator)
    try app.device.chooseSidebarTab(3)
    #expect(log.lines == ["person's action: select tab 3"])
    #expect(app.log.lines == [
      "Albums viewDidLoad", "Albums viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear", "Albums viewDidAppear",
    ])
    app.expectScreens(
      """
      tabs (sidebar shown)
      ├─ stack
      │  └─ Home
      ├─ stack
      │  └─ Search
      └─ group Library
         ├─ stack
         │  └─ Songs
         └─ stack (selected)
            └─ Albums
      """)
    try app.device.chooseSidebarTab(3)
    #expect(log.lines == ["person's action: select tab 3"])
    observation.cancel()
  }

  @Test("a person hides and shows the sidebar; the navigator hears each, no screen gets a callback")
  func personHidesAndShows() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    music(app, selected: 1)
    app.log.clear()
    let (log, observation) = requests(of: app.navigator)
    try app.device.setSidebarHidden(true)
    #expect(log.lines == ["person's action: hide the sidebar"])
    app.device.finishAnimations()
    #expect(app.navigator.snapshot.description.hasPrefix("tabs (sidebar hidden)"))
    #expect(app.host.snapshot == app.navigator.snapshot)
    try app.device.setSidebarHidden(false)
    app.device.finishAnimations()
    #expect(log.lines == ["person's action: hide the sidebar", "person's action: show the sidebar"])
    #expect(app.navigator.snapshot.description.hasPrefix("tabs (sidebar shown)"))
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.log.lines == [])
    observation.cancel()
  }

  @Test("the app hiding the sidebar in code is heard as the person's: the navigator keeps up")
  func appHidesInCode() throws {
    let app = UIKitTestApp()
    music(app)
    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    let (log, observation) = requests(of: app.navigator)
    tabs.sidebar.isHidden = true
    #expect(log.lines == ["person's action: hide the sidebar"])
    #expect(app.host.snapshot == app.navigator.snapshot)
    observation.cancel()
  }
}

#endif
