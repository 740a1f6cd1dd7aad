/// The shape of what a window shows — a screen, a navigation stack, tabs (plain or in
/// sidebar groups), a split view's columns — with leaves of your choice: screen objects in a
/// ``Layout`` you install, screen names in the description of a request a navigator received.
///
/// ```swift
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// let named = layout.map { NavigationRequest.Screen($0.screenName) }
/// print(named)  // tabs [stack [Shop], stack [Wishlist]] selected 0
/// ```
///
/// One tree type for every form means one set of cases to match and one ``map(_:)`` between
/// forms, instead of a converter per pair of forms. A snapshot (``NavigationSnapshot/Node``)
/// is this tree too, with names and titles as leaves.
///
/// A container's state — a split view's column on top when collapsed, a sidebar's showing —
/// is an associated value of its case with a default, so a layout is still written
/// `.stack([a, b])` or `.split(primary: list, secondary: detail)` while a snapshot records
/// what the window shows. A layout leaves that state to the window: the width decides whether
/// a split view collapses, so installing one ignores `top`. The navigator's steps are this tree
/// too, with `NavigationStep.Screen` leaves: a container's identity rides on its first screen
/// (`NavigationStep.Screen.containers`), so the cases stay as a layout writes them.
public indirect enum NavigationTree<Leaf> {
  /// A single screen.
  case screen(Leaf)
  /// A navigation stack of screens, bottom first.
  case stack([Leaf])
  /// A tab container with its tabs and the selected index.
  case tabs([NavigationTree], selected: Int)
  /// A column-style split view (`UISplitViewController(style:)`, SwiftUI's
  /// `NavigationSplitView`): a primary and a secondary column, and a supplementary column
  /// between them for a triple-column one. Each column is a screen or a navigation stack; a
  /// screen is shown in a navigation stack of its own, as UIKit wraps a column's view
  /// controller in a navigation controller. In a compact width the split view collapses to
  /// one stack (``SplitColumn``), and `top` is the column it shows on top then, as a
  /// snapshot records it; nil when expanded, and ignored when a layout is installed.
  case split(
    primary: NavigationTree, supplementary: NavigationTree? = nil, secondary: NavigationTree, top: SplitColumn? = nil)
  /// A sidebar-adaptable tab container (UIKit's `UITabBarController` with
  /// `mode = .tabSidebar` and `UITabGroup`s, SwiftUI's `TabView` with `TabSection`s and
  /// `.tabViewStyle(.sidebarAdaptable)`): its tabs arranged in groups (``Group``), the
  /// selected tab counted over all groups in order, and how its sidebar shows (``TabSidebar``).
  /// In a compact width there is no sidebar, only the tab bar; a layout installed with
  /// ``TabSidebar/unavailable`` shows its sidebar when the width is regular. Before iOS 18
  /// the hosts show a plain tab bar of the same tabs, the groups flattened.
  case sidebarTabs([Group], selected: Int, sidebar: TabSidebar = .shown)
  /// A page container (UIKit's `UIPageViewController` with the scroll transition, SwiftUI's
  /// `TabView` with `.tabViewStyle(.page)`): its pages, each a screen or a navigation stack,
  /// and the page shown, for onboarding and galleries. A person pages by swiping, one page at
  /// a time; a route selects a page with `.selectTab(_:)`, as it selects a tab.
  ///
  /// Inside, a page container is a tab container without a tab bar: routes, restoration and
  /// "what is shown" treat it as one, and a person's swipe is reported as a person's tab
  /// selection (`NavigationStep.selectTab(tabs:index:)`). A page shows no tab item.
  case pages([NavigationTree], selected: Int)

  /// A sidebar-adaptable tab container whose sidebar is shown or hidden in a regular width,
  /// as a layout names it (``sidebarTabs(_:selected:sidebar:)``).
  ///
  /// - Parameters:
  ///   - groups: The container's tabs, in groups.
  ///   - selected: The selected tab, counted over all groups in order.
  ///   - sidebarShown: Whether the sidebar is shown in a regular width.
  /// - Returns: The container.
  public static func sidebarTabs(_ groups: [Group], selected: Int, sidebarShown: Bool) -> NavigationTree {
    .sidebarTabs(groups, selected: selected, sidebar: sidebarShown ? .shown : .hidden)
  }

  /// A section of a sidebar-adaptable tab container
  /// (``NavigationTree/sidebarTabs(_:selected:sidebarShown:)``): a titled group of tabs, shown
  /// as a section of the sidebar (UIKit's `UITabGroup`, SwiftUI's `TabSection`), or, without a
  /// title, tabs at the top level.
  ///
  /// ```swift
  /// navigator.setRoot(.sidebarTabs([
  ///   TabGroup(tabs: [.stack([home]), .stack([search])]),
  ///   TabGroup("Library", tabs: [.stack([songs]), .stack([albums])]),
  /// ], selected: 2))
  /// ```
  ///
  /// The tabs of all groups are counted in order, so tab 2 above is `songs`'s stack, and a
  /// route selects it with `.selectTab(2)` as it would in a plain tab bar.
  public struct Group {
    /// The section's title, such as `Library`; nil for tabs at the top level, outside any group.
    public var title: String?
    /// The group's tabs, each a screen or a navigation stack.
    public var tabs: [NavigationTree]

    /// Creates a group of tabs.
    ///
    /// - Parameters:
    ///   - title: The section's title; nil (the default) for tabs at the top level.
    ///   - tabs: The group's tabs.
    public init(_ title: String? = nil, tabs: [NavigationTree]) {
      self.title = title
      self.tabs = tabs
    }

    /// Creates a group of tabs.
    ///
    /// - Parameters:
    ///   - title: The section's title; nil for tabs at the top level.
    ///   - tabs: The group's tabs.
    public init(title: String?, tabs: [NavigationTree]) {
      self.init(title, tabs: tabs)
    }

    /// The same group with each screen transformed.
    ///
    /// - Parameter transform: Makes the new leaf of each screen.
    /// - Returns: The group of the same title and shape, with the new leaves.
    /// - Complexity: O(*n*), where *n* is the number of screens and containers in the group.
    public func map<NewLeaf, Failure: Error>(
      _ transform: (Leaf) throws(Failure) -> NewLeaf
    ) throws(Failure) -> NavigationTree<NewLeaf>.Group {
      var mapped: [NavigationTree<NewLeaf>] = []
      mapped.reserveCapacity(tabs.count)
      for tab in tabs { mapped.append(try tab.map(transform)) }
      return NavigationTree<NewLeaf>.Group(title, tabs: mapped)
    }
  }

  /// The same tree with each screen transformed: what converts one form of the tree into
  /// another, such as a layout of screen objects into the names a request prints.
  ///
  /// - Parameter transform: Makes the new leaf of each screen, in the order ``description``
  ///   prints them.
  /// - Returns: The tree of the same shape and selection, with the new leaves.
  /// - Complexity: O(*n*), where *n* is the number of screens and containers in the tree.
  public func map<NewLeaf, Failure: Error>(
    _ transform: (Leaf) throws(Failure) -> NewLeaf
  ) throws(Failure) -> NavigationTree<NewLeaf> {
    switch self {
    case .screen(let leaf):
      return .screen(try transform(leaf))
    case .stack(let leaves):
      var mapped: [NewLeaf] = []
      mapped.reserveCapacity(leaves.count)
      for leaf in leaves { mapped.append(try transform(leaf)) }
      return .stack(mapped)
    case .tabs(let tabs, let selected):
      var mapped: [NavigationTree<NewLeaf>] = []
      mapped.reserveCapacity(tabs.count)
      for tab in tabs { mapped.append(try tab.map(transform)) }
      return .tabs(mapped, selected: selected)
    case .split(let primary, let supplementary, let secondary, let top):
      let primary = try primary.map(transform)
      let supplementary = try supplementary.map { (column) throws(Failure) in try column.map(transform) }
      return .split(primary: primary, supplementary: supplementary, secondary: try secondary.map(transform), top: top)
    case .sidebarTabs(let groups, let selected, let sidebar):
      var mapped: [NavigationTree<NewLeaf>.Group] = []
      mapped.reserveCapacity(groups.count)
      for group in groups { mapped.append(try group.map(transform)) }
      return .sidebarTabs(mapped, selected: selected, sidebar: sidebar)
    case .pages(let pages, let selected):
      var mapped: [NavigationTree<NewLeaf>] = []
      mapped.reserveCapacity(pages.count)
      for page in pages { mapped.append(try page.map(transform)) }
      return .pages(mapped, selected: selected)
    }
  }
}

