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
import Testing

// The adoption guide's tab items (SceneRouterUIKit's DocC article "Adopting SceneRouter in a
// UIKit app"), as written there.

final class WishlistViewController: UIViewController, Screen {
  var count = 0                                  // what the wishlist holds
  var screenTitle: String { "Wishlist" }         // navigationItem.title
  var tabItem: TabItem? {                        // the tab's tabBarItem
    TabItem("Wishlist", image: "heart", badge: count > 0 ? "\(count)" : nil)
  }
}

@MainActor
@Suite("The UIKit adoption guide: tab items")
struct AdoptingGuideTabItemTests {
  @Test("the tab's root screen describes its tab bar item, and its badge follows refreshChrome; the guide shows this tree")
  func wishlistTab() async throws {
    let app = UIKitTestApp()
    let shop = ShopViewController()
    let wishlist = WishlistViewController()
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    let tabs = try #require(app.window.rootViewController as? UITabBarController)
    let item = try #require(tabs.viewControllers?[1].tabBarItem)
    #expect(item.title == "Wishlist")
    #expect(item.image == UIImage(systemName: "heart"))
    #expect(item.badgeValue == nil)
    #expect(wishlist.navigationItem.title == "Wishlist")

    wishlist.count = 3
    app.navigator.refreshChrome(of: wishlist)
    await app.navigator.waitUntilIdle()
    #expect(item.badgeValue == "3")
    let tree = try AdoptingGuideTests.block(after: "with three items in the wishlist", fence: "```\n")
    #expect(app.navigator.snapshot.description + "\n" == tree)
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack [tab: Wishlist, image: heart, badge: 3]
         └─ Wishlist "Wishlist"
      """)
  }
}

#endif
