/// The conformance cases of sidebar-adaptable tab containers: their groups and sidebar in
/// snapshots, a route to a tab in a group, a person's choice in the sidebar, showing and
/// hiding the sidebar, and a width change, which takes the sidebar away and gives it back
/// (a route's choice made meanwhile kept).
extension ConformanceCases {
  /// Home and Search at the top level, Songs and Albums in the group Library; `selected` given.
  static func musicTabs(
    _ f: Fixture, selected: Int = 0
  ) -> (home: ConformanceScreen, search: ConformanceScreen, songs: ConformanceScreen, albums: ConformanceScreen) {
    let home = f.screen("Home")
    let search = f.screen("Search")
    let songs = f.screen("Songs")
    let albums = f.screen("Albums")
    f.navigator.setRoot(
      .sidebarTabs(
        [TabGroup(tabs: [.stack([home]), .stack([search])]), TabGroup("Library", tabs: [.stack([songs]), .stack([albums])])],
        selected: selected))
    return (home, search, songs, albums)
  }

  /// The snapshot of ``musicTabs(_:selected:)``, its tabs' stacks given.
  static func musicSnapshot(
    _ stacks: [[String]] = [["Home"], ["Search"], ["Songs"], ["Albums"]], selected: Int, sidebar: TabSidebar = .shown
  ) -> NavigationSnapshot {
    NavigationSnapshot(
      root: .sidebarTabs(
        [
          NavigationSnapshot.Node.Group(tabs: stacks.prefix(2).map { .stack($0.map { .screen($0) }) }),
          NavigationSnapshot.Node.Group("Library", tabs: stacks.dropFirst(2).map { .stack($0.map { .screen($0) }) }),
        ], selected: selected, sidebar: sidebar))
  }

  static func systemTabItem(_ f: Fixture) {
    let home = f.screen("Home")
    home.tabItem = TabItem("Home", image: "house")
    let favorites = f.screen("Favorites")
    favorites.tabItem = TabItem(system: .favorites, badge: "2")
    f.navigator.setRoot(.tabs([.stack([home]), .stack([favorites])], selected: 0))
    f.check(
      f.host.snapshot.description,
      """
      tabs
      ├─ stack (selected) [tab: Home, image: house]
      │  └─ Home
      └─ stack [tab: system favorites, badge: 2]
         └─ Favorites
      """,
      "the host's printed snapshot")
    f.checkAgreement("with a system item")
    favorites.tabItem = TabItem("Saved", image: "heart")
    f.navigator.refreshChrome(of: favorites)
    f.check(
      f.host.snapshot.description,
      """
      tabs
      ├─ stack (selected) [tab: Home, image: house]
      │  └─ Home
      └─ stack [tab: Saved, image: heart]
         └─ Favorites
      """,
      "the host's printed snapshot after the refresh")
    f.checkAgreement("after the refresh")
  }

