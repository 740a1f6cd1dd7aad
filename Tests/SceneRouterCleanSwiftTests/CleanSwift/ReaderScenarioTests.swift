import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// The Clean Swift scenarios readers of articles 000 and 001 asked about, each as a small
/// sample (Samples/Scenarios) asserting the whole snapshot.
@MainActor
@Suite("Clean Swift readers' scenarios", .timeLimit(.minutes(10)))
struct ReaderScenarioTests {
  private func list(storyboard: Storyboard? = nil) -> (Navigator, ScenarioScreen) {
    let (navigator, _) = makeNavigator()
    let list = ScenarioScreen("ListOrders", navigator: navigator, storyboard: storyboard)
    navigator.setRoot(.stack([list]))
    return (navigator, list)
  }

  @Test("a route started by the interactor: interactor → presenter → display step → router, and no layer knows another's screens")
  func routeFromTheInteractor() async throws {
    let (navigator, list) = list()
    let create = ScenarioScreen("CreateOrder", navigator: navigator)
    try await navigator.openForScenario(create, from: list, as: .push)
    await create.interactor.save(ScenarioOrder(number: 7, isPaid: false))
    #expect(create.displayed == ["Order 7 saved"])
    #expect(list.interactor.order == ScenarioOrder(number: 7, isPaid: false))
    #expect(navigator.snapshot.description == "stack\n└─ ListOrders \"#7\"")
  }

