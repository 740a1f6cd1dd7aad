#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// What the window shows, read off UIKit's containers.

extension UIKitHost {
  // MARK: - Inspecting

  /// What the window shows, read off UIKit's containers.
  public var snapshot: NavigationSnapshot {
    guard let root = rootViewController else { return NavigationSnapshot(root: nil) }
    var presented: [NavigationSnapshot.Presentation] = []
    // What a root tab's navigation controller presents in its own context covers that tab only.
    for (index, tab) in rootTabs.enumerated() {
      guard let context = contextPresentation(of: tab) else { continue }
      presented.append(NavigationSnapshot.Presentation(style(of: context), node(for: context), inTab: index))
    }
    let levels = self.levels(over: root)
    for next in levels.dropFirst() {
      presented.append(presentation(of: next))
    }
    // UIKit takes a sheet out when a person starts pulling it down; until they let go,
    // nothing is decided, and the host shows it as still there.
    if let pull = pulledDown, !pull.reported, let level = levels.last,
      pull.controller.presentingViewController === (level === root ? outermost(root) : level)
    {
      presented.append(presentation(of: pull.controller))
    }
    var levelNodes: [(UIViewController, NavigationSnapshot.Node)] = [(root, node(for: root))]
    for (index, tab) in rootTabs.enumerated() {
      guard let context = contextPresentation(of: tab), presented.contains(where: { $0.tab == index }) else { continue }
      levelNodes.append((context, node(for: context)))
    }
    for next in levels.dropFirst() { levelNodes.append((next, node(for: next))) }
    return NavigationSnapshot(
      root: levelNodes[0].1, presented: presented, tabItems: snapshotTabItems(of: levelNodes))
  }

  /// A presentation over the window as the snapshot shows it: its style, what it shows, its
  /// detents, its popover anchor, the style the width shows it as, and the view it zoomed from.
  func presentation(of controller: UIViewController) -> NavigationSnapshot.Presentation {
    let style = style(of: controller)
    let shown = style.shown(in: reportedWidth)
    let id = ids[ObjectIdentifier(controller)]
    return NavigationSnapshot.Presentation(
      style, node(for: controller), sheet: sheetConfiguration(of: controller),
      popover: id.flatMap { records[$0]?.presented.popover }, shownAs: shown == style ? nil : shown,
      zoomSource: id.flatMap { records[$0]?.presented.zoomSource })
  }

  /// The tab items the host applied, by the tab root screen's position in the snapshot.
  private func snapshotTabItems(of levels: [(UIViewController, NavigationSnapshot.Node)]) -> [Int: TabItem] {
    var items: [Int: TabItem] = [:]
    var screenIndex = 0
    for (controller, node) in levels {
      guard let tabs = controller as? UITabBarController, let tabNodes = Self.tabNodes(of: node) else {
        screenIndex += Self.screenCount(of: node)
        continue
      }
      for (tab, tabNode) in zip(Self.tabControllers(of: tabs), tabNodes) {
        if let id = ids[ObjectIdentifier(tabRoot(of: tab))], let item = records[id]?.tabItem { items[screenIndex] = item }
        screenIndex += Self.screenCount(of: tabNode)
      }
    }
    return items
  }

  /// A tab container's tabs, in a tab bar or a sidebar-adaptable one; nil for another node.
  private static func tabNodes(of node: NavigationSnapshot.Node) -> [NavigationSnapshot.Node]? {
    node.selectedTab == nil ? nil : node.tabs
  }

  private static func screenCount(of node: NavigationSnapshot.Node) -> Int { node.screenCount }

  /// The tabs of the root, when it is a tab bar controller, or its pages, when it is a page container.
  var rootTabs: [UIViewController] {
    (rootViewController as? UITabBarController).map(Self.tabControllers) ?? rootViewController.flatMap(pageList) ?? []
  }

  /// The root and the controllers presented over it, bottom first. In a container, UIKit
  /// anchors the first presentation at the outermost ancestor (rule 19); the root's
  /// `presentedViewController` answers for it.
  ///
  /// A screen that becomes the root by itself leaves its old container only once that
  /// container is out of the window (`.setRoot`): until then its `presentedViewController`
  /// also answers with what the old container (a tab's navigation controller) presents in its
  /// own context, which is not over the new root and is dismissed with the old root (rule 48).
  /// So the first level counts only when anchored at the root or at its outermost ancestor.
  func levels(over root: UIViewController) -> [UIViewController] {
    var result = [root]
    var level = root
    while let next = level.presentedViewController, next !== level {
      if level === root, let presenter = next.presentingViewController, presenter !== root,
        presenter !== outermost(root)
      {
        break
      }
      result.append(next)
      level = next
    }
    return result
  }

  /// The outermost container around `controller` (itself for a window's root).
  private func outermost(_ controller: UIViewController) -> UIViewController {
    var current = controller
    while let parent = current.parent { current = parent }
    return current
  }

  /// What `controller` presents in its own presentation context: UIKit anchored the
  /// presentation at it (rule 19), rather than at the window's root.
  func contextPresentation(of controller: UIViewController) -> UIViewController? {
    guard let presented = controller.presentedViewController, presented.presentingViewController === controller
    else { return nil }
    return presented
  }

