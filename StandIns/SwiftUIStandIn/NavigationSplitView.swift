/// The stand-in for SwiftUI's `NavigationSplitView`: two or three columns that collapse into
/// one stack in a compact width, the column on top chosen by `preferredCompactColumn`.
///
/// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
  /// Creates a three-column navigation split view that controls the leading columns'
  /// visibility in regular sizes and which column appears on top when it collapses into a
  /// single column (iOS 17 and later). Apple documents no three-column form with a compact
  /// column but without `columnVisibility`.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
  ///
  /// - Parameters:
  ///   - columnVisibility: A binding to the visibility of the leading columns.
  ///   - preferredCompactColumn: A binding to the column on top when collapsed.
  ///   - sidebar: The view in the leading column.
  ///   - content: The view in the middle column.
  ///   - detail: The view in the detail area.
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view that controls which column appears on top
  /// when it collapses into a single column (iOS 17 and later).
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: A binding to the column on top when collapsed.
  ///   - sidebar: The view in the leading column.
  ///   - detail: The view in the detail area.
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {}
}
