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

// The adoption guide's step 2 (`Sources/SceneRouterUIKit/ADOPTING.md`), as written there; the
// first test checks that the guide still shows exactly these lines.

@MainActor protocol ProductRoute { func openProduct(_ product: Product) }

extension ProductRoute where Self: Router {
  func openProduct(_ product: Product) {
    let router = DefaultRouter(spawnedBy: self, rootTransition: .push)
    let viewModel = ProductViewModel(product: product, router: router)
    route(to: ProductDetailViewController(viewModel: viewModel), managedBy: router)
  }
}

@MainActor final class ShopViewModel {
  typealias Routes = ProductRoute & Closable
  private let router: any Routes
  init(router: any Routes) { self.router = router }
  func didSelect(_ product: Product) { router.openProduct(product) }
}

// What the guide's snippet names.

struct Product: Sendable { var name: String }

@MainActor final class ProductViewModel {
  let product: Product
  let router: any Closable
  init(product: Product, router: any Closable) {
    self.product = product
    self.router = router
  }
}

@MainActor final class ProductDetailViewController: UIViewController, Screen {
  let viewModel: ProductViewModel
  init(viewModel: ProductViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  var screenName: String { "Product" }
  var screenTitle: String { viewModel.product.name }
}

final class ShopRouter: DefaultRouter, ProductRoute {}

@MainActor
@Suite("The UIKit adoption guide")
struct AdoptingGuideTests {
  @Test("step 2's code is the code this file compiles")
  func stepTwoIsCompiled() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(contentsOf: root.appendingPathComponent("Sources/SceneRouterUIKit/ADOPTING.md"), encoding: .utf8)
    let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let marker = "After (the Product screen gets a router of its own"
    let after = try #require(guide.range(of: marker))
    let open = try #require(guide.range(of: "```swift\n", range: after.upperBound..<guide.endIndex))
    let close = try #require(guide.range(of: "```", range: open.upperBound..<guide.endIndex))
    let block = String(guide[open.upperBound..<close.lowerBound])
    // Compared line by line without indentation: the guide's code is nested here.
    let trimmed = { (text: String) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
    let lines = trimmed(block)
    let file = trimmed(this)
    #expect(file.indices.contains { start in
      start + lines.count <= file.count && Array(file[start..<(start + lines.count)]) == lines
    })
  }

  @Test("step 2 runs: Shop opens Product with a router of its own, and Product's close closes Product, not Shop")
  func stepTwoRuns() async throws {
    let app = UIKitTestApp()
    let shop = app.screen("Shop")
    app.navigator.setRoot(.stack([shop]))
    let shopRouter = ShopRouter(navigator: app.navigator, rootTransition: .replaceRoot, root: shop)
    let shopViewModel = ShopViewModel(router: shopRouter)
    shopViewModel.didSelect(Product(name: "Mug"))
    app.expectScreens("""
      stack
      ├─ Shop
      └─ Product "Mug"
      """)
    let product = try #require(app.navigator.topMostScreen as? ProductDetailViewController)
    product.viewModel.router.close()
    app.expectScreens("""
      stack
      └─ Shop
      """)
  }
}

#endif
