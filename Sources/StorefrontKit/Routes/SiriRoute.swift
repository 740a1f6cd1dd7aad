import SceneRouter

/// Creates a Siri shortcut for a product (article 002's `SiriRoute`).
@MainActor
public protocol SiriRoute: AnyObject {
  /// Presents the "Add to Siri" sheet for a product.
  func openAddShortcut(for productID: Int)
}

/// A router that also plays the shortcut button's delegate, as article 002's
/// `SiriRouter` does: it inherits all of ``AppRouter``'s routing and adds the shortcut
/// sheet and what happens when the person adds or cancels it.
@MainActor
public final class SiriRouter: AppRouter, SiriRoute {
  /// Presents the "Add to Siri" sheet; adding records the shortcut in the session.
  public func openAddShortcut(for productID: Int) {
    let router = AppRouter(spawnedBy: self, rootTransition: .modal(.formSheet))
    let screen = AddShortcutScreen(productID: productID, router: router) { [services] added in
      if added { services.session.addShortcut(productID) }
    }
    route(to: screen, managedBy: router)
  }
}
