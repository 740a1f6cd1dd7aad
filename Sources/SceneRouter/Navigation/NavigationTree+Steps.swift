/// The tree a `.setRoot` or `.present` step installs: the navigation tree whose leaves are
/// the screens a step refers to (``NavigationStep/Screen``), each container's identity carried
/// by its first screen (``NavigationStep/Screen/containers``).
///
/// ```swift
/// if case .setRoot(let tree, _) = step {
///   tree.id           // the container's identity, #1
///   tree.tabs[0].id   // its first tab's stack, #2
/// }
/// ```
///
/// Only `id` is hosting SPI; the factories and texts here are the package's own (the
/// navigator and the package's tests build such trees; a host only reads them).
///
/// A layout is written without identities (`.stack([a, b])`); the navigator hands one out for
/// each container when it plans the step, and records it on the container's first screen, so
/// that a step is the same tree type as a layout, a request's description and a snapshot.
@_spi(Hosting)
extension NavigationTree where Leaf == NavigationStep.Screen {
  /// A navigation stack of the screens, bottom first, with its identity.
  ///
  /// - Parameters:
  ///   - id: The stack's identity.
  ///   - screens: Its screens, bottom first.
  /// - Returns: The stack.
  package static func stack(id: ScreenID, screens: [NavigationStep.Screen]) -> NavigationTree {
    var screens = screens
    if !screens.isEmpty { screens[0].containers.append(id) }
    return .stack(screens)
  }

  /// A tab container of the tabs and the selected index, with its identity.
  ///
  /// - Parameters:
  ///   - id: The container's identity.
  ///   - tabs: Its tabs, each a screen or a navigation stack.
  ///   - selected: The selected tab's index.
  /// - Returns: The container.
  package static func tabs(id: ScreenID, tabs: [NavigationTree], selected: Int) -> NavigationTree {
    .tabs(identifying(tabs, as: id), selected: selected)
  }

  /// A page container of the pages and the selected index, with its identity.
  ///
  /// - Parameters:
  ///   - id: The container's identity.
  ///   - pages: Its pages, each a screen or a navigation stack.
  ///   - selected: The page shown.
  /// - Returns: The container.
  package static func pages(id: ScreenID, pages: [NavigationTree], selected: Int) -> NavigationTree {
    .pages(identifying(pages, as: id), selected: selected)
  }

  /// A split view of its columns' navigation stacks, leading first (two, or three with a
  /// supplementary one), with its identity.
  ///
  /// - Parameters:
  ///   - id: The split view's identity.
  ///   - primary: The primary column.
  ///   - supplementary: The supplementary column of a triple-column split view; nil by default.
  ///   - secondary: The secondary column.
  /// - Returns: The split view.
  package static func split(
    id: ScreenID, primary: NavigationTree, supplementary: NavigationTree? = nil, secondary: NavigationTree
  ) -> NavigationTree {
    .split(primary: primary.identified(as: id), supplementary: supplementary, secondary: secondary)
  }

  /// A split view of two or three columns, leading first, with its identity; a count other
  /// than two or three makes the columns the first two.
  ///
  /// - Parameters:
  ///   - id: The split view's identity.
  ///   - columns: Its columns' navigation stacks, leading first.
  /// - Returns: The split view.
  package static func split(id: ScreenID, columns: [NavigationTree]) -> NavigationTree {
    precondition(columns.count >= 2, "a split view has two or three columns")
    return split(
      id: id, primary: columns[0], supplementary: columns.count == 3 ? columns[1] : nil, secondary: columns[columns.count - 1])
  }

  /// A sidebar-adaptable tab container of the groups, with its identity.
  ///
  /// - Parameters:
  ///   - id: The container's identity.
  ///   - groups: Its tabs, in groups.
  ///   - selected: The selected tab, counted over all groups in order.
  ///   - sidebar: How its sidebar shows in a regular width.
  /// - Returns: The container.
  package static func sidebarTabs(id: ScreenID, groups: [Group], selected: Int, sidebar: TabSidebar) -> NavigationTree {
    var groups = groups
    if let index = groups.firstIndex(where: { !$0.tabs.isEmpty }) {
      groups[index].tabs = identifying(groups[index].tabs, as: id)
    }
    return .sidebarTabs(groups, selected: selected, sidebar: sidebar)
  }

  private static func identifying(_ children: [NavigationTree], as id: ScreenID) -> [NavigationTree] {
    var children = children
    if !children.isEmpty { children[0] = children[0].identified(as: id) }
    return children
  }

