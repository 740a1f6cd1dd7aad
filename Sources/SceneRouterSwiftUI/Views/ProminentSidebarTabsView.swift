#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
@_spi(Hosting) import SceneRouter

/// A sidebar-adaptable tab container with a prominent tab (`TabItem.Role.prominent`) on iOS 27:
/// the ``SidebarTabsView`` of the same sections and tabs, but its prominent tab made with
/// SwiftUI's role initializer, `Tab(_:systemImage:value:role:content:)` with
/// `TabRole.prominent`, as in ``ProminentTabsView``. The UIKit host names the same tab in
/// `prominentTabIdentifier` for such a container.
///
/// The section that holds the prominent tab is built in three pieces (its tabs before, the
/// prominent tab, its tabs after), and the tab view in three (the sections before, that
/// section, the sections after), so that only the prominent tab uses the role initializer.
/// ``TabsView`` shows this view only where the prominent tab's item has an image.
@available(iOS 27.0, macOS 27.0, *)
struct ProminentSidebarTabsView<ScreenContent: View>: View {
  let model: NavigationModel
  let tabs: ScreenID
  /// The prominent tab's index over all groups; its tab item has a title and an image.
  let prominent: Int
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    let sidebar = SidebarTabsView(model: model, tabs: tabs, content: content)
    let children = model.tabs(of: tabs)
    let sections = SidebarTabsView<ScreenContent>.sections(model.tabGroups(of: tabs), count: children.count)
    let holding = Self.section(holding: prominent, in: sections)
    TabView(selection: model.selectionBinding(of: tabs)) {
      // Explicit returns: the tab content is one value, built by the functions it calls.
      ForEach(Array(0..<holding), id: \.self) { section in
        return sidebar.tabSection(title: sections[section].title, range: sections[section].range, children: children)
      }
      prominentSection(sections.indices.contains(holding) ? sections[holding] : (nil, prominent..<prominent), children)
      ForEach(Array(min(holding + 1, sections.count)..<sections.count), id: \.self) { section in
        return sidebar.tabSection(title: sections[section].title, range: sections[section].range, children: children)
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }

  /// The section holding the prominent tab: its header, its tabs before, the prominent tab
  /// with the role, its tabs after.
  @TabContentBuilder<Int>
  private func prominentSection(
    _ section: (title: String?, range: Range<Int>), _ children: [NavigationModel.Node]
  ) -> some TabContent<Int> {
    let sidebar = SidebarTabsView(model: model, tabs: tabs, content: content)
    let roled = ProminentTabsView(model: model, tabs: tabs, prominent: prominent, content: content)
    let prominent = min(max(self.prominent, section.range.lowerBound), section.range.upperBound)
    let title = section.title
    TabSection(
      content: {
        ForEach(Array(section.range.lowerBound..<prominent), id: \.self) { index in
          return sidebar.tab(index, children.indices.contains(index) ? children[index] : nil)
        }
        roled.prominentTab(prominent, children)
        ForEach(Array(min(prominent + 1, section.range.upperBound)..<section.range.upperBound), id: \.self) { index in
          return sidebar.tab(index, children.indices.contains(index) ? children[index] : nil)
        }
      },
      header: {
        if let title { Text(verbatim: title) }
      })
  }

  /// The index of the section whose tabs include `tab`; the sections' count when none does.
  ///
  /// - Parameters:
  ///   - tab: The tab's index over all groups.
  ///   - sections: The sections, as ``SidebarTabsView/sections(_:count:)`` makes them.
  static func section(holding tab: Int, in sections: [(title: String?, range: Range<Int>)]) -> Int {
    sections.firstIndex { $0.range.contains(tab) } ?? sections.count
  }
}

#endif
