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

// The adoption guide's step 2, as written in SceneRouterUIKit's DocC article "Adopting
// SceneRouter in a UIKit app" (`AdoptingInAUIKitApp.md`); the first test checks that the
// guide still shows exactly these lines. The other files of this folder compile and run the
// guide's other steps.

final class ProductDetailViewController: UIViewController, Screen {
  let viewModel: ProductViewModel

  init(viewModel: ProductViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = viewModel.product.name
  }

  required init?(coder: NSCoder) { nil }
  // `screenName` defaults to "ProductDetail": the class name without "ViewController".
}

// Before: the Shop screen decides where to go next.
extension ShopViewController {
  func didSelect(_ product: Product) {
    let detail = ProductDetailViewController(viewModel: ProductViewModel(product: product))
    navigationController?.pushViewController(detail, animated: true)  // silently nothing without a navigation controller
  }
}

// After: the Shop screen's view model asks its router.

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

final class ShopRouter: DefaultRouter, ProductRoute {}

// What the guide's snippets name.

struct Product: Sendable { var name: String }

/// The product page's view model; before its flow moved to routers it had no router.
@MainActor final class ProductViewModel {
  let product: Product
  let router: (any Closable)?
  init(product: Product, router: (any Closable)? = nil) {
    self.product = product
    self.router = router
  }
}

@MainActor
@Suite("The UIKit adoption guide")
struct AdoptingGuideTests {
  /// The guide: SceneRouterUIKit's DocC article.
  static func guide() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: root.appendingPathComponent("Sources/SceneRouterUIKit/SceneRouterUIKit.docc/AdoptingInAUIKitApp.md"),
      encoding: .utf8)
  }

  /// The first fenced block after `marker` in the guide, without its fence.
  static func block(after marker: String, fence: String = "```swift\n") throws -> String {
    let guide = try guide()
    let after = try #require(guide.range(of: marker))
    let open = try #require(guide.range(of: fence, range: after.upperBound..<guide.endIndex))
    let close = try #require(guide.range(of: "```", range: open.upperBound..<guide.endIndex))
    return String(guide[open.upperBound..<close.lowerBound])
  }

  @Test("step 2's code is the code this file compiles")
  func stepTwoIsCompiled() throws {
    let block = try Self.block(after: "After (the Product screen gets a router of its own")
    let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    // Compared line by line without indentation: the guide's code is nested here.
    let trimmed = { (text: String) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
    let lines = trimmed(block)
    let file = trimmed(this)
    #expect(lines.count > 10)
    #expect(file.indices.contains { start in
      start + lines.count <= file.count && Array(file[start..<(start + lines.count)]) == lines
    })
  }

  @Test("before the move, a push made outside the navigator is adopted under the screen's own name")
  func beforeTheMove() {
    let app = UIKitTestApp()
    let shop = ShopViewController()
    app.navigator.setRoot(.stack([shop]))
    shop.didSelect(Product(name: "Mug"))
    app.expectScreens("""
      stack
      ├─ Shop
      └─ ProductDetail "Mug"
      """)
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
      └─ ProductDetail "Mug"
      """)
    let product = try #require(app.navigator.topMostScreen as? ProductDetailViewController)
    try await product.viewModel.router?.close()
    app.expectScreens("""
      stack
      └─ Shop
      """)
  }
}

#endif
