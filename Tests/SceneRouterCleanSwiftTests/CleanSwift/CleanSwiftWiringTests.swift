import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// A Clean Swift scene opening a screen that an article-002 router manages: the screen
/// becomes the router's root and opens with the router's own transition.
@MainActor
@Suite("Clean Swift routes to managed screens", .timeLimit(.minutes(10)))
struct CleanSwiftWiringTests {
  @Test("a scene opens a sheet managed by a DefaultRouter, passes its data, and the router closes it the same way")
  func managedDestination() async throws {
    let (navigator, _) = makeNavigator()
    let list = ScenarioScreen("ListOrders", navigator: navigator)
    navigator.setRoot(.stack([list]))
    list.interactor.order = ScenarioOrder(number: 9, isPaid: false)
    let payment = ScenarioScreen("Payment", navigator: navigator)
    let paymentRouter = DefaultRouter(navigator: navigator, rootTransition: .modal(.formSheet, inNavigation: true))
    try await list.router.route(to: payment, managedBy: paymentRouter, passing: ScenarioRouter.passOrder)
    #expect(paymentRouter.root === payment)
    #expect(navigator.snapshot.description == """
      stack
      └─ ListOrders "#9"
      presented formSheet:
      └─ stack
         └─ Payment "#9"
      """)
    try await paymentRouter.close()
    #expect(navigator.snapshot.description == "stack\n└─ ListOrders \"#9\"")
  }
}
