#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// The place of one screen: the app's view of it, titled with the screen's title in a
/// navigation bar (`navigationTitle(_:)`), reporting its appearance to the model
/// so that a step in flight completes when its screen has appeared or disappeared.
struct ScreenSlot<ScreenContent: View>: View {
  let model: NavigationModel
  let id: ScreenID?
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    if let id, let screen = model.screen(for: id) {
      let title = model.navigationTitle(of: id)
      // An empty title leaves the bar to the app's own `navigationTitle`.
      if title.isEmpty {
        content(screen)
          .onAppear { model.screenDidAppear(id) }
          .onDisappear { model.screenDidDisappear(id) }
      } else {
        content(screen)
          .navigationTitle(title)
          .onAppear { model.screenDidAppear(id) }
          .onDisappear { model.screenDidDisappear(id) }
      }
    }
  }
}

#endif
