import SceneRouter
import StorefrontKit
import Testing

/// The first-launch onboarding: a page container presented over the tabs, swiped through by a
/// person, dismissed by its last page's action.
@MainActor
@Suite("Onboarding", .timeLimit(.minutes(10)))
struct StorefrontOnboardingTests {
  @Test("a person swipes through the onboarding's pages and starts shopping")
  func swipeThrough() async throws {
    let app = StorefrontApp()
    let onboarding = StorefrontOnboarding(navigator: app.navigator)
    try await app.navigator.perform(onboarding.plan)
    #expect(app.navigator.topMostScreen?.screenName == "Welcome")
    try app.host.swipeToPage(1)
    try app.host.swipeToPage(2)
    #expect(
      app.navigator.snapshot.description == """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        └─ stack [tab: Wishlist, image: heart]
           └─ Wishlist "Wishlist"
        presented fullScreen:
        └─ pages
           ├─ Welcome "Welcome"
           ├─ WishlistTip "Your wishlist"
           └─ Start "Ready" (selected)
        """)
    #expect(app.topMostScreen?.actions.map(\.title) == ["Start shopping"])
    #expect(await app.perform(action: 0))
    #expect(app.navigator.snapshot.presented == [])
    #expect(app.navigator.topMostScreen?.screenName == "Shop")
  }
}
