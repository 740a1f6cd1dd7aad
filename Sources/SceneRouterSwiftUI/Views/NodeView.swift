#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A screen, a navigation stack, a tab container or a split view of the model.
struct NodeView<ScreenContent: View>: View {
  let model: NavigationModel
  let node: NavigationModel.Node?
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    if let node {
      switch node {
      case .screen(let id): ScreenSlot(model: model, id: id, content: content)
      case .stack(let id): StackView(model: model, stack: id, content: content)
      case .tabs(let id): TabsView(model: model, tabs: id, content: content)
      case .split(let id): SplitView(model: model, split: id, content: content)
      }
    }
  }
}

#endif
