@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
import Testing

/// What the paged `TabView` reads and writes: a page container is a tab container the views
/// page by swiping, and a person's swipe is the selection write, heard as a person's tab
/// selection.
@MainActor
@Suite("NavigationModel: page containers")
struct NavigationModelPagesTests {
  private let fixture = ModelFixture()

  private var pages: ScreenID? {
    guard case .tabs(let id) = fixture.model.root else { return nil }
    return id
  }

  init() {
    fixture.navigator.setRoot(.pages([.screen(NamedScreen("Welcome")), .stack([NamedScreen("Sync")])], selected: 0))
  }

  @Test("a page container is a tab container of the model, with no groups and no sidebar")
  func paged() throws {
    let pages = try #require(pages)
    #expect(fixture.model.tabs(of: pages).count == 2)
    #expect(fixture.model.tabGroups(of: pages) == [])
    #expect(fixture.model.sidebar(of: pages) == nil)
    #expect(fixture.model.snapshot.root == .pages([.screen("Welcome"), .stack([.screen("Sync")])], selected: 0))
  }

  @Test("a person's swipe arrives as the selection write, heard as a person's tab selection")
  func swipe() throws {
    let pages = try #require(pages)
    var received: [String] = []
    let observation = fixture.navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    try fixture.model.setSelectedTab(1, of: pages)
    observation.cancel()
    #expect(received == ["person's action: select tab 1"])
    #expect(fixture.navigator.topMostScreen?.screenName == "Sync")
    #expect(fixture.navigator.snapshot.description == """
      pages
      ├─ Welcome
      └─ stack (selected)
         └─ Sync
      """)
  }
}
