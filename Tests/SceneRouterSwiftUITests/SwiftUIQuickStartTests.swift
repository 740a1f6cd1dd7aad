import SceneRouter
import SceneRouterSwiftUI
import Testing

@MainActor private final class ShopScreen: Screen {}
@MainActor private final class WishlistScreen: Screen {}
@MainActor private final class ProductScreen: Screen {}

/// The README's SwiftUI quick start, as written there (the app's SwiftUI part aside).
@MainActor
@Suite("README: SwiftUI quick start")
struct SwiftUIQuickStartTests {
  @Test("the quick start runs as written and ends with the model equal to the navigator")
  func quickStart() throws {
    let model = NavigationModel()                 // the window's host, observable
    let navigator = Navigator(host: model)        // routers use it exactly as on UIKit
    let shop = ShopScreen(), wishlist = WishlistScreen()
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    navigator.open(ProductScreen(), from: shop, as: .push)

    // What a person does arrives as binding writes; the navigator hears each one.
    if case .tabs(let tabs) = model.root, case .stack(let stack) = model.tabs(of: tabs)[0] {
      try model.setPath([], of: stack)            // Back (or a swipe): the path shrinks
      try model.setSelectedTab(1, of: tabs)       // a tap on the Wishlist tab
    }
    assert(model.snapshot == navigator.snapshot)

    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect(model.snapshot == navigator.snapshot)
  }
}
