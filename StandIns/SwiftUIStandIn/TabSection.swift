/// The stand-in for SwiftUI's `TabSection`: tabs grouped into a section of a tab view, which
/// the sidebar of a `.sidebarAdaptable` tab view shows with its header (iOS 18, macOS 15).
///
/// https://developer.apple.com/documentation/swiftui/tabsection
@available(iOS 18.0, macOS 15.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue>: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  /// The section's selection value: its tabs'.
  public typealias TabValue = SelectionValue
}

@available(iOS 18.0, macOS 15.0, *)
extension TabSection where Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabsection/init(content:header:)
  ///
  /// - Parameters:
  ///   - content: The section's content.
  ///   - header: A view to use as the section's header.
  nonisolated public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {}
}
