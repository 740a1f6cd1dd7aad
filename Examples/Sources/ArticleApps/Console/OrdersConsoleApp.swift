import SceneRouter
import SceneRouterHeadless

/// The orders app of articles 000 and 001 in a terminal: ListOrders, ShowOrder, CreateOrder.
@MainActor
final class OrdersConsoleApp: ArticleConsoleApp {
  let app = OrdersApp()
  private let list: ListOrdersScreen
  /// CreateOrder opened by "Add order", whose order ListOrders waits for.
  private var adding: PendingRouteResult<Order>?
  /// CreateOrder opened by "Edit order", whose order ShowOrder waits for.
  private var editing: PendingRouteResult<Order>?
  private var nextItem = 0
  private static let newItems = [("Monitor", 300), ("Desk lamp", 35), ("Headphones", 90)]

  init() throws {
    list = try app.start()
  }

  var navigator: Navigator { app.navigator }
  var host: HeadlessHost { app.host }

  func content() -> [String] {
    switch app.top {
    case let list as ListOrdersScreen: list.lines.map { "• " + $0 }
    default: []
    }
  }

  func actions() -> [ArticleAction] {
    switch app.top {
    case let list as ListOrdersScreen:
      let orders = list.router?.dataStore?.orders ?? []
      let shows = orders.enumerated().map { index, order in
        ArticleAction(title: "Show order #\(order.id) \(order.item) (segue)") { [app] in
          try await app.storyboard.triggerSegue(withIdentifier: "ShowOrder", from: list, sender: index, on: app.navigator)
          return nil
        }
      }
      return shows + [
        ArticleAction(title: "Add an order") { [weak self] in
          self?.adding = try await list.addOrderTapped()
          return nil
        }
      ]
    case let show as ShowOrderScreen:
      return [
        ArticleAction(title: "Edit this order") { [weak self] in
          self?.editing = try await show.router?.routeToEditOrderForResult()
          return nil
        },
        ArticleAction(title: "Back to the orders (unwind)") {
          try await show.router?.routeBackToListOrders()
          return nil
        },
      ]
    case let create as CreateOrderScreen:
      let (item, total) = Self.newItems[nextItem % Self.newItems.count]
      return [
        ArticleAction(title: "Save '\(item)' for $\(total)") { [weak self] in
          self?.nextItem += 1
          create.interactor?.saveOrder(item: item, total: total)
          return try await self?.goBack(from: create)
        },
        ArticleAction(title: "Cancel") { [weak self] in try await self?.goBack(from: create) },
      ]
    default:
      return []
    }
  }

  /// CreateOrder's back route, then what the waiting scene learns from its result.
  private func goBack(from create: CreateOrderScreen) async throws -> String? {
    if let editing {
      self.editing = nil
      try await create.router?.routeBackToShowOrder()
      return Self.describe(await editing.result, done: "edited")
    }
    try await create.router?.routeBackToListOrders()
    guard let adding else { return nil }
    self.adding = nil
    return Self.describe(await list.finishAddingOrder(adding), done: "added")
  }

  private static func describe(_ result: RouteResult<Order>, done: String) -> String {
    switch result {
    case .completed(let order): "Order #\(order.id) \(order.item) $\(order.total) was \(done)."
    case .cancelled(let reason): "No order: CreateOrder was \(reason)."
    }
  }
}
