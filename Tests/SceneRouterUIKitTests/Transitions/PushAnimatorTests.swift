#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterUIKit
import Testing

/// A custom transition that behaves as a push, performed on UIKit with the app's animator.
@MainActor
@Suite("UIKitHost pushes with the app's animators")
struct PushAnimatorTests {
  static let slideUp = CustomTransition("slideUp", behavesAs: .push, seconds: 0.35)

  @Test("a slide-up pushes with the app's animator and pops with it again; the push completes when the animator does")
  func slideUpOpenedAndClosed() async throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideUp", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.log.clear()
    let detail = app.screen("Detail")
    let outcome = Outcome()
    app.navigator.route(to: detail, from: home, as: .custom(Self.slideUp), completion: outcome.completion)
    #expect(app.host.inFlightStep?.description == "push Detail#3 onto #1 (custom(slideUp, 0.35s))")
    #expect(app.log.lines == [
      "Detail viewDidLoad", "Home viewWillDisappear", "Detail viewWillAppear", "slideUp push Home → Detail, 0.35 s",
    ])
    #expect(outcome.result == nil)
    #expect(app.device.finishAnimations() == 1)
    #expect(outcome.isSuccess)
    #expect(app.log.lines.suffix(3) == ["slideUp push ended", "Home viewDidDisappear", "Detail viewDidAppear"])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
    app.log.clear()
    let closing = Outcome()
    app.navigator.close(detail, completion: closing.completion)
    #expect(app.device.finishAnimations() == 1)
    #expect(closing.isSuccess)
    #expect(app.log.lines == [
      "Detail viewWillDisappear", "Home viewWillAppear", "slideUp pop Detail → Home, 0.35 s", "slideUp pop ended",
      "Detail viewDidDisappear", "Home viewDidAppear",
    ])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("with a navigation delegate the app set, a slide-up still runs the host's animator, and the app's delegate hears the push")
  func slideUpWithAppDelegate() async throws {
    let appDelegate = AppNavigationDelegate()
    let app = UIKitTestApp { host in
      host.makeNavigationController = {
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.delegate = appDelegate
        return navigation
      }
    }
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideUp", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.log.clear()
    #expect(try await app.navigator.opening(app.screen("Detail"), from: home, as: .custom(Self.slideUp)).get() == ())
    #expect(app.log.lines.filter { $0.hasPrefix("slideUp") } == ["slideUp push Home → Detail, 0.35 s", "slideUp push ended"])
    #expect(appDelegate.calls == ["willShow Home", "didShow Home", "willShow Detail", "didShow Detail"])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a plain push and the back button keep UIKit's own animation: the app's closure is not asked")
  func plainPushAsksNothing() async throws {
    var asked: [String] = []
    let app = UIKitTestApp { host in
      host.pushAnimator = { animation, _, _, _ in
        asked.append("\(animation)")
        return nil
      }
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    _ = await app.navigator.opening(app.screen("Detail"), from: home, as: .push)
    try app.device.tapBackButton()
    #expect(asked == [])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }
}

/// An app's slide-up animator: it writes what it animates to the test's log, and completes
/// the transition when its `UIView.animate` ends.
@MainActor
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let operation: String
  let log: CallLog

  init(duration: TimeInterval, operation: String, log: CallLog) {
    self.duration = duration
    self.operation = operation
    self.log = log
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let name: (UIViewController?) -> String = { ($0 as? any Screen)?.screenName ?? "?" }
    let to = transitionContext.viewController(forKey: .to)
    log.add("slideUp \(operation) \(name(transitionContext.viewController(forKey: .from))) → \(name(to)), \(duration) s")
    let (log, operation) = (log, operation)
    UIView.animate(
      withDuration: duration,
      animations: { to?.view.alpha = 1 },
      completion: { _ in
        log.add("slideUp \(operation) ended")
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

#endif
