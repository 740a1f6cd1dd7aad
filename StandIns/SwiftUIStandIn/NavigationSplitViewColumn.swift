/// The stand-in for SwiftUI's `NavigationSplitViewColumn`: the column of a navigation split
/// view that appears on top of the collapsed stack.
///
/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
@available(iOS 17.0, macOS 14.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let index: Int

  /// The leading column.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }

  /// The middle column of a three-column split view.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }

  /// The detail column.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}
