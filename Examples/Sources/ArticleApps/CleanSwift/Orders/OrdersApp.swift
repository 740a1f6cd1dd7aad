import SceneRouter
import SceneRouterCleanSwift
import SceneRouterHeadless

/// The CleanStore app of articles 000 and 001 on the headless host: a storyboard with the
/// three scenes and their segues, and ListOrders as the root of a navigation stack.
@MainActor
final class OrdersApp {
  let host: HeadlessHost
  let navigator: Navigator
  let storyboard: Storyboard
  let live: SampleLive
  private(set) var list: ListOrdersScreen?

  static let orders = [
    Order(id: 1, item: "Keyboard", total: 120),
    Order(id: 2, item: "Mouse", total: 40),
  ]

  init(configuration: Storyboard.Configuration = .init(), live: SampleLive = SampleLive()) {
    (navigator, host) = makeNavigator()
    self.live = live
    storyboard = Storyboard(name: "Main", configuration: configuration)
    storyboard.register(scene: "ListOrders") { [unowned self] in
      ListOrdersScreen(navigator: navigator, storyboard: storyboard, orders: Self.orders, live: live)
    }
    storyboard.register(scene: "ShowOrder") { [unowned self] in
      ShowOrderScreen(navigator: navigator, storyboard: storyboard, live: live)
    }
    storyboard.register(scene: "CreateOrder") { [unowned self] in
      CreateOrderScreen(navigator: navigator, storyboard: storyboard, live: live)
    }
    storyboard.registerSegue("ShowOrder", from: "ListOrders", to: "ShowOrder", as: .push)
    storyboard.registerSegue("CreateOrder", from: "ListOrders", to: "CreateOrder", as: .push)
    storyboard.registerSegue("EditOrder", from: "ShowOrder", to: "CreateOrder", as: .push)
  }

  /// Shows ListOrders in a navigation stack and loads its orders.
  func start() throws -> ListOrdersScreen {
    let screen = try storyboard.instantiateScreen(withIdentifier: "ListOrders")
    guard let list = screen as? ListOrdersScreen else { throw CleanSwiftRoutingError.unknownScene(storyboard: "Main", identifier: "ListOrders") }
    navigator.setRoot(.stack([list]))
    list.interactor?.fetchOrders()
    self.list = list
    return list
  }

  var top: (any Screen)? { navigator.topMostScreen }

  /// The data store of the screen on top, for assertions.
  func topStore<Store>(_ type: Store.Type) -> Store? {
    (top as? any DataStoreProviding)?.sceneDataStore as? Store
  }
}
