import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import StorefrontKit
import Testing

/// Two storefront windows in one registry, as the iPad app keeps them: a link to a product a
/// window shows brings that window forward; another link goes to the active window.
@MainActor
@Suite("Storefront windows", .timeLimit(.minutes(10)))
struct StorefrontWindowsTests {
  /// The iPad app's registry: a link goes to the window showing its route, else the active one.
  private func registry() -> WindowNavigators<StorefrontRoute> {
    WindowNavigators<StorefrontRoute>(policy: .windowShowingRoute(otherwise: .activeWindow)) { screen, navigator in
      StorefrontWindow.route(of: screen, in: navigator)
    } link: { route throws(DeepLinkError) in
      try StorefrontWindow.link(for: route)
    } resolve: { url, _ throws(DeepLinkError) in
      try StorefrontWindow.route(forLink: url)
    }
  }

  @Test("a link to the product window two shows brings it forward; a link to another product opens in the active window")
  func twoWindows() async throws {
    let one = StorefrontApp()
    let two = StorefrontApp()
    let windows = registry()
    try windows.register("one", navigator: one.navigator, links: try #require(one.linkRouter))
    try windows.register("two", navigator: two.navigator, links: try #require(two.linkRouter))
    try await two.open(.product(3))
    let shown = two.navigator.snapshot

    #expect(try await windows.open(try #require(URL(string: "storefront://product/3"))) == .broughtForward("two"))
    #expect(two.navigator.snapshot == shown)
    #expect(windows.activeWindow == "two")
    try windows.activate("one")
    #expect(
      try await windows.open(try #require(URL(string: "https://shop.example.com/product/2")))
        == .opened(in: "one", .opened(.product(2))))
    #expect(one.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(two.navigator.snapshot == shown)
  }

  @Test("a window showing a product as a sheet is the one for the sheet's link, not for the product's page")
  func sheetWindow() async throws {
    let one = StorefrontApp()
    let two = StorefrontApp()
    let windows = registry()
    try windows.register("one", navigator: one.navigator, links: try #require(one.linkRouter))
    try windows.register("two", navigator: two.navigator, links: try #require(two.linkRouter))
    try await two.open(.productSheet(3))
    #expect(windows.window(showing: .productSheet(3)) == "two")
    #expect(windows.window(showing: .product(3)) == nil)
    #expect(try await windows.open(try #require(URL(string: "storefront://product/3/sheet"))) == .broughtForward("two"))
  }
}
