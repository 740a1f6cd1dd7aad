@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Whole-stack plans: several moves checked whole, so a plan that cannot complete
/// changes nothing.
@MainActor
@Suite("Navigation plans")
struct NavigationPlanTests {
  private func tabs() -> (Navigator, HeadlessHost) {
    let (navigator, host) = makeNavigator()
    let shop = TestScreen("Shop")
    navigator.setRoot(.tabs([.stack([shop]), .stack([TestScreen("Wishlist")])], selected: 0))
    navigator.route(to: TestScreen("Product", title: "Mug"), from: shop, as: .push)
    navigator.route(to: TestScreen("Sheet"), from: shop, as: .modal())
    return (navigator, host)
  }

  /// The steps a plan's request performed, as the host performed them.
  private func planSteps(_ animation: PlanAnimation, held: Bool) -> (steps: [String], animated: Int) {
    let (navigator, host) = tabs()
    host.clearLogs()
    host.configuration.completesTransitionsAutomatically = !held
    navigator.perform(
      NavigationPlan(
        [
          .perform(.dismissPresented), .perform(.selectTab(1)),
          .open(TestScreen("Product"), as: .push), .open(TestScreen("Reviews"), as: .push),
          .open(TestScreen("Review"), as: .push),
        ], animation: animation))
    let animated = host.completeAllTransitions()
    return (host.performedSteps.map { step in step.isAnimated ? "animated" : "at once" }, animated)
  }

  @Test("a deep link's plan lands three levels deep in one animation: only its last step animates")
  func oneAnimation() {
    let (steps, held) = planSteps(.lastStep, held: true)
    #expect(steps == ["at once", "at once", "at once", "at once", "animated"])
    #expect(held == 1)
  }

  @Test("a plan that asks for every step animates each, one after the other")
  func eachStep() {
    let (steps, held) = planSteps(.eachStep, held: true)
    #expect(steps == ["animated", "at once", "animated", "animated", "animated"])
    #expect(held == 4)
  }

  @Test("a plan dismisses, selects a tab, pops to its root and pushes two screens")
  func wholeStack() {
    let (navigator, host) = tabs()
    let completions = Completions()
    navigator.perform(
      NavigationPlan([
        .perform(.dismissPresented), .perform(.selectTab(1)), .perform(.popToRoot),
        .open(TestScreen("Product", title: "Hoodie"), as: .push),
        .open(TestScreen("Reviews"), as: .push),
        .open(TestScreen("Share"), as: .modal(.formSheet)),
      ]), completion: completions.record())
    #expect(completions.failures.isEmpty)
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  ├─ Shop
      │  └─ Product "Mug"
      └─ stack (selected)
         ├─ Wishlist
         ├─ Product "Hoodie"
         └─ Reviews
      presented formSheet:
      └─ Share
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("the deprecated present move is the open move with the presentation's transition, not animated, sheet and popover kept")
  @available(*, deprecated)
  func deprecatedPresent() {
    let (navigator, host) = makeNavigator()
    navigator.setRoot(.stack([AnchoredScreen("Home", anchors: ["cart"])]))
    host.clearLogs()
    var received: [String] = []
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { received.append(request.kind.description) }
    }
    let completions = Completions()
    let detents = SheetConfiguration(detents: [.medium, .large], selected: "medium")
    navigator.perform(
      NavigationPlan([.present(.screen(TestScreen("Filters")), style: .pageSheet, sheet: detents)]),
      completion: completions.record())
    #expect(host.performedSteps.map(\.description) == ["present Filters#3 from #1 as pageSheet [medium, large] at medium (none)"])
    navigator.perform(
      NavigationPlan([
        .closeTopMost,
        .present(.screen(TestScreen("Cart")), style: .popover, popover: PopoverConfiguration(anchor: .view("cart"))),
      ]),
      completion: completions.record())
    navigator.perform(NavigationPlan([.present(.stack([TestScreen("Login")]), style: .formSheet)]), completion: completions.record())
    observation.cancel()
    #expect(completions.failures.isEmpty)
    #expect(received == [
      "plan: open Filters as modal(pageSheet, [medium, large] at medium) (not animated)",
      "plan: close top-most; open Cart as modal(popover, anchor: cart) (not animated)",
      "plan: open stack [Login] as modal(formSheet) (not animated)",
    ])
    // Each move starts from the top-most screen: the login is presented over the popover.
    #expect(navigator.snapshot.presented.map(\.style) == [.popover, .formSheet])
  }

  @Test("a plan that would fail half-way is refused before its first step; nothing changes")
  func failingPlanChangesNothing() {
    let (navigator, host) = tabs()
    let before = navigator.snapshot
    let steps = host.performedSteps.count
    let completions = Completions()
    navigator.perform(
      NavigationPlan([
        .perform(.dismissPresented), .perform(.selectTab(1)),
        .open(TestScreen("Product"), as: .push),
        .perform(.selectTab(7)),
      ]), completion: completions.record())
    #expect(completions.failures == ["Cannot select tab 7: the tab container has 2 tabs."])
    #expect(navigator.snapshot == before)
    #expect(host.snapshot == before)
    #expect(host.performedSteps.count == steps)
  }

  @Test("a plan may replace the root and close what it opened")
  func setRootAndClose() {
    let (navigator, _) = tabs()
    navigator.perform(NavigationPlan([
      .setRoot(.stack([TestScreen("Onboarding")])),
      .open(TestScreen("Step2"), as: .push),
      .open(TestScreen("Step3"), as: .push),
      .closeTopMost,
    ]))
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Onboarding"), .screen("Step2")])))
  }
}
