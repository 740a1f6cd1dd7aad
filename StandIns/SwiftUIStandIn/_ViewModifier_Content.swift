/// The stand-in for SwiftUI's `_ViewModifier_Content`: the content view a view modifier's
/// `body(content:)` receives (`ViewModifier.Content`).
///
/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
