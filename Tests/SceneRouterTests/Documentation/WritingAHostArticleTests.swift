@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
import Testing

// The article "Writing a host" (`Sources/SceneRouter/SceneRouter.docc/WritingAHost.md`): every
// Swift block, run.

/// A host that shows nothing and holds no screen: it performs every step at once and keeps
/// a log of them.
@MainActor
final class LoggingHost: NavigationHost {
  weak var delegate: (any NavigationHostDelegate)?
  private(set) var steps: [NavigationStep] = []

  func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    steps.append(step)
    completion(.success(()))
  }
}

extension LoggingHost {
  /// A person went back to the root of `stack`: the host's containers changed, the
  /// navigator hears the step a router would have asked for.
  func personWentBack(in stack: ScreenID, to root: ScreenID) {
    delegate?.hostDidBeginPersonChange(self)
    delegate?.host(self, didPerformPersonAction: .pop(stack: stack, to: root, animation: .standard))
    delegate?.hostDidEndPersonChange(self)
  }
}

@MainActor
@Suite("Article: writing a host")
struct WritingAHostArticleTests {
  @Test("the article's host performs the navigator's steps and reports a person's change")
  func loggingHost() async throws {
    let host = LoggingHost()
    let navigator = Navigator(host: host)
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let detail = TestScreen("Detail")  // the host holds no screen: the test does
    navigator.route(to: detail, from: home, as: .push)
    await navigator.waitUntilIdle()
    #expect(host.steps.count == 2)
    guard case .setRoot(let node, _) = host.steps.first, case .stack(let screens) = node, let root = screens.first else {
      Issue.record("the first step is not a stack set as the root: \(host.steps)")
      return
    }
    #expect(navigator.topMostScreen === detail)
    host.personWentBack(in: node.id, to: root.id)
    await navigator.waitUntilIdle()
    #expect(navigator.topMostScreen === home)
  }
}
