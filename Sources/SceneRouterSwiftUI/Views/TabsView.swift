#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A tab container: `TabView(selection:)` over the model's selected index, one tab per
/// child, each tagged with its index and labelled with its first screen's title.
struct TabsView<ScreenContent: View>: View {
  let model: NavigationModel
  let tabs: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let tabs = self.tabs
    let content = self.content
    let children = model.tabs(of: tabs)
    TabView(
      selection: Binding(
        get: { @MainActor in model.selectedTab(of: tabs) },
        set: { @MainActor in try? model.setSelectedTab($0, of: tabs) })
    ) {
      ForEach(0..<children.count) { index in
        NodeView(model: model, node: children.indices.contains(index) ? children[index] : nil, content: content)
          .tabItem { Text(verbatim: model.tabTitle(of: children.indices.contains(index) ? children[index] : nil)) }
          .tag(index)
      }
    }
  }
}

#endif
