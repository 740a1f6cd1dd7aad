#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterCleanSwiftUIKit
@_spi(Hosting) import SceneRouterUIKit
import Testing

/// A storyboard segue's `prepare(for:sender:)` forwards to the Clean Swift segue routes,
/// which pass data only: the segue shows the destination, once.
@MainActor
@Suite("Storyboard segues through SegueRoutes")
struct SegueTests {
  @Test("a triggered segue passes the order to its destination, which the segue shows once")
  func passesDataOnly() async {
    let app = UIKitTestApp()
    let list = OrdersViewController(navigator: app.navigator)
    app.navigator.setRoot(.stack([list]))
    let before = app.navigator.snapshot
    let destination = OrderViewController()
    let segue = UIStoryboardSegue(identifier: "ShowOrder", source: list, destination: destination) {
      list.navigationController?.pushViewController(destination, animated: false)
    }
    #expect(app.device.triggerSegue(segue, sender: nil))
    #expect(destination.store.order == "Order 7")
    #expect(list.preparationErrors == [])
    #expect(list.navigationController?.viewControllers.count == 2)
    #expect(app.host.inFlightStep == nil)
    // The storyboard showed the destination, outside the navigator: the host reports the push
    // and the navigator adopts the screen, so its snapshot is what UIKit shows.
    #expect(before.description == "stack\n└─ Orders")
    #expect(app.navigator.snapshot.description == "stack\n├─ Orders\n└─ Order")
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a segue with no route, or without an identifier, is a readable error")
  func errors() throws {
    let app = UIKitTestApp()
    let list = OrdersViewController(navigator: app.navigator)
    app.navigator.setRoot(.stack([list]))
    #expect(throws: UIKitSegueError.route(CleanSwiftRoutingError.noRouteForSegue(router: "OrdersRouter", identifier: "Unknown"))) {
      try list.router.prepare(for: UIStoryboardSegue(identifier: "Unknown", source: list, destination: OrderViewController()))
    }
    do {
      try list.router.prepare(for: UIStoryboardSegue(identifier: nil, source: list, destination: OrderViewController()))
      Issue.record("a segue without an identifier was routed")
    } catch {
      #expect(error.description == "Cannot route a segue without an identifier: give it one in the storyboard.")
    }
  }

  @Test("a segue whose route is asynchronous is refused with the way to fix it, and passes nothing")
  func asynchronousRouteIsRefused() throws {
    let app = UIKitTestApp()
    let list = OrdersViewController(navigator: app.navigator)
    app.navigator.setRoot(.stack([list]))
    let before = app.navigator.snapshot
    let destination = OrderViewController()
    do {
      try list.router.prepare(for: UIStoryboardSegue(identifier: "CreateOrder", source: list, destination: destination))
      Issue.record("an asynchronous segue route ran inside prepare(for:sender:)")
    } catch {
      #expect(error == .routeNotPreparing(identifier: "CreateOrder"))
      #expect(
        error.description
          == "The route for segue 'CreateOrder' is asynchronous; register it with registering(preparing:) so that it passes its data before prepare(for:sender:) returns, when the storyboard shows the destination."
      )
    }
    #expect(destination.store.order == "")
    #expect(app.navigator.snapshot == before)
  }
}

@MainActor
protocol OrdersDataStore: DataStore {
  var selected: String { get }
}

@MainActor
protocol OrderDataStore: DataStore {
  var order: String { get set }
}

@MainActor
final class OrdersInteractor: OrdersDataStore {
  var selected = "Order 7"
}

@MainActor
final class OrderInteractor: OrderDataStore {
  var order = ""
}

/// Article 001's router for a list of orders: its segue table has one route.
@MainActor
final class OrdersRouter: CleanSwiftRouter<any OrdersDataStore>, SegueRouting {
  let segueRoutes = SegueRoutes<OrdersRouter>()
    .registering(preparing: "ShowOrder") { router, segue throws(CleanSwiftRoutingError) in
      try router.route(segue: segue) { (source: any OrdersDataStore, destination: inout any OrderDataStore) in
        destination.order = source.selected
      }
    }
    // Routed in code too, so asynchronous: not a route `prepare(for:sender:)` can run.
    .registering("CreateOrder") { router, segue throws(CleanSwiftRoutingError) in
      try await router.route(segue: segue, orInstantiate: "CreateOrder", as: .push) {
        (source: any OrdersDataStore, destination: inout any OrderDataStore) in
        destination.order = source.selected
      }
    }
}

@MainActor
final class OrdersViewController: UIViewController, Screen {
  let interactor = OrdersInteractor()
  let router: OrdersRouter
  private(set) var preparationErrors: [String] = []

  init(navigator: Navigator) {
    router = OrdersRouter(navigator: navigator)
    super.init(nibName: nil, bundle: nil)
    router.attach(to: self, dataStore: interactor)
  }

  required init?(coder: NSCoder) { nil }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    do throws(UIKitSegueError) {
      try router.prepare(for: segue)
    } catch {
      preparationErrors.append(error.description)
    }
  }
}

@MainActor
final class OrderViewController: UIViewController, DataStoreProviding {
  let store = OrderInteractor()
  var sceneDataStore: (any DataStore)? { store }
}

#endif
