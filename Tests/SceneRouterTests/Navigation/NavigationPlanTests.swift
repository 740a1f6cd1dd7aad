import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
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
    navigator.open(TestScreen("Product", title: "Mug"), from: shop, as: .push)
    navigator.open(TestScreen("Sheet"), from: shop, as: .modal())
    return (navigator, host)
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
