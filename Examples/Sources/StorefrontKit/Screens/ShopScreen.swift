import SceneRouter

/// The Shop tab's view model: lists the catalog, filtered, and opens products.
@MainActor
public final class ShopViewModel {
  /// The routes the Shop tab uses.
  public typealias Routes = ProductRoute & FiltersRoute
  /// The router, seen only through the routes the Shop tab uses.
  package let router: any Routes
  private let catalog: Catalog
  /// Which products are listed.
  public private(set) var filter: ShopFilter = .all

  /// Creates the view model.
  public init(router: any Routes, catalog: Catalog) {
    self.router = router
    self.catalog = catalog
  }

  /// The products listed under the filter.
  public var products: [Product] { catalog.products.filter(filter.includes) }

  /// Opens a product.
  public func select(_ product: Product) { router.openProduct(product.id) }

  /// Opens Filters in a sheet and applies the filter chosen there.
  public func chooseFilter() async {
    if case .completed(let chosen) = await router.openFilters(current: filter) { filter = chosen }
  }
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
  public var body: [String] {
    let heading = viewModel.filter == .all ? "Today's products:" : "Today's products (\(viewModel.filter.title)):"
    return [heading] + viewModel.products.map { "• \($0.name)  \($0.price)" }
  }
  /// What a person can do here, numbered from 1 in the terminal: a product's page, and Filters last.
  public var actions: [ScreenAction] {
    viewModel.products.map { product in ScreenAction("Open '\(product.name)'") { [viewModel] in viewModel.select(product) } }
      + [ScreenAction("Filter products") { [viewModel] in await viewModel.chooseFilter() }]
  }
}
