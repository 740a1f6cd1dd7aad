extension NavigationTree {
  /// The tabs of a tab container, the groups' tabs in order for a sidebar-adaptable one, the
  /// pages of a page container; none for another node.
  package var tabs: [NavigationTree] {
    switch self {
    case .tabs(let tabs, _), .pages(let tabs, _): tabs
    case .sidebarTabs(let groups, _, _): groups.flatMap(\.tabs)
    case .screen, .stack, .split: []
    }
  }

  /// The selected tab's index of a tab container, counted over all groups; nil for another node.
  package var selectedTab: Int? {
    switch self {
    case .tabs(_, let selected), .sidebarTabs(_, let selected, _), .pages(_, let selected): selected
    case .screen, .stack, .split: nil
    }
  }

  /// The tab at `index` of a tab container, counted over all groups; nil when there is none.
  ///
  /// - Parameter index: The tab's index.
  /// - Returns: The tab.
  package func tab(at index: Int?) -> NavigationTree? {
    guard let index, index >= 0 else { return nil }
    switch self {
    case .tabs(let tabs, _), .pages(let tabs, _): return tabs.indices.contains(index) ? tabs[index] : nil
    case .sidebarTabs(let groups, _, _):
      var rest = index
      for group in groups {
        if rest < group.tabs.count { return group.tabs[rest] }
        rest -= group.tabs.count
      }
      return nil
    case .screen, .stack, .split: return nil
    }
  }

  /// A split view's columns, leading first: two, or three with a supplementary one; none for
  /// another node.
  package var splitColumns: [NavigationTree] {
    guard case .split(let primary, let supplementary, let secondary, _) = self else { return [] }
    return supplementary.map { [primary, $0, secondary] } ?? [primary, secondary]
  }

  /// A split view of two or three columns, leading first; nil for another count.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - top: The column on top when collapsed.
  /// - Returns: The split view.
  package static func split(columns: [NavigationTree], top: SplitColumn?) -> NavigationTree? {
    switch columns.count {
    case 2: .split(primary: columns[0], secondary: columns[1], top: top)
    case 3: .split(primary: columns[0], supplementary: columns[1], secondary: columns[2], top: top)
    default: nil
    }
  }

  /// Tabs in order, arranged in groups by an outline; tabs the outline does not reach are
  /// a last group without a title, at the top level.
  ///
  /// - Parameters:
  ///   - tabs: The tabs in order.
  ///   - outline: Each group's title and how many of the tabs it holds.
  /// - Returns: The groups.
  package static func groups(_ tabs: [NavigationTree], outline: [NavigationTree<Int>.Group]) -> [Group] {
    var groups: [Group] = []
    groups.reserveCapacity(outline.count)
    var start = 0
    for group in outline {
      let end = min(start + group.tabs.count, tabs.count)
      groups.append(Group(group.title, tabs: Array(tabs[start..<end])))
      start = end
    }
    if start < tabs.count { groups.append(Group(nil, tabs: Array(tabs[start...]))) }
    return groups
  }

  /// Groups as the state and snapshots record them (``NavigationState/Node/tabGroups``): each
  /// group's title, and its tabs as the indices of the container's tabs, counted over all
  /// groups in order.
  ///
  /// - Parameter groups: A sidebar-adaptable tab container's groups.
  /// - Returns: The groups with tab indices as leaves.
  package static func tabIndices(of groups: [Group]) -> [NavigationTree<Int>.Group] {
    var start = 0
    var result: [NavigationTree<Int>.Group] = []
    result.reserveCapacity(groups.count)
    for group in groups {
      result.append(NavigationTree<Int>.Group(group.title, tabs: (start..<start + group.tabs.count).map { .screen($0) }))
      start += group.tabs.count
    }
    return result
  }

  /// How many screens the tree holds: its leaves.
  package var screenCount: Int {
    switch self {
    case .screen: 1
    case .stack(let screens): screens.count
    case .tabs(let tabs, _), .pages(let tabs, _): tabs.reduce(0) { $0 + $1.screenCount }
    case .sidebarTabs(let groups, _, _): groups.reduce(0) { count, group in group.tabs.reduce(count) { $0 + $1.screenCount } }
    case .split: splitColumns.reduce(0) { $0 + $1.screenCount }
    }
  }
}
