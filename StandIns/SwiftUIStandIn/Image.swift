/// The stand-in for SwiftUI's `Image`: a view that displays an image.
///
/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
  /// Creates a system symbol image.
  ///
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  ///
  /// - Parameter systemName: The name of the system symbol image.
  nonisolated public init(systemName: String) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
