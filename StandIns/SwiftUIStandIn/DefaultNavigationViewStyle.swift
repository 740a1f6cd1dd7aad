/// The stand-in for SwiftUI's `DefaultNavigationViewStyle`: the default navigation view
/// style in the current context of the view being styled.
///
/// https://developer.apple.com/documentation/swiftui/defaultnavigationviewstyle
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  ///
  /// https://developer.apple.com/documentation/swiftui/defaultnavigationviewstyle/init()
  public init() {}
}
