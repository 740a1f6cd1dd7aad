#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUIKit
import StorefrontKit
import Testing

/// Every way into the storefront on the UIKit host, as its scene delegate hands them over:
/// a Quick Action and a notification tap that launched the app arrive before the window is
/// visible and wait for it; a tap whose route needs a signed-in person waits for Login; a
/// product the shop does not sell is refused (`UserActivityPublisherTests` brings a published
/// activity back). Each is an `Entry` through `StorefrontLinkOpener.open(_:)`, its source in the
/// navigator's events.
@MainActor
@Suite("Entries into the storefront on the UIKit host")
struct LaunchEntryTests {
  /// A launched scene: the window not yet visible, the storefront built, its events recorded.
  @MainActor
  final class Launch {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let device: UIKitSimulator
    let host: UIKitHost
    let navigator: Navigator
    let storefront: StorefrontWindow
    private(set) var received: [String] = []

    init() {
      device = UIKitSimulator(window: window)
      host = UIKitHost(window: window)
      navigator = Navigator(host: host)
      navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
      storefront = StorefrontWindow(navigator: navigator)
      navigator.addEventObserver { [weak self] event in
        if case .received(let request) = event { self?.received.append(request.origin.description) }
      }
    }

    isolated deinit { device.disconnectScene() }

    /// Opens an entry as the scene delegate does, after those before it.
    func open(_ entry: Entry) -> Task<Void, any Error> {
      let opener = storefront.linkOpener
      return Task.immediate { try await opener.open(entry) }
    }

    /// Checks the navigator's snapshot as text, UIKit's containers and the device.
    func expectScreens(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(navigator.snapshot.description == tree, sourceLocation: sourceLocation)
      #expect(host.snapshot == navigator.snapshot, sourceLocation: sourceLocation)
      #expect(device.exceptions == [], sourceLocation: sourceLocation)
    }
  }

  @Test("a Quick Action and a notification tap that launched the app wait for the window, then open in turn")
  func coldStart() async throws {
    let launch = Launch()
    let quickAction = UIApplicationShortcutItem(type: StorefrontEntries.wishlistShortcut, localizedTitle: "Wishlist")
    let shortcut = launch.open(Entry(quickAction))
    let tap = launch.open(.notification(StorefrontEntries.backInStock, userInfo: ["product": NSNumber(value: 42)]))
    #expect(launch.host.isReady == false)
    #expect(launch.navigator.snapshot == NavigationSnapshot(root: nil))

    launch.window.makeKeyAndVisible()
    try await shortcut.value
    try await tap.value
    launch.expectScreens("""
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(launch.received == ["shortcut /wishlist", "notification /product/:id {id=42}"])
  }

  @Test("a price-drop tap while signed out waits for Login, then opens the product in the wishlist")
  func behindTheGuard() async throws {
    let launch = Launch()
    launch.window.makeKeyAndVisible()
    let tap = launch.open(.notification(StorefrontEntries.priceDrop, userInfo: ["product": NSNumber(value: 42)]))
    let links = try #require(launch.storefront.linkRouter)
    await links.waitUntil { $0.activity == .waitingForRedirect(.wishlistProduct(42), redirect: .login) }
    launch.expectScreens("""
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
    let login = try #require(launch.navigator.topMostScreen as? LoginScreen)
    login.viewModel.signIn(as: "Ada")
    try await tap.value
    launch.expectScreens("""
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
    #expect(launch.received == ["notification /login", "router call", "notification /wishlist/product/:id {id=42}"])
  }

  @Test("an activity naming a product the shop does not sell is refused, and nothing changes")
  func refused() async throws {
    let launch = Launch()
    launch.window.makeKeyAndVisible()
    let before = launch.navigator.snapshot
    var refusal: StorefrontLinkError?
    do {
      try await launch.open(.userActivity(StorefrontEntries.productActivity, payload: ["id": "999"])).value
    } catch let error as StorefrontLinkError {
      refusal = error
    }
    #expect(refusal?.description == "Cannot open 'userActivity com.example.storefront.product {id}': the shop sells no product 999.")
    #expect(launch.navigator.snapshot == before)
    #expect(launch.received == [])
  }
}

#endif
