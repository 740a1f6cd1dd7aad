// Written for these tests in the style of article 004: one route, by segue or in code.
import UIKit

@objc protocol HomeRoutingLogic {
  func routeToDetail(segue: UIStoryboardSegue?)
}

protocol HomeDataPassing {
  var dataStore: HomeDataStore? { get }
}

final class HomeRouter: NSObject, HomeRoutingLogic, HomeDataPassing {
  weak var viewController: HomeViewController?
  var dataStore: HomeDataStore?

  func routeToDetail(segue: UIStoryboardSegue?) {
    if let segue = segue {
      guard
        let homeDS = dataStore,
        let detailVC = segue.destination as? DetailViewController,
        var detailDS = detailVC.router?.dataStore
      else { return }
      passDataToDetail(source: homeDS, destination: &detailDS)
    } else {
      guard
        let viewController = viewController,
        let homeDS = dataStore,
        let storyboard = viewController.storyboard,
        let detailVC = storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailViewController,
        var detailDS = detailVC.router?.dataStore
      else { return }
      passDataToDetail(source: homeDS, destination: &detailDS)
      navigateToDetail(source: viewController, destination: detailVC)
    }
  }

  private func navigateToDetail(source: HomeViewController, destination: DetailViewController) {
    source.navigationController?.pushViewController(destination, animated: true)
  }

  private func passDataToDetail(source: HomeDataStore, destination: inout DetailDataStore) {
    destination.message = source.message
  }
}

final class HomeViewController: UIViewController {
  var router: (NSObjectProtocol & HomeRoutingLogic & HomeDataPassing)?

  @IBAction func showDetail() {
    router?.routeToDetail(segue: nil)
  }
}

final class DetailViewController: UIViewController {
  var router: DetailRouter?
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
    return true
  }
}
