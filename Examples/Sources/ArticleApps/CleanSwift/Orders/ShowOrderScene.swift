import SceneRouter
import SceneRouterCleanSwift

// The ShowOrder scene of article 001.

protocol ShowOrderBusinessLogic: BusinessLogic {
  func getOrder()
}

protocol ShowOrderDataStore: DataStore {
  var order: Order? { get set }
  var edits: Int { get set }
}

@MainActor
protocol ShowOrderPresentationLogic: AnyObject {
  func presentOrder(_ order: Order?)
}

@MainActor
protocol ShowOrderDisplayLogic: AnyObject {
  func displayOrder(title: String)
}

protocol ShowOrderDataPassing: DataPassing where Store == any ShowOrderDataStore {}

protocol ShowOrderRoutingLogic: RoutingLogic {
  func routeToEditOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
  func routeToEditOrderForResult() async throws(CleanSwiftRoutingError) -> PendingRouteResult<Order>
  func routeBackToListOrders() async throws(CleanSwiftRoutingError)
  func route(for segue: StoryboardSegue) async throws(CleanSwiftRoutingError)
}

final class ShowOrderInteractor: ShowOrderBusinessLogic, ShowOrderDataStore {
  var presenter: (any ShowOrderPresentationLogic)?
  var order: Order?
  var edits = 0
  private let live: SampleLive

  init(live: SampleLive) {
    self.live = live
    SampleLive.up(live.interactors)
  }

  isolated deinit { SampleLive.down(live.interactors) }

  func getOrder() { presenter?.presentOrder(order) }
}

final class ShowOrderPresenter: CleanSwiftPresenter<any ShowOrderDisplayLogic>, ShowOrderPresentationLogic {
  private let live: SampleLive

  init(live: SampleLive) {
    self.live = live
    super.init()
    SampleLive.up(live.presenters)
  }

  isolated deinit { SampleLive.down(live.presenters) }

  func presentOrder(_ order: Order?) {
    viewController?.displayOrder(title: order.map { "#\($0.id) \($0.item)" } ?? "no order")
  }
}

final class ShowOrderRouter: CleanSwiftRouter<any ShowOrderDataStore>, ShowOrderRoutingLogic, ShowOrderDataPassing,
  SegueRouting
{
  let segueRoutes = SegueRoutes<ShowOrderRouter>()
    .registering("EditOrder") { router, segue throws(CleanSwiftRoutingError) in try await router.routeToEditOrder(segue: segue) }
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, live: SampleLive) {
    self.live = live
    super.init(navigator: navigator, storyboard: storyboard)
    SampleLive.up(live.routers)
  }

  isolated deinit { SampleLive.down(live.routers) }

  func routeToEditOrder(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "CreateOrder", as: .push, passing: passDataToCreateOrder)
  }

  func routeToEditOrderForResult() async throws(CleanSwiftRoutingError) -> PendingRouteResult<Order> {
    try await route(to: try instantiate("CreateOrder"), as: .push, passing: passDataToCreateOrder, expecting: Order.self)
  }

  /// The unwind route: ShowOrder is the source now, ListOrders the destination.
  func routeBackToListOrders() async throws(CleanSwiftRoutingError) {
    try await routeBack(passing: passDataToListOrders)
  }

  private func passDataToCreateOrder(source: any ShowOrderDataStore, destination: inout any CreateOrderDataStore) {
    destination.orderToEdit = source.order
  }

  private func passDataToListOrders(source: any ShowOrderDataStore, destination: inout any ListOrdersDataStore) {
    destination.selectedOrder = nil
  }
}

final class ShowOrderScreen: DataStoreProviding, AppearanceObserving, SeguePreparing, ShowOrderDisplayLogic {
  var interactor: (any ShowOrderBusinessLogic)?
  var router: (any ShowOrderRoutingLogic & ShowOrderDataPassing)?
  private(set) var screenTitle = ""
  private let live: SampleLive

  init(navigator: Navigator, storyboard: Storyboard, live: SampleLive) {
    self.live = live
    SampleLive.up(live.screens)
    let interactor = ShowOrderInteractor(live: live)
    let presenter = ShowOrderPresenter(live: live)
    let router = ShowOrderRouter(navigator: navigator, storyboard: storyboard, live: live)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.attach(to: self)
    router.attach(to: self, dataStore: interactor)
  }

  isolated deinit { SampleLive.down(live.screens) }

  var sceneDataStore: (any DataStore)? { router?.dataStore }

  func screen(didReceive event: AppearanceEvent) {
    // viewWillAppear: show the order, which may have been edited while this scene was covered.
    if event == .willAppear { interactor?.getOrder() }
  }

  func displayOrder(title: String) { screenTitle = title }

  func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {
    try await router?.route(for: segue)
  }
}
