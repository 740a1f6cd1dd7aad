import SceneRouter

/// The Shop tab's view model: lists the catalog and opens products.
@MainActor
public final class ShopViewModel {
  /// The routes the Shop tab uses.
  public typealias Routes = ProductRoute
  /// The router, seen only through the routes the Shop tab uses.
  package let router: any Routes
  /// The products listed.
  public let products: [Product]

  /// Creates the view model.
  public init(router: any Routes, catalog: Catalog) {
    self.router = router
    self.products = catalog.products
  }

  /// Opens a product.
  public func select(_ product: Product) { router.openProduct(product.id) }
}

/// The Shop tab's first screen.
@MainActor
public final class ShopScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: ShopViewModel

  /// Creates the screen.
  public init(viewModel: ShopViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Shop" }
  /// The tab: a shopping bag.
  public var tabItem: TabItem? { TabItem("Shop", image: "bag") }
  /// The lines of content the terminal shows.
  public var body: [String] { ["Today's products:"] + viewModel.products.map { "• \($0.name)  \($0.price)" } }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    viewModel.products.map { product in ScreenAction("Open '\(product.name)'") { [viewModel] in viewModel.select(product) } }
  }
}
