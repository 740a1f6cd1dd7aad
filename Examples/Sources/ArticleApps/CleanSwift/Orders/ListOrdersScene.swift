import SceneRouter
import SceneRouterCleanSwift

// The ListOrders scene of articles 000 and 001: its roles, then its parts.

protocol ListOrdersBusinessLogic: BusinessLogic {
  func fetchOrders()
  func selectOrder(at index: Int)
}

protocol ListOrdersDataStore: DataStore {
  var orders: [Order] { get set }
  var selectedOrder: Order? { get set }
}

@MainActor
protocol ListOrdersPresentationLogic: AnyObject {
  func presentOrders(_ orders: [Order])
}

@MainActor
protocol ListOrdersDisplayLogic: AnyObject {
  func displayOrders(_ lines: [String])
}

protocol ListOrdersDataPassing: DataPassing where Store == any ListOrdersDataStore {}

protocol ListOrdersRoutingLogic: RoutingLogic {
  func routeToShowOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
  func routeToCreateOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
  func routeToCreateOrderForResult() async throws(CleanSwiftRoutingError) -> PendingRouteResult<Order>
  func route(for segue: StoryboardSegue) async throws(CleanSwiftRoutingError)
}

final class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore {
  var presenter: (any ListOrdersPresentationLogic)?
  var orders: [Order]
  var selectedOrder: Order?
  private let live: SampleLive

  init(orders: [Order], live: SampleLive) {
    self.orders = orders
    self.live = live
    SampleLive.up(live.interactors)
  }

  isolated deinit { SampleLive.down(live.interactors) }

  func fetchOrders() { presenter?.presentOrders(orders) }

  func selectOrder(at index: Int) {
    selectedOrder = orders.indices.contains(index) ? orders[index] : nil
  }
}

final class ListOrdersPresenter: CleanSwiftPresenter<any ListOrdersDisplayLogic>, ListOrdersPresentationLogic {
  private let live: SampleLive

  init(live: SampleLive) {
    self.live = live
    super.init()
    SampleLive.up(live.presenters)
  }

  isolated deinit { SampleLive.down(live.presenters) }

  func presentOrders(_ orders: [Order]) {
    viewController?.displayOrders(orders.map { "#\($0.id) \($0.item) $\($0.total)" })
  }
}

final class ListOrdersRouter: CleanSwiftRouter<any ListOrdersDataStore>, ListOrdersRoutingLogic, ListOrdersDataPassing,
  SegueRouting
{
  // Article 001's convention "segue 'ShowOrder' calls routeToShowOrder(segue:)", as a table.
  let segueRoutes = SegueRoutes<ListOrdersRouter>()
    .registering("ShowOrder") { router, segue throws(CleanSwiftRoutingError) in
      try await router.routeToShowOrder(segue: segue)
    }
    .registering("CreateOrder") { router, segue throws(CleanSwiftRoutingError) in
      try await router.routeToCreateOrder(segue: segue)
    }
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, live: SampleLive) {
    self.live = live
    super.init(navigator: navigator, storyboard: storyboard)
    SampleLive.up(live.routers)
  }

  isolated deinit { SampleLive.down(live.routers) }

  // MARK: Routing

  func routeToShowOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "ShowOrder", as: .push, passing: passDataToShowOrder)
  }

  func routeToCreateOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "CreateOrder", as: .push, passing: passDataToCreateOrder)
  }

  func routeToCreateOrderForResult() async throws(CleanSwiftRoutingError) -> PendingRouteResult<Order> {
    try await route(to: try instantiate("CreateOrder"), as: .push, passing: passDataToCreateOrder, expecting: Order.self)
  }

  // MARK: Passing data

  private func passDataToShowOrder(source: any ListOrdersDataStore, destination: inout any ShowOrderDataStore) {
    destination.order = source.selectedOrder
  }

  private func passDataToCreateOrder(source: any ListOrdersDataStore, destination: inout any CreateOrderDataStore) {
    destination.orderToEdit = nil
    destination.nextID = (source.orders.map(\.id).max() ?? 0) + 1
  }
}

final class ListOrdersScreen: DataStoreProviding, SeguePreparing, ListOrdersDisplayLogic {
  var interactor: (any ListOrdersBusinessLogic)?
  var router: (any ListOrdersRoutingLogic & ListOrdersDataPassing)?
  private(set) var lines: [String] = []
  /// When set, `shouldPerformSegue` vetoes every segue.
  var vetoesSegues = false
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, orders: [Order], live: SampleLive) {
    self.live = live
    SampleLive.up(live.screens)
    // The article's setup(): strong references down the VIP cycle, weak ones back.
    let interactor = ListOrdersInteractor(orders: orders, live: live)
    let presenter = ListOrdersPresenter(live: live)
    let router = ListOrdersRouter(navigator: navigator, storyboard: storyboard, live: live)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.attach(to: self)
    router.attach(to: self, dataStore: interactor)
  }

  isolated deinit { SampleLive.down(live.screens) }

  var sceneDataStore: (any DataStore)? { router?.dataStore }
  var screenTitle: String { "\(lines.count) orders" }

  func displayOrders(_ lines: [String]) { self.lines = lines }

  /// The + button: opens CreateOrder; returns once it is shown, with the order it will
  /// hand back. The order itself arrives in this scene's data store by CreateOrder's back
  /// route; ``finishAddingOrder(_:)`` shows the new list.
  func addOrderTapped() async throws(CleanSwiftRoutingError) -> PendingRouteResult<Order>? {
    try await router?.routeToCreateOrderForResult()
  }

  /// Waits for CreateOrder's order and refreshes the list when there is one.
  func finishAddingOrder(_ pending: PendingRouteResult<Order>) async -> RouteResult<Order> {
    let result = await pending.result
    if case .completed = result { interactor?.fetchOrders() }
    return result
  }

  func shouldPerformSegue(withIdentifier identifier: String, sender: (any Sendable)?) -> Bool { !vetoesSegues }

  func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {
    // The configurator's prepare(for:sender:): dispatch by identifier, no selectors.
    if let index = sender as? Int { interactor?.selectOrder(at: index) }
    try await router?.route(for: segue)
  }
}
