#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A navigation stack: `NavigationStack(path:)` over the model's path of screen identities,
/// each pushed screen drawn by `navigationDestination(for: ScreenID.self)`.
///
/// When a person goes back, SwiftUI writes a shorter path; the model pops to match and
/// tells the navigator. A `.currentContext` presentation made from inside this tab is a
/// full-screen cover over the stack (a sheet on macOS); only routes dismiss it.
struct StackView<ScreenContent: View>: View {
  let model: NavigationModel
  let stack: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let stack = self.stack
    let content = self.content
    NavigationStack(
      path: Binding(
        get: { @MainActor in model.path(of: stack) },
        set: { @MainActor in try? model.setPath($0, of: stack) })
    ) {
      ScreenSlot(model: model, id: model.rootScreen(of: stack), content: content)
        .navigationDestination(for: ScreenID.self) { id in
          ScreenSlot(model: model, id: id, content: content)
            .modifier(ZoomTransitionModifier(source: model.zoomSource(of: id)))
        }
    }
    // A presentation in this tab's own context covers the tab only; routes dismiss it.
    .fullScreenCover(
      item: Binding(get: { @MainActor in model.contextPresentation(of: stack) }, set: { @MainActor _ in })
    ) { presentation in
      NodeView(model: model, node: presentation.root, content: content)
    }
  }
}

#endif
