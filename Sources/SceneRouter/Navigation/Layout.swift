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
}