  // MARK: - Reading containers

  func screen(for controller: UIViewController) -> (any Screen)? {
    record(of: controller)?.screen ?? (controller as? any Screen)
  }

  /// The screen's name, or the class name for a controller that is not a screen.
  func screenName(of controller: UIViewController) -> String {
    screen(for: controller)?.screenName ?? String(describing: type(of: controller))
  }

  func node(for controller: UIViewController) -> NavigationSnapshot.Node {
    if let navigation = controller as? UINavigationController {
      var shown = navigation.viewControllers
      // UIKit takes the top out of the stack when a swipe back begins; until the person
      // lets go, nothing is decided, and the host shows it as still there.
      if let pop = personPops[ObjectIdentifier(navigation)], !pop.reported, pop.column == nil,
        let leaving = navigation.transitionCoordinator?.viewController(forKey: .from),
        !shown.contains(where: { $0 === leaving })
      {
        shown.append(leaving)
      }
      // A push a finger drives is not decided either until the finger lets go: the host shows
      // the stack without the screen coming in, as the navigator does.
      if let push = personPops[ObjectIdentifier(navigation)], !push.reported, case .push(let coming, _, _) = push.step {
        shown.removeAll { ids[ObjectIdentifier($0)] == coming.id }
      }
      return .stack(shown.map { screenLeaf(for: $0) })
    }
    if let tabs = controller as? UITabBarController {
      let children = Self.tabControllers(of: tabs).map { node(for: $0) }
      if let id = ids[ObjectIdentifier(tabs)], let record = records[id]?.sidebarRecord {
        // A compact width shows only the tab bar; a regular one the sidebar as it is.
        let shown = Self.sidebarShown(of: tabs) ?? record.shown
        let sidebar: TabSidebar = reportedWidth == .compact ? .unavailable : shown ? .shown : .hidden
        let groups = Self.groupOutline(of: tabs, built: record.groups) ?? record.groups
        return .sidebarTabs(
          NavigationSnapshot.Node.groups(children, outline: groups), selected: selectedIndex(of: tabs), sidebar: sidebar)
      }
      return .tabs(children, selected: selectedIndex(of: tabs))
    }
    if let pages = pageList(of: controller) {
      return .pages(pages.map { node(for: $0) }, selected: shownPage(of: controller) ?? 0)
    }
    if let split = controller as? UISplitViewController {
      // Collapsed in the width last reported, as a popover's adaptation is read: a split view
      // outside the window (a new root in a container, while the old one leaves) has no width yet.
      let columns = columnControllers(of: split).map { node(for: $0.1) }
      return NavigationSnapshot.Node.split(columns: columns, top: reportedWidth == .compact ? topColumn(of: split) : nil)
        ?? .screen(screenLeaf(for: split))
    }
    return .screen(screenLeaf(for: controller))
  }

  /// A screen of the snapshot by the controller's name and title.
  private func screenLeaf(for controller: UIViewController) -> NavigationSnapshot.Screen {
    NavigationSnapshot.Screen(screenName(of: controller), screen(for: controller)?.screenTitle ?? controller.title ?? "")
  }

  /// The selected tab's index; while the More list shows (`NSNotFound`, rule 31), the tab
  /// selected before it, which the list covers and which is still the navigator's: the
  /// More list is UIKit's, not a screen.
  func selectedIndex(of tabs: UITabBarController) -> Int {
    if let selected = Self.selectedTabIndex(of: tabs) { return selected }
    guard tabs.selectedIndex == NSNotFound else { return tabs.selectedIndex }
    return ids[ObjectIdentifier(tabs)].flatMap { records[$0]?.selection } ?? 0
  }

  func style(of controller: UIViewController) -> PresentationStyle {
    if let id = ids[ObjectIdentifier(controller)], let requested = records[id]?.presented.style { return requested }
    return PresentationStyle.allCases.first { Self.modalStyle(for: $0) == controller.modalPresentationStyle } ?? .fullScreen
  }

  func name(of id: ScreenID) -> String {
    guard let controller = records[id]?.controller else { return "\(id)" }
    if controller is UINavigationController { return "stack" }
    if controller is UITabBarController { return "tabs" }
    if controller is UISplitViewController { return "split" }
    if controller is UIPageViewController { return "pages" }
    return screenName(of: controller)
  }

  func visibleName(of controller: UIViewController) -> String {
    screenName(of: visibleLeaf(of: controller))
  }

  /// The controller a person sees in `controller`: a stack's top, a tab bar's selected tab.
  func visibleLeaf(of controller: UIViewController) -> UIViewController {
    if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      return visibleLeaf(of: top)
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return visibleLeaf(of: selected)
    }
    if let pages = controller as? UIPageViewController, let shown = pages.viewControllers?.first {
      return visibleLeaf(of: shown)
    }
    if let split = controller as? UISplitViewController {
      // Collapsed, the column on top; expanded, the secondary (detail) column.
      let column = reportedWidth == .compact ? topColumn(of: split) : .secondary
      if let shown = split.viewController(for: Self.splitColumn(for: column)) { return visibleLeaf(of: shown) }
    }
    return controller
  }
}

#endif
