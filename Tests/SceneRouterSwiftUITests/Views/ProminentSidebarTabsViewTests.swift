#if os(Linux)
// Reads the views' helpers against the stand-ins, which exist on Linux only.

@_spi(Hosting) import SceneRouter
@_spi(Hosting) @testable import SceneRouterSwiftUI
import SwiftUIStandIn
import Testing

/// A screen with a tab item, for the tab views' helpers.
@MainActor
private final class TabbedScreen: Screen {
  let screenName: String
  var tabItem: TabItem?

  init(_ name: String, tabItem: TabItem? = nil) {
    screenName = name
    self.tabItem = tabItem
  }
}

/// What `ProminentSidebarTabsView` is built from: which tab of a sidebar-adaptable container
/// gets SwiftUI's prominent role (counted over all groups), which section holds it, and each
/// `Tab`'s badge (`TabContent.badge(_:)`) in it, in `SidebarTabsView` and in `ProminentTabsView`.
@MainActor
@Suite("ProminentSidebarTabsView")
struct ProminentSidebarTabsViewTests {
  private let fixture = ModelFixture()

  private var tabs: ScreenID? {
    guard case .tabs(let id) = fixture.model.root else { return nil }
    return id
  }

  @Test("the prominent tab of a sidebar-adaptable container is counted over all groups; one without an image gets no role")
  func prominentIndex() throws {
    fixture.navigator.setRoot(
      .sidebarTabs(
        [
          TabGroup(tabs: [.stack([TabbedScreen("Home", tabItem: TabItem("Home", image: "house"))])]),
          TabGroup(
            "Library",
            tabs: [
              .stack([TabbedScreen("Songs")]),
              .stack([TabbedScreen("Search", tabItem: TabItem(system: .search, badge: "2", role: .prominent))]),
            ]),
        ], selected: 0))
    let tabs = try #require(tabs)
    #expect(TabsView<EmptyView>.prominentIndex(fixture.model, tabs: tabs) == 2)
    fixture.navigator.setRoot(
      .sidebarTabs(
        [TabGroup(tabs: [.stack([TabbedScreen("Home")]), .stack([TabbedScreen("Deals", tabItem: TabItem("Deals", role: .prominent))])])],
        selected: 0))
    let plain = try #require(self.tabs)
    #expect(TabsView<EmptyView>.prominentIndex(fixture.model, tabs: plain) == nil)
  }

  nonisolated static let holdings: [(tab: Int, section: Int)] = [(0, 0), (1, 1), (2, 1), (3, 2), (4, 3)]

  @Test("the section holding a tab: the one whose range contains it; the sections' count past the last", arguments: holdings)
  func sectionHolding(tab: Int, section: Int) {
    let sections = SidebarTabsView<EmptyView>.sections(
      [.init(nil, tabs: [.screen(0)]), .init("Library", tabs: [.screen(1), .screen(2)])], count: 4)
    #expect(sections.map(\.range) == [0..<1, 1..<3, 3..<4])
    #expect(ProminentSidebarTabsView<EmptyView>.section(holding: tab, in: sections) == section)
  }

  @Test("a Tab's badge is its item's, as written; no item or no badge shows none")
  func badges() {
    #expect(GroupedTabLabel.badge(of: nil) == nil)
    #expect(GroupedTabLabel.badge(of: TabItem("Home", image: "house")) == nil)
    #expect(GroupedTabLabel.badge(of: TabItem("Wishlist", image: "heart", badge: "3")) != nil)
    #expect(GroupedTabLabel.badge(of: TabItem(system: .search, badge: "new")) != nil)
  }
}

#endif
