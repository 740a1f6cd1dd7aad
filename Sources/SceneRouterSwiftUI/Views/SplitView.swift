#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A split view: `NavigationSplitView` with a sidebar, the content column of a
/// triple-column one, and the detail, each the column's navigation stack. Its
/// `preferredCompactColumn` is the model's column on top when collapsed
/// (``NavigationModel/topColumn(of:)``); a person's back from a column's root writes it
/// (``NavigationModel/setTopColumn(_:of:)``).
struct SplitView<ScreenContent: View>: View {
  let model: NavigationModel
  let split: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let split = self.split
    let content = self.content
    let columns = model.columns(of: split)
    let names = SplitColumn.columns(count: columns.count)
    let top = Binding(
      get: { @MainActor in Self.swiftUIColumn(model.topColumn(of: split)) },
      set: { @MainActor in try? model.setTopColumn(Self.column($0, in: names), of: split) })
    if columns.count == 3 {
      NavigationSplitView(preferredCompactColumn: top) {
        NodeView(model: model, node: columns[0], content: content)
      } content: {
        NodeView(model: model, node: columns[1], content: content)
      } detail: {
        NodeView(model: model, node: columns[2], content: content)
      }
    } else {
      NavigationSplitView(preferredCompactColumn: top) {
        NodeView(model: model, node: columns.first, content: content)
      } detail: {
        NodeView(model: model, node: columns.count == 2 ? columns[1] : nil, content: content)
      }
    }
  }

  /// SwiftUI's name of a column.
  static func swiftUIColumn(_ column: SplitColumn) -> NavigationSplitViewColumn {
    switch column {
    case .primary: .sidebar
    case .supplementary: .content
    case .secondary: .detail
    }
  }

  /// The column SwiftUI names, among the split view's columns (a double-column one has no content).
  static func column(_ column: NavigationSplitViewColumn, in columns: [SplitColumn]) -> SplitColumn {
    if column == .sidebar { return .primary }
    if column == .content, columns.contains(.supplementary) { return .supplementary }
    return .secondary
  }
}

#endif
