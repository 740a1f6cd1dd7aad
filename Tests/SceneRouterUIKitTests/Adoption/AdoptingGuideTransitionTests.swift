#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterCleanSwiftUIKit
@_spi(Hosting) import SceneRouterUIKit
import Testing

// The adoption guide's transitions of your own and storyboard segues (step 2 of
// SceneRouterUIKit's DocC article "Adopting SceneRouter in a UIKit app"), as written there.

extension CustomTransition {
  static let slideUp = CustomTransition("slideUp", behavesAs: .push, seconds: 0.35)
}

extension SlideUpAnimator {
  /// What the guide's animators did; only the guide's slide-up test makes them.
  static let guideLog = CallLog()

  /// The guide's animator, which pushes and, reversed, pops; it writes to ``guideLog``.
  convenience init(duration: TimeInterval, reversed: Bool) {
    self.init(duration: duration, operation: reversed ? "pop" : "push", log: Self.guideLog)
  }
}

/// A list of orders: the source of the `ShowOrder` segue, whose route passes the selected
/// order, and the destination of unwind segues to it.
final class OrderListViewController: UIViewController, Screen {
  let interactor = OrdersInteractor()
  private(set) var router: OrdersRouter?
  /// Weak: the navigator owns the host, whose window owns this controller.
  private(set) weak var navigator: Navigator?

  init(navigator: Navigator) {
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
    let router = OrdersRouter(navigator: navigator)
    router.attach(to: self, dataStore: interactor)
    self.router = router
  }

  required init?(coder: NSCoder) { nil }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    do { try router?.prepare(for: segue) } catch { assertionFailure("\(error)") }
  }

  func unwindToOrders(_ segue: UIStoryboardSegue) {
    do { try navigator?.unwind(segue) } catch { assertionFailure("\(error)") }
  }
}

@MainActor
@Suite("The UIKit adoption guide: transitions and segues")
struct AdoptingGuideTransitionTests {
  @Test("a slide-up pushes with the app's animator, and the push completes when the animator does")
  func slideUp() {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    let host = app.host
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: app.navigator, rootTransition: .replaceRoot, root: home)
    let filters = app.screen("Filters")

    host.pushAnimator = { animation, operation, _, _ in
      guard case .custom("slideUp", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, reversed: operation == .pop)
    }
    router.route(to: filters, as: .custom(.slideUp))

    #expect(host.inFlightStep?.description.hasSuffix("(custom(slideUp, 0.35s))") == true)
    #expect(app.device.finishAnimations() == 1)
    #expect(host.inFlightStep == nil)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Filters
      """)

    // Closed, the screen leaves with the same animator, reversed.
    app.navigator.close(filters)
    #expect(app.device.finishAnimations() == 1)
    #expect(SlideUpAnimator.guideLog.lines == [
      "slideUp push Home → Filters, 0.35 s", "slideUp push ended", "slideUp pop Filters → Home, 0.35 s", "slideUp pop ended",
    ])
    #expect(app.navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("the unwind action hands the segue to the navigator, which closes the pushed screen; UIKit's unwinding then changes nothing")
  func unwindToOrders() throws {
    let app = UIKitTestApp()
    let list = OrderListViewController(navigator: app.navigator)
    let order = app.screen("Order")
    app.navigator.setRoot(.stack([list, order]))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    let destination = try app.device.unwind(withIdentifier: "UnwindToOrders", from: order, sender: nil) {
      $0 === list ? list.unwindToOrders : nil
    }
    #expect(destination === list)
    // The navigator closes the order, without animation, before UIKit unwinds.
    #expect(app.log.lines == [
      "event: request 2 received from router call: close Order", "event: request 2 planned: pop #1 to #2 (none)",
      "event: request 2 started", "event: hidden Order#3 by pop at stack 1, level 0 (request 2)",
      "event: shown OrderList#2 by pop at stack 0, level 0 (request 2)", "Order viewWillDisappear",
      "Order viewDidDisappear", "event: request 2 completed",
    ])
    #expect(app.device.console == [])
    app.expectScreens("""
      stack
      └─ OrderList
      """)
  }

  @Test("prepare(for:sender:) forwards to the segue routes, which pass the order to the destination")
  func prepareForSegue() {
    let app = UIKitTestApp()
    let list = OrderListViewController(navigator: app.navigator)
    app.navigator.setRoot(.stack([list]))
    let destination = OrderViewController()
    let segue = UIStoryboardSegue(identifier: "ShowOrder", source: list, destination: destination) {
      list.navigationController?.pushViewController(destination, animated: false)
    }
    #expect(app.device.triggerSegue(segue, sender: nil))
    #expect(destination.store.order == "Order 7")
    app.expectScreens("""
      stack
      ├─ OrderList
      └─ Order
      """)
  }
}

#endif
