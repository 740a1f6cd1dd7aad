import SceneRouter
import SceneRouterHeadless
import Foundation
import Testing

/// How many test screens and test routers are alive, for leak tests.
package enum Live {
  package static let screens = LiveCount()
  package static let routers = LiveCount()
}

/// A count changed from deinitializers, which run on whatever thread releases the object:
/// guarded by a lock, since `Atomic` and `Mutex` need iOS 18 / macOS 15 and the package
/// supports iOS 17 / macOS 14.
package final class LiveCount: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Creates a count at zero.
  package init() {}

  /// The count now.
  package var count: Int { lock.withLock { value } }

  /// Adds `change` (negative to count down).
  package func add(_ change: Int) { lock.withLock { value += change } }
}

/// A screen for tests: a name, a title, the appearance callbacks it heard, and a live count.
@MainActor
package final class TestScreen: AppearanceObserving {
  package let screenName: String
  package var screenTitle: String
  package var refusesInteractiveDismissal = false
  package private(set) var events: [AppearanceEvent] = []
  /// Keeps a router alive as a view model would.
  package var viewModel: AnyObject?
  /// Runs after each callback is recorded, as code in `viewWillAppear` and its siblings would.
  package var onEvent: (@MainActor (AppearanceEvent) -> Void)?

  package init(_ name: String, title: String = "") {
    screenName = name
    screenTitle = title
    Live.screens.add(1)
  }

  deinit {
    Live.screens.add(-1)
  }

  package func screen(didReceive event: AppearanceEvent) {
    events.append(event)
    onEvent?(event)
  }
}

/// A router subclass that counts its instances.
@MainActor
package final class CountedRouter: DefaultRouter {
  package override init(navigator: Navigator, rootTransition: Transition, root: (any Screen)? = nil) {
    Live.routers.add(1)
    super.init(navigator: navigator, rootTransition: rootTransition, root: root)
  }

  package override init(spawnedBy parent: some Router, rootTransition: Transition) {
    Live.routers.add(1)
    super.init(spawnedBy: parent, rootTransition: rootTransition)
  }

  deinit {
    Live.routers.add(-1)
  }
}

/// Collects the results of requests made with completion handlers.
@MainActor
package final class Completions {
  package init() {}

  package private(set) var results: [Result<Void, NavigationError>] = []

  package func record(_ label: String = "") -> Navigator.Completion {
    { [weak self] result in self?.results.append(result) }
  }

  package var failures: [String] {
    results.compactMap { result in
      if case .failure(let error) = result { return error.description }
      return nil
    }
  }
}

/// Returns once `screen` is on screen: at once when it is, else when the navigator delivers
/// the change that shows it (an observer resumes the wait; nothing is polled or counted).
@MainActor
package func waitUntilShown(_ screen: any Screen, on navigator: Navigator) async {
  await waitUntil(navigator) { navigator.isShowing(screen) }
}

/// Returns once `condition` holds: checked now, then after every change the navigator
/// delivers to its observers. Awaits exactly the change that makes it true.
@MainActor
package func waitUntil(_ navigator: Navigator, _ condition: @escaping @MainActor () -> Bool) async {
  guard !condition() else { return }
  final class Watch {}
  let watch = Watch()
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    navigator.observe(watch) { [weak navigator, weak watch] _ in
      guard let watch, condition() else { return }
      navigator?.removeObserver(watch)
      done.resume()
    }
  }
  withExtendedLifetime(watch) {}
}

/// Builds a navigator over a fresh headless host that holds each animated transition in
/// flight until the test completes it, showing a stack with Home (set without animation, so
/// at once).
@MainActor
package func makeSlowNavigator() -> (Navigator, HeadlessHost, TestScreen) {
  let (navigator, host) = makeNavigator(configuration: .init(completesTransitionsAutomatically: false))
  let home = TestScreen("Home")
  navigator.setRoot(.stack([home]))
  return (navigator, host, home)
}

/// Builds a navigator over a fresh headless host.
@MainActor
package func makeNavigator(
  configuration: HeadlessHost.Configuration = .init(), policy: PresentationPolicy = .presentFromTopMost
) -> (Navigator, HeadlessHost) {
  Navigator.headless(configuration: configuration, presentationPolicy: policy) { error in
    Issue.record("unhandled navigation error: \(error)")
  }
}

