import Foundation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A screen that describes its tab.
@MainActor
private final class ItemScreen: Screen {
  let screenName: String
  var screenTitle = ""
  var tabItem: TabItem?

  init(_ name: String, tabItem: TabItem?) {
    screenName = name
    self.tabItem = tabItem
  }
}

/// Sidebar-adaptable tab containers as navigation state: their layouts, steps and requests as
/// text, the refusals with their whole texts (the state unchanged), tab items and context
/// presentations in grouped tabs, and snapshots that survive Codable and restore, groups and
/// sidebar included; old snapshots still decode.
@MainActor
@Suite("Tab groups and the sidebar")
struct TabGroupTests {
  static func music() -> Layout {
    .sidebarTabs(
      [
        TabGroup(tabs: [.stack([TestScreen("Home")])]),
        TabGroup("Library", tabs: [.stack([TestScreen("Songs")]), .screen(TestScreen("Albums"))]),
      ], selected: 1)
  }

  @Test("steps, person actions and outlines read as sentences")
  func texts() {
    #expect(NavigationStep.showSidebar(tabs: ScreenID(1), shown: false).description == "hideSidebar of \(ScreenID(1))")
    #expect(NavigationStep.showSidebar(tabs: ScreenID(1), shown: true).description == "showSidebar of \(ScreenID(1))")
    #expect(NavigationRequest.PersonAction.showSidebar(false).description == "hide the sidebar")
    #expect(NavigationTree<Int>.Group("Library", tabs: [.screen(0), .screen(1)]).outlineDescription == "Library: 2")
    #expect(NavigationTree<Int>.Group(nil, tabs: [.screen(0)]).outlineDescription == "1")
    #expect(TabSidebar.allCases.map(\.description) == ["sidebar shown", "sidebar hidden", "no sidebar in a compact width"])
  }

