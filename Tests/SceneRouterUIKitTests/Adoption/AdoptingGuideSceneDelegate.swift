#if os(Linux)
// Compiled against the stand-ins, which exist on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouterDeepLinks
import SceneRouterUIKit

// The adoption guide's scene delegate (steps 1 and 3 of SceneRouterUIKit's DocC article
// "Adopting SceneRouter in a UIKit app"), as written there. Only UIKit makes scenes, so no
// test calls it: the stand-in's `UISceneDelegate` requires every method UIKit's declares as
// optional, so this compiles only with both steps, and it type-checks as a Mac would.
// `LaunchLinkTests` runs a link handed over before the window is visible.

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private(set) var navigator: Navigator?
  private var links: DeepLinkRouter<AppRoute>?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let host = UIKitHost(window: window)
    host.makeNavigationController = { BrandedNavigationController() }  // optional
    let navigator = Navigator(host: host)

    let shop = ShopViewController()          // adopts `Screen`
    let wishlist = WishlistViewController()
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    self.window = window
    self.navigator = navigator
    links = AppLinks.router(navigator: navigator)

    // Links that launched the app, handed over before the window is visible (step 3).
    for context in connectionOptions.urlContexts { open(context.url) }
    for activity in connectionOptions.userActivities { open(activity) }
    window.makeKeyAndVisible()
  }
}

extension SceneDelegate {
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts { open(context.url) }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    open(userActivity)
  }

  private func open(_ activity: NSUserActivity) {
    guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return }
    open(url)
  }

  private func open(_ url: URL) {
    Task { @MainActor in
      guard let outcome = await links?.open(url, origin: .link) else { return }
      if case .opened = outcome { return }
      print("\(outcome)")  // rejected, dropped or refused, in a sentence: log it as your app logs
    }
  }
}

// UIKit's optional Quick Action method, which the stand-in requires (its delegate protocols
// cannot declare optional requirements): the guide's app has no Quick Actions. Not in the guide.
extension SceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }
}

// What the scene delegate names besides the screens (`ShopViewController` is the README's,
// `WishlistViewController` the guide's tab items').

/// The app's own navigation controller, with its own look.
final class BrandedNavigationController: UINavigationController {}

/// The app's deep links.
enum AppRoute: Hashable, Sendable {
  case product(id: Int)
}

/// The app's deep-link router: `myapp://product/42` shows a product on the Shop tab.
@MainActor
enum AppLinks {
  static func router(navigator: Navigator) -> DeepLinkRouter<AppRoute> {
    DeepLinkRouter(navigator: navigator) { url, _ throws(DeepLinkError) in
      guard url.scheme == "myapp", url.host == "product", let id = Int(url.lastPathComponent) else { throw .noMatch }
      return .product(id: id)
    } plan: { route in
      switch route {
      case .product:
        NavigationPlan([.perform(.dismissPresented), .perform(.selectTab(0)), .open(ProductViewController(), as: .push)])
      }
    }
  }
}

#endif
