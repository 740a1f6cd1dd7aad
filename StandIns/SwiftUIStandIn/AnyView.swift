/// The stand-in for SwiftUI's `AnyView`: a type-erased view.
///
/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  /// Create an instance that type-erases `view`.
  ///
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  ///
  /// - Parameter view: The view.
  nonisolated public init<V>(_ view: V) where V: View {}

  /// Creates an instance that type-erases `view`.
  ///
  /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
  ///
  /// - Parameter view: The view.
  nonisolated public init<V>(erasing view: V) where V: View {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
