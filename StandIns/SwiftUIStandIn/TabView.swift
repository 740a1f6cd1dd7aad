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

  /// Creates a tab view whose tabs a `TabContentBuilder` builds, each selected by its `value`
  /// (iOS 18, macOS 15).
  ///
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  ///
  /// - Parameters:
  ///   - selection: The selection; it matches the `value` of the tabs in `content`.
  ///   - content: The `Tab` content.
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public init<C>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
