import Foundation
import SceneRouter
import StorefrontKit
import Testing

/// The app model on its headless host, driven through screens' actions as a person would.
@MainActor
@Suite("StorefrontApp")
struct StorefrontAppTests {
  /// Starts an action without waiting for it, as a tap does (it may await a later tap),
  /// then waits until everything started has finished or waits for a person.
  private func tap(_ app: StorefrontApp, _ index: Int) async {
    let action = app.topMostScreen?.actions[index]
    app.tasks.start(action?.title ?? "none") { await action?.perform() }
    await app.tasks.settled()
  }

  @Test("the app starts on the Shop tab, each tab in its own stack")
  func startsOnShop() {
    let app = StorefrontApp()
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
  }

  @Test("adding to the wishlist while signed out presents Login and continues after signing in")
  func gatedAddition() async {
    let app = StorefrontApp()
    await app.perform(action: 0)  // Swift T-shirt
    await tap(app, 2)  // Add to wishlist: waits for Login
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"
      """)
    #expect(app.services.session.wishlist == [])
    await tap(app, 0)  // Log in as Ana
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented overFullScreen:
      └─ PopUp "'Swift T-shirt' was added to your wishlist."
      """)
    #expect(app.services.session.wishlist == [1])
    #expect(app.services.session.userName == "Ana")
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("cancelling the gated Login drops the addition")
  func cancelledLogin() async {
    let app = StorefrontApp()
    await app.perform(action: 1)  // Xcode Mug
    await tap(app, 1)  // Add to wishlist
    await tap(app, 3)  // Cancel
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(app.services.session.wishlist == [])
    #expect(app.navigator.awaitedResultCount == 0)
  }

  @Test("a link to a product on the Wishlist selects the tab, pops to its root and pushes the product")
  func wholeStackLink() async throws {
    let app = StorefrontApp()
    await app.perform(action: 0)
    try await app.open(#require(URL(string: "storefront://wishlist")))
    await tap(app, 0)  // Log in: Login presented, awaited by the Wishlist
    app.services.session.signIn(as: "Ana")  // signed in, so the link's guard lets it through
    try await app.open(#require(URL(string: "https://shop.example.com/wishlist/product/42")))
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
  }

  @Test("in a sidebar-adaptable tab bar, as on iPad, links and taps route as in the tab bar; the sidebar follows the width")
  func sidebarAdaptable() async throws {
    let app = StorefrontApp(tabBarStyle: .sidebarAdaptable)
    app.services.session.signIn(as: "Ana")
    try await app.open(#require(URL(string: "https://shop.example.com/wishlist/product/42")))
    #expect(app.navigator.snapshot.description == """
      tabs (sidebar shown)
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    try app.host.chooseSidebarTab(0)
    try app.host.setSidebarShown(false)
    try app.host.setWidth(.compact)
    #expect(app.navigator.snapshot.description == """
      tabs (no sidebar in a compact width)
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    try app.host.setWidth(.regular)
    #expect(app.navigator.snapshot.description.hasPrefix("tabs (sidebar hidden)\n"))
  }

  @Test("a link to a product the shop does not sell is refused and changes nothing")
  func refusedLink() async throws {
    let app = StorefrontApp()
    await app.perform(action: 0)
    let before = app.navigator.snapshot
    let url = try #require(URL(string: "storefront://wishlist/product/7"))
    await #expect(throws: StorefrontLinkError.self) { try await app.open(url) }
    do {
      try await app.open(url)
    } catch {
      #expect(error.description == "Cannot open 'storefront://wishlist/product/7': the shop sells no product 7.")
    }
    #expect(app.navigator.snapshot == before)
    #expect(app.plan(for: .product(7)) == nil)
  }

  @Test("Sign Up opened by a link closes Login when the account is created")
  func linkedSignUp() async throws {
    let app = StorefrontApp()
    try await app.open(.signUp)
    await tap(app, 0)  // Create account 'Bo'
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(app.services.session.userName == "Bo")
  }
}

@MainActor
@Suite("Storefront guarded links", .timeLimit(.minutes(10)))
struct StorefrontGuardedLinkTests {
  @Test("a wishlist product link while signed out presents Login, then opens the product after signing in")
  func guardedLinkContinues() async throws {
    let app = StorefrontApp()
    let url = try #require(URL(string: "storefront://wishlist/product/3"))
    let opening = LinkOutcome.open(url, in: app)
    await app.tasks.settled()
    #expect(app.topMostScreen?.screenName == "Login")
    #expect(opening.text == nil)
    #expect(app.tasks.titles == ["open storefront://wishlist/product/3"])
    await app.perform(action: 0)  // Log in as Ana
    await app.tasks.settled()
    #expect(opening.text == "opened")
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Router Stickers"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
  }

  @Test("when Login is closed instead, the link is dropped with the reason and nothing else changes")
  func guardedLinkDropped() async throws {
    let app = StorefrontApp()
    let url = try #require(URL(string: "storefront://wishlist/product/3"))
    let opening = LinkOutcome.open(url, in: app)
    await app.tasks.settled()
    #expect(app.topMostScreen?.screenName == "Login")
    try app.host.pullDownSheet()
    await app.tasks.settled()
    #expect(app.tasks.titles == [])
    #expect(opening.text == "Did not open 'storefront://wishlist/product/3': the redirect to storefront://login ended without success (removed by a person).")
    #expect(app.navigator.snapshot == NavigationSnapshot(
      root: .tabs(
        [.stack([.screen("Shop", "Shop")]), .stack([.screen("Wishlist", "Wishlist")]), .stack([.screen("Search", "Search")])],
        selected: 0),
      tabItems: [
        0: TabItem("Shop", image: "bag"), 1: TabItem("Wishlist", image: "heart"),
        2: TabItem(system: .search, role: .prominent),
      ]))
  }

  @Test("a saved product opened from the Wishlist while signed out asks to log in first")
  func wishlistSelectionNeedsLogin() async throws {
    let app = StorefrontApp()
    app.services.session.signIn(as: "Ana")
    app.services.session.addToWishlist(2)
    app.services.session.signOut()
    try app.host.tapTab(1)
    app.tasks.start("Open 'Xcode Mug'") { _ = await app.perform(action: 0) }
    await app.tasks.settled()
    #expect(app.topMostScreen?.screenName == "Login")
    #expect(app.tasks.titles == ["Open 'Xcode Mug'"])
    await app.perform(action: 0)  // Log in as Ana
    await app.tasks.settled()
    #expect(app.tasks.titles == [])
    #expect(app.topMostScreen?.screenTitle == "Xcode Mug")
  }
}
