/// The stand-in for SwiftUI's `StackNavigationViewStyle`: a navigation view style
/// represented by a view stack that only shows a single top view at a time.
///
/// https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  ///
  /// https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle/init()
  public init() {}
}
