/// The stand-in for SwiftUI's `EmptyView`: a view that doesn't contain any content.
///
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  /// Creates an empty view.
  ///
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
