@_spi(Hosting) import SceneRouter
import Testing

/// The planner on its own, as FlowStacks tests its step calculation: a state in (built by
/// applying steps), the steps it plans or its refusal out, as whole texts. UIKit's rules it
/// follows are cited by their numbers in UIKIT-RULES.md.
@Suite("Navigation planner")
struct NavigationPlannerTests {
  // MARK: - Fixtures

  /// A screen reference, as steps name screens.
  static func screen(_ id: Int, _ name: String, title: String = "") -> NavigationStep.Screen {
    NavigationStep.Screen(id: ScreenID(id), name: name, title: title)
  }

  /// Home in a navigation stack: `stack#1[Home#2]`.
  static var homeStack: [NavigationStep] { [.setRoot(.stack(id: ScreenID(1), screens: [screen(2, "Home")]), animation: .none)] }

  /// Home, then Product pushed: `stack#1[Home#2, Product#3]`.
  static var productPushed: [NavigationStep] { homeStack + [.push(screen(3, "Product"), onto: ScreenID(1), animation: .standard)] }

  /// Home with Sheet presented over it: `stack#1[Home#2]`, then `Sheet#3` as a page sheet.
  static var sheetShown: [NavigationStep] { homeStack + [.present(.screen(screen(3, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)] }

  /// Three tabs, the first selected: `tabs#1[stack#2[Shop#3], stack#4[Wishlist#5], Profile#6]`.
  static func tabs(selected: Int = 0) -> [NavigationStep] {
    let tabs: [NavigationTree<NavigationStep.Screen>] = [
      .stack(id: ScreenID(2), screens: [screen(3, "Shop")]), .stack(id: ScreenID(4), screens: [screen(5, "Wishlist")]),
      .screen(screen(6, "Profile")),
    ]
    return [.setRoot(.tabs(id: ScreenID(1), tabs: tabs, selected: selected), animation: .none)]
  }

  /// Plans with `body` against the state `steps` build, the identities it hands out starting at 20 (new screens in
  /// the tests have 10 and up).
  ///
  /// - Returns: The planned steps' texts, or `refused: ` and the refusal's whole text.
  static func plan(
    _ steps: [NavigationStep], policy: PresentationPolicy = .presentFromTopMost,
    _ body: (inout NavigationPlanner) throws -> Void
  ) -> [String] {
    var state = NavigationState()
    for step in steps {
      do throws(NavigationError) {
        try state.apply(step)
      } catch {
        return ["fixture does not apply: \(error)"]
      }
    }
    var planner = NavigationPlanner(state: state, policy: policy, nextID: 20)
    do {
      try body(&planner)
    } catch {
      return ["refused: \(error)"]
    }
    return planner.steps.map(\.description)
  }

  // MARK: - Opening a screen

  @Test("a push goes onto the source's stack, or the selected tab's stack; a screen in no stack cannot push (rule 12)")
  func push() {
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Product"), from: ScreenID(2), as: .push) } == [
      "push Product#10 onto #1 (standard)"
    ])
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Product"), from: ScreenID(2), as: .push.animated(false)) } == [
      "push Product#10 onto #1 (none)"
    ])
    #expect(Self.plan(Self.tabs()) { try $0.open(Self.screen(10, "Product"), from: ScreenID(1), as: .push) } == [
      "push Product#10 onto #2 (standard)"
    ])
    #expect(Self.plan(Self.tabs(selected: 2)) { try $0.open(Self.screen(10, "Product"), from: ScreenID(6), as: .push) } == [
      "refused: Cannot push 'Product' from 'Profile': 'Profile' is not inside a navigation stack."
    ])
  }

  @Test("an instance on screen is not shown again (rules 3 and 18); a source not on screen and an empty window are refused")
  func openRefusals() {
    #expect(Self.plan(Self.productPushed) { try $0.open(Self.screen(2, "Home"), from: ScreenID(3), as: .push) } == [
      "refused: 'Home' is already on screen; a screen instance can be shown only once."
    ])
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Product"), from: ScreenID(99), as: .push) } == [
      "refused: '#99' is not on screen, so nothing can be routed from it."
    ])
    #expect(Self.plan([]) { try $0.open(Self.screen(10, "Product"), from: ScreenID(1), as: .push) } == [
      "refused: Nothing is on screen yet: set a root before routing."
    ])
  }

  @Test("a presentation comes from the top-most level's root, in a new stack when asked, a fade over the full screen")
  func presentations() {
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Login"), from: ScreenID(2), as: .modal(.pageSheet)) } == [
      "present Login#10 from #1 as pageSheet (standard)"
    ])
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Login"), from: ScreenID(2), as: .modal(.formSheet, inNavigation: true)) } == [
      "present stack#20[Login#10] from #1 as formSheet (standard)"
    ])
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "PopUp"), from: ScreenID(2), as: .fade) } == [
      "present PopUp#10 from #1 as overFullScreen (fade(0.3s))"
    ])
    let slideUp = CustomTransition("slideUp", behavesAs: .presentation(.overFullScreen), seconds: 0.5)
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Card"), from: ScreenID(2), as: .custom(slideUp)) } == [
      "present Card#10 from #1 as overFullScreen (custom(slideUp, 0.5s))"
    ])
  }

  @Test("a screen below a presentation presents from the top-most one, or is refused with the refusing policy (rule 16)")
  func presentingFromBelow() {
    #expect(Self.plan(Self.sheetShown) { try $0.open(Self.screen(10, "Login"), from: ScreenID(2), as: .modal(.pageSheet)) } == [
      "present Login#10 from #3 as pageSheet (standard)"
    ])
    #expect(Self.plan(Self.sheetShown, policy: .refuse) { try $0.open(Self.screen(10, "Login"), from: ScreenID(2), as: .modal()) } == [
      "refused: Cannot present 'Login' from 'Home': it is already presenting 'Sheet'."
    ])
  }

  @Test("a current-context presentation from a root tab covers that tab only: its stack presents it (rule 19)")
  func contextPresentation() {
    #expect(Self.plan(Self.tabs()) { try $0.open(Self.screen(10, "Filter"), from: ScreenID(3), as: .modal(.overCurrentContext)) } == [
      "present Filter#10 from #2 as overCurrentContext (standard)"
    ])
    // Without tabs there is no context to cover but the window's.
    #expect(Self.plan(Self.homeStack) { try $0.open(Self.screen(10, "Filter"), from: ScreenID(2), as: .modal(.currentContext)) } == [
      "present Filter#10 from #1 as currentContext (standard)"
    ])
  }

  @Test("replacing the root dismisses what is presented first, since UIKit does not (rule 48)")
  func replaceRoot() {
    #expect(Self.plan(Self.sheetShown) { try $0.open(Self.screen(10, "Login"), from: ScreenID(3), as: .replaceRoot) } == [
      "dismiss #3 (none)", "setRoot Login#10 (none)",
    ])
    #expect(Self.plan(Self.sheetShown) { try $0.setRoot(.stack(id: ScreenID(11), screens: [Self.screen(10, "Shop")]), animation: .standard) } == [
      "dismiss #3 (none)", "setRoot stack#11[Shop#10] (standard)",
    ])
  }

  @Test("while an alert is shown nothing is presented, since an alert presents nothing (rule 16)")
  func alertPresentsNothing() {
    let alertShown = Self.homeStack + [
      .present(.screen(Self.screen(3, "Alert", title: "Remove?")), from: ScreenID(1), style: .alert, animation: .standard)
    ]
    #expect(Self.plan(alertShown) { try $0.open(Self.screen(10, "Login"), from: ScreenID(2), as: .modal(.pageSheet)) } == [
      "refused: Cannot present 'Login': the alert 'Remove?' is shown, and an alert presents nothing; it goes first."
    ])
  }

  @Test("a sheet's detents go with its presentation; they need a sheet style and a selected detent of their own")
  func sheetDetents() {
    let detents = SheetConfiguration(detents: [.medium, .large], selected: "medium")
    func presenting(_ style: PresentationStyle, _ sheet: SheetConfiguration) -> Transition {
      .presenting(style, sheet: sheet, popover: nil)
    }
    #expect(Self.plan(Self.homeStack) {
      try $0.open(layout: .screen(Self.screen(10, "Filters")), from: ScreenID(2), as: presenting(.pageSheet, detents))
    } == ["present Filters#10 from #1 as pageSheet [medium, large] at medium (standard)"])
    #expect(Self.plan(Self.homeStack) {
      try $0.open(layout: .screen(Self.screen(10, "Filters")), from: ScreenID(2), as: presenting(.fullScreen, detents))
    } == ["refused: Invalid transition: detents apply to a sheet, not to a presentation as fullScreen."])
    #expect(Self.plan(Self.homeStack) {
      try $0.open(
        layout: .screen(Self.screen(10, "Filters")), from: ScreenID(2),
        as: presenting(.formSheet, SheetConfiguration(detents: [.medium], selected: "large")))
    } == ["refused: Invalid transition: the selected detent 'large' is not one of the sheet's."])
  }

  // MARK: - Moves that show no screen

  @Test("a tab selection selects a tab in range of the nearest tab container, and nothing when it is selected already")
  func selectTab() {
    #expect(Self.plan(Self.tabs()) { try $0.perform(.selectTab(1), from: ScreenID(3)) } == ["selectTab 1 of #1"])
    #expect(Self.plan(Self.tabs()) { try $0.perform(.selectTab(0), from: ScreenID(3)) } == [])
    #expect(Self.plan(Self.tabs()) { try $0.perform(.selectTab(5), from: ScreenID(3)) } == [
      "refused: Cannot select tab 5: the tab container has 3 tabs."
    ])
    #expect(Self.plan(Self.homeStack) { try $0.perform(.selectTab(1), from: ScreenID(2)) } == [
      "refused: No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."
    ])
  }

  @Test("popping to the root pops the source's stack (rule 6), nothing at the root, and is refused outside a stack")
  func popToRoot() {
    let deep = Self.productPushed + [.push(Self.screen(4, "Review"), onto: ScreenID(1), animation: .standard)]
    #expect(Self.plan(deep) { try $0.perform(.popToRoot, from: ScreenID(4)) } == ["pop #1 to #2 (standard)"])
    #expect(Self.plan(Self.homeStack) { try $0.perform(.popToRoot, from: ScreenID(2)) } == [])
    #expect(Self.plan(Self.tabs(selected: 2)) { try $0.perform(.popToRoot, from: ScreenID(6)) } == [
      "refused: Invalid transition: 'Profile' is not inside a navigation stack, so there is no root to pop to."
    ])
  }

  @Test("dismissing what is presented dismisses the first presentation with all above it, and a tab's context presentation")
  func dismissPresented() {
    let twoLevels = Self.sheetShown + [.present(.screen(Self.screen(4, "Alert")), from: ScreenID(3), style: .overFullScreen, animation: .standard)]
    #expect(Self.plan(twoLevels) { try $0.perform(.dismissPresented, from: ScreenID(4)) } == ["dismiss #3 (standard)"])
    #expect(Self.plan(Self.homeStack) { try $0.perform(.dismissPresented, from: ScreenID(2)) } == [])
    let filterShown = Self.tabs() + [
      .present(.screen(Self.screen(7, "Filter")), from: ScreenID(2), style: .overCurrentContext, animation: .standard)
    ]
    #expect(Self.plan(filterShown) { try $0.perform(.dismissPresented, from: ScreenID(7)) } == ["dismiss #7 (standard)"])
  }

  @Test("a sequence moves first and shows its screen last, each part from what the one before left visible")
  func sequences() {
    let wishlistDeep = Self.tabs() + [.push(Self.screen(7, "Item"), onto: ScreenID(4), animation: .standard)]
    #expect(Self.plan(wishlistDeep) {
      try $0.open(Self.screen(10, "Product"), from: ScreenID(3), as: .sequence([.dismissPresented, .selectTab(1), .popToRoot], then: .push))
    } == ["selectTab 1 of #1", "pop #4 to #5 (standard)", "push Product#10 onto #4 (standard)"])
    #expect(Self.plan(wishlistDeep) { try $0.perform(.sequence([.selectTab(1), .popToRoot]), from: ScreenID(3)) } == [
      "selectTab 1 of #1", "pop #4 to #5 (standard)",
    ])
  }

  // MARK: - Layouts, stacks and chrome

  @Test("a layout is presented from the top-most level's root; from a screen not on screen it is refused")
  func presentLayout() {
    #expect(Self.plan(Self.sheetShown) {
      try $0.open(layout: .stack(id: ScreenID(11), screens: [Self.screen(10, "Login")]), from: ScreenID(3), as: .modal(.formSheet).animated(false))
    } == ["present stack#11[Login#10] from #3 as formSheet (none)"])
    #expect(Self.plan(Self.homeStack) {
      try $0.open(layout: .screen(Self.screen(10, "Login")), from: ScreenID(99), as: .modal(.formSheet))
    } == ["refused: '#99' is not on screen, so nothing can be routed from it."])
  }

  @Test("a stack's screens are replaced in one step; duplicates (rule 8), screens of other containers and an empty stack are refused")
  func setStack() {
    #expect(Self.plan(Self.productPushed) { try $0.setStack([Self.screen(2, "Home"), Self.screen(10, "Cart")], from: ScreenID(3), animated: true) } == [
      "setStack #1 [Home#2, Cart#10] (standard)"
    ])
    #expect(Self.plan(Self.productPushed) {
      let cart = Self.screen(10, "Cart")
      try $0.setStack([Self.screen(2, "Home"), cart, cart], from: ScreenID(3), animated: true)
    } == ["refused: Invalid transition: 'Cart' appears twice; the screens of a stack must be distinct."])
    #expect(Self.plan(Self.tabs()) { try $0.setStack([Self.screen(3, "Shop"), Self.screen(5, "Wishlist")], from: ScreenID(3), animated: true) } == [
      "refused: 'Wishlist' is already on screen; a screen instance can be shown only once."
    ])
    #expect(Self.plan(Self.homeStack) { try $0.setStack([], from: ScreenID(2), animated: true) } == [
      "refused: Invalid transition: a navigation stack needs at least one screen."
    ])
    #expect(Self.plan(Self.tabs(selected: 2)) { try $0.setStack([Self.screen(10, "Cart")], from: ScreenID(6), animated: true) } == [
      "refused: Cannot push 'Cart' from 'Profile': 'Profile' is not inside a navigation stack."
    ])
  }

  @Test("a chrome refresh is one step when the title or tab item changed, none otherwise, refused for a screen not shown")
  func refreshChrome() {
    #expect(Self.plan(Self.homeStack) { try $0.refreshChrome(of: Self.screen(2, "Home", title: "Welcome")) } == [
      #"refreshChrome Home#2 "Welcome""#
    ])
    #expect(Self.plan(Self.homeStack) { try $0.refreshChrome(of: Self.screen(2, "Home")) } == [])
    #expect(Self.plan(Self.homeStack) { try $0.refreshChrome(of: Self.screen(1, "stack")) } == [
      "refused: 'stack' is not on screen, so nothing can be routed from it."
    ])
  }

  // MARK: - Closing and dismissing

  @Test("closing pops what was pushed, after dismissing what is presented above it")
  func closePushed() {
    #expect(Self.plan(Self.productPushed) { try $0.close(ScreenID(3), animated: true) } == ["pop #1 to #2 (standard)"])
    #expect(Self.plan(Self.productPushed) { try $0.close(ScreenID(3), animated: false) } == ["pop #1 to #2 (none)"])
    let sheetAbove = Self.productPushed + [.present(.screen(Self.screen(4, "Sheet")), from: ScreenID(1), style: .pageSheet, animation: .standard)]
    #expect(Self.plan(sheetAbove) { try $0.close(ScreenID(3), animated: true) } == ["dismiss #4 (none)", "pop #1 to #2 (standard)"])
  }

  @Test("closing a presentation dismisses it and all above it, animated only with the top-most one's own style (rule 21)")
  func closePresented() {
    #expect(Self.plan(Self.sheetShown) { try $0.close(ScreenID(3), animated: true) } == ["dismiss #3 (standard)"])
    let popUpAbove = Self.sheetShown + [.present(.screen(Self.screen(4, "PopUp")), from: ScreenID(3), style: .overFullScreen, animation: .fade(seconds: 0.3))]
    #expect(Self.plan(popUpAbove) { try $0.close(ScreenID(3), animated: true) } == ["dismiss #3 (fade(0.3s))"])
    #expect(Self.plan(popUpAbove) { try $0.close(ScreenID(4), animated: false) } == ["dismiss #4 (none)"])
    let filterShown = Self.tabs() + [
      .present(.screen(Self.screen(7, "Filter")), from: ScreenID(2), style: .overCurrentContext, animation: .standard)
    ]
    #expect(Self.plan(filterShown) { try $0.close(ScreenID(7), animated: true) } == ["dismiss #7 (standard)"])
  }

  @Test("a root closes for no one: the window's root, a stack's root, a tab, in a presentation too")
  func closeRefusals() {
    #expect(Self.plan(Self.homeStack) { try $0.close(ScreenID(2), animated: true) } == [
      "refused: Cannot close 'Home': it is the root of its navigation stack."
    ])
    #expect(Self.plan([.setRoot(.screen(Self.screen(1, "Home")), animation: .none)]) { try $0.close(ScreenID(1), animated: true) } == [
      "refused: Cannot close 'Home': it is the window's root."
    ])
    #expect(Self.plan(Self.tabs()) { try $0.close(ScreenID(6), animated: true) } == [
      "refused: Cannot close 'Profile': it is a tab of a tab container."
    ])
    let presentedTabs = Self.homeStack + [
      .present(
        .tabs(id: ScreenID(3), tabs: [.stack(id: ScreenID(4), screens: [Self.screen(5, "Inbox")]), .screen(Self.screen(6, "Sent"))], selected: 0),
        from: ScreenID(1), style: .fullScreen, animation: .standard)
    ]
    #expect(Self.plan(presentedTabs) { try $0.close(ScreenID(6), animated: true) } == [
      "refused: Cannot close 'Sent': it is a tab of a tab container."
    ])
    #expect(Self.plan(presentedTabs) { try $0.close(ScreenID(5), animated: true) } == [
      "refused: Cannot close 'Inbox': it is the root of its navigation stack."
    ])
    #expect(Self.plan(Self.homeStack) { try $0.close(ScreenID(99), animated: true) } == [
      "refused: '#99' is not on screen, so nothing can be routed from it."
    ])
  }

  @Test("dismissing by force removes a presentation's level or pops a pushed screen; a root is neither presented nor pushed")
  func dismiss() {
    let inPresentedStack = Self.homeStack + [
      .present(.stack(id: ScreenID(3), screens: [Self.screen(4, "Login")]), from: ScreenID(1), style: .formSheet, animation: .standard)
    ]
    #expect(Self.plan(inPresentedStack) { try $0.dismiss(ScreenID(4), animated: true) } == ["dismiss #3 (standard)"])
    #expect(Self.plan(Self.productPushed) { try $0.dismiss(ScreenID(3), animated: true) } == ["pop #1 to #2 (standard)"])
    #expect(Self.plan(Self.homeStack) { try $0.dismiss(ScreenID(2), animated: true) } == [
      "refused: Cannot dismiss 'Home': it was neither presented nor pushed."
    ])
  }

  @Test("a plan that lands in one animation animates only its last animated step; a fade keeps its own")
  func oneAnimation() {
    #expect(Self.plan(Self.sheetShown) {
      try $0.perform(.dismissPresented, from: ScreenID(3))
      guard let top = try $0.topMostScreen() else { return }
      try $0.open(Self.screen(10, "Product"), from: top, as: .push)
      $0.animateOnlyTheLastStep()
    } == ["dismiss #3 (none)", "push Product#10 onto #1 (standard)"])
    let wishlistDeep = Self.tabs() + [.push(Self.screen(7, "Item"), onto: ScreenID(4), animation: .standard)]
    #expect(Self.plan(wishlistDeep) {
      try $0.open(Self.screen(10, "PopUp"), from: ScreenID(3), as: .fade)
      try $0.perform(.popToRoot, from: ScreenID(7))
      $0.animateOnlyTheLastStep()
    } == ["present PopUp#10 from #1 as overFullScreen (fade(0.3s))", "pop #4 to #5 (standard)"])
  }

  @Test("the steps of a request are planned against the state its earlier steps leave")
  func laterPartsSeeEarlierSteps() {
    #expect(Self.plan(Self.homeStack) {
      try $0.open(Self.screen(10, "Product"), from: ScreenID(2), as: .push)
      guard let product = try $0.topMostScreen() else { return }
      try $0.open(Self.screen(11, "Review"), from: product, as: .push)
      try $0.close(product, animated: true)
    } == ["push Product#10 onto #1 (standard)", "push Review#11 onto #1 (standard)", "pop #1 to #2 (standard)"])
  }
}
