#if os(Linux)
// The guide's screens are view controllers, which exist on Linux as the stand-in's.

// The adoption guide's step 4 (SceneRouterUIKit's DocC article "Adopting SceneRouter in a
// UIKit app"), as written there: the flow of step 2 on the headless host.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterHeadless
import Testing

@MainActor @Test("a product opens from the shop and the back button closes it")
func productFlow() async throws {
  let host = HeadlessHost()
  let navigator = Navigator(host: host)
  let shop = ShopViewController()            // the same screens and view models as the app
  navigator.setRoot(.tabs([.stack([shop]), .stack([WishlistViewController()])], selected: 0))
  let viewModel = ShopViewModel(router: ShopRouter(navigator: navigator, rootTransition: .replaceRoot, root: shop))
  viewModel.didSelect(Product(name: "Swift T-shirt"))
  await navigator.waitUntilIdle()
  #expect(navigator.snapshot.description == """
    tabs
    ├─ stack (selected)
    │  ├─ Shop
    │  └─ ProductDetail "Swift T-shirt"
    └─ stack [tab: Wishlist, image: heart]
       └─ Wishlist "Wishlist"
    """)
  try host.tapBack()
  #expect(host.snapshot == navigator.snapshot)
}

#endif
