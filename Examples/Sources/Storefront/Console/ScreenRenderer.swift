import SceneRouter
import StorefrontConsole
import StorefrontKit

/// Draws what a person would see: the tab bar, the stack as a breadcrumb, what is
/// presented on top, and the top-most screen with its numbered actions.
struct ScreenRenderer {
  /// Colours, or plain text.
  let style: TextStyle

  /// The one-line reminder under each screen.
  static let hint =
    "Type a number, or: back · swipe [cancel] · close · dismiss · tab shop|wishlist|search · open LINK · snapshot · help · quit"

  /// The screen as lines.
  ///
  /// - Parameters:
  ///   - snapshot: What is on screen.
  ///   - screen: The top-most screen, for its content and actions.
  ///   - waiting: Actions still waiting for a result.
  ///   - showsHint: Whether to end with the one-line reminder of the commands.
  @MainActor
  func render(
    _ snapshot: NavigationSnapshot, screen: (any StorefrontScreen)?, waiting: [String], showsHint: Bool = true
  ) -> [String] {
    let rule = style.dim(String(repeating: "─", count: 64))
    var lines = [rule]
    if let root = snapshot.root {
      if case .tabs(let tabs, let selected) = root {
        lines.append(" " + tabBar(tabs, selected: selected, items: snapshot.tabItems))
        if tabs.indices.contains(selected) { lines.append(" " + crumbs(tabs[selected])) }
      } else if case .sidebarTabs(let groups, let selected, let sidebar) = root {
        let tabs = groups.flatMap(\.tabs)
        // Shown, the sidebar lists the tabs beside the selected one; hidden or in a compact
        // width, the tab bar does.
        lines.append(
          " " + tabBar(tabs, selected: selected, items: snapshot.tabItems, heading: sidebar == .shown ? "Sidebar" : "Tabs"))
        if tabs.indices.contains(selected) { lines.append(" " + crumbs(tabs[selected])) }
      } else {
        lines.append(" " + crumbs(root))
      }
    }
    for presentation in snapshot.presented {
      let kind = Self.kind(of: presentation.style)
      lines.append(" " + style.modal("↳ \(kind): ") + crumbs(presentation.node))
    }
    lines.append(rule)
    guard let screen else {
      lines.append(" (nothing on screen)")
      return lines
    }
    let heading = screen.screenTitle.isEmpty ? screen.screenName : screen.screenTitle
    lines.append(" " + style.bold(heading))
    // A pop-up's title is its message; say it once.
    lines += screen.body.drop { $0 == heading }.map { " " + $0 }
    lines.append("")
    let actions = screen.actions
    if actions.isEmpty { lines.append(style.dim("   (no actions)")) }
    for (index, action) in actions.enumerated() {
      lines.append("   " + style.accent("\(index + 1)") + "  " + action.title)
    }
    for title in waiting {
      lines.append(style.dim("   … '\(title)' is waiting for the screen it opened to close"))
    }
    if showsHint {
      lines.append("")
      lines.append(style.dim(Self.hint))
    }
    return lines
  }

  /// `pop-up` for a fade, `sheet` for sheets, `full-screen modal` otherwise.
  static func kind(of presentation: PresentationStyle) -> String { presentation.consoleKind }

  /// `Tabs  [1 Shop]  2 Wishlist (3)`: each tab's item title and badge, or its first title,
  /// after `heading` (`Sidebar` for a sidebar shown).
  private func tabBar(
    _ tabs: [NavigationSnapshot.Node], selected: Int, items: [Int: TabItem], heading: String = "Tabs"
  ) -> String {
    var screenIndex = 0
    var labels: [String] = []
    for (index, tab) in tabs.enumerated() {
      // The root's tabs come first in the snapshot: a tab's root screen is the next one counted.
      let item = items[screenIndex]
      screenIndex += Self.screenCount(tab)
      let title = item?.title ?? Self.firstTitle(tab)
      let label = "\(index + 1) \(title)" + (item?.badge.map { " (\($0))" } ?? "")
      labels.append(index == selected ? style.selected("[\(label)]") : label)
    }
    return heading + "  " + labels.joined(separator: "  ")
  }

  private static func screenCount(_ node: NavigationSnapshot.Node) -> Int { node.screenCount }

  /// The screens a node shows, bottom first, joined by `›`; the top-most in bold.
  private func crumbs(_ node: NavigationSnapshot.Node) -> String {
    let titles = Self.path(node)
    return titles.enumerated().map { index, title in
      index == titles.count - 1 ? style.bold(title) : title
    }.joined(separator: style.dim(" › "))
  }

  private static func path(_ node: NavigationSnapshot.Node) -> [String] {
    switch node {
    case .screen(let screen): [screen.title.isEmpty ? screen.name : screen.title]
    case .stack(let screens): screens.map { $0.title.isEmpty ? $0.name : $0.title }
    case .tabs(let tabs, let selected), .pages(let tabs, let selected):
      tabs.indices.contains(selected) ? path(tabs[selected]) : []
    case .sidebarTabs(let groups, let selected, _):
      groups.flatMap(\.tabs).indices.contains(selected) ? path(groups.flatMap(\.tabs)[selected]) : []
    // A split view: its columns side by side, or collapsed, the one stack it shows (the
    // columns up to the one on top).
    case .split(let primary, let supplementary, let secondary, let top):
      ([primary] + (supplementary.map { [$0] } ?? []) + [secondary]).prefix(
        ((supplementary != nil ? [.primary, .supplementary, .secondary] : [.primary, .secondary]) as [SplitColumn])
          .firstIndex(of: top ?? .secondary).map { $0 + 1 } ?? 3
      ).flatMap(path)
    }
  }

  private static func firstTitle(_ node: NavigationSnapshot.Node) -> String {
    path(node).first ?? "?"
  }
}
