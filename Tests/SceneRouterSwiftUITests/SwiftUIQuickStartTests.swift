#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

import Foundation
import SceneRouter
import SceneRouterSwiftUI
import SceneRouterTestSupport
import Testing

@MainActor final class ShopScreen: Screen {}            // any class can be a Screen
@MainActor final class WishlistScreen: Screen {}
@MainActor final class ProductScreen: Screen {}

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
    navigator.route(to: ProductScreen(), from: shop, as: .push)

    // In the app (SwiftUI):
    // WindowGroup {
    //   NavigationRootView(model: model) { screen in
    //     switch screen {
    //     case let product as ProductScreen: ProductView(viewModel: product.viewModel)
    //     default: Text(verbatim: screen.screenTitle)
    //     }
    //   }
    // }

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

  @Test("the README says exactly what this file runs")
  func readmeMatches() throws {
    let block = try #require(ReadmeBlock(after: "## SwiftUI quick start"))
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(block.missingLines(from: source) == [])
  }
}

#endif
