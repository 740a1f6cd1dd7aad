/// The stand-in for SwiftUI's `TabRole`: a value that defines the purpose of a tab (iOS 18,
/// macOS 15). The stand-in declares the one role SceneRouterSwiftUI gives, ``prominent``.
///
/// https://developer.apple.com/documentation/swiftui/tabrole
@available(iOS 18.0, macOS 15.0, *)
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// The prominent role: the tab gets the prominent visual treatment in the tab bars that
  /// support it; only one tab of a tab view can (iOS 27, macOS 27).
  ///
  /// https://developer.apple.com/documentation/swiftui/tabrole/prominent
  @available(iOS 27.0, macOS 27.0, *)
  public static var prominent: TabRole { TabRole(name: "prominent") }
}
