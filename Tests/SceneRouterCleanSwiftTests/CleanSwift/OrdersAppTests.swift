@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@testable import ArticleApps
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// How a route to ShowOrder is started.
enum RoutePath: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `router.routeToShowOrder(segue: nil)`: data passing, then navigation.
  case programmatic
  /// `performSegue(withIdentifier:sender:)` from code: data passing in prepare, the segue navigates.
  case performedSegue
  /// A person taps the row the storyboard segue starts from.
  case triggeredSegue

  var testDescription: String { rawValue }
}

@MainActor
@Suite("The orders app of articles 000 and 001")
struct OrdersAppTests {
  init() {
    // The article apps' refusals nobody handled fail the test that caused them.
    articleAppsUnhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  }

  private func showOrder(_ path: RoutePath, in app: OrdersApp, from list: ListOrdersScreen, row: Int) async throws {
    switch path {
    case .programmatic:
      list.interactor?.selectOrder(at: row)
      try await list.router?.routeToShowOrder(segue: nil)
    case .performedSegue:
      try await app.storyboard.performSegue(withIdentifier: "ShowOrder", from: list, sender: row, on: app.navigator)
    case .triggeredSegue:
      try await app.storyboard.triggerSegue(withIdentifier: "ShowOrder", from: list, sender: row, on: app.navigator)
    }
  }

  @Test("the app starts on ListOrders with its orders loaded")
  func starts() throws {
    let app = OrdersApp()
    let list = try app.start()
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "2 orders"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(list.lines == ["#1 Keyboard $120", "#2 Mouse $40"])
  }

  @Test("ListOrders routes to ShowOrder passing the selected order, on every path", arguments: RoutePath.allCases)
  func listToShow(path: RoutePath) async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await showOrder(path, in: app, from: list, row: 1)
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#2 Mouse"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.topStore((any ShowOrderDataStore).self)?.order == Order(id: 2, item: "Mouse", total: 40))
    #expect(app.host.performedSteps.map(\.description) == [
      "setRoot stack#1[ListOrders#2] (none)",
      "push ShowOrder#3 onto #1 (standard)",
    ])
    #expect(app.host.appearanceLog.filter { $0.screen == "ShowOrder" }.map(\.description) == [
      "ShowOrder didLoad", "ShowOrder willAppear", "ShowOrder didAppear",
    ])
  }

  @Test("the segue-driven and programmatic paths give the same snapshot, steps and data")
  func pathsAgree() async throws {
    var outcomes: [String] = []
    for path in RoutePath.allCases {
      let app = OrdersApp()
      let list = try app.start()
      try await showOrder(path, in: app, from: list, row: 0)
      let order = app.topStore((any ShowOrderDataStore).self)?.order
      outcomes.append(
        "\(app.navigator.snapshot)\n\(app.host.performedSteps.map(\.description))\n\(order.map { "\($0)" } ?? "nil")")
    }
    #expect(Set(outcomes).count == 1)
    #expect(outcomes.first == """
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#1 Keyboard"
      ["setRoot stack#1[ListOrders#2] (none)", "push ShowOrder#3 onto #1 (standard)"]
      Order(id: 1, item: "Keyboard", total: 120)
      """)
  }

  @Test("ListOrders routes to CreateOrder, which hands the new order back into ListOrders' data store")
  func createOrder() async throws {
    let app = OrdersApp()
    let list = try app.start()
    let adding = try #require(try await list.addOrderTapped())
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ CreateOrder "New #3"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.topStore((any CreateOrderDataStore).self)?.nextID == 3)
    #expect(app.navigator.awaitedResultCount == 1)

    let create = try #require(app.top as? CreateOrderScreen)
    create.interactor?.saveOrder(item: "Monitor", total: 300)
    try await create.router?.routeBackToListOrders()
    let result = await list.finishAddingOrder(adding)
    #expect(result == .completed(Order(id: 3, item: "Monitor", total: 300)))
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "3 orders"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(list.router?.dataStore?.orders.map(\.item) == ["Keyboard", "Mouse", "Monitor"])
    #expect(list.lines.last == "#3 Monitor $300")
  }

  @Test("a CreateOrder segue from ListOrders prepares a new order, and backing out passes nothing")
  func createOrderBySegueCancelled() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await app.storyboard.performSegue(withIdentifier: "CreateOrder", from: list, on: app.navigator)
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ CreateOrder "New #3"
      """)
    let create = try #require(app.top as? CreateOrderScreen)
    try await create.router?.routeBackToListOrders()
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "2 orders"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(list.router?.dataStore?.orders.count == 2)
  }

  @Test("ShowOrder edits its order in CreateOrder by segue, and the edited order comes back to ShowOrder")
  func editOrderBySegue() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await showOrder(.programmatic, in: app, from: list, row: 1)
    let show = try #require(app.top as? ShowOrderScreen)
    try await app.storyboard.performSegue(withIdentifier: "EditOrder", from: show, on: app.navigator)
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      ├─ ShowOrder "#2 Mouse"
      └─ CreateOrder "Edit #2"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.topStore((any CreateOrderDataStore).self)?.orderToEdit == Order(id: 2, item: "Mouse", total: 40))

    let edit = try #require(app.top as? CreateOrderScreen)
    edit.interactor?.saveOrder(item: "Mousepad", total: 15)
    try await edit.router?.routeBackToShowOrder()
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#2 Mousepad"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(show.router?.dataStore?.order == Order(id: 2, item: "Mousepad", total: 15))
    #expect(show.router?.dataStore?.edits == 1)
  }

  @Test("ShowOrder learns from the result that its child edited the order")
  func editOrderForResult() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await showOrder(.performedSegue, in: app, from: list, row: 0)
    let show = try #require(app.top as? ShowOrderScreen)
    let editing = try #require(try await show.router?.routeToEditOrderForResult())
    let edit = try #require(app.top as? CreateOrderScreen)
    edit.interactor?.saveOrder(item: "Split keyboard", total: 180)
    try await edit.router?.routeBackToShowOrder()
    #expect(await editing.result == .completed(Order(id: 1, item: "Split keyboard", total: 180)))
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ ListOrders "2 orders"
      └─ ShowOrder "#1 Split keyboard"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a child removed by the back button resumes its awaiting parent with a cancellation")
  func editCancelledByBackButton() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await showOrder(.programmatic, in: app, from: list, row: 0)
    let show = try #require(app.top as? ShowOrderScreen)
    let editing = try #require(try await show.router?.routeToEditOrderForResult())
    #expect(app.top is CreateOrderScreen)
    try app.host.tapBack()
    #expect(await editing.result == .cancelled(.removedByPerson))
    #expect(show.router?.dataStore?.edits == 0)
  }

  @Test("ShowOrder's back route returns to ListOrders")
  func showBack() async throws {
    let app = OrdersApp()
    let list = try app.start()
    try await showOrder(.programmatic, in: app, from: list, row: 1)
    #expect(list.router?.dataStore?.selectedOrder?.id == 2)
    let show = try #require(app.top as? ShowOrderScreen)
    try await show.router?.routeBackToListOrders()
    #expect(app.navigator.snapshot.description == """
      stack
      └─ ListOrders "2 orders"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(list.router?.dataStore?.selectedOrder == nil)
  }
}
