// Written for these tests in the style of article 002: view models see only their Routes.
import UIKit

final class WishlistViewModel {
  typealias Routes = ProductRoute & LoginRoute
  private let router: Routes

  init(router: Routes) { self.router = router }

  func productTapped(_ id: Int) { router.openProduct(id: id) }
  func loginTapped() { router.openLogin() }
}

final class ProductViewModel {
  typealias Routes = ProductRoute & SiriRoute & WishlistTabRoute & Closable
  private let router: Routes
  let productID: Int

  init(productID: Int, router: Routes) {
    self.productID = productID
    self.router = router
  }
}

final class LoginViewModel {
  typealias Routes = Closable
  private let router: Routes
  init(router: Routes) { self.router = router }
}

final class WishlistViewController: UIViewController {
  let viewModel: WishlistViewModel
  init(viewModel: WishlistViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
}

final class ProductViewController: UIViewController {
  let viewModel: ProductViewModel
  init(viewModel: ProductViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
}

final class LoginViewController: UIViewController {
  let viewModel: LoginViewModel
  init(viewModel: LoginViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
}

final class AddVoiceShortcutViewController: UIViewController {
  init(intent: String) { super.init(nibName: nil, bundle: nil) }
}

final class DeeplinkRouter: DefaultRouter, ProductRoute, LoginRoute {
  func route(to url: URL, as transition: Transition) -> Bool {
    switch url.path {
    case "/product":
      openProduct(id: 1, with: transition)
      return true
    case "/login":
      openLogin()
      return true
    default:
      return false
    }
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let deeplinkRouter = DeeplinkRouter(rootTransition: ModalTransition())

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    let router = DefaultRouter(rootTransition: EmptyTransition())
    let wishlist = WishlistViewController(viewModel: WishlistViewModel(router: router))
    router.root = wishlist
    window?.rootViewController = UINavigationController(rootViewController: wishlist)
  }
}
