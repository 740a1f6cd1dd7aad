/// The stand-in for SwiftUI's `DefaultTabLabel`: the label the system makes for a `Tab`
/// created with a title and an image (iOS 18, macOS 15).
///
/// https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, *)
public struct DefaultTabLabel: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
