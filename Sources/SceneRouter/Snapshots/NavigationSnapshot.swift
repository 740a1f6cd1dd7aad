/// Everything on screen as a value: the window's root, and each presentation above it.
///
/// Snapshots are what tests assert on, what the storefront prints and what an app saves
/// to restore its navigation. They name screens, not objects, so two runs that show the
/// same screens give equal snapshots.
///
/// ```swift
/// #expect(navigator.snapshot == NavigationSnapshot(
///   root: .tabs([.stack([.screen("Shop")]), .stack([.screen("Wishlist")])], selected: 1)
/// ))
/// print(navigator.snapshot)
/// // tabs
/// // ├─ stack
/// // │  └─ Shop
/// // └─ stack (selected)
/// //    └─ Wishlist
/// ```
///
/// A tab whose root screen has a ``SceneRouter/Screen/tabItem`` prints it on the tab's line, such as
/// `stack (selected) [tab: Wishlist, image: heart, badge: 3]`; see ``tabItems``. A split
/// view prints its columns' stacks, each named, and when collapsed the column on top:
///
/// ```
/// split (collapsed, secondary on top)
/// ├─ stack (primary)
/// │  └─ Inbox
/// └─ stack (secondary)
///    └─ Message
/// ```
///
/// A sidebar-adaptable tab container (``NavigationTree/sidebarTabs(_:selected:sidebar:)``) prints
/// how its sidebar shows (``TabSidebar``) and each group as a line with its tabs under it:
///
/// ```
/// tabs (sidebar shown)
/// ├─ stack
/// │  └─ Home
/// └─ group Library
///    └─ stack (selected)
///       └─ Songs
/// ```
public struct NavigationSnapshot: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The window's root, or nil when nothing is shown yet.
  public var root: Node?
  /// The presentations over the root, the bottom-most first.
  public var presented: [Presentation]
  /// The screens' restoration identities (``SceneRouter/Screen/restorationIdentity``), by the screen's
  /// position: screens counted depth-first from the root, then through each presentation,
  /// the order in which ``description`` prints them. Empty when no screen has one.
  public var restorationIdentities: [Int: String]
  /// The tab items (``SceneRouter/Screen/tabItem``) of the screens that are tabs' roots, by the screen's
  /// position, counted as for ``restorationIdentities``. Empty when no tab has one; a
  /// screen's tab item outside a tab's root is not a tab's, and not here.
  public var tabItems: [Int: TabItem]

  /// A screen or a container in the snapshot: the navigation tree (``NavigationTree``) whose
  /// leaves are screens by name and title (``NavigationSnapshot/Screen``), with each split
  /// view's column on top when collapsed and each sidebar's showing on its container.
  public typealias Node = NavigationTree<Screen>

  /// One presentation: its style and what it shows.
  public struct Presentation: Equatable, Codable, Sendable {
    /// How it is presented.
    public var style: PresentationStyle
    /// What it shows.
    public var node: Node
    /// The name of the app-defined transition that presented it (``CustomTransition``),
    /// nil for the built-in ones; closing reverses it.
    public var transition: String?
    /// For a `.currentContext` or `.overCurrentContext` presentation made from inside a tab
    /// of the window's root tab container, the index of the tab whose navigation stack
    /// defines its presentation context: it covers that tab only, shows while that tab is
    /// selected, and leaves the tab bar usable. Nil for a presentation over the window.
    public var tab: Int?
    /// A sheet's detents and the one it rests at; nil for the platform's sheet or no sheet.
    public var sheet: SheetConfiguration?
    /// A popover's anchor and arrows; nil for any other presentation.
    public var popover: PopoverConfiguration?
    /// The style it is shown as in the window's width when that differs from ``style`` (a
    /// popover in a compact width shows as `formSheet`: ``PresentationStyle/shown(in:)``);
    /// nil when it shows as asked. Restoring ignores it: the width decides again.
    public var shownAs: PresentationStyle?
    /// The identifier of the view it zoomed out of (``Transition/push(zoomingFrom:)``), if it did.
    public var zoomSource: String?

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - style: How it is presented.
    ///   - node: What it shows.
    ///   - tab: The root tab whose stack is its presentation context; nil over the window.
    ///   - transition: The custom transition's name, if one presented it.
    ///   - sheet: The sheet's detents and the one it rests at, if it was presented with detents.
    ///   - popover: The popover's anchor and arrows, if it is a popover.
    ///   - shownAs: The style it is shown as, when the width adapts it.
    ///   - zoomSource: The view it zoomed out of, if it did.
    public init(
      _ style: PresentationStyle, _ node: Node, inTab tab: Int? = nil, transition: String? = nil,
      sheet: SheetConfiguration? = nil, popover: PopoverConfiguration? = nil, shownAs: PresentationStyle? = nil,
      zoomSource: String? = nil
    ) {
      self.style = style
      self.node = node
      self.tab = tab
      self.transition = transition
      self.sheet = sheet
      self.popover = popover
      self.shownAs = shownAs
      self.zoomSource = zoomSource
    }
  }

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - root: The window's root; nil when nothing is shown.
  ///   - presented: The presentations over the root, bottom-most first.
  ///   - restorationIdentities: The screens' restoration identities by position; see
  ///     ``restorationIdentities``.
  ///   - tabItems: The tab items of tabs' root screens by position; see ``tabItems``.
  public init(
    root: Node?, presented: [Presentation] = [], restorationIdentities: [Int: String] = [:],
    tabItems: [Int: TabItem] = [:]
  ) {
    self.root = root
    self.presented = presented
    self.restorationIdentities = restorationIdentities
    self.tabItems = tabItems
  }

  /// Decodes a snapshot; one saved before restoration identities or tab items existed
  /// decodes with none.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    root = try container.decodeIfPresent(Node.self, forKey: "root")
    presented = try container.decode([Presentation].self, forKey: "presented")
    restorationIdentities = try container.decodeIfPresent([Int: String].self, forKey: "restorationIdentities") ?? [:]
    tabItems = try container.decodeIfPresent([Int: TabItem].self, forKey: "tabItems") ?? [:]
  }

  /// Encodes a snapshot, leaving out restoration identities and tab items when there are none.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encodeIfPresent(root, forKey: "root")
    try container.encode(presented, forKey: "presented")
    if !restorationIdentities.isEmpty { try container.encode(restorationIdentities, forKey: "restorationIdentities") }
    if !tabItems.isEmpty { try container.encode(tabItems, forKey: "tabItems") }
  }

  /// The screen a person sees: the selected, top-most screen of the top-most presentation.
  public var topMostScreen: Node? {
    var top = presented.last { $0.tab == nil }?.node
    if top == nil {
      switch root {
      case .tabs(_, let selected), .sidebarTabs(_, let selected, _), .pages(_, let selected):
        top = presented.first { $0.tab == selected }?.node
      default: break
      }
    }
    guard var node = top ?? root else { return nil }
    while true {
      switch node {
      case .screen: return node
      case .stack(let screens): return screens.last.map(Node.screen)
      case .tabs, .sidebarTabs, .pages:
        guard let tab = node.tab(at: node.selectedTab) else { return nil }
        node = tab
      case .split(let primary, let supplementary, let secondary, let top):
        switch top ?? .secondary {
        case .primary: node = primary
        case .supplementary:
          guard let supplementary else { return nil }
          node = supplementary
        case .secondary: node = secondary
        }
      }
    }
  }

  /// The snapshot as an indented tree, one node a line, presentations after the root.
  public var description: String {
    guard let root else { return "(nothing on screen)" }
    var lines: [String] = []
    var screenIndex = 0
    render(root, selected: false, prefix: "", childPrefix: "", screenIndex: &screenIndex, into: &lines)
    for presentation in presented {
      let context = presentation.tab.map { " in tab \($0)" } ?? ""
      let detents = presentation.sheet.map { " \($0)" } ?? ""
      let popover = presentation.popover.map { " (\($0))" } ?? ""
      let shown = presentation.shownAs.map { " shown as \($0)" } ?? ""
      let zoom = presentation.zoomSource.map { " (zoom from \($0))" } ?? ""
      lines.append(
        "presented \(presentation.style)\(popover)\(shown)\(detents)\(context)"
          + "\(presentation.transition.map { " (\($0))" } ?? "")\(zoom):")
      render(presentation.node, selected: false, prefix: "└─ ", childPrefix: "   ", screenIndex: &screenIndex, into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private func render(
    _ node: Node, selected: Bool, tabItem: TabItem? = nil, column: SplitColumn? = nil, prefix: String,
    childPrefix: String, screenIndex: inout Int, into lines: inout [String]
  ) {
    let mark =
      (selected ? " (selected)" : "") + (column.map { " (\($0))" } ?? "") + (tabItem.map { " [\($0)]" } ?? "")
    func children(_ nodes: [Node], selected: Int? = nil, columns: [SplitColumn] = []) {
      for (index, child) in nodes.enumerated() {
        let last = index == nodes.count - 1
        render(
          child, selected: selected == index, tabItem: selected == nil ? nil : tabItems[screenIndex],
          column: columns.indices.contains(index) ? columns[index] : nil, prefix: childPrefix + (last ? "└─ " : "├─ "),
          childPrefix: childPrefix + (last ? "   " : "│  "), screenIndex: &screenIndex, into: &lines)
      }
    }
    switch node {
    case .screen(let screen):
      let identity = restorationIdentities[screenIndex].map { " [\($0)]" } ?? ""
      screenIndex += 1
      lines.append(prefix + screen.description + identity + mark)
    case .stack(let screens):
      lines.append(prefix + "stack" + mark)
      children(screens.map(Node.screen))
    case .tabs(let tabs, let selectedIndex):
      lines.append(prefix + "tabs" + mark)
      children(tabs, selected: selectedIndex)
    case .sidebarTabs(let groups, let selectedIndex, let sidebar):
      lines.append(prefix + "tabs (\(sidebar))" + mark)
      // Each titled group is a line with its tabs under it; tabs outside any group hang from
      // the container itself.
      var entries: [(title: String?, tabs: [Node], first: Int)] = []
      var first = 0
      for group in groups {
        if group.title == nil {
          for (offset, tab) in group.tabs.enumerated() { entries.append((nil, [tab], first + offset)) }
        } else {
          entries.append((group.title, group.tabs, first))
        }
        first += group.tabs.count
      }
      for (position, entry) in entries.enumerated() {
        let last = position == entries.count - 1
        let branch = childPrefix + (last ? "└─ " : "├─ ")
        let under = childPrefix + (last ? "   " : "│  ")
        guard let title = entry.title else {
          if let child = entry.tabs.first {
            render(
              child, selected: entry.first == selectedIndex, tabItem: tabItems[screenIndex], prefix: branch,
              childPrefix: under, screenIndex: &screenIndex, into: &lines)
          }
          continue
        }
        lines.append(branch + "group \(title)")
        for (offset, child) in entry.tabs.enumerated() {
          let lastInGroup = offset == entry.tabs.count - 1
          render(
            child, selected: entry.first + offset == selectedIndex, tabItem: tabItems[screenIndex],
            prefix: under + (lastInGroup ? "└─ " : "├─ "), childPrefix: under + (lastInGroup ? "   " : "│  "),
            screenIndex: &screenIndex, into: &lines)
        }
      }
    case .pages(let pages, let selectedIndex):
      lines.append(prefix + "pages" + mark)
      children(pages, selected: selectedIndex)
    case .split(_, _, _, let top):
      lines.append(prefix + "split" + (top.map { " (collapsed, \($0) on top)" } ?? "") + mark)
      let columns = node.splitColumns
      children(columns, columns: SplitColumn.columns(count: columns.count))
    }
  }
}

extension NavigationState {
  /// The state as a snapshot, with titles as `title(for:)` reports them and restoration
  /// identities as `identity(for:)` does.
  package func snapshot(
    title: (ScreenID) -> String? = { _ in nil }, identity: (ScreenID) -> String? = { _ in nil }
  ) -> NavigationSnapshot {
    var identities: [Int: String] = [:]
    var tabItems: [Int: TabItem] = [:]
    var screenIndex = 0
    func screen(_ id: ScreenID) -> NavigationSnapshot.Screen {
      guard let record = self[id] else { return NavigationSnapshot.Screen("?") }
      if let value = identity(id) { identities[screenIndex] = value }
      screenIndex += 1
      return NavigationSnapshot.Screen(record.name, title(id) ?? record.title)
    }
    func node(_ id: ScreenID) -> NavigationSnapshot.Node {
      guard let record = self[id] else { return .screen("?") }
      switch record.kind {
      case .screen: return .screen(screen(id))
      case .stack: return .stack(record.children.map(screen))
      case .tabs:
        var tabs: [NavigationSnapshot.Node] = []
        for child in record.children {
          // The tab's root screen is the next one counted; a page shows no tab item.
          if !record.paged, let item = tabItem(ofTab: child) { tabItems[screenIndex] = item }
          tabs.append(node(child))
        }
        if let sidebar = sidebar(of: id) {
          return .sidebarTabs(
            NavigationSnapshot.Node.groups(tabs, outline: record.tabGroups), selected: record.selectedIndex, sidebar: sidebar)
        }
        if record.paged { return .pages(tabs, selected: record.selectedIndex) }
        return .tabs(tabs, selected: record.selectedIndex)
      case .split:
        return NavigationSnapshot.Node.split(
          columns: record.children.map(node), top: splitViewsCollapsed ? record.topColumn : nil) ?? .screen("?")
      }
    }
    guard let first = levels.first else { return NavigationSnapshot(root: nil) }
    let root = node(first.root)
    var presented: [NavigationSnapshot.Presentation] = []
    if let tabs = self[first.root], tabs.kind == .tabs {
      for (index, tab) in tabs.children.enumerated() {
        guard let context = self[tab]?.presented, let record = self[context] else { continue }
        presented.append(.init(record.contextStyle ?? .currentContext, node(context), inTab: index))
      }
    }
    presented += levels.dropFirst().map { level in
      var transition: String?
      var zoomSource: String?
      if case .custom(let name, _) = level.animation { transition = name }
      if case .zoom(let source) = level.animation { zoomSource = source }
      let style = level.style ?? .fullScreen
      let shown = style.shown(in: width)
      return NavigationSnapshot.Presentation(
        style, node(level.root), transition: transition, sheet: level.sheet, popover: level.popover,
        shownAs: shown == style ? nil : shown, zoomSource: zoomSource)
    }
    return NavigationSnapshot(
      root: root, presented: presented, restorationIdentities: identities, tabItems: tabItems)
  }
}

extension NavigationSnapshot.Presentation {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a presentation written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    style = try container.decode(PresentationStyle.self, forKey: "style")
    node = try container.decode(NavigationSnapshot.Node.self, forKey: "node")
    transition = try container.decodeIfPresent(String.self, forKey: "transition")
    tab = try container.decodeIfPresent(Int.self, forKey: "tab")
    sheet = try container.decodeIfPresent(SheetConfiguration.self, forKey: "sheet")
    popover = try container.decodeIfPresent(PopoverConfiguration.self, forKey: "popover")
    shownAs = try container.decodeIfPresent(PresentationStyle.self, forKey: "shownAs")
    zoomSource = try container.decodeIfPresent(String.self, forKey: "zoomSource")
  }

  /// Writes the presentation with its properties' names as keys, such as `{"style": …}`, leaving out
  /// the optional values it has none of.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(style, forKey: "style")
    try container.encode(node, forKey: "node")
    try container.encodeIfPresent(transition, forKey: "transition")
    try container.encodeIfPresent(tab, forKey: "tab")
    try container.encodeIfPresent(sheet, forKey: "sheet")
    try container.encodeIfPresent(popover, forKey: "popover")
    try container.encodeIfPresent(shownAs, forKey: "shownAs")
    try container.encodeIfPresent(zoomSource, forKey: "zoomSource")
  }
}
