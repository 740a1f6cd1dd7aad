import SceneRouter

/// A product page's view model: opens related products, adds to the wishlist (signing
/// in first when needed), and creates a shortcut.
@MainActor
public final class ProductViewModel {
  /// The routes a product page uses.
  public typealias Routes = ProductRoute & PopUpRoute & LoginRoute & SiriRoute
  /// The router, seen only through the routes a product page uses.
  package let router: any Routes
  private let services: StorefrontServices
  /// The product shown.
  public let product: Product
  /// The route that adds the product to Siri, for an app that shows IntentsUI's button.
  public var siriRoute: any SiriRoute { router }

  /// Creates the view model.
  public init(product: Product, router: any Routes, services: StorefrontServices) {
    self.product = product
    self.router = router
    self.services = services
  }

  /// The related products.
  public var related: [Product] { product.relatedIDs.compactMap(services.catalog.product) }
  /// Whether the product is on the wishlist.
  public var isOnWishlist: Bool { services.session.wishlist.contains(product.id) }

  /// Opens a related product.
  public func select(_ related: Product) { router.openProduct(related.id) }

  /// Adds the product to the wishlist and confirms with a pop-up. When nobody is signed
  /// in, Login is presented first and the addition continues after signing in; it is
  /// dropped when Login is closed without signing in.
  public func addToWishlist() async {
    if !services.session.isSignedIn {
      guard case .completed = await router.openLogin() else { return }
    }
    services.session.addToWishlist(product.id)
    router.openPopUp("'\(product.name)' was added to your wishlist.")
  }

  /// Presents the "Add to Siri" sheet.
  public func createShortcut() { router.openAddShortcut(for: product.id) }
}

/// A product page.
@MainActor
public final class ProductScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: ProductViewModel

  /// Creates the screen.
  public init(viewModel: ProductViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { viewModel.product.name }
  /// The lines of content the terminal shows.
  public var body: [String] {
    [
      "\(viewModel.product.name)  \(viewModel.product.price)",
      viewModel.isOnWishlist ? "On your wishlist." : "Not on your wishlist.",
      "You may also like: " + viewModel.related.map(\.name).joined(separator: ", "),
    ]
  }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    viewModel.related.map { product in
      ScreenAction("Open '\(product.name)'") { [viewModel] in viewModel.select(product) }
    } + [
      ScreenAction("Add to wishlist") { [viewModel] in await viewModel.addToWishlist() },
      ScreenAction("Create a Siri shortcut") { [viewModel] in viewModel.createShortcut() },
    ]
  }
}
