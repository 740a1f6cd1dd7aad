// Written for these tests in the style of article 002: route protocols with default
// implementations constrained to a router, routers spawning routers.
import UIKit

protocol LoginRoute {
  func openLogin()
}

extension LoginRoute where Self: RouterProtocol {
  func openLogin() {
    let transition = ModalTransition()
    let router = DefaultRouter(rootTransition: transition)
    let viewModel = LoginViewModel(router: router)
    let viewController = LoginViewController(viewModel: viewModel)
    router.root = viewController
    let navigationController = UINavigationController(rootViewController: viewController)
    route(to: navigationController, as: transition)
  }
}

extension DefaultRouter: LoginRoute {}

protocol ProductRoute {
  func openProduct(id: Int)
}

extension ProductRoute where Self: RouterProtocol {
  func openProduct(id: Int) {
    openProduct(id: id, with: PushTransition())
  }

  func openProduct(id: Int, with transition: Transition) {
    let router = SiriRouter(rootTransition: transition)
    let viewModel = ProductViewModel(productID: id, router: router)
    let viewController = ProductViewController(viewModel: viewModel)
    router.root = viewController
    route(to: viewController, as: transition)
  }
}

extension DefaultRouter: ProductRoute {}

protocol SiriRoute {
  func openAddToSiri(for intent: String)
}

final class SiriRouter: DefaultRouter, SiriRoute {
  func openAddToSiri(for intent: String) {
    let viewController = AddVoiceShortcutViewController(intent: intent)
    route(to: viewController, as: ModalTransition())
  }
}

protocol WishlistTabRoute {
  func selectWishlistTab()
}

extension WishlistTabRoute where Self: RouterProtocol {
  func selectWishlistTab() {
    root?.tabBarController?.selectedIndex = 1
  }
}

extension DefaultRouter: WishlistTabRoute {}
