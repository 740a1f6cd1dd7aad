/// The stand-in for SwiftUI's `NavigationStack`: a root view with views pushed over it.
///
/// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root>: View where Root: View {
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  ///
  /// As on Apple's page, the path's elements must be `Hashable` and the path a mutable,
  /// random-access, range-replaceable collection
  /// (https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q).
  ///
  /// - Parameters:
  ///   - path: A binding to the navigation state for this stack.
  ///   - root: The view to display when the stack is empty.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
