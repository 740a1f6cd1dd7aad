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

  /// Builds three pieces of tab content, in order, into one.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
  ///
  /// - Parameters:
  ///   - c0: The first piece.
  ///   - c1: The second piece.
  ///   - c2: The third piece.
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    TabContentSequence<TabValue>()
  }

  /// A view representation of the content of a builder-based tab view with selection.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  public struct Content<C>: View where C: TabContent {
    /// Nothing to render in the stand-in.
    public var body: some View { StandInLeaf() }
  }
}

/// The stand-in's tab content of several pieces built in one block; it keeps nothing, as the
/// stand-in's tabs render nothing.
@available(iOS 18.0, macOS 15.0, *)
struct TabContentSequence<TabValue>: TabContent where TabValue: Hashable {}
