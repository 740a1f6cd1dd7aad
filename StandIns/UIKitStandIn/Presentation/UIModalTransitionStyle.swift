/// The animation of a modal presentation without a transitioning delegate (UIKit's
/// `UIModalTransitionStyle`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Cross-dissolves.
  case crossDissolve = 2
  /// Curls up.
  case partialCurl = 3
}
