// Written for these tests in the style of articles 000 and 001: an unwind route, and an
// old-style navigateTo from a reader's question.
import UIKit

@objc protocol CreateOrderRoutingLogic {
  func routeToListOrders(segue: UIStoryboardSegue?)
  func routeToShowOrder(segue: UIStoryboardSegue?)
}

class CreateOrderRouter: NSObject, CreateOrderRoutingLogic, CreateOrderDataPassing {
  weak var viewController: CreateOrderViewController?
  var dataStore: CreateOrderDataStore?

  // Unwinding: CreateOrder is the source, ListOrders the destination.
  func routeToListOrders(segue: UIStoryboardSegue?) {
    let index = viewController!.navigationController!.viewControllers.count - 2
    let destinationVC = viewController?.navigationController?.viewControllers[index] as! ListOrdersViewController
    var destinationDS = destinationVC.router!.dataStore!
    passDataToListOrders(source: dataStore!, destination: &destinationDS)
    navigateToListOrders(source: viewController!, destination: destinationVC)
  }

  func routeToShowOrder(segue: UIStoryboardSegue?) {
    let destinationVC = viewController?.navigationController?.viewControllers.last as! ShowOrderViewController
    var destinationDS = destinationVC.router!.dataStore!
    passDataToShowOrder(source: dataStore!, destination: &destinationDS)
    viewController?.navigationController?.popViewController(animated: true)
  }

  func navigateToListOrders(source: CreateOrderViewController, destination: ListOrdersViewController) {
    source.navigationController?.popToViewController(destination, animated: true)
    source.dismiss(animated: true, completion: nil)
  }

  func passDataToListOrders(source: CreateOrderDataStore, destination: inout ListOrdersDataStore) {
    destination.orders?.append(source.orderToSave!)
  }

  func passDataToShowOrder(source: CreateOrderDataStore, destination: inout ShowOrderDataStore) {
    destination.order = source.orderToSave
  }
}

class CreateOrderViewController: UIViewController {
  var router: (NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?
}

class ShowOrderViewController: UIViewController {
  var router: (NSObjectProtocol & ShowOrderRoutingLogic & ShowOrderDataPassing)?
}

class ShowOrderRouter: NSObject, ShowOrderRoutingLogic, ShowOrderDataPassing {
  weak var viewController: ShowOrderViewController?
  var dataStore: ShowOrderDataStore?

  func navigateToAddItemScreen() {
    let addItemScreen = viewController?.storyboard?.instantiateViewController(withIdentifier: "AddItemViewController")
    viewController?.navigationController?.pushViewController(addItemScreen!, animated: true)
  }
}

class AddItemViewController: UIViewController {}
