/// The stand-in for SwiftUI's `TabView`: tabs, one of them selected.
///
/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  /// Creates a tab view whose selection is the `tag(_:)` of the selected tab (iOS 13 and later).
  ///
  /// - Parameters:
  ///   - selection: A binding to the selected tab's tag; optional, as in the SDK.
  ///   - content: The tabs, each with a `tabItem(_:)` and a `tag(_:)`.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
