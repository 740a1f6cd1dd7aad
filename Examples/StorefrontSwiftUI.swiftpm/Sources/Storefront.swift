import Foundation
import SceneRouter
import SceneRouterSwiftUI
import StorefrontKit

/// The storefront of one window: the navigation model SwiftUI draws, and the storefront's
/// routers, services and deep-link router over the model's navigator.
///
/// `NavigationRootView` draws the Wishlist's removal alert (an alert route) with SwiftUI's
/// `alert`, each button telling the model the person's choice, and rests Filters' sheet at its
/// detents with `presentationDetents(_:selection:)`; ``ScreenView`` draws the other screens.
final class Storefront {
  /// What SwiftUI draws: the tabs, stacks and sheets the navigator asked for.
  let model = NavigationModel()
  /// The navigator over ``model``.
  let navigator: Navigator
  /// The tabs, the routers of every screen, and the deep-link router.
  let window: StorefrontWindow

  init() {
    navigator = Navigator(host: model)
    navigator.unhandledErrorHandler = { error in print("Storefront: \(error)") }
    window = StorefrontWindow(navigator: navigator)
  }

  /// Opens a link as one navigation request, after the links before it. A link that is not
  /// the storefront's, or names a product it does not sell, changes nothing and is logged.
  ///
  /// - Parameter url: `storefront://product/42`, `https://shop.example.com/product/42`, ...
  func open(_ url: URL) {
    // The task holds the opener, not the storefront: a link waiting for Login must not
    // keep a closed window alive.
    let opener = window.linkOpener
    window.tasks.start("open \(url.absoluteString)") {
      do throws(StorefrontLinkError) {
        try await opener.open(url)
      } catch {
        print("Storefront: \(error)")
      }
    }
  }
}
