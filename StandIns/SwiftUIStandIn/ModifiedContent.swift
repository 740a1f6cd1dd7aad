/// The stand-in for SwiftUI's `ModifiedContent`: a value with a modifier applied to it.
///
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view or new view modifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// The view modifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or
  /// view modifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  ///
  /// - Parameters:
  ///   - content: The content that the modifier changes.
  ///   - modifier: The modifier to apply to the content.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
