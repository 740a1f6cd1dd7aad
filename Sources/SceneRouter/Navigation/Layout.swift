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
}
