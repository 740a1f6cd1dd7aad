/// The stand-in for SwiftUI's `EquatableView`: a view type that compares itself against its
/// previous value and prevents its child updating if its new value is the same as its old value.
///
/// https://developer.apple.com/documentation/swiftui/equatableview
public struct EquatableView<Content> where Content: Equatable, Content: View {
  /// The view.
  ///
  /// https://developer.apple.com/documentation/swiftui/equatableview/content
  public var content: Content

  /// Creates a new view that compares itself against its previous value.
  ///
  /// https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
  ///
  /// - Parameter content: The view.
  nonisolated public init(content: Content) {
    self.content = content
  }
}

extension EquatableView: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
