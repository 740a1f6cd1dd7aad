/// How many tabs a tab bar shows items for (UIKit rule 31): up to five tabs each get an item;
/// with more, the first four do and the rest live under an automatic More item.
package enum TabBarRules {
  /// Why a person cannot use a sidebar in a compact width: UIKit's `.tabSidebar` mode shows
  /// only the tab bar there (``NavigationState/sidebarAvailable``). A route may still show or
  /// hide it, the choice kept for the regular width.
  package static let noSidebarInCompactWidth = "a compact window has no sidebar, only the tab bar"

  /// UIKit gives every tab an item up to this many tabs.
  package static let maxTabsWithoutMore = 5
  /// With more tabs than ``maxTabsWithoutMore``, how many get tab items.
  package static let tabItemsBeforeMore = 4

  /// Whether a tab bar with `count` tabs shows a More item.
  package static func hasMore(count: Int) -> Bool { count > maxTabsWithoutMore }

  /// Whether tab `index` of `count` has no item and is reached through the More list.
  package static func isUnderMore(_ index: Int, count: Int) -> Bool {
    hasMore(count: count) && index >= tabItemsBeforeMore
  }

  /// The title of the group tab `index` is in, nil for a tab at the top level. The tab bar of
  /// a sidebar-adaptable tab container gives items to top-level tabs only; a group's tabs
  /// are chosen in the sidebar (`UITab.Placement.automatic`: the system adds only top-level
  /// items to the tab bar: https://developer.apple.com/documentation/uikit/uitab/placement/automatic).
  ///
  /// - Parameters:
  ///   - index: The tab's index, counted over all groups in order.
  ///   - groups: The container's groups; empty for a plain tab bar.
  package static func group(ofTab index: Int, in groups: [NavigationTree<Int>.Group]) -> String? {
    var start = 0
    for group in groups {
      if index >= start, index < start + group.tabs.count { return group.title }
      start += group.tabs.count
    }
    return nil
  }

  /// Refuses a tab container with more than one prominent tab (``TabItem/Role/prominent``):
  /// UIKit's `prominentTabIdentifier` names one tab, and SwiftUI gives "only one tab" the
  /// prominent treatment (https://developer.apple.com/documentation/swiftui/tabrole/prominent).
  /// A tab's item is its root screen's, or its stack's first screen's.
  ///
  /// - Parameter tabs: The container's tabs, in order.
  /// - Throws: `NavigationError.Code.invalidLayout`, naming the first two.
  @MainActor
  package static func checkProminentTabs(_ tabs: [Layout]) throws(NavigationError) {
    var first: (any Screen)?
    for tab in tabs {
      let root: (any Screen)?
      switch tab {
      case .screen(let screen): root = screen
      case .stack(let screens): root = screens.first
      case .tabs, .sidebarTabs, .split, .pages: root = nil
      }
      guard let root, root.tabItem?.role == .prominent else { continue }
      if let first {
        throw .twoProminentTabs(first: name(first), second: name(root))
      }
      first = root
    }
  }

  /// A tab's name in a refusal: its item's title.
  @MainActor
  private static func name(_ screen: any Screen) -> String {
    TabItem.title(of: screen.tabItem, screenTitle: screen.screenTitle, screenName: screen.screenName)
  }
}
