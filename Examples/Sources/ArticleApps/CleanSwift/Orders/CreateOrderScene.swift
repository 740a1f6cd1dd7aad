import SceneRouter
import SceneRouterCleanSwift

// The CreateOrder scene of articles 000 and 001: creates an order, or edits one.

protocol CreateOrderBusinessLogic: BusinessLogic {
  func saveOrder(item: String, total: Int)
}

protocol CreateOrderDataStore: DataStore {
  var orderToEdit: Order? { get set }
  var nextID: Int { get set }
  var savedOrder: Order? { get }
}

protocol CreateOrderDataPassing: DataPassing where Store == any CreateOrderDataStore {}

protocol CreateOrderRoutingLogic: RoutingLogic {
  func routeBackToListOrders() async throws(CleanSwiftRoutingError)
  func routeBackToShowOrder() async throws(CleanSwiftRoutingError)
}

final class CreateOrderInteractor: CreateOrderBusinessLogic, CreateOrderDataStore {
  var orderToEdit: Order?
  var nextID = 1
  private(set) var savedOrder: Order?
  private let live: SampleLive

  init(live: SampleLive) {
    self.live = live
    SampleLive.up(live.interactors)
  }

  isolated deinit { SampleLive.down(live.interactors) }

  func saveOrder(item: String, total: Int) {
    savedOrder = Order(id: orderToEdit?.id ?? nextID, item: item, total: total)
  }
}

final class CreateOrderRouter: CleanSwiftRouter<any CreateOrderDataStore>, CreateOrderRoutingLogic,
  CreateOrderDataPassing
{
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, live: SampleLive) {
    self.live = live
    super.init(navigator: navigator, storyboard: storyboard)
    SampleLive.up(live.routers)
  }

  isolated deinit { SampleLive.down(live.routers) }

  /// Unwind to ListOrders with the new order; whoever awaits CreateOrder's result gets it too.
  func routeBackToListOrders() async throws(CleanSwiftRoutingError) {
    guard let order = dataStore?.savedOrder else { return try await routeBack(passing: passNothingToListOrders) }
    try await routeBack(passing: passDataToListOrders, returning: order)
  }

  /// Unwind to ShowOrder with the edited order.
  func routeBackToShowOrder() async throws(CleanSwiftRoutingError) {
    guard let order = dataStore?.savedOrder else { return try await routeBack(passing: passNothingToShowOrder) }
    try await routeBack(passing: passDataToShowOrder, returning: order)
  }

  private func passDataToListOrders(source: any CreateOrderDataStore, destination: inout any ListOrdersDataStore) {
    guard let order = source.savedOrder else { return }
    destination.orders.append(order)
  }

  private func passNothingToListOrders(source: any CreateOrderDataStore, destination: inout any ListOrdersDataStore) {}

  private func passDataToShowOrder(source: any CreateOrderDataStore, destination: inout any ShowOrderDataStore) {
    destination.order = source.savedOrder
    destination.edits += 1
  }

  private func passNothingToShowOrder(source: any CreateOrderDataStore, destination: inout any ShowOrderDataStore) {}
}

final class CreateOrderScreen: DataStoreProviding {
  var interactor: (any CreateOrderBusinessLogic)?
  var router: (any CreateOrderRoutingLogic & CreateOrderDataPassing)?
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, live: SampleLive) {
    self.live = live
    SampleLive.up(live.screens)
    let interactor = CreateOrderInteractor(live: live)
    let router = CreateOrderRouter(navigator: navigator, storyboard: storyboard, live: live)
    self.interactor = interactor
    self.router = router
    router.attach(to: self, dataStore: interactor)
  }

  isolated deinit { SampleLive.down(live.screens) }

  var sceneDataStore: (any DataStore)? { router?.dataStore }
  var screenTitle: String {
    guard let store = router?.dataStore else { return "" }
    return store.orderToEdit.map { "Edit #\($0.id)" } ?? "New #\(store.nextID)"
  }
}
