import SceneRouter
import SceneRouterSwiftUI
import Testing

/// Each binding write a person causes in SwiftUI, applied to the model and heard by the
/// navigator, with the whole snapshot of both asserted after it.
@MainActor
@Suite("NavigationModel: binding writes by a person")
struct NavigationModelBindingTests {
  private func stackOfFour() throws -> (ModelFixture, ScreenID, [NamedScreen]) {
    let fixture = ModelFixture()
    let screens = ["List", "Order", "Item", "Note"].map { NamedScreen($0) }
    fixture.navigator.setRoot(.stack([screens[0]]))
    for index in 1..<screens.count {
      fixture.navigator.route(to: screens[index], from: screens[index - 1], as: .push)
    }
    let stack = try #require(fixture.stackID())
    return (fixture, stack, screens)
  }

  @Test("a path that shrinks by one pops the top screen, and the navigator hears it")
  func pathShrinksByOne() throws {
    let (fixture, stack, _) = try stackOfFour()
    let path = fixture.model.path(of: stack)
    try fixture.model.setPath(Array(path.dropLast()), of: stack)
    fixture.expectSnapshot("""
      stack
      ├─ List
      ├─ Order
      └─ Item
      """)
    #expect(fixture.model.path(of: stack) == Array(path.dropLast()))
    #expect(fixture.navigator.topMostScreen?.screenName == "Item")
  }

  @Test("a path that shrinks by several pops them all at once, as a long press on Back does")
  func pathShrinksBySeveral() throws {
    let (fixture, stack, screens) = try stackOfFour()
    try fixture.model.setPath([], of: stack)
    fixture.expectSnapshot("""
      stack
      └─ List
      """)
    #expect(fixture.model.path(of: stack) == [])
    #expect(fixture.navigator.isShowing(screens[1]) == false)
    #expect(fixture.model.screen(for: try #require(fixture.model.rootScreen(of: stack))) === screens[0])
  }

  @Test("a sheet item set to nil by a drag dismisses the sheet, and its awaited result is cancelled by the user")
  func sheetDismissed() throws {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    let login = NamedScreen("Login", title: "Log in")
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: login, from: home, as: .modal(.formSheet, inNavigation: true))
    var results: [RouteResult<String>] = []
    try fixture.navigator.result(of: login, expecting: String.self) { results.append($0) }
    let sheet = try #require(fixture.model.sheet(above: 0))
    #expect(fixture.model.fullScreenCover(above: 0) == nil)
    #expect(sheet.style == .formSheet)

    try fixture.model.setPresentation(nil, above: 0)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
    #expect(results == [.cancelled(.removedByPerson)])
    #expect(fixture.model.sheet(above: 0) == nil)
  }

  @Test("a tab selection changed by a tap selects the tab, and the navigator hears it")
  func tabChanged() throws {
    let fixture = ModelFixture()
    fixture.navigator.setRoot(.tabs([.stack([NamedScreen("Shop")]), .stack([NamedScreen("Wishlist")])], selected: 0))
    guard case .tabs(let tabs) = fixture.model.root else {
      Issue.record("the root is not a tab container")
      return
    }
    try fixture.model.setSelectedTab(1, of: tabs)
    fixture.expectSnapshot("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect(fixture.model.selectedTab(of: tabs) == 1)
    #expect(fixture.navigator.topMostScreen?.screenName == "Wishlist")
  }

  @Test("a sheet whose screen refuses interactive dismissal is kept: the write is reverted, not lost")
  func refusedDismissalReverted() throws {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    let terms = NamedScreen("Terms", refusesInteractiveDismissal: true)
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: terms, from: home, as: .modal(.pageSheet))
    let before = fixture.model.snapshot
    let sheet = try #require(fixture.model.sheet(above: 0))

    #expect(throws: NavigationError.cannotDismissInteractively(screen: "Terms", reason: "'Terms' refuses interactive dismissal")) {
      try fixture.model.setPresentation(nil, above: 0)
    }
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented pageSheet:
      └─ Terms
      """)
    #expect(fixture.model.snapshot == before)
    #expect(fixture.model.sheet(above: 0) == sheet)
    #expect(fixture.model.lastRefusedWrite?.action == "dismiss 'Terms'")
    #expect(fixture.model.lastRefusedWrite?.description == "'Terms' cannot be pulled down: 'Terms' refuses interactive dismissal.")
  }

  @Test("a path binding that grows or changes is refused: screens are pushed by routes")
  func pathGrowthRefused() throws {
    let (fixture, stack, _) = try stackOfFour()
    let before = fixture.model.snapshot
    let path = fixture.model.path(of: stack)
    #expect(throws: NavigationError.personActionUnavailable(
      action: "go back in stack \(stack)", reason: "a path binding may only shrink; screens are pushed by routes"))
    {
      try fixture.model.setPath(path.reversed(), of: stack)
    }
    #expect(fixture.model.snapshot == before)
    #expect(fixture.navigator.snapshot == before)
  }

  @Test("a full-screen cover is bound to fullScreenCover(item:), and its own dismiss action removes it")
  func fullScreenCoverDismissed() throws {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    let player = NamedScreen("Player")
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: player, from: home, as: .modal(.fullScreen))
    #expect(fixture.model.sheet(above: 0) == nil)
    let cover = try #require(fixture.model.fullScreenCover(above: 0))
    #expect(cover.level == 1)
    try fixture.model.setPresentation(nil, above: 0)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("only the top-most presentation can be dismissed by a person")
  func lowerPresentationKept() throws {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    let login = NamedScreen("Login")
    let signUp = NamedScreen("SignUp")
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: login, from: home, as: .modal(.formSheet))
    fixture.navigator.route(to: signUp, from: login, as: .modal(.formSheet))
    #expect(throws: NavigationError.personActionUnavailable(
      action: "dismiss 'Login'", reason: "another presentation is shown above it"))
    {
      try fixture.model.setPresentation(nil, above: 0)
    }
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented formSheet:
      └─ Login
      presented formSheet:
      └─ SignUp
      """)
  }

  @Test("a current-context presentation from inside a tab covers that tab only, and the tab bar stays usable")
  func tabContextPresentation() throws {
    let fixture = ModelFixture()
    let shop = NamedScreen("Shop")
    fixture.navigator.setRoot(.tabs([.stack([shop]), .stack([NamedScreen("Wishlist")])], selected: 0))
    fixture.navigator.route(to: NamedScreen("Promo"), from: shop, as: .modal(.currentContext))
    let stack = try #require(fixture.stackID(tab: 0))
    #expect(fixture.model.contextPresentation(of: stack)?.style == .currentContext)
    #expect(fixture.model.presentation(above: 0) == nil)
    guard case .tabs(let tabs) = fixture.model.root else {
      Issue.record("the root is not a tab container")
      return
    }
    try fixture.model.setSelectedTab(1, of: tabs)
    fixture.expectSnapshot("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      presented currentContext in tab 0:
      └─ Promo
      """)
  }
}
