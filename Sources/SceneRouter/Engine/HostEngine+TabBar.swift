extension HostEngine {
  // MARK: - What a person does with a tab bar or a sidebar

  /// A person taps a tab of the visible tab bar: tapping the selected tab pops its stack to
  /// its root (rule 30), tapping another selects it (rule 39), after asking ``shouldSelectTab``
  /// (rule 29). A tab under More has no tab item to tap (rule 31).
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible, the index is out of range, or
  ///   the tab is under More.
  package func tapTab(_ index: Int) throws(NavigationError) {
    let action = "tap tab \(index)"
    try checkIdle(action)
    let (tabs, node) = try visibleTabBar(action)
    guard node.children.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: node.children.count)
    }
    guard !TabBarRules.isUnderMore(index, count: node.children.count) else {
      throw .tabUnderMore(index: index, count: node.children.count)
    }
    if let group = TabBarRules.group(ofTab: index, in: node.tabGroups) {
      throw .personActionUnavailable(
        action: action, reason: "tab \(index) is in the group '\(group)', which has no item of its own in the tab bar")
    }
    if let shouldSelectTab, !shouldSelectTab(index) { return }
    guard index == node.selectedIndex else {
      try performPersonStep(.selectTab(tabs: tabs, index: index), action: action)
      return
    }
    let tab = node.children[index]
    guard let stack = tree.state[tab], stack.kind == .stack, stack.children.count > 1, let root = stack.children.first
    else { return }
    try performPersonStep(.pop(stack: tab, to: root, animation: .standard), action: action)
  }

  /// A person taps More, then the row of tab `index` in the More list: the tab is selected
  /// (rule 31). Choosing the selected tab changes nothing.
  ///
  /// - Parameter index: The tab's index, under More.
  /// - Throws: `NavigationError` when no tab bar with a More item is visible, or the tab has
  ///   its own tab item or does not exist.
  package func tapMoreItem(_ index: Int) throws(NavigationError) {
    let action = "choose tab \(index) under More"
    try checkIdle(action)
    let (tabs, node) = try visibleTabBar(action)
    let count = node.children.count
    guard TabBarRules.hasMore(count: count) else {
      throw .personActionUnavailable(
        action: action, reason: "the tab bar has \(count) tab\(count == 1 ? "" : "s"), so it shows no More item")
    }
    guard node.children.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: count) }
    guard TabBarRules.isUnderMore(index, count: count) else {
      throw .personActionUnavailable(action: action, reason: "tab \(index) has its own tab item")
    }
    guard index != node.selectedIndex else { return }
    try performPersonStep(.selectTab(tabs: tabs, index: index), action: action)
  }

  /// A person chooses a tab in the sidebar of the visible sidebar-adaptable tab container:
  /// the tab is selected, with the tab switch's appearance callbacks (rule 39), whether it is
  /// at the top level or in a group (the sidebar lists every tab, a group's as a section:
  /// https://developer.apple.com/documentation/uikit/uitabgroup). Choosing the selected tab
  /// changes nothing. The sidebar is there only in a regular width and when shown
  /// (``NavigationState/sidebarAvailable``).
  ///
  /// - Parameter index: The tab's index, counted over all groups in order.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sidebar is
  ///   visible; `NavigationError.Code.noTabContainer` when there is no such tab.
  package func chooseSidebarTab(_ index: Int) throws(NavigationError) {
    let action = "choose tab \(index) in the sidebar"
    let (tabs, node) = try visibleSidebar(action)
    guard node.sidebarShown == true else {
      throw .personActionUnavailable(action: action, reason: "the sidebar is hidden")
    }
    guard node.children.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: node.children.count)
    }
    guard index != node.selectedIndex else { return }
    try performPersonStep(.selectTab(tabs: tabs, index: index), action: action)
  }

  /// A person shows or hides the sidebar of the visible sidebar-adaptable tab container
  /// (`UITabBarController.Sidebar.isHidden`:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/ishidden).
  /// The selected tab stays in the window, so no screen gets a callback. Showing a shown
  /// sidebar, or hiding a hidden one, changes nothing.
  ///
  /// - Parameter shown: Whether the sidebar is to be shown.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no
  ///   sidebar-adaptable tab container is visible, or the window is compact.
  package func setSidebarShown(_ shown: Bool) throws(NavigationError) {
    let action = shown ? "show the sidebar" : "hide the sidebar"
    let (tabs, node) = try visibleSidebar(action)
    guard node.sidebarShown != shown else { return }
    try performPersonStep(.showSidebar(tabs: tabs, shown: shown), action: action)
  }

  /// The sidebar-adaptable tab container whose sidebar a person can use: the top-most
  /// level's root, in a regular width.
  private func visibleSidebar(_ action: String) throws(NavigationError) -> (ScreenID, NavigationState.Node) {
    try checkIdle(action)
    let (tabs, node) = try visibleTabBar(action)
    guard node.sidebarShown != nil else {
      throw .personActionUnavailable(action: action, reason: "the tab bar is not sidebar-adaptable")
    }
    guard tree.state.sidebarAvailable else {
      throw .personActionUnavailable(action: action, reason: TabBarRules.noSidebarInCompactWidth)
    }
    return (tabs, node)
  }

  /// A person swipes the visible page container (``NavigationTree/pages(_:selected:)``) to
  /// the page next to the one shown: the page is selected, with the tab switch's appearance
  /// callbacks, and the navigator hears `.selectTab(tabs:index:)`, as for a tab tapped. A
  /// swipe moves one page, forward or back (`UIPageViewController`'s scroll transition, a
  /// paged `TabView`), so the page must be next to the shown one.
  ///
  /// - Parameter index: The page's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no page container is
  ///   visible or the page is not next to the shown one; `NavigationError.Code.tabIndexOutOfRange`
  ///   when there is no such page.
  package func swipeToPage(_ index: Int) throws(NavigationError) {
    let action = "swipe to page \(index)"
    try checkIdle(action)
    let (id, node) = try visibleTabContainer(paged: true, action, otherwise: "no page container is visible")
    guard node.children.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: node.children.count)
    }
    guard abs(index - node.selectedIndex) == 1 else {
      throw .personActionUnavailable(
        action: action, reason: "a swipe moves one page, and page \(node.selectedIndex) is shown")
    }
    try performPersonStep(.selectTab(tabs: id, index: index), action: action)
  }

  /// The tab container whose tab bar a person sees: the top-most level's root. A page
  /// container has no tab bar.
  private func visibleTabBar(_ action: String) throws(NavigationError) -> (ScreenID, NavigationState.Node) {
    try visibleTabContainer(paged: false, action, otherwise: "no tab bar is visible")
  }

  /// The top-most level's root when it is a tab container of that kind (paged or with a tab
  /// bar); `action` is refused for `reason` otherwise.
  private func visibleTabContainer(
    paged: Bool, _ action: String, otherwise reason: String
  ) throws(NavigationError) -> (ScreenID, NavigationState.Node) {
    guard let top = tree.state.levels.last, let node = tree.state[top.root], node.kind == .tabs, node.paged == paged else {
      throw .personActionUnavailable(action: action, reason: reason)
    }
    return (top.root, node)
  }
}
