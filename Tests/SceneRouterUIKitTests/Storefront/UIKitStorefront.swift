#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import StorefrontFlows
import StorefrontKit

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
  func chooseAlertAction(_ index: Int) throws { try device.tapAlertAction(index) }

  /// The person sees the sheet's detents; UIKit names the system's its own way.
  func dragSheet(toDetent detent: String) throws {
    guard let sheet = host.snapshot.presented.last?.sheet, let target = sheet.detents.first(where: { $0.identifier == detent })
    else { throw NavigationError.personActionUnavailable(action: "drag the sheet", reason: "no such detent is shown") }
    try device.dragSheet(toDetent: UIKitHost.identifier(for: target))
  }
}

#endif
