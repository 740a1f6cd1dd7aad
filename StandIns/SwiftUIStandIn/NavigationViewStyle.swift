/// The stand-in for SwiftUI's `NavigationViewStyle`: a specification for the appearance and
/// interaction of a navigation view.
///
/// https://developer.apple.com/documentation/swiftui/navigationviewstyle
public protocol NavigationViewStyle {}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view style represented by a view stack that only shows a single top view at a time.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationviewstyle/stack
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default navigation view style in the current context of the view being styled.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationviewstyle/automatic
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
