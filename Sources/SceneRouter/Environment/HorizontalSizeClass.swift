/// How wide the window is, as UIKit's `UIUserInterfaceSizeClass` for the horizontal axis and
/// SwiftUI's `UserInterfaceSizeClass`: compact (an iPhone in portrait, a narrow split) or
/// regular (an iPad's full screen).
///
/// It is part of what the host engine knows and of the navigator's state: a host reports a
/// change with the step `NavigationStep.setWidth(_:)` (the headless host's
/// `setWidth(_:)`, a trait change on UIKit, the environment's size class in SwiftUI), and
/// presentations that adapt to the width follow it (``PresentationStyle/shown(in:)``). A
/// split view can read the same value.
public enum HorizontalSizeClass: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// A narrow window: a popover shows as a sheet.
  case compact
  /// A wide window: a popover shows as a popover.
  case regular

  /// `compact` or `regular`.
  public var description: String { rawValue }
}
