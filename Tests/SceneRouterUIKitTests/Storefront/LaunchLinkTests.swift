#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouter
import SceneRouterUIKit
import StorefrontKit
import Testing

/// The link a scene is launched with arrives in `scene(_:willConnectTo:options:)`, before the
/// window is visible, when UIKit would present nothing. The link is handed to the navigator at
/// once; it waits in the queue, behind the root, until the window becomes visible, and then
/// runs whole. No timing: the host hears `UIWindow.didBecomeVisibleNotification`.
@MainActor
@Suite("A launch link on the UIKit host")
struct LaunchLinkTests {
  @Test("a link opened before makeKeyAndVisible waits for the window, then opens whole")
  func launchLinkWaitsForTheWindow() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let device = UIKitSimulator(window: window)
    let host = UIKitHost(window: window)
    let navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    let storefront = StorefrontWindow(navigator: navigator)
    let opener = storefront.linkOpener
    let url = try #require(URL(string: "storefront://product/42/sheet"))
    let opening = Task.immediate { try await opener.open(url) }
    #expect(host.isReady == false)
    #expect(navigator.snapshot == NavigationSnapshot(root: nil))
    #expect(window.rootViewController == nil)

    window.makeKeyAndVisible()
    try await opening.value
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Product "Deep Link Hoodie"
      """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(device.console == [])
    #expect(device.exceptions == [])
    device.disconnectScene()
  }
}

#endif
