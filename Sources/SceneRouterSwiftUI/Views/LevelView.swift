#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// One presentation level: its root node, with the sheet (resting at its detents), the
/// full-screen cover, the popover, or the alert or confirmation dialog over it bound to the
/// model's presentation above this level. A presentation that zoomed out of a view zooms.
struct LevelView<ScreenContent: View>: View {
  let model: NavigationModel
  let level: Int
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let level = self.level
    let content = self.content
    NodeView(model: model, node: model.levels.indices.contains(level) ? model.levels[level].root : nil, content: content)
      .sheet(
        item: Binding(
          get: { @MainActor in model.sheet(above: level) },
          set: { @MainActor in try? model.setPresentation($0, above: level) })
      ) { presentation in
        LevelView(model: model, level: presentation.level, content: content)
          .interactiveDismissDisabled(model.refusesInteractiveDismissal(presentation))
          .modifier(SheetDetentsModifier(model: model, level: level))
          .modifier(ZoomTransitionModifier(source: model.zoomSource(of: presentation.id)))
      }
      .fullScreenCover(
        item: Binding(
          get: { @MainActor in model.fullScreenCover(above: level) },
          set: { @MainActor in try? model.setPresentation($0, above: level) })
      ) { presentation in
        LevelView(model: model, level: presentation.level, content: content)
          .modifier(ZoomTransitionModifier(source: model.zoomSource(of: presentation.id)))
      }
      .modifier(PopoverModifier(model: model, level: level, content: content))
      .modifier(AlertModifier(model: model, level: level))
  }
}

#endif
