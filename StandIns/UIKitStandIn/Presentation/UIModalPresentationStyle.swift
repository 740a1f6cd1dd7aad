/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
///
/// UIKit's enum is open (new cases may come), so code on a Mac must switch over it with
/// `@unknown default`, which Swift refuses for this closed stand-in: the adapter never
/// switches over it, only assigns it.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view is removed.
  case fullScreen = 0
  /// A sheet leaving part of the presenter visible.
  case pageSheet = 1
  /// A smaller sheet.
  case formSheet = 2
  /// Covers the presentation context; the presenter's view is removed.
  case currentContext = 3
  /// Managed by a custom presentation controller; the presenter's view stays by default.
  case custom = 4
  /// Covers the screen; the presenter's view stays.
  case overFullScreen = 5
  /// Covers the presentation context; the presenter's view stays.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's default: `.pageSheet` before iOS 18, `.formSheet` from iOS 18.
  case automatic = -2

  /// Whether the presenter's view stays in the window (rule 24).
  var keepsPresenterView: Bool { self != .fullScreen && self != .currentContext }

  /// Whether a person can pull the presentation down (rule 25).
  var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
