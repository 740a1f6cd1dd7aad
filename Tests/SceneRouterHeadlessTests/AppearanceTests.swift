@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Appearance callbacks in UIKit's order (UIKIT-RULES.md section 4).
@MainActor
@Suite("Appearance callbacks")
struct AppearanceTests {
  @Test("push: the new screen loads, then old will-disappear, new will-appear, old did-disappear, new did-appear (rule 36)")
  func push() {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    host.clearLogs()
    navigator.route(to: Probe("Detail"), from: home, as: .push)
    #expect(host.appearanceText == [
      "Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear",
    ])
  }

  @Test("pop: the same pattern in reverse, and the popped screen is released afterwards (rule 36)")
  func pop() {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    weak var weakDetail: Probe?
    do {
      let detail = Probe("Detail")
      weakDetail = detail
      navigator.route(to: detail, from: home, as: .push)
    }
    host.clearLogs()
    navigator.close(weakDetail.unsafelyUnwrapped)
    #expect(host.appearanceText == ["Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear"])
    #expect(weakDetail == nil)
  }

  @Test("full-screen presentation: presenter will-disappear, presented will- and did-appear, presenter did-disappear (rule 37)")
  func fullScreen() {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    navigator.setRoot(.screen(home))
    host.clearLogs()
    navigator.route(to: Probe("Player"), from: home, as: .modal(.fullScreen))
    #expect(host.appearanceText == [
      "Player didLoad", "Home willDisappear", "Player willAppear", "Player didAppear", "Home didDisappear",
    ])
  }

  @Test(
    "sheets and over-full-screen styles leave the presenter without callbacks, both ways (rule 38)",
    arguments: [PresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .custom, .automatic])
  func sheets(_ style: PresentationStyle) {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let sheet = Probe("Sheet")
    navigator.setRoot(.screen(home))
    host.clearLogs()
    navigator.route(to: sheet, from: home, as: .modal(style))
    navigator.close(sheet)
    #expect(host.appearanceText == [
      "Sheet didLoad", "Sheet willAppear", "Sheet didAppear", "Sheet willDisappear", "Sheet didDisappear",
    ])
    #expect(home.events == [.didLoad, .willAppear, .didAppear])
  }

  @Test("tab switch: new will-appear, old will-disappear, old did-disappear, new did-appear (rule 39)")
  func tabSwitch() {
    let (navigator, host) = makeHost()
    let shop = Probe("Shop")
    navigator.setRoot(.tabs([.stack([shop]), .stack([Probe("Wishlist")])], selected: 0))
    host.clearLogs()
    navigator.perform(.selectTab(1), from: shop)
    #expect(host.appearanceText == [
      "Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear", "Shop didDisappear", "Wishlist didAppear",
    ])
  }

  @Test("a transition in flight has delivered its will- callbacks and holds back its did- callbacks")
  func inFlightCallbacks() throws {
    let (navigator, host) = makeHost(.init(completesTransitionsAutomatically: false))
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    host.clearLogs()
    navigator.route(to: Probe("Detail"), from: home, as: .push)
    #expect(host.appearanceText == ["Detail didLoad", "Home willDisappear", "Detail willAppear"])
    try host.completeTransition()
    #expect(host.appearanceText.suffix(2) == ["Home didDisappear", "Detail didAppear"])
  }

  @Test("a screen that is not animated completes at once even when the host holds animations")
  func unanimatedStepsComplete() {
    let (navigator, host) = makeHost(.init(completesTransitionsAutomatically: false))
    let home = Probe("Home")
    navigator.setRoot(.stack([home]))
    navigator.route(to: Probe("Detail"), from: home, as: Transition.push.animated(false))
    #expect(host.inFlightStep == nil)
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])))
  }
}
