import Foundation
import Observation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterSwiftUI
import StorefrontKit

/// The storefront of one window: the navigation model SwiftUI draws, and the storefront's
/// routers, services and deep-link router over the model's navigator.
///
/// `NavigationRootView` draws the Wishlist's removal alert (an alert route) with SwiftUI's
/// `alert`, each button telling the model the person's choice, and rests Filters' sheet at its
/// detents with `presentationDetents(_:selection:)`; ``ScreenView`` draws the other screens.
///
/// It is observable for ``currentProduct``, the product on screen, which the app advertises as
/// its activity for Handoff and Spotlight.
@Observable
final class Storefront {
  /// What SwiftUI draws: the tabs, stacks and sheets the navigator asked for.
  let model = NavigationModel()
  /// The navigator over ``model``.
  let navigator: Navigator
  /// The tabs, the routers of every screen, and the deep-link router.
  let window: StorefrontWindow
  /// The product on screen, if a product page is on top: what the app advertises.
  private(set) var currentProduct: StorefrontRoute?
  /// Publishes ``currentProduct`` after every change of what the navigator shows.
  @ObservationIgnored private var productPublisher: CurrentRoutePublisher<StorefrontRoute>?

  init() {
    navigator = Navigator(host: model)
    navigator.unhandledErrorHandler = { error in print("Storefront: \(error)") }
    // iPad's layout: a tab bar that becomes a sidebar in a regular width (iOS 18), the same
    // tabs and routes as a tab bar everywhere else.
    window = StorefrontWindow(navigator: navigator, tabBarStyle: .sidebarAdaptable)
    productPublisher = CurrentRoutePublisher(navigator: navigator) { screen in
      (screen as? ProductScreen).map { StorefrontRoute.product($0.viewModel.product.id) }
    } link: { route throws(DeepLinkError) in
      guard let url = route.webURL else { throw .unprintableRoute(route.description) }
      return url
    } publish: { [weak self] route, _ in
      self?.currentProduct = route
    }
  }

  /// Opens a link as one navigation request, after the links before it. A link that is not
  /// the storefront's, or names a product it does not sell, changes nothing and is logged. A
  /// widget's link says so in its query (`?from=widget`, which the table ignores).
  ///
  /// - Parameter url: `storefront://product/42`, `https://shop.example.com/product/42`, ...
  func open(_ url: URL) {
    let fromWidget = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .contains { $0.name == "from" && $0.value == "widget" } ?? false
    open(fromWidget ? .widget(url) : .link(url))
  }

  /// Opens what came into the app — a link, a widget's link, a Handoff or Spotlight activity, a
  /// notification tap — through the same guards and plans (`StorefrontLinkOpener.open(_:)`).
  ///
  /// - Parameter entry: What came in.
  func open(_ entry: Entry) {
    // The task holds the opener, not the storefront: a link waiting for Login must not
    // keep a closed window alive.
    let opener = window.linkOpener
    window.tasks.start("open \(entry)") {
      do throws(StorefrontLinkError) {
        try await opener.open(entry)
      } catch {
        print("Storefront: \(error)")
      }
    }
  }
}
