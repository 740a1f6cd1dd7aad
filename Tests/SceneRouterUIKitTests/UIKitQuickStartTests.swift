#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouter
import SceneRouterTestSupport
import SceneRouterUIKit
import Testing

@MainActor final class ShopViewController: UIViewController, Screen {}
@MainActor final class ProductViewController: UIViewController, Screen {}

/// The README's UIKit quick start, as written there, on the UIKit stand-in.
@MainActor
@Suite("README: UIKit quick start")
struct UIKitQuickStartTests {
  @Test("the quick start runs as written: UIKit's containers show what the navigator recorded")
  func quickStart() throws {
    // In scene(_:willConnectTo:options:), with UIWindow(windowScene:) in an app:
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIKitHost(window: window)      // performs the navigator's steps with UIKit
    let navigator = Navigator(host: host)     // routers use it exactly as on the headless host
    let shop = ShopViewController()
    navigator.setRoot(.stack([shop]))
    window.makeKeyAndVisible()
    navigator.route(to: ProductViewController(), from: shop, as: .push)
    // The back button, a swipe back, a pulled-down sheet: UIKit tells the host, and the
    // navigator hears each one before anyone else asks it anything.
    assert(host.snapshot == navigator.snapshot)

    #expect(navigator.snapshot.description == """
      stack
      ├─ Shop
      └─ Product
      """)
    #expect(host.snapshot == navigator.snapshot)
    let stack = window.rootViewController as? UINavigationController
    #expect(stack?.viewControllers.map { ($0 as? any Screen)?.screenName } == ["Shop", "Product"])
  }

  @Test("the README says exactly what this file runs")
  func readmeMatches() throws {
    let block = try #require(ReadmeBlock(after: "## UIKit quick start"))
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(block.missingLines(from: source) == [])
  }
}

#endif
