/// The stand-in for SwiftUI's `NavigationView` (deprecated for `NavigationStack`): a view
/// for presenting a stack of views that represents a visible path in a navigation hierarchy.
///
/// https://developer.apple.com/documentation/swiftui/navigationview
public struct NavigationView<Content>: View where Content: View {
  /// Creates a destination-based navigation view.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
  ///
  /// - Parameter content: A view builder that produces the content of the navigation view.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
