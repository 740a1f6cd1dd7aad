import SceneRouter

/// The Wishlist tab's view model: lists saved products, opens them, removes them once a
/// person confirms in an alert, and opens Login.
@MainActor
public final class WishlistViewModel {
  /// The routes the Wishlist tab uses.
  public typealias Routes = ProductRoute & LoginRoute & WishlistRemovalRoute
  /// The router, seen only through the routes the Wishlist tab uses.
  package let router: any Routes
  private let services: StorefrontServices

  /// Creates the view model.
  public init(router: any Routes, services: StorefrontServices) {
    self.router = router
    self.services = services
  }

  /// The saved products.
  public var products: [Product] { services.session.wishlist.compactMap(services.catalog.product) }
  /// Whether someone is signed in.
  public var isSignedIn: Bool { services.session.isSignedIn }
  /// Who is signed in.
  public var userName: String? { services.session.userName }

  /// Opens a saved product; signed out, Login comes first and the product opens after
  /// signing in (or not at all when Login is closed).
  public func select(_ product: Product) async {
    if !services.session.isSignedIn {
      guard case .completed = await router.openLogin() else { return }
    }
    router.openProduct(product.id)
  }

  /// Removes a saved product once the person confirms it in an alert.
  public func remove(_ product: Product) async {
    guard await router.confirmRemoval(of: product) else { return }
    services.session.removeFromWishlist(product.id)
  }

  /// Presents Login and returns when it closes.
  public func signIn() async { _ = await router.openLogin() }

  /// Signs out.
  public func signOut() { services.session.signOut() }
}

/// The Wishlist tab's first screen.
@MainActor
public final class WishlistScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: WishlistViewModel

  /// Creates the screen.
  public init(viewModel: WishlistViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Wishlist" }
  /// The tab: a heart, with the number of saved products as its badge (none when empty).
  public var tabItem: TabItem? {
    let count = viewModel.products.count
    return TabItem("Wishlist", image: "heart", badge: count > 0 ? "\(count)" : nil)
  }
  /// The lines of content the terminal shows.
  public var body: [String] {
    let who = viewModel.userName.map { "Signed in as \($0)." } ?? "Signed out."
    let items = viewModel.products.map { "• \($0.name)  \($0.price)" }
    return [who] + (items.isEmpty ? ["Your wishlist is empty."] : items)
  }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    var actions = viewModel.products.map { product in
      ScreenAction("Open '\(product.name)'") { [viewModel] in await viewModel.select(product) }
    }
    if viewModel.isSignedIn {
      actions.append(ScreenAction("Sign out") { [viewModel] in viewModel.signOut() })
    } else {
      actions.append(ScreenAction("Log in") { [viewModel] in await viewModel.signIn() })
    }
    // Last, so that the numbers of the actions above stay as they were.
    actions += viewModel.products.map { product in
      ScreenAction("Remove '\(product.name)'") { [viewModel] in await viewModel.remove(product) }
    }
    return actions
  }
}
