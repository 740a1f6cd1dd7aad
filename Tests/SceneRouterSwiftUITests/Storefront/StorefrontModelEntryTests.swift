import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterSwiftUI
import StorefrontKit
import Testing

/// Every way into the storefront through the SwiftUI navigation model, as `StorefrontApp`
/// hands them over: each an `Entry` through `StorefrontLinkOpener.open(_:)`, with whole
/// snapshots and its source in the navigator's events.
@MainActor
@Suite("Entries into the storefront on the SwiftUI model", .timeLimit(.minutes(10)))
struct StorefrontModelEntryTests {
  /// One window built the way `Storefront` builds it, its events recorded.
  @MainActor
  final class Window {
    let model = NavigationModel()
    let navigator: Navigator
    let storefront: StorefrontWindow
    private(set) var received: [String] = []

    init() {
      navigator = Navigator(host: model)
      navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
      storefront = StorefrontWindow(navigator: navigator)
      navigator.addEventObserver { [weak self] event in
        if case .received(let request) = event { self?.received.append(request.origin.description) }
      }
    }

    /// Opens an entry as the app does, after those before it: main-actor tasks of one
    /// priority start in the order they were made, and the opener takes links in turn.
    /// (Not `Task.immediate`: it needs iOS 26 and macOS 26, and this suite runs on macOS 14.)
    func open(_ entry: Entry) -> Task<Void, any Error> {
      let opener = storefront.linkOpener
      return Task { @MainActor in try await opener.open(entry) }
    }
  }

  @Test("a Quick Action, a widget's link and a Spotlight result open in turn")
  func entries() async throws {
    let window = Window()
    let shortcut = window.open(.shortcut(StorefrontEntries.wishlistShortcut))
    let widget = window.open(.widget(try #require(URL(string: "storefront://product/42?from=widget"))))
    // Product 1 comes as an NSNumber in a notification's or activity's userInfo: it reads as 1.
    let spotlight = window.open(
      .userActivity(StorefrontEntries.productActivity, payload: Entry.textPayload(["id": NSNumber(value: 1)])))
    try await shortcut.value
    try await widget.value
    try await spotlight.value
    #expect(window.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Swift T-shirt"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(window.model.snapshot == window.navigator.snapshot)
    #expect(window.received == ["shortcut /wishlist", "widget /product/:id {id=42}", "userActivity /product/:id {id=1}"])
  }

  @Test("a price-drop tap while signed out waits for Login, then opens the product in the wishlist")
  func behindTheGuard() async throws {
    let window = Window()
    let tap = window.open(.notification(StorefrontEntries.priceDrop, userInfo: ["product": NSNumber(value: 42)]))
    let links = try #require(window.storefront.linkRouter)
    await links.waitUntil { $0.activity == .waitingForRedirect(.wishlistProduct(42), redirect: .login) }
    #expect(window.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"
      """)
    let login = try #require(window.navigator.topMostScreen as? LoginScreen)
    login.viewModel.signIn(as: "Ada")
    try await tap.value
    #expect(window.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(window.model.snapshot == window.navigator.snapshot)
    #expect(window.received == ["notification /login", "router call", "notification /wishlist/product/:id {id=42}"])
  }
}
