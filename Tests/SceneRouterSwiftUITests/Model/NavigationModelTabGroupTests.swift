@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
import Testing

/// What `SidebarTabsView` reads and writes: a sidebar-adaptable tab container's tabs and
/// groups (its `TabSection`s), how its sidebar shows in each width, and a choice in the
/// sidebar written as the `TabView`'s selection.
@MainActor
@Suite("NavigationModel: tab groups and the sidebar")
struct NavigationModelTabGroupTests {
  private let fixture = ModelFixture()

  private var tabs: ScreenID? {
    guard case .tabs(let id) = fixture.model.root else { return nil }
    return id
  }

  init() {
    fixture.navigator.setRoot(
      .sidebarTabs(
        [
          TabGroup(tabs: [.stack([NamedScreen("Home")])]),
          TabGroup("Library", tabs: [.stack([NamedScreen("Songs")]), .stack([NamedScreen("Albums")])]),
        ], selected: 0))
  }

  @Test("a sidebar-adaptable tab container is a tab container whose groups and sidebar the model reads")
  func groups() throws {
    let tabs = try #require(tabs)
    #expect(fixture.model.tabs(of: tabs).count == 3)
    #expect(fixture.model.tabGroups(of: tabs) == [.init(nil, tabs: [.screen(0)]), .init("Library", tabs: [.screen(1), .screen(2)])])
    #expect(fixture.model.sidebar(of: tabs) == .shown)
    try fixture.model.setWidth(.compact)
    #expect(fixture.model.sidebar(of: tabs) == .unavailable)
  }

  @Test("a choice in the sidebar arrives as the selection write, a grouped tab included")
  func selectionWrite() throws {
    let tabs = try #require(tabs)
    try fixture.model.setSelectedTab(2, of: tabs)
    #expect(fixture.model.selectedTab(of: tabs) == 2)
    #expect(fixture.navigator.topMostScreen?.screenName == "Albums")
  }

  @Test("a plain tab container has no groups and no sidebar")
  func plain() throws {
    fixture.navigator.setRoot(.tabs([.screen(NamedScreen("Shop"))], selected: 0))
    let tabs = try #require(tabs)
    #expect(fixture.model.tabGroups(of: tabs) == [])
    #expect(fixture.model.sidebar(of: tabs) == nil)
  }
}
