// Written for these tests in the style of articles 000 and 001 (Clean Swift, UIKit).
import UIKit

@objc protocol ListOrdersRoutingLogic {
  func routeToShowOrder(segue: UIStoryboardSegue?)
  func routeToCreateOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing {
  var dataStore: ListOrdersDataStore? { get }
}

class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
  weak var viewController: ListOrdersViewController?
  var dataStore: ListOrdersDataStore?

  func routeToShowOrder(segue: UIStoryboardSegue?) {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowOrderViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowOrder(source: dataStore!, destination: &destinationDS)
    } else {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      let destinationVC = storyboard.instantiateViewController(withIdentifier: "ShowOrderViewController") as! ShowOrderViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowOrder(source: dataStore!, destination: &destinationDS)
      navigateToShowOrder(source: viewController!, destination: destinationVC)
    }
  }

  func routeToCreateOrder(segue: UIStoryboardSegue?) {
    viewController?.performSegue(withIdentifier: "CreateOrder", sender: nil)
  }

  func navigateToShowOrder(source: ListOrdersViewController, destination: ShowOrderViewController) {
    source.show(destination, sender: nil)
  }

  func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {
    let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
    destination.order = source.orders?[selectedRow!]
  }
}

class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {
  var interactor: ListOrdersBusinessLogic?
  var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }
}
