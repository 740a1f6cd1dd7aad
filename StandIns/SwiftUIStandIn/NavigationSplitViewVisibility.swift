/// The stand-in for SwiftUI's `NavigationSplitViewVisibility`: the visibility of the leading
/// columns in a navigation split view.
///
/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationSplitViewVisibility {
  private let name: String

  /// The default leading column visibility for the current device.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
  public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
}
