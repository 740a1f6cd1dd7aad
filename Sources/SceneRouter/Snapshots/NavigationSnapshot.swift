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
public struct NavigationSnapshot: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The window's root, or nil when nothing is shown yet.
  public var root: Node?
  /// The presentations over the root, the bottom-most first.
  public var presented: [Presentation]

  /// A screen or a container in the snapshot.
  public indirect enum Node: Hashable, Codable, Sendable {
    /// A screen, by name and title.
    case screen(name: String, title: String)
    /// A navigation stack, bottom first.
    case stack([Node])
    /// A tab container and its selected index.
    case tabs([Node], selected: Int)

    /// A screen with a name and an optional title.
    ///
    /// - Parameters:
    ///   - name: The screen's name, such as `Product`.
    ///   - title: The screen's title; empty by default.
    public static func screen(_ name: String, _ title: String = "") -> Node {
      .screen(name: name, title: title)
    }
  }

  /// One presentation: its style and what it shows.
  public struct Presentation: Hashable, Codable, Sendable {
    /// How it is presented.
    public var style: PresentationStyle
    /// What it shows.
    public var node: Node
    /// For a `.currentContext` or `.overCurrentContext` presentation made from inside a tab
    /// of the window's root tab container, the index of the tab whose navigation stack
    /// defines its presentation context: it covers that tab only, shows while that tab is
    /// selected, and leaves the tab bar usable. Nil for a presentation over the window.
    public var tab: Int?

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - style: How it is presented.
    ///   - node: What it shows.
    ///   - tab: The root tab whose stack is its presentation context; nil over the window.
    public init(_ style: PresentationStyle, _ node: Node, inTab tab: Int? = nil) {
      self.style = style
      self.node = node
      self.tab = tab
    }
  }

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - root: The window's root; nil when nothing is shown.
  ///   - presented: The presentations over the root, bottom-most first.
  public init(root: Node?, presented: [Presentation] = []) {
    self.root = root
    self.presented = presented
  }

  /// The screen a person sees: the selected, top-most screen of the top-most presentation.
  public var topMostScreen: Node? {
    var top = presented.last { $0.tab == nil }?.node
    if top == nil, case .tabs(_, let selected) = root {
      top = presented.first { $0.tab == selected }?.node
    }
    guard var node = top ?? root else { return nil }
    while true {
      switch node {
      case .screen: return node
      case .stack(let children):
        guard let last = children.last else { return nil }
        node = last
      case .tabs(let tabs, let selected):
        guard tabs.indices.contains(selected) else { return nil }
        node = tabs[selected]
      }
    }
  }

  /// The snapshot as an indented tree, one node a line, presentations after the root.
  public var description: String {
    guard let root else { return "(nothing on screen)" }
    var lines: [String] = []
    Self.render(root, selected: false, prefix: "", childPrefix: "", into: &lines)
    for presentation in presented {
      let context = presentation.tab.map { " in tab \($0)" } ?? ""
      lines.append("presented \(presentation.style)\(context):")
      Self.render(presentation.node, selected: false, prefix: "└─ ", childPrefix: "   ", into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private static func render(
    _ node: Node, selected: Bool, prefix: String, childPrefix: String, into lines: inout [String]
  ) {
    let mark = selected ? " (selected)" : ""
    switch node {
    case .screen(let name, let title):
      lines.append(prefix + name + (title.isEmpty ? "" : " \"\(title)\"") + mark)
    case .stack(let children):
      lines.append(prefix + "stack" + mark)
      for (index, child) in children.enumerated() {
        let last = index == children.count - 1
        render(
          child, selected: false, prefix: childPrefix + (last ? "└─ " : "├─ "),
          childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
      }
    case .tabs(let tabs, let selectedIndex):
      lines.append(prefix + "tabs" + mark)
      for (index, child) in tabs.enumerated() {
        let last = index == tabs.count - 1
        render(
          child, selected: index == selectedIndex, prefix: childPrefix + (last ? "└─ " : "├─ "),
          childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
      }
    }
  }
}

extension NavigationState {
  /// The state as a snapshot, with titles as `title(for:)` reports them.
  package func snapshot(title: (ScreenID) -> String? = { _ in nil }) -> NavigationSnapshot {
    func node(_ id: ScreenID) -> NavigationSnapshot.Node {
      guard let record = self[id] else { return .screen(name: "?", title: "") }
      switch record.kind {
      case .screen: return .screen(name: record.name, title: title(id) ?? record.title)
      case .stack: return .stack(record.children.map(node))
      case .tabs: return .tabs(record.children.map(node), selected: record.selectedIndex)
      }
    }
    guard let first = levels.first else { return NavigationSnapshot(root: nil) }
    var presented: [NavigationSnapshot.Presentation] = []
    if let root = self[first.root], root.kind == .tabs {
      for (index, tab) in root.children.enumerated() {
        guard let context = self[tab]?.presented, let record = self[context] else { continue }
        presented.append(.init(record.contextStyle ?? .currentContext, node(context), inTab: index))
      }
    }
    presented += levels.dropFirst().map { NavigationSnapshot.Presentation($0.style ?? .fullScreen, node($0.root)) }
    return NavigationSnapshot(root: node(first.root), presented: presented)
  }
}
