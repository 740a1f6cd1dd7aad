/// The stand-in for SwiftUI's `TabViewStyle`: how a tab view lays out its tabs (iOS 14).
///
/// https://developer.apple.com/documentation/swiftui/tabviewstyle
public protocol TabViewStyle {}

/// The stand-in for SwiftUI's `SidebarAdaptableTabViewStyle`: a tab bar on iPhone, a top tab
/// bar that adapts into a sidebar on iPad, a sidebar on macOS (iOS 18, macOS 15).
///
/// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  nonisolated public init() {}
}

@available(iOS 18.0, macOS 15.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar style that adapts to each platform.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}
