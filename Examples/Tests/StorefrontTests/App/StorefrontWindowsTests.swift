import Foundation
import SceneRouter
import SceneRouterHeadless
import StorefrontKit
import Testing

/// Two storefront windows in one registry, as the iPad app keeps them: a link to a product a
/// window shows brings that window forward; another link goes to the active window.
@MainActor
@Suite("Storefront windows", .timeLimit(.minutes(10)))
struct StorefrontWindowsTests {
  @Test("a link to the product window two shows brings it forward; a link to another product opens in the active window")
  func twoWindows() async throws {
    let one = StorefrontApp()
    let two = StorefrontApp()
    let windows = WindowNavigators<StorefrontRoute>(policy: .windowShowingRoute(otherwise: .activeWindow)) { screen in
      StorefrontWindow.route(of: screen)
    } link: { route throws(DeepLinkError) in
      try StorefrontWindow.link(for: route)
    } resolve: { url, _ throws(DeepLinkError) in
      try StorefrontWindow.route(forLink: url)
    }
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
      └─ stack [tab: Wishlist, image: heart]
         └─ Wishlist "Wishlist"
      """)
    #expect(two.navigator.snapshot == shown)
  }
}