extension NavigationTree: Equatable where Leaf: Equatable {}
extension NavigationTree: Sendable where Leaf: Sendable {}
extension NavigationTree.Group: Equatable where Leaf: Equatable {}
extension NavigationTree.Group: Sendable where Leaf: Sendable {}

extension NavigationTree: CustomStringConvertible where Leaf: CustomStringConvertible {
  /// `Shop`, `stack [Shop, Product]`, `tabs [stack [Shop], stack [Wishlist]] selected 0`,
  /// `split [stack [Inbox], Message]`, `sidebar tabs [[stack [Home]], Library: [stack [Songs]]] selected 1`,
  /// `pages [Welcome, Sync] selected 0`.
  public var description: String {
    switch self {
    case .screen(let leaf): leaf.description
    case .stack(let leaves): "stack [" + leaves.map(\.description).joined(separator: ", ") + "]"
    case .tabs(let tabs, let selected): "tabs [" + tabs.map(\.description).joined(separator: ", ") + "] selected \(selected)"
    case .split(let primary, let supplementary, let secondary, _):
      "split [" + [primary, supplementary, secondary].compactMap { $0?.description }.joined(separator: ", ") + "]"
    case .sidebarTabs(let groups, let selected, _):
      "sidebar tabs [" + groups.map(\.description).joined(separator: ", ") + "] selected \(selected)"
    case .pages(let pages, let selected):
      "pages [" + pages.map(\.description).joined(separator: ", ") + "] selected \(selected)"
    }
  }
}

extension NavigationTree.Group: CustomStringConvertible where Leaf: CustomStringConvertible {
  /// `Library: [stack [Songs]]`, or `[stack [Home]]` for tabs at the top level.
  public var description: String {
    (title.map { "\($0): " } ?? "") + "[" + tabs.map(\.description).joined(separator: ", ") + "]"
  }
}