  @Test("a route is received with its groups")
  func requestText() {
    let navigator = Navigator(host: HeadlessHost())
    var kinds: [String] = []
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { kinds.append("\(request.kind)") }
    }
    navigator.setRoot(Self.music())
    #expect(kinds == ["set root sidebar tabs [[stack [Home]], Library: [stack [Songs], Albums]] selected 1"])
    observation.cancel()
  }

  @Test(
    "layouts a sidebar-adaptable tab container cannot hold are refused whole, with nothing shown",
    arguments: [
      ("selected", "Cannot select tab 3: the tab container has 3 tabs."),
      ("tabs", "Invalid transition: a tab container cannot hold another tab container."),
      ("split", "Invalid transition: a tab container cannot hold a split view."),
    ])
  func refusedLayouts(_ shape: String, _ text: String) {
    let navigator = Navigator(host: HeadlessHost())
    let completions = Completions()
    let inner: Layout =
      switch shape {
      case "tabs": .tabs([.screen(TestScreen("A"))], selected: 0)
      case "split": .split(primary: .screen(TestScreen("A")), secondary: .screen(TestScreen("B")))
      default: .screen(TestScreen("A"))
      }
    let layout: Layout = .sidebarTabs(
      [TabGroup(tabs: [.screen(TestScreen("C"))]), TabGroup("G", tabs: [inner, .screen(TestScreen("D"))])],
      selected: shape == "selected" ? 3 : 0)
    navigator.setRoot(layout, completion: completions.record())
    #expect(completions.failures == [text])
    #expect(navigator.snapshot == NavigationSnapshot(root: nil))
  }

  @Test("a grouped tab's item prints on its line, and a context presentation covers that tab")
  func tabItemsAndContext() {
    let navigator = Navigator(host: HeadlessHost())
    let songs = ItemScreen("Songs", tabItem: TabItem("Songs", image: "music.note"))
    navigator.setRoot(
      .sidebarTabs(
        [TabGroup(tabs: [.stack([TestScreen("Home")])]), TabGroup("Library", tabs: [.stack([songs])])], selected: 1,
        sidebarShown: false))
    navigator.route(to: TestScreen("Lyrics"), from: songs, as: .modal(.currentContext))
    #expect(
      navigator.snapshot.description == """
        tabs (sidebar hidden)
        ├─ stack
        │  └─ Home
        └─ group Library
           └─ stack (selected) [tab: Songs, image: music.note]
              └─ Songs
        presented currentContext in tab 1:
        └─ Lyrics
        """)
    #expect(navigator.topMostScreen?.screenName == "Lyrics")
  }

  @Test("a snapshot survives JSON and restores, groups and a hidden sidebar included")
  func restoration() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(Self.music())
    try host.setSidebarShown(false)
    let snapshot = navigator.snapshot
    #expect(
      snapshot.root
        == .sidebarTabs(
          [.init(tabs: [.stack([.screen("Home")])]), .init("Library", tabs: [.stack([.screen("Songs")]), .screen("Albums")])],
          selected: 1, sidebar: .hidden))
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    let restored = Navigator(host: HeadlessHost())
    restored.perform(try NavigationPlan(restoring: decoded) { name, _ in TestScreen(name) })
    #expect(restored.snapshot == snapshot)
  }

  @Test("a saved snapshot whose groups do not hold its tabs is refused on decoding")
  func refusedRestoration() {
    let saved = #"""
      {"root":{"sidebarTabs":{"_0":[{"screen":{"name":"A","title":""}},{"screen":{"name":"B","title":""}}],\#
      "selected":0,"groups":[{"title":"G","count":1}],"sidebar":"shown"}},"presented":[]}
      """#
    #expect {
      try JSONDecoder().decode(NavigationSnapshot.self, from: Data(saved.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "the tab groups hold 1 tabs, not the container's 2"
    }
  }

  @Test("a snapshot saved before tab groups existed still decodes")
  func oldSnapshotDecodes() throws {
    let saved = #"{"root":{"tabs":{"_0":[{"screen":{"name":"Shop","title":""}}],"selected":0}},"presented":[]}"#
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(saved.utf8))
    #expect(decoded == NavigationSnapshot(root: .tabs([.screen("Shop")], selected: 0)))
  }

  @Test("a plain tab bar has no sidebar, and the engine refuses to show one")
  func plainTabBar() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(.tabs([.screen(TestScreen("Shop"))], selected: 0))
    #expect(throws: NavigationError.personActionUnavailable(action: "choose tab 0 in the sidebar", reason: "the tab bar is not sidebar-adaptable")) {
      try host.chooseSidebarTab(0)
    }
    #expect(navigator.snapshot.description == "tabs\n└─ Shop (selected)")
  }

  @Test("the sidebar choice across a width change: a route hides it in a compact window, and it stays hidden when the window grows")
  func sidebarChoiceAcrossWidthChange() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(Self.music())
    try host.setWidth(.compact)
    var results: [String] = []
    navigator.perform(.hideSidebar) { results.append("\($0)") }
    #expect(results == ["success()"])
    #expect(
      navigator.snapshot.description == """
        tabs (no sidebar in a compact width)
        ├─ stack
        │  └─ Home
        └─ group Library
           ├─ stack (selected)
           │  └─ Songs
           └─ Albums
        """)
    try host.setWidth(.regular)
    #expect(
      navigator.snapshot.description == """
        tabs (sidebar hidden)
        ├─ stack
        │  └─ Home
        └─ group Library
           ├─ stack (selected)
           │  └─ Songs
           └─ Albums
        """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("showing or hiding the sidebar of a plain tab container is refused with the code noTabContainer, as from a plain stack")
  func sidebarOfPlainTabContainerErrorCode() {
    let navigator = Navigator(host: HeadlessHost())
    var errors: [NavigationError] = []
    for layout in [Layout.tabs([.screen(TestScreen("Shop"))], selected: 0), .stack([TestScreen("Shop")])] {
      navigator.setRoot(layout)
      let before = navigator.snapshot
      for transition in [NavigationMove.showSidebar, .hideSidebar] {
        navigator.perform(transition) { if case .failure(let error) = $0 { errors.append(error) } }
      }
      #expect(navigator.snapshot == before)
    }
    #expect(errors == Array(repeating: .noTabContainer, count: 4))
    #expect(errors.map(\.code) == Array(repeating: .noTabContainer, count: 4))
    #expect(
      errors.first?.description
        == "No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one.")
  }

  @Test("the getting-started guide's tab groups")
  func guide() {
    let navigator = Navigator(host: HeadlessHost())
    let home = TestScreen("Home")
    let songs = TestScreen("Songs")
    let albums = TestScreen("Albums")
    navigator.setRoot(.sidebarTabs([
      TabGroup(tabs: [.stack([home])]),
      TabGroup("Library", tabs: [.stack([songs]), .stack([albums])]),
    ], selected: 0))
    navigator.perform(.selectTab(2))
    #expect(navigator.snapshot.description == """
      tabs (sidebar shown)
      ├─ stack
      │  └─ Home
      └─ group Library
         ├─ stack
         │  └─ Songs
         └─ stack (selected)
            └─ Albums
      """)
  }
}
