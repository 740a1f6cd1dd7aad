@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
import Testing

/// UIKit's orders of appearance callbacks on their own (rules 36 to 39): the screens in the
/// window before and after a change in, the will- and did-callbacks out.
@MainActor
@Suite("Appearance order")
struct AppearanceOrderTests {
  private let home = ShownScreen(id: ScreenID(2), screen: TestScreen("Home"))
  private let detail = ShownScreen(id: ScreenID(3), screen: TestScreen("Detail"))
  private let sheet = ShownScreen(id: ScreenID(4), screen: TestScreen("Sheet"))

  /// The callbacks of a change as lines, such as `Detail willAppear`, with `Home` and
  /// `Detail` loaded already unless `fresh` names them.
  private func callbacks(
    _ order: AppearanceOrder, before: [ShownScreen], after: [ShownScreen], fresh: [ShownScreen] = []
  ) -> (will: [String], did: [String]) {
    var loaded = LoadedScreens()
    for shown in [home, detail, sheet] where !fresh.contains(where: { $0.id == shown.id }) { _ = loaded.insert(shown.screen) }
    let (will, did) = order.callbacks(before: before, after: after, loaded: &loaded)
    return (will.map(\.line), did.map(\.line))
  }

  @Test("each step has its order: a presentation that hides its presenter, a tab switch, the standard order otherwise")
  func orderOfSteps() {
    let screen = NavigationTree<NavigationStep.Screen>.screen(.init(id: ScreenID(4), name: "Sheet"))
    let cases: [(NavigationStep, AppearanceOrder)] = [
      (.push(.init(id: ScreenID(3), name: "Detail"), onto: ScreenID(1), animation: .standard), .standard),
      (.pop(stack: ScreenID(1), to: ScreenID(2), animation: .standard), .standard),
      (.setRoot(screen, animation: .none), .standard),
      (.setStack(ScreenID(1), [], animation: .standard), .standard),
      (.dismiss(ScreenID(4), animation: .standard), .standard),
      (.refreshChrome(.init(id: ScreenID(2), name: "Home")), .standard),
      (.selectTab(tabs: ScreenID(1), index: 1), .tabSwitch),
      (.present(screen, from: ScreenID(1), style: .fullScreen, animation: .standard), .presentation),
      (.present(screen, from: ScreenID(1), style: .currentContext, animation: .standard), .presentation),
      (.present(screen, from: ScreenID(1), style: .pageSheet, animation: .standard), .standard),
      (.present(screen, from: ScreenID(1), style: .overFullScreen, animation: .standard), .standard),
    ]
    for (step, order) in cases {
      #expect(AppearanceOrder(of: step) == order, "\(step)")
    }
  }

  @Test("a push or a pop: the old screen disappears first in both phases, the new one loads first (rule 36)")
  func standard() {
    let push = callbacks(.standard, before: [home], after: [detail], fresh: [detail])
    #expect(push.will == ["Detail didLoad", "Home willDisappear", "Detail willAppear"])
    #expect(push.did == ["Home didDisappear", "Detail didAppear"])
    let pop = callbacks(.standard, before: [detail], after: [home])
    #expect(pop.will == ["Detail willDisappear", "Home willAppear"])
    #expect(pop.did == ["Detail didDisappear", "Home didAppear"])
  }

  @Test("a full-screen presentation: the presented screen appears before the presenter disappears (rule 37)")
  func presentation() {
    let present = callbacks(.presentation, before: [home], after: [sheet], fresh: [sheet])
    #expect(present.will == ["Sheet didLoad", "Home willDisappear", "Sheet willAppear"])
    #expect(present.did == ["Sheet didAppear", "Home didDisappear"])
  }

  @Test("a sheet: the presenter stays in the window and hears nothing, at presentation and dismissal (rule 38)")
  func sheetKeepsPresenter() {
    let present = callbacks(.standard, before: [home], after: [sheet, home], fresh: [sheet])
    #expect(present.will == ["Sheet didLoad", "Sheet willAppear"])
    #expect(present.did == ["Sheet didAppear"])
    let dismiss = callbacks(.standard, before: [sheet, home], after: [home])
    #expect(dismiss.will == ["Sheet willDisappear"])
    #expect(dismiss.did == ["Sheet didDisappear"])
  }

