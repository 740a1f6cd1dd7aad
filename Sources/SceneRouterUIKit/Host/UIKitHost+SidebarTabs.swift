#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter

/// How ``UIKitHost`` shows a sidebar-adaptable tab container
/// (`Layout.sidebarTabs(_:selected:sidebarShown:)`): from iOS 18 a `UITabBarController` whose
/// `tabs` are `UITab`s and `UITabGroup`s, in `.tabSidebar` mode, each tab's provider returning
/// the controller the host built for it
/// (https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar);
/// before iOS 18, and on tvOS and visionOS (whose tab bar controllers have no `.tabSidebar`
/// sidebar in iOS 18's form), a plain tab bar of the same tabs, the groups flattened.
extension UIKitHost {
  /// What the host keeps of a sidebar-adaptable tab container it built: its groups, and whether
  /// its sidebar is shown as the navigator last knew it (a plain tab bar has no sidebar to read).
  struct SidebarRecord {
    var groups: [NavigationTree<Int>.Group]
    var shown: Bool
  }

  /// Puts `controllers` in `container` as the tabs of a sidebar-adaptable container.
  ///
  /// - Parameters:
  ///   - controllers: The tabs' controllers, in order.
  ///   - titles: The tabs' titles, for their `UITab`s.
  ///   - record: The groups, whose counts add up to the tabs', and whether the sidebar shows.
  ///   - selected: The selected tab's index.
  ///   - container: The tab bar controller.
  static func installSidebarTabs(
    _ controllers: [UIViewController], titles: [String], record: SidebarRecord, selected: Int,
    in container: UITabBarController
  ) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      var tabs: [UITab] = []
      var index = 0
      for (groupIndex, group) in record.groups.enumerated() {
        var children: [UITab] = []
        for _ in 0..<group.tabs.count where controllers.indices.contains(index) {
          let controller = controllers[index]
          children.append(
            UITab(title: titles[index], image: nil, identifier: "tab \(index)") { _ in controller })
          index += 1
        }
        if let title = group.title {
          tabs.append(UITabGroup(title: title, image: nil, identifier: "group \(groupIndex)", children: children))
        } else {
          tabs += children
        }
      }
      container.mode = .tabSidebar
      container.setTabs(tabs, animated: false)
      select(selected, in: container)
      container.sidebar.isHidden = !record.shown
      return
    }
    #endif
    container.setViewControllers(controllers, animated: false)
    container.selectedIndex = selected
  }

  /// The controllers of a tab bar controller's tabs, in order: with `UITab`s (iOS 18), those
  /// of every tab that is not a group; otherwise `viewControllers`.
  static func tabControllers(of tabs: UITabBarController) -> [UIViewController] {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      if !tabs.tabs.isEmpty { return leafTabs(of: tabs).compactMap(\.viewController) }
    }
    #endif
    return tabs.viewControllers ?? []
  }

  /// Shows a tab's title, image and badge on the `UITab` (iOS 18) whose view controller is
  /// `tab`, when its tab bar controller's tabs are `UITab`s: UIKit draws a `UITab`'s own
  /// `title`, `image` and `badgeValue` (https://developer.apple.com/documentation/uikit/uitab),
  /// not its view controller's `tabBarItem`.
  ///
  /// - Parameters:
  ///   - title: The title; nil keeps the tab's.
  ///   - image: The name of an SF Symbol; nil for no image.
  ///   - badge: The badge; nil for none.
  ///   - tab: The tab's view controller.
  static func applyTabItem(title: String?, image: String?, badge: String?, to tab: UIViewController) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      guard let container = tab.parent as? UITabBarController, !container.tabs.isEmpty,
        let shown = leafTabs(of: container).first(where: { $0.viewController === tab })
      else { return }
      performTabUpdates(in: container) {
        if let title { shown.title = title }
        shown.image = image.flatMap { UIImage(systemName: $0) }
        shown.badgeValue = badge
      }
    }
    #endif
  }

  /// Names the tab whose root screen's tab item is prominent (`TabItem.Role.prominent`) in
  /// the container's `prominentTabIdentifier` (iOS 27:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/prominenttabidentifier),
  /// nil when no tab is; a change after the container is shown goes through
  /// `setProminentTabIdentifier(_:animated:)`. It needs `UITab`s, so it applies to
  /// sidebar-adaptable containers and to plain ones built with `UITab`s because a tab was
  /// prominent (`installProminentTabs(_:titles:selected:in:)`); a container built with
  /// `viewControllers`, and any tab before iOS 27, shows the prominent tab as an ordinary tab.
  /// The first prominent tab wins (a layout with two is refused before it reaches the host).
  ///
  /// - Parameters:
  ///   - container: The tab bar controller.
  ///   - animated: Whether the change is animated.
  func applyProminentTab(in container: UITabBarController, animated: Bool) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 27, *) {
      guard Self.hasUITabs(container) else { return }
      let leaves = Self.leafTabs(of: container)
      let prominent = leaves.first { leaf in
        guard let controller = leaf.viewController, let id = ids[ObjectIdentifier(tabRoot(of: controller))] else {
          return false
        }
        return records[id]?.tabItem?.role == .prominent
      }
      guard container.prominentTabIdentifier != prominent?.identifier else { return }
      container.setProminentTabIdentifier(prominent?.identifier, animated: animated)
    }
    #endif
  }

  /// Whether the tab bar controller's tabs are `UITab`s (iOS 18).
  static func hasUITabs(_ tabs: UITabBarController) -> Bool {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) { return !tabs.tabs.isEmpty }
    #endif
    return false
  }

  /// The index of the selected tab among the tabs that are not groups, with `UITab`s; nil
  /// without them, or when none is selected.
  static func selectedTabIndex(of tabs: UITabBarController) -> Int? {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      guard !tabs.tabs.isEmpty, let selected = tabs.selectedTab else { return nil }
      return leafTabs(of: tabs).firstIndex { $0 === selected }
    }
    #endif
    return nil
  }

  /// Selects tab `index` (counted over the tabs that are not groups): `selectedTab` with
  /// `UITab`s, `selectedIndex` otherwise.
  static func select(_ index: Int, in tabs: UITabBarController) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      if !tabs.tabs.isEmpty {
        let leaves = leafTabs(of: tabs)
        if leaves.indices.contains(index) { tabs.selectedTab = leaves[index] }
        return
      }
    }
    #endif
    tabs.selectedIndex = index
  }

  /// Whether the sidebar shows (`UITabBarController.Sidebar.isHidden`, iOS 18); nil for a tab
  /// bar controller without `UITab`s, which has none.
  static func sidebarShown(of tabs: UITabBarController) -> Bool? {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      return !tabs.tabs.isEmpty && tabs.mode == .tabSidebar ? !tabs.sidebar.isHidden : nil
    }
    #endif
    return nil
  }

  /// Shows or hides the sidebar of a tab bar controller with `UITab`s; a plain one has none.
  static func setSidebarShown(_ shown: Bool, of tabs: UITabBarController) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      if !tabs.tabs.isEmpty { tabs.sidebar.isHidden = !shown }
    }
    #endif
  }

  /// The groups a tab bar controller with `UITab`s shows, read off its tabs: a section per
  /// `UITabGroup`, and one untitled section per run of top-level tabs. The navigator's own
  /// outline when it shows the same (UIKit cannot tell two adjacent untitled sections from one);
  /// nil without `UITab`s.
  ///
  /// - Parameters:
  ///   - tabs: The tab bar controller.
  ///   - built: The outline the host built the tabs from.
  static func groupOutline(of tabs: UITabBarController, built: [NavigationTree<Int>.Group]) -> [NavigationTree<Int>.Group]? {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      guard !tabs.tabs.isEmpty else { return nil }
      var read: [NavigationTree<Int>.Group] = []
      var index = 0
      for tab in tabs.tabs {
        if let group = tab as? UITabGroup {
          let count = group.children.flatMap(leafTabs).count
          read.append(NavigationTree<Int>.Group(group.title, tabs: (index..<index + count).map { .screen($0) }))
          index += count
        } else if let last = read.last, last.title == nil {
          read[read.count - 1].tabs.append(.screen(index))
          index += 1
        } else {
          read.append(NavigationTree<Int>.Group(nil, tabs: [.screen(index)]))
          index += 1
        }
      }
      return read == merged(built) ? built : read
    }
    #endif
    return nil
  }

  /// An outline as UIKit's tabs can show it: adjacent untitled sections as one, empty untitled
  /// ones left out.
  private static func merged(_ outline: [NavigationTree<Int>.Group]) -> [NavigationTree<Int>.Group] {
    var result: [NavigationTree<Int>.Group] = []
    for section in outline {
      if section.title == nil {
        guard !section.tabs.isEmpty else { continue }
        if let last = result.last, last.title == nil {
          result[result.count - 1].tabs += section.tabs
          continue
        }
      }
      result.append(section)
    }
    return result
  }

  #if !os(tvOS) && !os(visionOS)
  /// Runs changes of tab properties as one update: `UITabBarController.performBatchUpdates(_:)`
  /// from iOS 27 (one animated layout pass, no intermediate state shown), directly before.
  ///
  /// - Parameters:
  ///   - tabs: The tab bar controller whose tabs change.
  ///   - updates: The changes, run at once.
  static func performTabUpdates(in tabs: UITabBarController, _ updates: () -> Void) {
    if #available(iOS 27, *) {
      tabs.performBatchUpdates(updates)
    } else {
      updates()
    }
  }

  /// The index of `tab` (counted over the tabs that are not groups) in a tab bar controller
  /// with `tabs`; in one without, the index of the tab's view controller among
  /// `viewControllers`, as UIKit may report a plain tab bar's tap through the `UITab` delegate
  /// methods (iOS 18). Nil for a tab the tab bar controller does not show.
  @available(iOS 18, *)
  static func index(of tab: UITab, in tabs: UITabBarController) -> Int? {
    if !tabs.tabs.isEmpty { return leafTabs(of: tabs).firstIndex { $0 === tab } }
    guard let controller = tab.viewController else { return nil }
    return tabs.viewControllers?.firstIndex { $0 === controller }
  }

  /// The tabs that are not groups, in order: a group's children take its place.
  @available(iOS 18, *)
  static func leafTabs(of tabs: UITabBarController) -> [UITab] {
    tabs.tabs.flatMap(leafTabs)
  }

  /// A tab, or the tabs that are not groups in a group, in order.
  @available(iOS 18, *)
  static func leafTabs(_ tab: UITab) -> [UITab] {
    (tab as? UITabGroup)?.children.flatMap(leafTabs) ?? [tab]
  }
  #endif
}

#endif
