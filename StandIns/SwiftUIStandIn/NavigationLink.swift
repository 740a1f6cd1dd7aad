/// The stand-in for SwiftUI's `NavigationLink`: a view that controls a navigation presentation.
///
/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
  /// Creates a navigation link that presents the destination view when active (deprecated
  /// in iOS 16 for `NavigationStack`'s path).
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:isactive:label:)
  ///
  /// - Parameters:
  ///   - destination: A view for the navigation link to present.
  ///   - isActive: A binding to a Boolean value that indicates whether `destination` is currently presented.
  ///   - label: A view builder to produce a label describing the `destination` to present.
  nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
