@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
import Testing

/// The host's tree on its own: a tree built from steps in, each step checked against UIKit's
/// rules (numbered as in UIKIT-RULES.md) and applied, or refused with the whole error text
/// and the tree left exactly as it was.
@MainActor
@Suite("Host tree")
struct HostTreeTests {
  /// The screen objects the tests show, by name; the identities match the fixtures below.
  private let home = TestScreen("Home")
  private let product = TestScreen("Product")
  private let sheet = TestScreen("Sheet")
  private let shop = TestScreen("Shop")
  private let wishlist = TestScreen("Wishlist")
  private let profile = TestScreen("Profile")

  private static func screen(_ id: Int, _ name: String) -> NavigationStep.Screen {
    NavigationStep.Screen(id: ScreenID(id), name: name)
  }

  /// `stack#1[Home#2]`.
  private var homeStack: NavigationStep {
    .setRoot(.stack(id: ScreenID(1), screens: [Self.screen(2, "Home")]), animation: .none)
  }

  /// `tabs#1[stack#2[Shop#3], stack#4[Wishlist#5], Profile#6]`, the first tab selected.
  private var tabs: NavigationStep {
    let tabs: [NavigationTree<NavigationStep.Screen>] = [
      .stack(id: ScreenID(2), screens: [Self.screen(3, "Shop")]), .stack(id: ScreenID(4), screens: [Self.screen(5, "Wishlist")]),
      .screen(Self.screen(6, "Profile")),
    ]
    return .setRoot(.tabs(id: ScreenID(1), tabs: tabs, selected: 0), animation: .none)
  }

  /// Every screen object a test may install, by the identity the fixtures give it.
  private var lookup: ScreenLookup {
    ScreenLookup([
      ScreenID(2): home, ScreenID(3): product, ScreenID(4): sheet, ScreenID(10): product, ScreenID(11): sheet,
    ])
  }

  private var tabsLookup: ScreenLookup {
    ScreenLookup([ScreenID(3): shop, ScreenID(5): wishlist, ScreenID(6): profile, ScreenID(10): product])
  }

  /// A tree after `steps`, each checked and applied.
  private func tree(_ steps: [NavigationStep], _ lookup: ScreenLookup) throws(NavigationError) -> HostTree {
    var tree = HostTree()
    for step in steps {
      let installing = try tree.check(step, screens: lookup)
      _ = try tree.apply(step, installing: installing)
    }
    return tree
  }

  /// Checks and applies `step` to the tree `steps` build.
  ///
  /// - Returns: What the step removed and the tree it leaves, as lines; or `refused: ` and the
  ///   whole error text, after checking that the refused step left the tree as it was.
  private func outcome(of step: NavigationStep, after steps: [NavigationStep], _ lookup: ScreenLookup) -> [String] {
    var tree: HostTree
    do {
      tree = try self.tree(steps, lookup)
    } catch {
      return ["fixture refused: \(error)"]
    }
    let before = tree.snapshot
    do throws(NavigationError) {
      let installing = try tree.check(step, screens: lookup)
      let removed = try tree.apply(step, installing: installing)
      return removed.map { "removed \($0.screen.screenName)\($0.id)" } + tree.snapshot.description.split(separator: "\n").map(String.init)
    } catch {
      #expect(tree.snapshot == before)
      return ["refused: \(error)"]
    }
  }

  // MARK: - Navigation stacks

