/// The stand-in for SwiftUI's `Label`: a title and an icon, such as a tab's item.
///
/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a string (iOS 14).
  ///
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  ///
  /// - Parameters:
  ///   - title: A string used as the label's title.
  ///   - name: The name of the image resource to lookup.
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}
