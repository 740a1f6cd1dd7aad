/// How many tabs a tab bar shows items for (UIKit rule 31): up to five tabs each get an item;
/// with more, the first four do and the rest live under an automatic More item.
package enum TabBarRules {
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
}
