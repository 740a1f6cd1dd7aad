/// The stand-in for SwiftUI's `Visibility`: the visibility of a UI element, chosen
/// automatically by SwiftUI or set explicitly.
///
/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element may be visible or hidden depending on the policies of the component.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}
