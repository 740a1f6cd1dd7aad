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
///
/// Open: the UIKit app's subclass (`AppSiriRouter`) presents Apple's own "Add to Siri" sheet
/// instead, as the delegate of IntentsUI's button and sheets; ``StorefrontServices/makeSiriRouter``
/// makes it for every product page.
@MainActor
open class SiriRouter: AppRouter, SiriRoute {
  /// Presents the "Add to Siri" sheet; adding records the shortcut in the session.
  open func openAddShortcut(for productID: Int) {
    let sheet = makeAddShortcut(for: productID)
    route(to: sheet.screen, managedBy: sheet.router)
  }

  /// The "Add to Siri" sheet's one factory: the sheet and a new router that presents it;
  /// adding records the shortcut in the session.
  ///
  /// - Parameter productID: The product the shortcut opens.
  /// - Returns: The sheet and its router.
  public func makeAddShortcut(for productID: Int) -> RoutedScreen<AddShortcutScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .modal(.formSheet))
    let screen = AddShortcutScreen(productID: productID, router: router) { [services] added in
      if added { services.session.addShortcut(productID) }
    }
    return RoutedScreen(screen, managedBy: router)
  }
}
