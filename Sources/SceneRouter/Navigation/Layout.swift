/// A tree of screens to install at once: the window's root, or a whole presentation.
///
/// ```swift
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// ```
@MainActor
public indirect enum Layout {
  /// A single screen.
  case screen(any Screen)
  /// A navigation stack of screens, bottom first.
  case stack([any Screen])
  /// A tab container with its tabs and the selected index.
  case tabs([Layout], selected: Int)
  /// A column-style split view (`UISplitViewController(style:)`, SwiftUI's
  /// `NavigationSplitView`): a primary and a secondary column, and a supplementary column
  /// between them for a triple-column one. Each column is a screen or a navigation stack; a
  /// screen is shown in a navigation stack of its own, as UIKit wraps a column's view
  /// controller in a navigation controller. In a compact width the split view collapses to
  /// one stack (``SplitColumn``).
  case split(primary: Layout, supplementary: Layout? = nil, secondary: Layout)
  /// A sidebar-adaptable tab container (UIKit's `UITabBarController` with
  /// `mode = .tabSidebar` and `UITabGroup`s, SwiftUI's `TabView` with `TabSection`s and
  /// `.tabViewStyle(.sidebarAdaptable)`): its tabs arranged in groups (``TabGroup``), the
  /// selected tab counted over all groups in order, and whether its sidebar is shown in a
  /// regular width. In a compact width there is no sidebar, only the tab bar. Before iOS 18
  /// the hosts show a plain tab bar of the same tabs, the groups flattened.
  case sidebarTabs([TabGroup], selected: Int, sidebarShown: Bool = true)
}
