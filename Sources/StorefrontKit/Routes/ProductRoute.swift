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

  /// Opens the product's page with any transition: what deep links use.
  ///
  /// Products open with a ``SiriRouter``, which also handles shortcuts.
  public func openProduct(_ id: Int, as transition: Transition, completion: Navigator.Completion? = nil) {
    let router = SiriRouter(spawnedBy: self, rootTransition: transition)
    guard let screen = ProductScreen.make(id, router: router) else {
      let error = NavigationError.invalidTransition("the shop sells no product \(id)")
      if let completion { completion(.failure(error)) } else { navigator?.unhandledErrorHandler(error) }
      return
    }
    route(to: screen, managedBy: router, completion: completion)
  }
}

extension AppRouter: ProductRoute {}
