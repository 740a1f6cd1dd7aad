/// The stand-in for SwiftUI's `List`: rows of data in a single column.
///
/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  ///
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  ///
  /// - Parameter content: The content of the list.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}