  @Test("a push installs its screen on top of the stack; the same instance twice is refused (rule 3)")
  func push() throws {
    #expect(outcome(of: .push(Self.screen(3, "Product"), onto: ScreenID(1), animation: .standard), after: [homeStack], lookup) == [
      "stack", "├─ Home", "└─ Product",
    ])
    // The Home instance, under a new identity: UIKit throws for an instance pushed twice.
    let again = ScreenLookup([ScreenID(2): home, ScreenID(10): home])
    #expect(outcome(of: .push(Self.screen(10, "Home"), onto: ScreenID(1), animation: .standard), after: [homeStack], again) == [
      "refused: 'Home' is already on screen; a screen instance can be shown only once."
    ])
  }

  @Test("a push onto what is not a stack, or of a screen with no object, does not fit the tree")
  func pushMisfits() throws {
    #expect(outcome(of: .push(Self.screen(10, "Product"), onto: ScreenID(6), animation: .standard), after: [tabs], tabsLookup) == [
      "refused: The step 'push Product#10 onto #6 (standard)' does not fit the navigation state."
    ])
    #expect(outcome(of: .push(Self.screen(12, "Ghost"), onto: ScreenID(1), animation: .standard), after: [homeStack], lookup) == [
      "refused: The step does not fit the navigation state: no screen object for Ghost#12."
    ])
  }

  @Test("a pop removes the screens above its target, which must be in the stack (rule 7)")
  func pop() throws {
    let pushed = [homeStack, .push(Self.screen(3, "Product"), onto: ScreenID(1), animation: .standard)]
    #expect(outcome(of: .pop(stack: ScreenID(1), to: ScreenID(2), animation: .standard), after: pushed, lookup) == [
      "removed Product#3", "stack", "└─ Home",
    ])
    #expect(outcome(of: .pop(stack: ScreenID(2), to: ScreenID(5), animation: .standard), after: [tabs], tabsLookup) == [
      "refused: Cannot pop to 'Wishlist': it is not in the navigation stack."
    ])
    #expect(outcome(of: .pop(stack: ScreenID(6), to: ScreenID(6), animation: .standard), after: [tabs], tabsLookup) == [
      "refused: The step 'pop #6 to #6 (standard)' does not fit the navigation state."
    ])
  }

  @Test("a stack's screens are replaced whole; an instance twice (rule 8) or shown elsewhere is refused")
  func setStack() throws {
    #expect(outcome(of: .setStack(ScreenID(1), [Self.screen(2, "Home"), Self.screen(10, "Product")], animation: .standard), after: [homeStack], lookup) == [
      "stack", "├─ Home", "└─ Product",
    ])
    #expect(outcome(of: .setStack(ScreenID(1), [Self.screen(2, "Home"), Self.screen(2, "Home")], animation: .standard), after: [homeStack], lookup) == [
      "refused: Invalid transition: 'Home' appears twice; the screens of a stack must be distinct."
    ])
    let twice = ScreenLookup([ScreenID(2): home, ScreenID(10): product, ScreenID(11): product])
    #expect(outcome(of: .setStack(ScreenID(1), [Self.screen(10, "Product"), Self.screen(11, "Product")], animation: .standard), after: [homeStack], twice) == [
      "refused: 'Product' is already on screen; a screen instance can be shown only once."
    ])
    let shopElsewhere = ScreenLookup([ScreenID(3): shop, ScreenID(5): wishlist, ScreenID(6): profile, ScreenID(10): shop])
    #expect(outcome(of: .setStack(ScreenID(4), [Self.screen(5, "Wishlist"), Self.screen(10, "Shop")], animation: .standard), after: [tabs], shopElsewhere) == [
      "refused: 'Shop' is already on screen; a screen instance can be shown only once."
    ])
  }

  // MARK: - Presentations

  @Test("the top-most level's root presents; a presenter already presenting presents nothing (rule 16)")
  func present() throws {
    let sheetShown = [homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)]
    #expect(outcome(of: .present(.screen(Self.screen(10, "Product")), from: ScreenID(4), style: .fullScreen, animation: .standard), after: sheetShown, lookup) == [
      "stack", "└─ Home", "presented pageSheet:", "└─ Sheet", "presented fullScreen:", "└─ Product",
    ])
    #expect(outcome(of: .present(.screen(Self.screen(10, "Product")), from: ScreenID(1), style: .fullScreen, animation: .standard), after: sheetShown, lookup) == [
      "refused: Cannot present 'Product' from 'stack': it is already presenting 'Sheet'."
    ])
  }

  @Test("an instance already presented is not presented again (rule 18)")
  func presentTwice() throws {
    let sheetShown = [homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)]
    #expect(outcome(of: .present(.screen(Self.screen(11, "Sheet")), from: ScreenID(4), style: .pageSheet, animation: .standard), after: sheetShown, lookup) == [
      "refused: 'Sheet' is already on screen; a screen instance can be shown only once."
    ])
  }

  @Test("a root tab's stack defines a presentation context and presents one screen in it at a time (rule 19)")
  func contextPresentation() throws {
    let filter = ScreenLookup([ScreenID(3): shop, ScreenID(5): wishlist, ScreenID(6): profile, ScreenID(10): product, ScreenID(11): sheet])
    let inContext = NavigationStep.present(.screen(Self.screen(10, "Product")), from: ScreenID(2), style: .overCurrentContext, animation: .standard)
    #expect(outcome(of: inContext, after: [tabs], filter) == [
      "tabs", "├─ stack (selected)", "│  └─ Shop", "├─ stack", "│  └─ Wishlist", "└─ Profile", "presented overCurrentContext in tab 0:", "└─ Product",
    ])
    #expect(outcome(of: .present(.screen(Self.screen(11, "Sheet")), from: ScreenID(2), style: .currentContext, animation: .standard), after: [tabs, inContext], filter) == [
      "refused: Cannot present 'Sheet' from 'stack': it is already presenting 'Product'."
    ])
    let overWindow = NavigationStep.present(.screen(Self.screen(11, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)
    #expect(outcome(of: inContext, after: [tabs, overWindow], filter) == [
      "refused: The step 'present Product#10 from #2 as overCurrentContext (standard)' does not fit the navigation state."
    ])
  }

  @Test("only a presentation's root is dismissed; a screen nobody presented is not (rule 20)")
  func dismiss() throws {
    let sheetShown = [homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)]
    #expect(outcome(of: .dismiss(ScreenID(4), animation: .standard), after: sheetShown, lookup) == [
      "removed Sheet#4", "stack", "└─ Home",
    ])
    #expect(outcome(of: .dismiss(ScreenID(2), animation: .standard), after: sheetShown, lookup) == [
      "refused: Cannot dismiss 'Home': it was neither presented nor pushed."
    ])
  }

  @Test("while an alert is shown nothing is presented over it (rule 16: an alert presents nothing)")
  func alertPresentsNothing() throws {
    let alert = AlertScreen(Alert<Bool>("Remove?", actions: [.destructive("Remove", true), .cancel("Keep")]))
    let screens = ScreenLookup([ScreenID(2): home, ScreenID(4): alert, ScreenID(10): product])
    // A step carries the alert's title as the screen's, as the navigator plans it.
    let reference = NavigationStep.Screen(id: ScreenID(4), name: "Alert", title: "Remove?")
    let alertShown = [homeStack, .present(.screen(reference), from: ScreenID(1), style: .alert, animation: .standard)]
    #expect(outcome(of: .present(.screen(Self.screen(10, "Product")), from: ScreenID(4), style: .pageSheet, animation: .standard), after: alertShown, screens) == [
      "refused: Cannot present 'Product': the alert 'Remove?' is shown, and an alert presents nothing; it goes first."
    ])
  }

  @Test("a sheet rests only at one of its own detents; a presentation without detents rests at none")
  func detents() throws {
    let detents = SheetConfiguration(detents: [.medium, .large], selected: "medium")
    let filters = [
      homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard, sheet: detents),
    ]
    #expect(outcome(of: .selectDetent(sheet: ScreenID(4), detent: "large"), after: filters, lookup) == [
      "stack", "└─ Home", "presented pageSheet [medium, large] at large:", "└─ Sheet",
    ])
    #expect(outcome(of: .selectDetent(sheet: ScreenID(4), detent: "peek"), after: filters, lookup) == [
      "refused: Invalid transition: 'Sheet' has no detent 'peek'; its detents are medium, large."
    ])
    let plain = [homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)]
    #expect(outcome(of: .selectDetent(sheet: ScreenID(4), detent: "large"), after: plain, lookup) == [
      "refused: Invalid transition: 'Sheet' was not presented as a sheet with detents."
    ])
    #expect(outcome(of: .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .overFullScreen, animation: .standard, sheet: detents), after: [homeStack], lookup) == [
      "refused: Invalid transition: detents apply to a sheet, not to a presentation as overFullScreen."
    ])
  }

  // MARK: - Tabs, roots and chrome

  @Test("a tab selection needs a tab container and a tab in range (rule 32)")
  func selectTab() throws {
    #expect(outcome(of: .selectTab(tabs: ScreenID(1), index: 2), after: [tabs], tabsLookup) == [
      "tabs", "├─ stack", "│  └─ Shop", "├─ stack", "│  └─ Wishlist", "└─ Profile (selected)",
    ])
    #expect(outcome(of: .selectTab(tabs: ScreenID(1), index: 3), after: [tabs], tabsLookup) == [
      "refused: Cannot select tab 3: the tab container has 3 tabs."
    ])
    #expect(outcome(of: .selectTab(tabs: ScreenID(2), index: 0), after: [tabs], tabsLookup) == [
      "refused: No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."
    ])
  }

  @Test("a new root may take in a screen shown now under its identity, never under another (rules 3 and 47)")
  func setRoot() throws {
    let moving = NavigationStep.setRoot(
      .tabs(id: ScreenID(5), tabs: [.stack(id: ScreenID(6), screens: [Self.screen(2, "Home")])], selected: 0), animation: .none)
    #expect(outcome(of: moving, after: [homeStack], lookup) == ["tabs", "└─ stack (selected)", "   └─ Home"])
    let renamed = ScreenLookup([ScreenID(2): home, ScreenID(10): home])
    #expect(outcome(of: .setRoot(.screen(Self.screen(10, "Home")), animation: .none), after: [homeStack], renamed) == [
      "refused: 'Home' is already on screen; a screen instance can be shown only once."
    ])
  }

  @Test("a chrome refresh records the screen's new title and tab item, and needs the screen shown")
  func refreshChrome() throws {
    var tree = try tree([homeStack], lookup)
    let refresh = NavigationStep.refreshChrome(
      NavigationStep.Screen(id: ScreenID(2), name: "Home", title: "Welcome", tabItem: TabItem("Home", badge: "3")))
    #expect(try tree.apply(refresh, installing: tree.check(refresh, screens: lookup)).isEmpty)
    #expect(tree.state[ScreenID(2)]?.title == "Welcome")
    #expect(tree.state.tabItem(ofTab: ScreenID(2)) == TabItem("Home", badge: "3"))
    #expect(outcome(of: .refreshChrome(Self.screen(1, "stack")), after: [homeStack], lookup) == [
      "refused: 'stack' is not on screen, so nothing can be routed from it."
    ])
  }

  // MARK: - What is in the window

  /// In the one order the navigator's events use too (`NavigationState.forEachShownScreen`):
  /// the bottom-most level in the window first, a stack's top before its context presentation.
  @Test("the screens in the window: the top level's, and below it what a sheet keeps visible (rules 24 and 38)")
  func appearedScreens() throws {
    func appeared(_ style: PresentationStyle) throws -> [String] {
      let steps = [homeStack, .present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: style, animation: .standard)]
      return try tree(steps, lookup).appearedScreens().map { "\($0.screen.screenName)\($0.id)" }
    }
    #expect(try appeared(.pageSheet) == ["Home#2", "Sheet#4"])
    #expect(try appeared(.overFullScreen) == ["Home#2", "Sheet#4"])
    #expect(try appeared(.fullScreen) == ["Sheet#4"])
    #expect(try appeared(.currentContext) == ["Sheet#4"])
    let inContext = NavigationStep.present(.screen(Self.screen(10, "Product")), from: ScreenID(2), style: .overCurrentContext, animation: .standard)
    #expect(try tree([tabs, inContext], tabsLookup).appearedScreens().map(\.screen.screenName) == ["Shop", "Product"])
  }

  @Test("a removed screen is forgotten; a screen moved into a new root keeps its identity")
  func identities() throws {
    var tree = try tree([homeStack, .push(Self.screen(3, "Product"), onto: ScreenID(1), animation: .standard)], lookup)
    #expect(tree.identity(of: product) == ScreenID(3))
    let moving = NavigationStep.setRoot(.stack(id: ScreenID(5), screens: [Self.screen(2, "Home")]), animation: .none)
    let removed = try tree.apply(moving, installing: try tree.check(moving, screens: lookup))
    #expect(removed.map { "\($0.screen.screenName)\($0.id)" } == ["Product#3"])
    #expect(tree.identity(of: product) == nil)
    #expect(tree.identity(of: home) == ScreenID(2))
    #expect(tree.screenCount == 1)
  }
}