  @Test("a tab switch: the new tab's willAppear comes before the old tab's willDisappear (rule 39)")
  func tabSwitch() {
    let switched = callbacks(.tabSwitch, before: [home], after: [detail])
    #expect(switched.will == ["Detail willAppear", "Home willDisappear"])
    #expect(switched.did == ["Home didDisappear", "Detail didAppear"])
  }

  @Test("a pile of presentations that keep their presenters visible: only what comes or goes hears callbacks, in window order")
  func pileOfScreens() {
    // More than are compared in place (Fuzz/findings/NavigatorFuzz/over-full-screen-chain).
    let pile = (0..<(25 * AppearanceOrder.comparedInPlace)).map {
      ShownScreen(id: ScreenID(10 + $0), screen: TestScreen("S\($0)"))
    }
    let top = ShownScreen(id: ScreenID(9), screen: TestScreen("Top"))
    var loaded = LoadedScreens()
    for shown in pile { _ = loaded.insert(shown.screen) }
    let present = AppearanceOrder.standard.callbacks(before: pile, after: [top] + pile, loaded: &loaded)
    #expect(present.will.map(\.line) == ["Top didLoad", "Top willAppear"])
    #expect(present.did.map(\.line) == ["Top didAppear"])
    let dismiss = AppearanceOrder.standard.callbacks(before: [top] + pile, after: Array(pile.dropFirst(2)), loaded: &loaded)
    #expect(dismiss.will.map(\.line) == ["Top willDisappear", "S0 willDisappear", "S1 willDisappear"])
    #expect(dismiss.did.map(\.line) == ["Top didDisappear", "S0 didDisappear", "S1 didDisappear"])
  }

  @Test(
    "compared in place or through sets, the callbacks are the rule's: before and not after disappear, after and not before appear",
    arguments: [0, 1, AppearanceOrder.comparedInPlace, AppearanceOrder.comparedInPlace + 1, 40])
  func sameAsTheRule(count: Int) {
    let screens = (0..<(2 * count)).map { ShownScreen(id: ScreenID(10 + $0), screen: TestScreen("S\($0)")) }
    // Before: the first `count` screens; after: every other screen of all, so some stay, some go, some come.
    let before = Array(screens.prefix(count))
    let after = screens.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    var loaded = LoadedScreens()
    for shown in screens { _ = loaded.insert(shown.screen) }
    let (will, did) = AppearanceOrder.standard.callbacks(before: before, after: after, loaded: &loaded)
    let going = before.filter { shown in !after.contains { $0.id == shown.id } }.map(\.screen.screenName)
    let coming = after.filter { shown in !before.contains { $0.id == shown.id } }.map(\.screen.screenName)
    #expect(will.map(\.line) == going.map { "\($0) willDisappear" } + coming.map { "\($0) willAppear" })
    #expect(did.map(\.line) == going.map { "\($0) didDisappear" } + coming.map { "\($0) didAppear" })
  }

  @Test("didLoad comes once per instance; a change that moves nothing in the window has no callbacks")
  func loadOnceAndNoChange() {
    var loaded = LoadedScreens()
    let first = AppearanceOrder.standard.callbacks(before: [home], after: [detail], loaded: &loaded)
    #expect(first.will.map(\.line) == ["Detail didLoad", "Home willDisappear", "Detail willAppear"])
    _ = AppearanceOrder.standard.callbacks(before: [detail], after: [home], loaded: &loaded)
    let again = AppearanceOrder.standard.callbacks(before: [home], after: [detail], loaded: &loaded)
    #expect(again.will.map(\.line) == ["Home willDisappear", "Detail willAppear"])
    let same = callbacks(.standard, before: [home], after: [home])
    #expect(same.will == [])
    #expect(same.did == [])
  }
}
