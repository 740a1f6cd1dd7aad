import Foundation
@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

extension CustomTransition {
  /// The app's own "slide up": a presentation over the full screen with its own animation.
  static let slideUp = CustomTransition("slideUp", behavesAs: .presentation(.overFullScreen), seconds: 0.35)
  /// The app's own "flip" for a push.
  static let flip = CustomTransition("flip", behavesAs: .push, seconds: 0.5)
}

/// App-defined transitions: opened and closed with themselves, carried by plans, steps and
/// snapshots, recorded by the headless host.
@MainActor
@Suite("Custom transitions", .timeLimit(.minutes(10)))
struct CustomTransitionTests {
  @Test("a slide-up opens with itself, shows in the snapshot, and closing reverses it")
  func slideUpOpensAndCloses() async throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let filtersRouter = DefaultRouter(spawnedBy: router, rootTransition: .custom(.slideUp))
    host.clearLogs()
    try await router.route(to: TestScreen("Filters"), managedBy: filtersRouter)
    #expect(navigator.snapshot.description == "stack\n└─ Home\npresented overFullScreen (slideUp):\n└─ Filters")
    try await filtersRouter.close()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    #expect(host.performedSteps.map(\.description) == [
      "present Filters#3 from #1 as overFullScreen (custom(slideUp, 0.35s))",
      "dismiss #3 (custom(slideUp, 0.35s))",
    ])
    #expect(filtersRouter.rootTransition.description == "custom(slideUp, modal(overFullScreen))")
  }

  @Test("a plan carries a custom transition, and a snapshot with it saves and reads back whole")
  func plansAndSnapshotsCarryIt() throws {
    let (navigator, host) = makeNavigator()
    navigator.setRoot(.stack([TestScreen("Home")]))
    navigator.perform(NavigationPlan([.open(TestScreen("Filters"), as: .custom(.slideUp))]))
    let snapshot = navigator.snapshot
    #expect(snapshot.presented == [.init(.overFullScreen, .screen("Filters"), transition: "slideUp")])
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
    let transition = Transition.custom(.slideUp)
    #expect(try JSONDecoder().decode(Transition.self, from: JSONEncoder().encode(transition)) == transition)
    #expect(host.performedSteps.last?.description == "present Filters#3 from #1 as overFullScreen (custom(slideUp, 0.35s))")
  }

  @Test("a custom push goes onto the stack with its animation and closes by popping")
  func customPush() async throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let cardRouter = DefaultRouter(spawnedBy: router, rootTransition: .custom(.flip))
    host.clearLogs()
    try await router.route(to: TestScreen("Card"), managedBy: cardRouter)
    #expect(navigator.snapshot.description == "stack\n├─ Home\n└─ Card")
    try await cardRouter.close()
    #expect(host.performedSteps.map(\.description) == [
      "push Card#3 onto #1 (custom(flip, 0.5s))",
      "pop #1 to #2 (standard)",
    ])
  }
}
