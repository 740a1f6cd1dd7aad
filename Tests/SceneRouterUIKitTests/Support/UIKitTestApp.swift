#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// What the view controllers of one test heard, in order, such as `Detail viewWillAppear`.
@MainActor
final class CallLog {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
  func clear() { lines.removeAll() }
}

/// A view controller that is a screen and logs its appearance callbacks.
@MainActor
final class TestViewController: UIViewController, Screen {
  let screenName: String
  private let log: CallLog

  init(_ name: String, log: CallLog) {
    screenName = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("\(screenName) viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(screenName) viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(screenName) viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(screenName) viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(screenName) viewDidDisappear")
  }
}

/// A window, its simulated device and person, a UIKit host and a navigator over it.
///
/// When the test lets it go, it disconnects its scene first: a presentation still shown
/// keeps its presenter and itself alive, in UIKit as in the stand-in (rule 54).
@MainActor
final class UIKitTestApp {
  let window: UIWindow
  let device: UIKitSimulator
  let host: UIKitHost
  let navigator: Navigator
  let log = CallLog()

  /// - Parameter animationsFinishAtOnce: When false, animated steps stay in flight until
  ///   `device.finishAnimations()`.
  init(animationsFinishAtOnce: Bool = true, configure: (UIKitHost) -> Void = { _ in }) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    device = UIKitSimulator(window: window)
    device.completesAnimationsAutomatically = animationsFinishAtOnce
    host = UIKitHost(window: window)
    configure(host)
    navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    window.makeKeyAndVisible()
  }

  isolated deinit { device.disconnectScene() }

  func screen(_ name: String) -> TestViewController { TestViewController(name, log: log) }

  /// Asserts the navigator's snapshot as text and that UIKit's containers show the same.
  func expectScreens(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigator.snapshot.description == tree, sourceLocation: sourceLocation)
    #expect(host.snapshot == navigator.snapshot, sourceLocation: sourceLocation)
    #expect(device.exceptions == [], sourceLocation: sourceLocation)
  }
}

/// Starts a request and returns a way to read its outcome later.
@MainActor
final class Outcome {
  private(set) var result: Result<Void, NavigationError>?
  var completion: Navigator.Completion { { [self] in result = $0 } }
  var isSuccess: Bool { if case .success = result { true } else { false } }
}

extension Navigator {
  /// Opens a screen and waits until the host says UIKit finished.
  func opening(_ screen: any Screen, from source: any Screen, as transition: Transition) async -> Result<Void, NavigationError> {
    await withCheckedContinuation { continuation in
      route(to: screen, from: source, as: transition) { continuation.resume(returning: $0) }
    }
  }
}

extension Result {
  /// The error, if the result is a failure.
  var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}

#endif
