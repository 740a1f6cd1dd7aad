import SceneRouter

/// Opens a product page.
@MainActor
public protocol ProductRoute: AnyObject {
  /// Pushes the product's page.
  func openProduct(_ id: Int)
}

extension ProductRoute where Self: AppRouter {
  /// Pushes the product's page, managed by a new ``SiriRouter``.
  public func openProduct(_ id: Int) {
    openProduct(id, as: .push)
  }

  /// Opens the product's page with any transition, as article 002's deep-link-ready
  /// routes do: a link may show as a sheet what a tap pushes.
  ///
  /// - Parameters:
  ///   - id: The product.
  ///   - transition: How to open it; the product's router closes it the same way.
  ///   - completion: Called once when done or refused; without one, a refusal goes to the
  ///     navigator's `unhandledErrorHandler`.
  public func openProduct(_ id: Int, as transition: Transition, completion: Navigator.Completion? = nil) {
    do throws(NavigationError) {
      let product = try makeProduct(id, as: transition)
      route(to: product.screen, managedBy: product.router, completion: completion)
    } catch {
      if let completion { completion(.failure(error)) } else { navigator?.unhandledErrorHandler(error) }
    }
  }

  /// The product page's one factory, used by taps and links alike: the page with its
  /// view model and a new ``SiriRouter`` (from ``StorefrontServices/makeSiriRouter``), which
  /// also handles shortcuts.
  ///
  /// - Parameters:
  ///   - id: The product.
  ///   - transition: The router's root transition: how the page opens and closes.
  /// - Returns: The page and its router.
  /// - Throws: ``SceneRouter/NavigationError/declined(reason:)`` for a product the shop does
  ///   not sell.
  public func makeProduct(_ id: Int, as transition: Transition) throws(NavigationError)
    -> RoutedScreen<ProductScreen, SiriRouter>
  {
    guard let product = services.catalog.product(id) else {
      throw .declined(reason: "the shop sells no product \(id)")
    }
    let router = services.makeSiriRouter(self, transition)
    let screen = ProductScreen(viewModel: ProductViewModel(product: product, router: router, services: services))
    return RoutedScreen(screen, managedBy: router)
  }
}

extension AppRouter: ProductRoute {}
