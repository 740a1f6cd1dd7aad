import SceneRouter

/// The Search tab's view model: lists the catalog by name and opens products.
@MainActor
public final class SearchViewModel {
  /// The routes the Search tab uses.
  public typealias Routes = ProductRoute
  /// The router, seen only through the routes the Search tab uses.
  package let router: any Routes
  private let catalog: Catalog

  /// Creates the view model.
  public init(router: any Routes, catalog: Catalog) {
    self.router = router
    self.catalog = catalog
  }

  /// The products, by name.
  public var products: [Product] { catalog.products.sorted { $0.name < $1.name } }

  /// Opens a product.
  public func select(_ product: Product) { router.openProduct(product.id) }
}

/// The Search tab's first screen: the storefront's prominent tab, as an iOS 27 app shows
/// Search (`TabItem(system: .search, role: .prominent)`; UIKit's `prominentTabIdentifier`,
/// SwiftUI's `TabRole.prominent`).
@MainActor
public final class SearchScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: SearchViewModel

  /// Creates the screen.
  public init(viewModel: SearchViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Search" }
  /// The tab: the system's Search item, prominent.
  public var tabItem: TabItem? { TabItem(system: .search, role: .prominent) }
  /// The lines of content the terminal shows.
  public var body: [String] {
    ["Search the catalog:"] + viewModel.products.map { "• \($0.name)  \($0.price)" }
  }
  /// What a person can do here, numbered from 1 in the terminal: a product's page.
  public var actions: [ScreenAction] {
    viewModel.products.map { product in ScreenAction("Open '\(product.name)'") { [viewModel] in viewModel.select(product) } }
  }
}