  /// The tree with `id` as the identity of a container around it: appended to the
  /// containers of its first screen.
  private func identified(as id: ScreenID) -> NavigationTree {
    switch self {
    case .screen(var screen):
      screen.containers.append(id)
      return .screen(screen)
    case .stack(var screens):
      if !screens.isEmpty { screens[0].containers.append(id) }
      return .stack(screens)
    case .tabs(let tabs, let selected): return .tabs(Self.identifying(tabs, as: id), selected: selected)
    case .pages(let pages, let selected): return .pages(Self.identifying(pages, as: id), selected: selected)
    case .split(let primary, let supplementary, let secondary, let top):
      return .split(primary: primary.identified(as: id), supplementary: supplementary, secondary: secondary, top: top)
    case .sidebarTabs(var groups, let selected, let sidebar):
      if let index = groups.firstIndex(where: { !$0.tabs.isEmpty }) {
        groups[index].tabs = Self.identifying(groups[index].tabs, as: id)
      }
      return .sidebarTabs(groups, selected: selected, sidebar: sidebar)
    }
  }

  /// The first screen of the tree, and how many containers lie between the tree's top and
  /// it (the tree's own not counted); nil for a container without screens.
  private var firstScreen: (screen: NavigationStep.Screen, depth: Int)? {
    switch self {
    case .screen(let screen): return (screen, -1)
    case .stack(let screens): return screens.first.map { ($0, 0) }
    case .tabs, .pages, .sidebarTabs, .split:
      guard let first = (splitColumns.first ?? tabs.first)?.firstScreen else { return nil }
      return (first.screen, first.depth + 1)
    }
  }

  /// The identity of the screen or container at the tree's top; a container without screens
  /// has none (`#0`), since its first screen carries it.
  ///
  /// - Complexity: O(*d*), where *d* is the tree's depth.
  public var id: ScreenID { knownID ?? ScreenID(0) }

  /// The identity of the screen or container at the tree's top, nil for a container without
  /// screens.
  private var knownID: ScreenID? {
    guard let (screen, depth) = firstScreen else { return nil }
    if depth < 0 { return screen.id }
    return screen.containers.indices.contains(depth) ? screen.containers[depth] : nil
  }

  /// The tree's screens and containers in pre-order, each container identified: what a step
  /// prints, such as `tabs#1[stack#2[Shop#3]] selected 0`, `split#5[...]` or `pages#1[...]`.
  package var stepDescription: String {
    let id = knownID.map(\.description) ?? ""
    switch self {
    case .screen(let screen): return screen.description
    case .stack(let screens): return "stack\(id)[" + screens.map(\.description).joined(separator: ", ") + "]"
    case .tabs(let tabs, let selected):
      return "tabs\(id)[" + tabs.map(\.stepDescription).joined(separator: ", ") + "] selected \(selected)"
    case .split:
      return "split\(id)[" + splitColumns.map(\.stepDescription).joined(separator: ", ") + "]"
    case .sidebarTabs(let groups, let selected, let sidebar):
      return "tabs\(id)[" + tabs.map(\.stepDescription).joined(separator: ", ") + "] selected \(selected) groups ["
        + groups.map(\.outlineDescription).joined(separator: ", ")
        + "] sidebar \(sidebar == .hidden ? "hidden" : "shown")"
    case .pages(let pages, let selected):
      return "pages\(id)[" + pages.map(\.stepDescription).joined(separator: ", ") + "] selected \(selected)"
    }
  }

  /// The name of the screen a person would see in this tree: itself, a stack's top, the
  /// selected tab's, the last column's; used to name screens in error messages.
  package var visibleScreenName: String {
    switch self {
    case .screen(let screen): screen.name
    case .stack(let screens): screens.last?.name ?? "stack"
    case .tabs, .sidebarTabs: tab(at: selectedTab)?.visibleScreenName ?? "tabs"
    case .pages: tab(at: selectedTab)?.visibleScreenName ?? "pages"
    case .split: splitColumns.last?.visibleScreenName ?? "split"
    }
  }
}

extension NavigationTree.Group {
  /// A group as a step prints it: `Library: 2`, its title and how many tabs it holds, or `2`
  /// for tabs at the top level.
  package var outlineDescription: String { (title.map { "\($0): " } ?? "") + "\(tabs.count)" }
}
