import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport

// Small Clean Swift scenes for the readers' questions of articles 000 and 001 (issue 19,
// item 4). One data store protocol, one screen class named per scene, one router; each
// scenario in ReaderScenarioTests uses what it needs.

/// Cart work shared by the tab scenes and handed to the next scene.
@MainActor
final class CartWorker {
  private(set) var items: [String] = []
  func add(_ item: String) { items.append(item) }
}

@MainActor
protocol ScenarioDataStore: DataStore {
  var order: ScenarioOrder? { get set }
  var cart: CartWorker? { get set }
}

struct ScenarioOrder: Equatable, Sendable {
  var number: Int
  var isPaid: Bool
}

final class ScenarioInteractor: ScenarioDataStore {
  var order: ScenarioOrder?
  var cart: CartWorker?
  weak var presenter: ScenarioPresenter?

  /// Saves the order, then tells the presenter; the interactor knows no screen and no router.
  func save(_ order: ScenarioOrder) async {
    self.order = order
    await presenter?.presentSaved(order)
  }
}

/// The presenter formats and hands over to the screen's display step.
@MainActor
final class ScenarioPresenter {
  weak var viewController: ScenarioScreen?
  func presentSaved(_ order: ScenarioOrder) async {
    await viewController?.displaySaved(message: "Order \(order.number) saved")
  }
}

/// A scene's screen: a name, an interactor, a router, and the row a person selected.
final class ScenarioScreen: DataStoreProviding, SeguePreparing {
  let screenName: String
  let interactor = ScenarioInteractor()
  let presenter = ScenarioPresenter()
  let router: ScenarioRouter
  var selectedRow: Int?
  private(set) var displayed: [String] = []

  init(_ name: String, navigator: Navigator, storyboard: Storyboard? = nil) {
    screenName = name
    router = ScenarioRouter(navigator: navigator, storyboard: storyboard)
    router.attach(toScene: self, dataStore: interactor)
    interactor.presenter = presenter
    presenter.viewController = self
  }

  var sceneDataStore: (any DataStore)? { interactor }
  var screenTitle: String { interactor.order.map { "#\($0.number)" } ?? "" }

  /// The display step: what the presenter prepared is shown, and the route follows.
  func displaySaved(message: String) async {
    displayed.append(message)
    do {
      try await router.routeBack()
    } catch {
      displayed.append("\(error)")
    }
  }

  func prepareSynchronously(for segue: StoryboardSegue, sender: (any Sendable)?) throws(CleanSwiftRoutingError) {
    try router.prepareRoute(for: segue)
  }
}

/// The scenes' router: typed to its data store and to its screen.
final class ScenarioRouter: CleanSwiftSceneRouter<any ScenarioDataStore, ScenarioScreen>, SegueRouting {
  let segueRoutes = SegueRoutes<ScenarioRouter>()
    .registering(preparing: "Edit") { router, segue throws(CleanSwiftRoutingError) in
      try router.route(segue: segue, passing: ScenarioRouter.passOrder)
    }
    .registering(preparing: "Pay") { router, segue throws(CleanSwiftRoutingError) in
      try router.route(segue: segue, passing: ScenarioRouter.passOrder)
    }
    .registering(preparing: "UnwindToList") { router, segue throws(CleanSwiftRoutingError) in
      try router.route(segue: segue, passing: ScenarioRouter.passOrder)
    }

  static func passOrder(source: any ScenarioDataStore, destination: inout any ScenarioDataStore) {
    destination.order = source.order
    destination.cart = source.cart
  }

  /// The same cell, two destinations: a paid order shows its receipt, an unpaid one asks for payment.
  func routeToSelectedOrder(orders: [ScenarioOrder]) async throws(CleanSwiftRoutingError) {
    guard let row = scene?.selectedRow, orders.indices.contains(row) else { return }
    guard let navigator else { throw .navigation(.navigatorReleased) }
    dataStore?.order = orders[row]
    if orders[row].isPaid {
      try await route(to: ScenarioScreen("Receipt", navigator: navigator), as: .push, passing: Self.passOrder)
    } else {
      try await route(
        to: ScenarioScreen("Payment", navigator: navigator), as: .modal(.formSheet, inNavigation: true),
        passing: Self.passOrder)
    }
  }

  /// Back to the scene below, with the order as this scene left it.
  func routeBack() async throws(CleanSwiftRoutingError) {
    try await routeBack(passing: Self.passOrder)
  }
}
