#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterHeadless
import SceneRouterUIKit
import StorefrontKit
import Testing

/// Article 002's app on some host, driven as a person would: actions on the top-most
/// screen, and taps, swipes and pulls on the host.
@MainActor
protocol StorefrontDriver {
  var navigator: Navigator { get }
  var services: StorefrontServices { get }
  /// What the host's containers show.
  var hostSnapshot: NavigationSnapshot { get }
  func tapTab(_ index: Int) throws
  func tapBack() throws
  func swipeBack() throws
  func pullDownSheet() throws
}

extension StorefrontDriver {
  var topMostScreen: (any StorefrontScreen)? { navigator.topMostScreen as? any StorefrontScreen }

  /// Performs the top-most screen's action with this title and waits for what it started.
  func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let action = topMostScreen?.actions.first(where: { $0.title == title }) else {
      Issue.record("no action '\(title)' on \(topMostScreen?.screenName ?? "nothing")", sourceLocation: sourceLocation)
      return
    }
    await action.perform()
  }

  /// Waits until the navigator shows `name` on top: resumed by the navigator's own change
  /// notification, never by polling.
  func waitFor(_ name: String) async {
    guard topMostScreen?.screenName != name else { return }
    let owner = CallLog()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      navigator.observe(owner) { [navigator] snapshot in
        guard snapshot.topMostScreen.map({ if case .screen(let shown, _) = $0 { shown == name } else { false } }) == true
        else { return }
        navigator.removeObserver(owner)
        continuation.resume()
      }
    }
  }
}

/// The app exactly as `StorefrontApp` builds it, on the headless host.
@MainActor
struct HeadlessStorefront: StorefrontDriver {
  let app = StorefrontApp()
  var navigator: Navigator { app.navigator }
  var services: StorefrontServices { app.services }
  var hostSnapshot: NavigationSnapshot { app.host.snapshot }
  func tapTab(_ index: Int) throws { try app.host.tapTab(index) }
  func tapBack() throws { try app.host.tapBack() }
  func swipeBack() throws { try app.host.swipeBack() }
  func pullDownSheet() throws { try app.host.pullDownSheet() }
}

/// The same app model (`StorefrontApp`'s routers, screens and services) on `UIKitHost`
/// over the stand-in: screens shown by `ScreenHostingController`s in UIKit's containers.
@MainActor
struct UIKitStorefront: StorefrontDriver {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let device: UIKitSimulator
  let host: UIKitHost
  let navigator: Navigator
  let services = StorefrontServices()
  let router: AppRouter
  let shopRouter: AppRouter
  let wishlistRouter: AppRouter

  init() {
    device = UIKitSimulator(window: window)
    host = UIKitHost(window: window)
    navigator = Navigator(host: host)
    router = AppRouter(navigator: navigator, services: services, rootTransition: .replaceRoot)
    let tabBar = StorefrontTabBar(router: router)
    shopRouter = tabBar.shop.router
    wishlistRouter = tabBar.wishlist.router
    window.makeKeyAndVisible()
    navigator.setRoot(tabBar.layout())
  }

  var hostSnapshot: NavigationSnapshot { host.snapshot }
  func tapTab(_ index: Int) throws { try device.tapTab(index) }
  func tapBack() throws { try device.tapBackButton() }
  func swipeBack() throws {
    try device.beginSwipeBack()
    try device.finishSwipeBack()
  }
  func pullDownSheet() throws { try device.pullDownSheet() }
}
