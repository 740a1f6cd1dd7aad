#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
@_spi(Hosting) import SceneRouter

/// A sidebar-adaptable tab container on iOS 18 and macOS 15: `TabView(selection:)` built with
/// `Tab`s in `TabSection`s, one section per group of the model's tab groups (a
/// section without a header for the top-level tabs), each tab's value its index over all
/// groups, styled `.sidebarAdaptable`. A person's choice in the sidebar or the tab bar
/// arrives as a selection write (`NavigationModel.setSelectedTab(_:of:)`). SwiftUI offers no
/// binding for whether the sidebar is shown, so the model's sidebar state is not pushed to
/// the view. Before iOS 18, ``TabsView`` shows the same tabs as a plain tab bar.
@available(iOS 18.0, macOS 15.0, *)
struct SidebarTabsView<ScreenContent: View>: View {
  let model: NavigationModel
  let tabs: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let model = self.model
    let tabs = self.tabs
    let children = model.tabs(of: tabs)
    let sections = Self.sections(model.tabGroups(of: tabs), count: children.count)
    TabView(selection: model.selectionBinding(of: tabs)) {
      // An explicit return: the tab content is one value, built by the functions below.
      ForEach(sections.indices, id: \.self) { section in
        return tabSection(title: sections[section].title, range: sections[section].range, children: children)
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }

  /// A group's section: its header (none for the top-level tabs) and its tabs.
  @TabContentBuilder<Int>
  func tabSection(title: String?, range: Range<Int>, children: [NavigationModel.Node]) -> some TabContent<Int> {
    TabSection(
      content: {
        ForEach(Array(range), id: \.self) { index in
          return tab(index, children.indices.contains(index) ? children[index] : nil)
        }
      },
      header: {
        if let title { Text(verbatim: title) }
      })
  }

  /// The tab at `index`, labelled with its root screen's tab item, or its first screen's title,
  /// with the item's badge.
  @TabContentBuilder<Int>
  func tab(_ index: Int, _ child: NavigationModel.Node?) -> some TabContent<Int> {
    let item = child.flatMap { model.tabItem(of: $0) }
    Tab(
      value: index,
      content: { NodeView(model: model, node: child, content: content) },
      label: { GroupedTabLabel(item: item, title: model.tabTitle(of: child)) }
    )
    .badge(GroupedTabLabel.badge(of: item))
  }

  /// Each group's title and the indices of its tabs; tabs past the groups' counts at the top level.
  static func sections(_ groups: [NavigationTree<Int>.Group], count: Int) -> [(title: String?, range: Range<Int>)] {
    var result: [(title: String?, range: Range<Int>)] = []
    var start = 0
    for group in groups {
      let end = min(start + group.tabs.count, count)
      result.append((group.title, start..<end))
      start = end
    }
    if start < count { result.append((nil, start..<count)) }
    return result
  }
}

/// A tab's label: its tab item's title and SF Symbol, or a title alone.
struct GroupedTabLabel: View {
  let item: TabItem?
  let title: String

  /// The badge of a tab built with `Tab` (`TabContent.badge(_:)`, iOS 18): the item's badge as
  /// written, nil (no badge) for none.
  static func badge(of item: TabItem?) -> Text? {
    item?.badge.map { Text(verbatim: $0) }
  }

  var body: some View {
    if let item, let image = item.image {
      Label(item.title, systemImage: image)
    } else {
      Text(verbatim: title)
    }
  }
}

#endif
