#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

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
///
/// A triple-column one is made with `init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)`,
/// the documented three-column form with a compact column: its leading columns' visibility
/// is the view's own state, starting `.automatic` and changed by a person only, as SwiftUI
/// keeps it for a split view made without one. The navigation model does not route it.
struct SplitView<ScreenContent: View>: View {
  let model: NavigationModel
  let split: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent
  /// Which leading columns a person shows in a regular width (a triple-column split view only).
  @State private var columnVisibility: NavigationSplitViewVisibility = .automatic

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
      NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: top) {
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