  @Test("the same cell leads to a receipt for a paid order and to payment, in a new stack, for an unpaid one")
  func oneCellTwoDestinations() async throws {
    let orders = [ScenarioOrder(number: 1, isPaid: true), ScenarioOrder(number: 2, isPaid: false)]
    let (navigator, list) = list()
    list.selectedRow = 0
    try await list.router.routeToSelectedOrder(orders: orders)
    #expect(navigator.snapshot.description == "stack\n├─ ListOrders \"#1\"\n└─ Receipt \"#1\"")

    let (other, otherList) = self.list()
    otherList.selectedRow = 1
    try await otherList.router.routeToSelectedOrder(orders: orders)
    #expect(other.snapshot.description == """
      stack
      └─ ListOrders "#2"
      presented formSheet:
      └─ stack
         └─ Payment "#2"
      """)
  }

  @Test("tab scenes share one worker, and the next scene receives the same worker through its data store")
  func sharedWorker() async throws {
    let (navigator, _) = makeNavigator()
    let cart = CartWorker()
    let shop = ScenarioScreen("Shop", navigator: navigator)
    let basket = ScenarioScreen("Basket", navigator: navigator)
    shop.interactor.cart = cart
    basket.interactor.cart = cart
    navigator.setRoot(.tabs([.stack([shop]), .stack([basket])], selected: 0))
    cart.add("Mug")
    let checkout = ScenarioScreen("Checkout", navigator: navigator)
    try await basket.router.route(to: checkout, as: .push, passing: ScenarioRouter.passOrder)
    #expect(checkout.interactor.cart === cart)
    #expect(checkout.interactor.cart?.items == ["Mug"])
    #expect(navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         ├─ Basket
         └─ Checkout
      """)
  }

  @Test("a scene from a second storyboard is instantiated there and routed to with data")
  func secondStoryboard() async throws {
    let main = Storyboard(name: "Main")
    let settings = Storyboard(name: "Settings")
    let (navigator, list) = list(storyboard: main)
    settings.register(scene: "Account") { ScenarioScreen("Account", navigator: navigator) }
    list.interactor.order = ScenarioOrder(number: 3, isPaid: true)
    let account = try settings.instantiateScreen(withIdentifier: "Account")
    try await list.router.route(to: account, as: .push, passing: ScenarioRouter.passOrder)
    #expect(navigator.snapshot.description == "stack\n├─ ListOrders \"#3\"\n└─ Account \"#3\"")
    await #expect(throws: CleanSwiftRoutingError.unknownScene(storyboard: "Main", identifier: "Account")) {
      _ = try list.router.instantiate("Account")
    }
  }

  @Test("a modal destination in a new navigation stack, by route and by segue, gives the same tree")
  func modalInNewStack() async throws {
    let storyboard = Storyboard(name: "Main")
    let (byRoute, routeList) = list(storyboard: storyboard)
    routeList.interactor.order = ScenarioOrder(number: 4, isPaid: false)
    try await routeList.router.route(
      to: ScenarioScreen("Pay", navigator: byRoute), as: .modal(.formSheet, inNavigation: true),
      passing: ScenarioRouter.passOrder)

    let (bySegue, segueList) = list(storyboard: storyboard)
    // Unowned: the storyboard keeps this factory, and the list screen keeps the storyboard.
    storyboard.register(scene: "Pay") { [unowned bySegue] in ScenarioScreen("Pay", navigator: bySegue) }
    storyboard.registerSegue("Pay", from: "ListOrders", to: "Pay", as: .modal(.formSheet, inNavigation: true))
    segueList.interactor.order = ScenarioOrder(number: 4, isPaid: false)
    #expect(try await storyboard.triggerSegue(withIdentifier: "Pay", from: segueList, on: bySegue) == .performed)

    let expected = "stack\n└─ ListOrders \"#4\"\npresented formSheet:\n└─ stack\n   └─ Pay \"#4\""
    #expect(byRoute.snapshot.description == expected)
    #expect(bySegue.snapshot.description == expected)
  }

  @Test("a router performs a segue itself: the screen's prepare passes the data, the segue shows the destination")
  func routerPerformsSegue() async throws {
    let storyboard = Storyboard(name: "Main")
    let (navigator, list) = list(storyboard: storyboard)
    // Unowned: the storyboard keeps this factory, and the list screen keeps the storyboard.
    storyboard.register(scene: "Edit") { [unowned navigator] in ScenarioScreen("Edit", navigator: navigator) }
    storyboard.registerSegue("Edit", from: "ListOrders", to: "Edit", as: .push)
    list.interactor.order = ScenarioOrder(number: 5, isPaid: false)
    #expect(try await list.router.performSegue(withIdentifier: "Edit") == .performed)
    #expect(navigator.snapshot.description == "stack\n├─ ListOrders \"#5\"\n└─ Edit \"#5\"")
  }

  @Test("an unwind segue in the storyboard passes data back to the screen below and closes its source")
  func unwindSegue() async throws {
    let storyboard = Storyboard(name: "Main")
    let (navigator, list) = list(storyboard: storyboard)
    // Unowned: the storyboard keeps this factory, and the list screen keeps the storyboard.
    storyboard.register(scene: "Edit") { [unowned navigator, unowned storyboard] in
      ScenarioScreen("Edit", navigator: navigator, storyboard: storyboard)
    }
    storyboard.registerSegue("Edit", from: "ListOrders", to: "Edit", as: .push)
    storyboard.registerUnwindSegue("UnwindToList", from: "Edit")
    try await list.router.performSegue(withIdentifier: "Edit")
    let edit = try #require(navigator.topMostScreen as? ScenarioScreen)
    edit.interactor.order = ScenarioOrder(number: 6, isPaid: true)
    #expect(try await edit.router.performSegue(withIdentifier: "UnwindToList") == .performed)
    #expect(list.interactor.order == ScenarioOrder(number: 6, isPaid: true))
    #expect(navigator.snapshot.description == "stack\n└─ ListOrders \"#6\"")
    await #expect(throws: CleanSwiftRoutingError.nothingToGoBackTo(source: "ListOrders")) {
      storyboard.registerUnwindSegue("UnwindToList", from: "ListOrders")
      try await list.router.performSegue(withIdentifier: "UnwindToList")
    }
  }

  @Test("a router reads its own scene's state through its typed scene, with no cast")
  func routerReadsItsScene() async throws {
    let (navigator, list) = list()
    #expect(list.router.scene === list)
    list.selectedRow = nil
    try await list.router.routeToSelectedOrder(orders: [ScenarioOrder(number: 1, isPaid: true)])
    #expect(navigator.snapshot.description == "stack\n└─ ListOrders")
  }
}

extension Navigator {
  /// Opens a screen and waits, for scenario set-up.
  fileprivate func openForScenario(_ screen: any Screen, from source: any Screen, as transition: Transition)
    async throws(NavigationError)
  {
    try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
      route(to: screen, from: source, as: transition) { continuation.resume(returning: $0) }
    }.get()
  }
}
