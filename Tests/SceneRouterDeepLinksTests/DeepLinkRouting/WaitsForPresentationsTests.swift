import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// A link that waits for presentations checks again, in the same turn as it opens.
@MainActor
@Suite("Deep-link router waiting for presentations", .timeLimit(.minutes(10)))
struct WaitsForPresentationsTests {
  /// Resumes one waiter once, whichever comes first: the wait or the signal.
  @MainActor
  final class Signal {
    private var fired = false
    private var waiter: CheckedContinuation<Void, Never>?

    func fire() {
      fired = true
      waiter?.resume()
      waiter = nil
    }

    func wait() async {
      guard !fired else { return }
      await withCheckedContinuation { waiter = $0 }
    }
  }

  @Test("finding 7: a link waiting for Intro1 to go does not open over Intro2, which Intro1's didDisappear presented")
  func rechecksAfterWaking() async throws {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let intro1 = TestScreen("Intro1")
    let intro2 = TestScreen("Intro2")
    navigator.route(to: intro1, from: home, as: .modal(.pageSheet))
    intro1.onEvent = { event in
      if event == .didDisappear { navigator.route(to: intro2, from: home, as: .modal(.pageSheet)) }
    }
    var presented: [[String]] = []
    let owner = Completions()
    navigator.observe(owner) { snapshot in
      presented.append(snapshot.presented.map { presentation in
        if case .screen(let screen) = presentation.node { return screen.name }
        return "\(presentation.node)"
      })
    }
    let reached = Signal()
    let links = DeepLinkRouter<Int>(
      navigator: navigator, guards: [RouteGuard("reached") { _ in reached.fire(); return .allow }],
      waitsForPresentations: true
    ) { _, _ throws(DeepLinkError) in 1 } plan: { _ in
      NavigationPlan([.open(TestScreen("Link"), as: .modal(.pageSheet))])
    }
    async let outcome = links.open("myapp://intro")
    await reached.wait()
    try host.pullDownSheet()
    #expect(navigator.snapshot.presented.count == 1)
    try host.pullDownSheet()
    #expect(await outcome == .opened(1))
    #expect(presented == [[], ["Intro2"], [], ["Link"]])
    #expect(host.snapshot == navigator.snapshot)
    navigator.removeObserver(owner)
  }
}
