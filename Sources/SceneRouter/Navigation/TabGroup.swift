/// A section of a sidebar-adaptable tab container (``Layout/sidebarTabs(_:selected:sidebarShown:)``):
/// a titled group of tabs, shown as a section of the sidebar (UIKit's `UITabGroup`, SwiftUI's
/// `TabSection`), or, without a title, tabs at the top level.
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
@MainActor
public struct TabGroup {
  /// The section's title, such as `Library`; nil for tabs at the top level, outside any group.
  public var title: String?
  /// The group's tabs, each a screen or a navigation stack.
  public var tabs: [Layout]

  /// Creates a group of tabs.
  ///
  /// - Parameters:
  ///   - title: The section's title; nil (the default) for tabs at the top level.
  ///   - tabs: The group's tabs.
  public init(_ title: String? = nil, tabs: [Layout]) {
    self.title = title
    self.tabs = tabs
  }
}