  static func tabGroupsShown(_ f: Fixture) {
    _ = musicTabs(f, selected: 2)
    f.check(f.takeLines(), ["Songs didLoad", "Songs willAppear", "Songs didAppear"], "callbacks: the selected tab appears")
    f.check(f.host.snapshot, musicSnapshot(selected: 2), "the host's snapshot")
    f.check(
      f.navigator.snapshot.description,
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
      """,
      "the printed snapshot")
    f.check(f.navigator.topMostScreen?.screenName, "Songs", "the screen a person sees")
    f.checkAgreement("with a sidebar-adaptable tab container")
  }

  static func routeToGroupedTab(_ f: Fixture) {
    let (home, _, _, _) = musicTabs(f)
    _ = f.takeLines()
    f.navigator.route(to: f.screen("Album"), from: home, as: .sequence([.selectTab(3)], then: .push))
    f.check(
      f.takeLines(),
      [
        "Albums didLoad", "Albums willAppear", "Home willDisappear", "Home didDisappear", "Albums didAppear",
        "Album didLoad", "Albums willDisappear", "Album willAppear", "Albums didDisappear", "Album didAppear",
      ],
      "callbacks: the grouped tab is selected, then the push lands in its stack")
    f.check(
      f.host.snapshot, musicSnapshot([["Home"], ["Search"], ["Songs"], ["Albums", "Album"]], selected: 3),
      "the host's snapshot")
    var errors: [String] = []
    f.navigator.perform(.selectTab(4)) { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    f.check(errors.count, 1, "a tab past the last group's is refused")
    f.check(f.takeLines(), [], "callbacks after the refusal")
    f.checkAgreement("at the end")
  }

  static func chooseInSidebar(_ f: Fixture) {
    _ = musicTabs(f)
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("choose Albums in the sidebar") { () throws(NavigationError) in try f.host.chooseSidebarTab(3) }
    f.check(
      f.takeLines(), ["Albums didLoad", "Albums willAppear", "Home willDisappear", "Home didDisappear", "Albums didAppear"],
      "callbacks of the choice")
    f.check(f.host.snapshot, musicSnapshot(selected: 3), "the host's snapshot")
    f.attempt("choose Albums again") { () throws(NavigationError) in try f.host.chooseSidebarTab(3) }
    f.check(f.takeLines(), [], "choosing the selected tab changes nothing")
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapTab(2) },
      "Cannot tap tab 2: tab 2 is in the group 'Library', which has no item of its own in the tab bar.",
      "a grouped tab has no item in the tab bar")
    f.attempt("tap Search in the tab bar") { () throws(NavigationError) in try f.host.tapTab(1) }
    f.check(
      f.takeLines(),
      ["Search didLoad", "Search willAppear", "Albums willDisappear", "Albums didDisappear", "Search didAppear"],
      "callbacks of a top-level tab tapped in the tab bar")
    f.check(
      log.lines, ["person's action: select tab 3", "person's action: select tab 1"], "the navigator's events")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func showAndHideSidebar(_ f: Fixture) {
    _ = musicTabs(f, selected: 2)
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("hide the sidebar") { () throws(NavigationError) in try f.host.setSidebarShown(false) }
    f.check(f.takeLines(), [], "callbacks: the selected tab stays in the window")
    f.check(f.host.snapshot, musicSnapshot(selected: 2, sidebar: .hidden), "the host's snapshot, the sidebar hidden")
    f.check(
      f.error { () throws(NavigationError) in try f.host.chooseSidebarTab(0) },
      "Cannot choose tab 0 in the sidebar: the sidebar is hidden.", "a hidden sidebar offers no choice")
    f.attempt("hide it again") { () throws(NavigationError) in try f.host.setSidebarShown(false) }
    f.attempt("show the sidebar") { () throws(NavigationError) in try f.host.setSidebarShown(true) }
    f.check(f.takeLines(), [], "callbacks of showing it")
    f.check(f.navigator.snapshot, musicSnapshot(selected: 2), "the sidebar shown again")
    f.check(log.lines, ["person's action: hide the sidebar", "person's action: show the sidebar"], "the navigator's events")
    f.navigator.setRoot(.tabs([.stack([f.screen("Shop")])], selected: 0))
    f.check(
      f.error { () throws(NavigationError) in try f.host.setSidebarShown(false) },
      "Cannot hide the sidebar: the tab bar is not sidebar-adaptable.", "a plain tab bar has no sidebar")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func routeHidesSidebar(_ f: Fixture) {
    _ = musicTabs(f, selected: 2)
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .planned(_, let steps) = event { log.lines.append(steps.map(\.description).joined(separator: "; ")) }
    }
    var errors: [String] = []
    let refusal: Navigator.Completion = { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    f.navigator.perform(.hideSidebar, completion: refusal)
    f.check(f.takeLines(), [], "callbacks: the selected tab stays in the window")
    f.check(f.host.snapshot, musicSnapshot(selected: 2, sidebar: .hidden), "the host's snapshot, the sidebar hidden")
    f.checkAgreement("with the sidebar hidden by a route")
    f.navigator.perform(.hideSidebar, completion: refusal)
    f.navigator.perform(.showSidebar, completion: refusal)
    f.check(f.navigator.snapshot, musicSnapshot(selected: 2), "the sidebar shown again")
    f.check(log.lines.count, 3, "three requests planned")
    f.check(log.lines[1], "", "hiding a hidden sidebar plans no step")
    f.navigator.setRoot(.tabs([.stack([f.screen("Shop")])], selected: 0))
    let plain = f.navigator.snapshot
    var codes: [NavigationError.Code] = []
    for transition in [NavigationMove.showSidebar, .hideSidebar] {
      f.navigator.perform(transition) { result in
        if case .failure(let error) = result { codes.append(error.code) }
      }
    }
    f.check(codes, [.noTabContainer, .noTabContainer], "the error codes of a plain tab bar's refusals")
    f.check(f.navigator.snapshot, plain, "a plain tab bar is unchanged by the refusals")
    f.check(
      errors, [], "refusals of a sidebar-adaptable tab container's routes")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  /// An iPad user's route "hide the sidebar" from a compact window (Split View, Slide Over)
  /// is kept, as setting `UITabBarController.Sidebar.isHidden` there is: the window shows the
  /// tab bar meanwhile, no screen hears anything, and when the window grows the sidebar stays
  /// hidden; a route in the regular width then shows it again.
  static func sidebarChoiceAcrossWidth(_ f: Fixture) {
    _ = musicTabs(f, selected: 2)
    _ = f.takeLines()
    let log = Fixture.Log()
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.navigator.perform(.hideSidebar, completion: f.completion("hide the sidebar", into: log))
    f.check(f.takeLines(), [], "callbacks of hiding the sidebar in a compact width")
    f.check(f.host.snapshot, musicSnapshot(selected: 2, sidebar: .unavailable), "compact, the host's snapshot")
    f.checkAgreement("compact, the sidebar's choice kept")
    f.attempt("make the window regular") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(f.takeLines(), [], "callbacks of the width change")
    f.check(f.host.snapshot, musicSnapshot(selected: 2, sidebar: .hidden), "regular again, the sidebar hidden as routed")
    f.checkAgreement("regular, the sidebar hidden")
    f.attempt("make the window compact again") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.navigator.perform(.showSidebar, completion: f.completion("show the sidebar", into: log))
    f.attempt("make the window regular again") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(f.takeLines(), [], "callbacks of showing it across the widths")
    f.check(f.host.snapshot, musicSnapshot(selected: 2), "regular again, the sidebar shown as routed")
    f.check(log.lines, ["hide the sidebar done", "show the sidebar done"], "the routes' completions")
    f.checkAgreement("at the end")
  }

  static func sidebarAndWidth(_ f: Fixture) {
    _ = musicTabs(f, selected: 2)
    _ = f.takeLines()
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.check(f.takeLines(), [], "callbacks: the selected tab stays")
    f.check(f.host.snapshot, musicSnapshot(selected: 2, sidebar: .unavailable), "compact, the host's snapshot")
    f.check(
      f.navigator.snapshot.description.components(separatedBy: "\n").first, "tabs (no sidebar in a compact width)",
      "the printed snapshot's first line")
    f.check(
      f.error { () throws(NavigationError) in try f.host.chooseSidebarTab(3) },
      "Cannot choose tab 3 in the sidebar: a compact window has no sidebar, only the tab bar.",
      "no sidebar to choose in")
    f.check(
      f.error { () throws(NavigationError) in try f.host.setSidebarShown(true) },
      "Cannot show the sidebar: a compact window has no sidebar, only the tab bar.", "no sidebar to show")
    f.navigator.perform(.selectTab(3))
    f.check(
      f.takeLines(), ["Albums didLoad", "Albums willAppear", "Songs willDisappear", "Songs didDisappear", "Albums didAppear"],
      "a route still selects a grouped tab in a compact width")
    f.checkAgreement("compact")
    f.attempt("make the window regular") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(f.takeLines(), [], "callbacks: nothing appears or disappears")
    f.check(f.host.snapshot, musicSnapshot(selected: 3), "regular again, the sidebar shown as the person left it")
    f.checkAgreement("at the end")
  }
}
