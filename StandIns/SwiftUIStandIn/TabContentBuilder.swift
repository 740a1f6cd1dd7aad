/// The stand-in for SwiftUI's `TabContentBuilder`: builds the tabs of a tab view with
/// programmatic selection, all of one selection type (iOS 18, macOS 15). It offers what
/// SceneRouterSwiftUI's views write: one piece of tab content, such as a `ForEach`.
///
/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  /// Passes a single piece of tab content through.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
  ///
  /// - Parameter content: The tab content.
  public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { content }

  /// A view representation of the content of a builder-based tab view with selection.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  public struct Content<C>: View where C: TabContent {
    /// Nothing to render in the stand-in.
    public var body: some View { StandInLeaf() }
  }
}
