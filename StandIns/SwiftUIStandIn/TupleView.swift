/// The stand-in for SwiftUI's `TupleView`: a view created from a Swift tuple of view values,
/// what ``ViewBuilder`` makes of several views.
///
/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T> {
  /// The views.
  ///
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  /// Creates a view of a tuple of views.
  ///
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  ///
  /// - Parameter value: The views.
  nonisolated public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
