/// A size class of a trait collection (UIKit's `UIUserInterfaceSizeClass`): how much room a
/// window has along one axis.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
///
/// UIKit's enum is open; the adapter never switches over it, only compares it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class.
  case unspecified = 0
  /// A constrained amount of room: an iPhone's width in portrait.
  case compact = 1
  /// An expansive amount of room: an iPad's full-screen width.
  case regular = 2
}
