#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A tab container with a prominent tab (`TabItem.Role.prominent`) on iOS 27:
/// `TabView(selection:)` built with `Tab`s, the prominent one created with SwiftUI's role
/// initializer, `Tab(_:systemImage:value:role:content:)` with `TabRole.prominent`, the others
/// labelled as in the plain tab bar (title and SF Symbol, or a title alone).
///
/// SwiftUI's initializers that take a role take a title and an image, never a custom label, so
/// only a prominent tab whose tab item has both gets the role: its title is the
/// `LocalizedStringKey` of the tab item's title (shown as written where the app's strings
/// files have no entry for it), its image the SF Symbol. ``TabsView`` shows this view only
/// then; before iOS 27, or for a prominent tab without an image, the tab shows as an ordinary
/// tab. Each tab shows its item's badge with `TabContent.badge(_:)`.
@available(iOS 27.0, macOS 27.0, *)
struct ProminentTabsView<ScreenContent: View>: View {
  let model: NavigationModel
  let tabs: ScreenID
  /// The prominent tab's index; its tab item has a title and an image.
  let prominent: Int
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let tabs = self.tabs
    let children = model.tabs(of: tabs)
    let prominent = min(max(self.prominent, 0), children.count)
    TabView(selection: model.selectionBinding(of: tabs)) {
      // The tabs before the prominent one, the prominent tab, the tabs after it. Explicit
      // returns: the tab content is one value, built by the functions below.
      ForEach(Array(0..<prominent), id: \.self) { index in
        return tab(index, children)
      }
      prominentTab(prominent, children)
      ForEach(Array(min(prominent + 1, children.count)..<children.count), id: \.self) { index in
        return tab(index, children)
      }
    }
  }

  /// An ordinary tab, labelled with its root screen's tab item, or its first screen's title,
  /// with the item's badge.
  @TabContentBuilder<Int>
  private func tab(_ index: Int, _ children: [NavigationModel.Node]) -> some TabContent<Int> {
    let child = children.indices.contains(index) ? children[index] : nil
    let item = child.flatMap { model.tabItem(of: $0) }
    Tab(
      value: index,
      content: { NodeView(model: model, node: child, content: content) },
      label: { GroupedTabLabel(item: item, title: model.tabTitle(of: child)) }
    )
    .badge(GroupedTabLabel.badge(of: item))
  }

  /// The prominent tab: SwiftUI's role initializer, with the tab item's title, SF Symbol and
  /// badge. ``ProminentSidebarTabsView`` makes its prominent tab with it too.
  @TabContentBuilder<Int>
  func prominentTab(_ index: Int, _ children: [NavigationModel.Node]) -> some TabContent<Int> {
    let child = children.indices.contains(index) ? children[index] : nil
    let item = child.flatMap { model.tabItem(of: $0) }
    Tab(
      LocalizedStringKey(item?.title ?? model.tabTitle(of: child)), systemImage: item?.image ?? "",
      value: index, role: .prominent,
      content: { NodeView(model: model, node: child, content: content) }
    )
    .badge(GroupedTabLabel.badge(of: item))
  }
}

#endif
