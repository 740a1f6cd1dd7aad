@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test("a push lands on the source's navigation stack and shows in the snapshot")
  func pushShowsInSnapshot() {
    let (navigator, host) = makeNavigator()
    let list = TestScreen("ListOrders")
    navigator.setRoot(.stack([list]))
    navigator.route(to: TestScreen("ShowOrder", title: "Order 7"), from: list, as: .push)
    #expect(navigator.snapshot.description == """
      stack
      ├─ ListOrders
      └─ ShowOrder "Order 7"
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("close pops what was pushed and dismisses what was presented")
  func closeUndoesTheOpeningTransition() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let detail = TestScreen("Detail")
    let sheet = TestScreen("Sheet")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    navigator.route(to: sheet, from: detail, as: .modal(.pageSheet, inNavigation: true))
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      presented pageSheet:
      └─ stack
         └─ Sheet
      """)
    navigator.close(sheet)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])))
    navigator.close(detail)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("closing a pushed screen under a presentation dismisses the presentation first")
  func closeRemovesWhatIsAbove() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    let detail = TestScreen("Detail")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    navigator.route(to: TestScreen("PopUp"), from: detail, as: .fade)
    navigator.close(detail)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(host.performedSteps.map(\.description).suffix(2) == ["dismiss #4 (none)", "pop #1 to #2 (standard)"])
  }

  @Test("dismiss removes a pushed screen inside a presented stack with its whole presentation")
  func dismissRemovesThePresentation() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    let login = TestScreen("Login")
    let signUp = TestScreen("SignUp")
    navigator.setRoot(.screen(home))
    navigator.route(to: login, from: home, as: .modal(.formSheet, inNavigation: true))
    navigator.route(to: signUp, from: login, as: .push)
    navigator.dismiss(signUp)
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Home")))
  }

  @Test("presenting from a screen below a presentation presents from the top-most screen")
  func presentFromTopMostPolicy() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: TestScreen("First"), from: home, as: .modal(.fullScreen))
    navigator.route(to: TestScreen("Second"), from: home, as: .modal(.formSheet))
    #expect(navigator.snapshot.description == """
      Home
      presented fullScreen:
      └─ First
      presented formSheet:
      └─ Second
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("the refusing policy refuses a presentation over a screen that already presents")
  func refusingPolicy() {
    let (navigator, _) = makeNavigator(policy: .refuse)
    let completions = Completions()
    let home = TestScreen("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: TestScreen("First"), from: home, as: .modal())
    let before = navigator.snapshot
    navigator.route(to: TestScreen("Second"), from: home, as: .modal(), completion: completions.record())
    #expect(completions.failures == ["Cannot present 'Second' from 'Home': it is already presenting 'First'."])
    #expect(navigator.snapshot == before)
  }

  @Test("a sequence selects a tab, pops to its root and pushes, as one request")
  func sequenceComposesMoves() {
    let (navigator, host) = makeNavigator()
    let shop = TestScreen("Shop")
    let wishlist = TestScreen("Wishlist")
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    navigator.route(to: TestScreen("Product", title: "Mug"), from: wishlist, as: .push)
    navigator.route(to: TestScreen("Product", title: "Hoodie"), from: shop, as: .sequence([.selectTab(1), .popToRoot], then: .push))
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         ├─ Wishlist
         └─ Product "Hoodie"
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("set stack replaces a stack with screens old and new in one transition")
  func setStackReplaces() {
    let (navigator, host) = makeNavigator()
    let a = TestScreen("A")
    let b = TestScreen("B")
    navigator.setRoot(.stack([a]))
    navigator.route(to: b, from: a, as: .push)
    navigator.setStack([a, TestScreen("C"), TestScreen("D")], from: b)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("A"), .screen("C"), .screen("D")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("replace root dismisses what is presented first, then installs the new root")
  func replaceRoot() {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: TestScreen("Sheet"), from: home, as: .modal())
    navigator.route(to: TestScreen("Onboarding"), from: home, as: .replaceRoot)
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Onboarding")))
    #expect(host.performedSteps.map(\.description).suffix(2) == ["dismiss #2 (none)", "setRoot Onboarding#3 (none)"])
  }

  @Test("the navigator forgets a closed screen and knows which screen is on top")
  func topMostAndShowing() {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    let detail = TestScreen("Detail")
    navigator.setRoot(.stack([home]))
    navigator.route(to: detail, from: home, as: .push)
    #expect(navigator.topMostScreen === detail)
    navigator.close(detail)
    #expect(navigator.topMostScreen === home)
    #expect(!navigator.isShowing(detail))
    #expect(navigator.id(of: detail) == nil)
  }

  @Test("observers hear every change, routed or made by a person")
  func observersHearChanges() throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    var heard: [String] = []
    navigator.observe(host) { heard.append($0.topMostScreen.map { "\($0)" } ?? "-") }
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    try host.tapBack()
    #expect(heard.count == 3)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    navigator.removeObserver(host)
    navigator.route(to: TestScreen("Again"), from: home, as: .push)
    #expect(heard.count == 3)
  }
}
