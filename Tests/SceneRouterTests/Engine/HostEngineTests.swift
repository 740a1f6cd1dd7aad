@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
import Testing

/// The engine's rules for what a person does, on their own: a tree built from routed steps in,
/// and out what the navigator would hear (the person's change begun and ended, the step,
/// gestures) and the callbacks in order, or the refusal's whole text with nothing heard.
/// UIKit's rules are numbered as in UIKIT-RULES.md.
@MainActor
@Suite("Host engine")
struct HostEngineTests {
  /// Hears the engine as the navigator does, and its callbacks, in one log.
  @MainActor
  private final class Recorder: NavigationHost, NavigationHostDelegate {
    var lines: [String] = []
    var delegate: (any NavigationHostDelegate)?

    func perform(
      _ step: NavigationStep, screens: ScreenLookup, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
    ) {
      completion(.failure(.inconsistentStep("the recorder performs nothing")))
    }

    func hostDidBeginPersonChange(_ host: any NavigationHost) { lines.append("begin") }
    func host(_ host: any NavigationHost, didPerformPersonAction step: NavigationStep) { lines.append("step \(step)") }
    func hostDidEndPersonChange(_ host: any NavigationHost) { lines.append("end") }
    func hostDidBecomeReady(_ host: any NavigationHost) {}
    func host(_ host: any NavigationHost, adopt screen: any Screen) -> NavigationStep.Screen {
      NavigationStep.Screen(id: ScreenID(0), name: screen.screenName)
    }
    func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture) { lines.append("gesture began: \(gesture)") }
    func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool) {
      lines.append("gesture \(finished ? "finished" : "cancelled"): \(gesture)")
    }
  }

  /// An engine with a recorder as its host and delegate.
  @MainActor
  private struct Fixture {
    let engine = HostEngine()
    let recorder = Recorder()

    init() {
      engine.host = recorder
      engine.delegate = recorder
      engine.willDeliver = { [recorder] callback in recorder.lines.append(callback.line) }
    }

    /// Performs routed steps to build the tree, each finished at once; then forgets the log.
    func show(_ steps: [NavigationStep], _ screens: [Int: TestScreen]) {
      let lookup = ScreenLookup(Dictionary(uniqueKeysWithValues: screens.map { (ScreenID($0.key), $0.value as any Screen) }))
      for step in steps {
        engine.perform(step, screens: lookup, holds: { _ in false }) { result in
          if case .failure(let error) = result { Issue.record("fixture step \(step) refused: \(error)") }
        }
      }
      recorder.lines.removeAll()
    }

    /// What an action made the navigator hear and the screens receive, or its whole refusal.
    func outcome(_ action: (HostEngine) throws -> Void) -> [String] {
      recorder.lines.removeAll()
      do {
        try action(engine)
      } catch {
        return recorder.lines + ["refused: \(error)"]
      }
      return recorder.lines
    }
  }

  /// A step's completion as text: `done`, or `refused: ` and the error.
  private static func text(_ result: Result<Void, NavigationError>) -> String {
    switch result {
    case .success: "done"
    case .failure(let error): "refused: \(error)"
    }
  }

  private static func screen(_ id: Int, _ name: String) -> NavigationStep.Screen {
    NavigationStep.Screen(id: ScreenID(id), name: name)
  }

  /// `stack#1[Home#2, Detail#3]`.
  private static var detailPushed: [NavigationStep] { [
    .setRoot(.stack(id: ScreenID(1), screens: [screen(2, "Home")]), animation: .none),
    .push(screen(3, "Detail"), onto: ScreenID(1), animation: .standard),
  ] }
  private static var homeAndDetail: [Int: TestScreen] { [2: TestScreen("Home"), 3: TestScreen("Detail")] }

  /// `tabs#1[stack#2[Shop#3], stack#4[Wishlist#5], Profile#6]`, tab 0 selected.
  private static var threeTabs: [NavigationStep] { [
    .setRoot(
      .tabs(
        id: ScreenID(1),
        tabs: [.stack(id: ScreenID(2), screens: [screen(3, "Shop")]), .stack(id: ScreenID(4), screens: [screen(5, "Wishlist")]), .screen(screen(6, "Profile"))],
        selected: 0),
      animation: .none)
  ] }
  private static var tabScreens: [Int: TestScreen] {
    [3: TestScreen("Shop"), 5: TestScreen("Wishlist"), 6: TestScreen("Profile"), 7: TestScreen("Item")]
  }

  /// Six tabs, `tabs#1[Tab0#2 ... Tab5#7]`: tabs 4 and 5 live under More (rule 31).
  private static var sixTabs: [NavigationStep] { [
    .setRoot(.tabs(id: ScreenID(1), tabs: (0..<6).map { .screen(screen($0 + 2, "Tab\($0)")) }, selected: 0), animation: .none)
  ] }
  private static var sixTabScreens: [Int: TestScreen] { Dictionary(uniqueKeysWithValues: (0..<6).map { ($0 + 2, TestScreen("Tab\($0)")) }) }

  /// `stack#1[Home#2]` with `style` presenting `stack#3[Form#4, Address#5]`.
  private static func formPresented(_ style: PresentationStyle) -> [NavigationStep] {
    [
      .setRoot(.stack(id: ScreenID(1), screens: [screen(2, "Home")]), animation: .none),
      .present(.stack(id: ScreenID(3), screens: [screen(4, "Form"), screen(5, "Address")]), from: ScreenID(1), style: style, animation: .standard),
    ]
  }
  private static func formScreens(addressRefuses: Bool = false) -> [Int: TestScreen] {
    let address = TestScreen("Address")
    address.refusesInteractiveDismissal = addressRefuses
    return [2: TestScreen("Home"), 4: TestScreen("Form"), 5: address]
  }

  // MARK: - Tabs

  @Test("a tap on another tab selects it, with the tab switch's callbacks, between the change's beginning and end (rule 39)")
  func tapAnotherTab() {
    let f = Fixture()
    f.show(Self.threeTabs, Self.tabScreens)
    #expect(f.outcome { try $0.tapTab(1) } == [
      "begin", "step selectTab 1 of #1", "Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear", "Shop didDisappear",
      "Wishlist didAppear", "end",
    ])
  }

  @Test("a tap on the selected tab pops its stack to the root (rule 30), and does nothing at the root")
  func tapSelectedTab() {
    let f = Fixture()
    f.show(Self.threeTabs + [.push(Self.screen(7, "Item"), onto: ScreenID(2), animation: .standard)], Self.tabScreens)
    #expect(f.outcome { try $0.tapTab(0) } == [
      "begin", "step pop #2 to #3 (standard)", "Item willDisappear", "Shop willAppear", "Item didDisappear", "Shop didAppear", "end",
    ])
    #expect(f.outcome { try $0.tapTab(0) } == [])
  }

  @Test("a tap asks shouldSelectTab first; a refusal keeps the current tab (rule 29)")
  func shouldSelectTab() {
    let f = Fixture()
    f.show(Self.threeTabs, Self.tabScreens)
    var asked: [Int] = []
    f.engine.shouldSelectTab = { index in
      asked.append(index)
      return false
    }
    #expect(f.outcome { try $0.tapTab(2) } == [])
    #expect(asked == [2])
    #expect(f.engine.tree.state[ScreenID(1)]?.selectedIndex == 0)
  }

  @Test("a tap needs a visible tab bar and a tab in range")
  func tapRefusals() {
    let f = Fixture()
    f.show(Self.threeTabs, Self.tabScreens)
    #expect(f.outcome { try $0.tapTab(3) } == ["refused: Cannot select tab 3: the tab container has 3 tabs."])
    let g = Fixture()
    g.show(Self.detailPushed, Self.homeAndDetail)
    #expect(g.outcome { try $0.tapTab(0) } == ["refused: Cannot tap tab 0: no tab bar is visible."])
  }

  @Test("with more than five tabs, the first four have tab items and the rest are chosen under More (rule 31)")
  func moreTabs() {
    let f = Fixture()
    f.show(Self.sixTabs, Self.sixTabScreens)
    #expect(f.outcome { try $0.tapTab(4) } == [
      "refused: Cannot tap tab 4: the tab bar has 6 tabs, so only tabs 0 to 3 have tab items and tab 4 lives under More."
    ])
    #expect(f.outcome { try $0.tapMoreItem(2) } == ["refused: Cannot choose tab 2 under More: tab 2 has its own tab item."])
    #expect(f.outcome { try $0.tapMoreItem(6) } == ["refused: Cannot select tab 6: the tab container has 6 tabs."])
    #expect(f.outcome { try $0.tapMoreItem(5) } == [
      "begin", "step selectTab 5 of #1", "Tab5 didLoad", "Tab5 willAppear", "Tab0 willDisappear", "Tab0 didDisappear", "Tab5 didAppear", "end",
    ])
    #expect(f.outcome { try $0.tapMoreItem(5) } == [])
    let g = Fixture()
    g.show(Self.threeTabs, Self.tabScreens)
    #expect(g.outcome { try $0.tapMoreItem(4) } == [
      "refused: Cannot choose tab 4 under More: the tab bar has 3 tabs, so it shows no More item."
    ])
  }

  // MARK: - Going back

  @Test("a tap on back pops one screen, with the pop's callbacks (rule 36)")
  func tapBack() {
    let f = Fixture()
    f.show(Self.detailPushed, Self.homeAndDetail)
    #expect(f.outcome { try $0.tapBack() } == [
      "begin", "step pop #1 to #2 (standard)", "Detail willDisappear", "Home willAppear", "Detail didDisappear", "Home didAppear", "end",
    ])
    #expect(f.outcome { try $0.tapBack() } == ["refused: 'Home' is the root of its navigation stack; there is nothing to go back to."])
    let g = Fixture()
    g.show([.setRoot(.screen(Self.screen(2, "Home")), animation: .none)], Self.homeAndDetail)
    #expect(g.outcome { try $0.tapBack() } == ["refused: Cannot tap back: no navigation bar is visible."])
  }

  @Test("a swipe back: both screens' will-callbacks as it begins; finished, the pop and the did-callbacks (rule 15)")
  func finishedSwipe() {
    let f = Fixture()
    f.show(Self.detailPushed, Self.homeAndDetail)
    #expect(f.outcome { try $0.beginSwipeBack() } == [
      "begin", "gesture began: swipe back from Detail#3", "Detail willDisappear", "Home willAppear",
    ])
    #expect(f.engine.isSwipingBack)
    #expect(f.outcome { try $0.finishSwipeBack() } == [
      "gesture finished: swipe back from Detail#3", "step pop #1 to #2 (standard)", "Detail didDisappear", "Home didAppear", "end",
    ])
    #expect(!f.engine.isSwipingBack)
  }

  @Test("a swipe back let go: the callbacks are undone in UIKit's order and no step is reported (rule 15)")
  func cancelledSwipe() {
    let f = Fixture()
    f.show(Self.detailPushed, Self.homeAndDetail)
    _ = f.outcome { try $0.beginSwipeBack() }
    #expect(f.outcome { try $0.cancelSwipeBack() } == [
      "gesture cancelled: swipe back from Detail#3", "Home willDisappear", "Home didDisappear", "Detail willAppear", "Detail didAppear", "end",
    ])
    #expect(f.outcome { try $0.finishSwipeBack() } == ["refused: Cannot finish a swipe back: no swipe back is in progress."])
    #expect(f.outcome { try $0.cancelSwipeBack() } == ["refused: Cannot cancel a swipe back: no swipe back is in progress."])
    #expect(f.outcome { try $0.beginSwipeBack() }.first == "begin")  // the stack is as it was
  }

  // MARK: - Sheets

  @Test("a sheet pulled down is dismissed; the presenter hears nothing, since a sheet never hid it (rules 25 and 38)")
  func pullDownSheet() {
    let f = Fixture()
    f.show(Self.formPresented(.pageSheet), Self.formScreens())
    #expect(f.outcome { try $0.pullDownSheet() } == [
      "gesture began: pull down sheet from Address#5", "gesture finished: pull down sheet from Address#5", "begin",
      "step dismiss #3 (standard)", "Address willDisappear", "Address didDisappear", "end",
    ])
  }

  @Test("only a sheet can be pulled down, and not when a screen in it refuses; nothing presented, nothing to pull (rule 25)")
  func sheetRefusals() {
    let full = Fixture()
    full.show(Self.formPresented(.fullScreen), Self.formScreens())
    #expect(full.outcome { try $0.pullDownSheet() } == [
      "refused: 'Form' cannot be pulled down: it is presented as fullScreen, which only a route can dismiss."
    ])
    let refusing = Fixture()
    refusing.show(Self.formPresented(.formSheet), Self.formScreens(addressRefuses: true))
    #expect(refusing.outcome { try $0.beginSheetDrag() } == [
      "refused: 'Form' cannot be pulled down: 'Address' refuses interactive dismissal."
    ])
    let bare = Fixture()
    bare.show(Self.detailPushed, Self.homeAndDetail)
    #expect(bare.outcome { try $0.pullDownSheet() } == ["refused: Cannot pull down a sheet: nothing is presented."])
  }

  @Test("a sheet dragged and let go far enough is dismissed; let go too early, its screens appear again")
  func sheetDrags() {
    let f = Fixture()
    f.show(Self.formPresented(.pageSheet), Self.formScreens())
    #expect(f.outcome { try $0.beginSheetDrag() } == ["begin", "gesture began: pull down sheet from Address#5", "Address willDisappear"])
    #expect(f.engine.isDraggingSheet)
    #expect(f.outcome { try $0.cancelSheetDrag() } == [
      "gesture cancelled: pull down sheet from Address#5", "Address willAppear", "Address didAppear", "end",
    ])
    _ = f.outcome { try $0.beginSheetDrag() }
    #expect(f.outcome { try $0.finishSheetDrag() } == [
      "gesture finished: pull down sheet from Address#5", "step dismiss #3 (standard)", "Address didDisappear", "end",
    ])
    #expect(f.outcome { try $0.finishSheetDrag() } == ["refused: Cannot finish a sheet drag: no sheet is being dragged."])
    #expect(f.outcome { try $0.cancelSheetDrag() } == ["refused: Cannot cancel a sheet drag: no sheet is being dragged."])
  }

  @Test("a sheet dragged to another of its detents rests there, as a person's change with no callbacks")
  func dragToDetent() {
    let f = Fixture()
    let detents = SheetConfiguration(detents: [.medium, .large], selected: "medium")
    f.show(
      [
        .setRoot(.stack(id: ScreenID(1), screens: [Self.screen(2, "Home")]), animation: .none),
        .present(.screen(Self.screen(3, "Filters")), from: ScreenID(1), style: .pageSheet, animation: .standard, sheet: detents),
      ], [2: TestScreen("Home"), 3: TestScreen("Filters")])
    #expect(f.outcome { try $0.dragSheet(toDetent: "large") } == ["begin", "step selectDetent large of #3", "end"])
    #expect(f.engine.topSheet?.selected == "large")
    #expect(f.outcome { try $0.dragSheet(toDetent: "large") } == [])
    #expect(f.outcome { try $0.dragSheet(toDetent: "peek") } == [
      "refused: Invalid transition: 'Filters' has no detent 'peek'; its detents are medium, large."
    ])
    let g = Fixture()
    g.show(Self.formPresented(.pageSheet), Self.formScreens())
    #expect(g.outcome { try $0.dragSheet(toDetent: "large") } == [
      "refused: Cannot drag the sheet to the detent 'large': no sheet with detents is shown."
    ])
  }

  @Test("a person's choice of an alert's action dismisses the alert; the presenter hears nothing; an alert is not pulled down")
  func alertActions() {
    let f = Fixture()
    let alert = AlertScreen(Alert<Bool>("Remove?", actions: [.destructive("Remove", true), .cancel("Keep")]))
    let engine = f.engine
    engine.perform(.setRoot(.stack(id: ScreenID(1), screens: [Self.screen(2, "Home")]), animation: .none), screens: ScreenLookup([ScreenID(2): TestScreen("Home")]), holds: { _ in false }) { _ in }
    #expect(f.outcome { try $0.chooseAlertAction(0) } == ["refused: Cannot choose action 0 of an alert: no alert is shown."])
    engine.perform(.present(.screen(Self.screen(3, "Alert")), from: ScreenID(1), style: .alert, animation: .standard), screens: ScreenLookup([ScreenID(3): alert]), holds: { _ in false }) { _ in }
    #expect(f.outcome { try $0.pullDownSheet() } == [
      "refused: 'Alert' cannot be pulled down: it is presented as alert, which only a route can dismiss."
    ])
    #expect(f.outcome { try $0.chooseAlertAction(2) } == ["refused: Cannot choose action 2 of the alert 'Remove?': it has 2 actions."])
    #expect(f.outcome { try $0.chooseAlertAction(0) } == [
      "begin", "step dismiss #3 (standard)", "Alert willDisappear", "Alert didDisappear", "end",
    ])
    #expect(alert.chosenIndex == 0)
  }

  // MARK: - One thing at a time

  @Test("while a routed transition is in flight, another step is refused and a person cannot act (rule 4)")
  func transitionInFlight() {
    let f = Fixture()
    f.show(Self.detailPushed, Self.homeAndDetail)
    let review = TestScreen("Review")
    var completions: [String] = []
    f.engine.perform(
      .push(Self.screen(6, "Review"), onto: ScreenID(1), animation: .standard), screens: ScreenLookup([ScreenID(6): review]),
      holds: { _ in true }
    ) { completions.append(Self.text($0)) }
    #expect(f.engine.inFlightStep?.description == "push Review#6 onto #1 (standard)")
    f.engine.perform(.pop(stack: ScreenID(1), to: ScreenID(2), animation: .standard), screens: ScreenLookup(), holds: { _ in false }) {
      completions.append(Self.text($0))
    }
    #expect(completions == ["refused: Cannot pop #1 to #2 (standard) while another transition is in flight."])
    #expect(f.outcome { try $0.tapBack() } == ["refused: Cannot tap back: a transition is in flight."])
    #expect(f.outcome { try $0.completeTransition() } == ["Detail didDisappear", "Review didAppear"])
    #expect(completions == ["refused: Cannot pop #1 to #2 (standard) while another transition is in flight.", "done"])
    #expect(f.outcome { try $0.completeTransition() } == ["refused: Cannot complete a transition: no transition is in flight."])
  }

  @Test("while a gesture is under way or callbacks are delivered, a person cannot act")
  func busy() {
    let swiping = Fixture()
    swiping.show(Self.detailPushed, Self.homeAndDetail)
    _ = swiping.outcome { try $0.beginSwipeBack() }
    #expect(swiping.outcome { try $0.tapBack() } == ["refused: Cannot tap back: a swipe back is in progress."])
    let dragging = Fixture()
    dragging.show(Self.formPresented(.pageSheet), Self.formScreens())
    _ = dragging.outcome { try $0.beginSheetDrag() }
    #expect(dragging.outcome { try $0.pullDownSheet() } == ["refused: Cannot pull down a sheet: a sheet is being dragged."])
    let delivering = Fixture()
    delivering.show(Self.detailPushed, Self.homeAndDetail)
    var refusals: [String] = []
    delivering.engine.willDeliver = { [weak engine = delivering.engine] _ in
      do throws(NavigationError) { try engine?.tapBack() } catch { refusals.append("\(error)") }
    }
    _ = delivering.outcome { try $0.tapBack() }
    #expect(refusals == Array(repeating: "Cannot tap back: appearance callbacks are being delivered.", count: 4))
  }

  @Test("a person's step that does not fit the tree is refused before the navigator hears anything")
  func misfittingPersonStep() {
    let f = Fixture()
    f.show(Self.detailPushed, Self.homeAndDetail)
    #expect(f.outcome { try $0.performPersonStep(.selectTab(tabs: ScreenID(1), index: 0), action: "tap a tab") } == [
      "refused: No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."
    ])
  }
}
