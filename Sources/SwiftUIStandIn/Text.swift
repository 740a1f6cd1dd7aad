/// The stand-in for SwiftUI's `Text`: a view that displays read-only text.
///
/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  private let content: String

  /// Creates a text view that displays a string without localization.
  ///
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  ///
  /// - Parameter content: A string to display without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
