#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import Testing
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

/// `UIPercentDrivenInteractiveTransition` calls through to its context, as Apple's pages say.
@MainActor
@Suite("The stand-in's percent-driven interactive transition")
struct StandInInteractiveTransitionTests {
  @Test("update, finish and cancel call through to the context; a percentage below 0 becomes 0")
  func callsThroughToTheContext() {
    let interaction = UIPercentDrivenInteractiveTransition()
    let context = RecordingContext()
    interaction.startInteractiveTransition(context)
    interaction.update(0.4)
    interaction.update(-1)
    interaction.finish()
    interaction.cancel()
    #expect(interaction.percentComplete == 0)
    #expect(context.calls == ["update 0.4", "update 0.0", "finish", "cancel"])
  }

  @Test("a delegate's interaction controller makes an animated pop interactive: it ends only when the person lets go, and a cancelled one leaves the stack as it was")
  func interactivePop() throws {
    let log = CallLog()
    let window = UIWindow(frame: .zero)
    let device = UIKitSimulator(window: window)
    window.makeKeyAndVisible()
    let home = TestViewController("Home", log: log)
    let detail = TestViewController("Detail", log: log)
    let navigation = UINavigationController(rootViewController: home)
    window.rootViewController = navigation
    navigation.pushViewController(detail, animated: false)
    let delegate = InteractiveDelegate(log: log)
    navigation.delegate = delegate
    log.clear()

    delegate.interaction = UIPercentDrivenInteractiveTransition()
    navigation.popViewController(animated: true)
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    #expect(navigation.transitionCoordinator?.initiallyInteractive == true)
    #expect(log.lines == [
      "willShow Home", "animator pop", "interaction", "Detail viewWillDisappear", "Home viewWillAppear", "animate",
    ])
    delegate.interaction?.update(0.3)
    #expect(navigation.viewControllers == [home])
    log.clear()
    delegate.interaction?.cancel()
    #expect(log.lines == [
      "animation ended, cancelled", "Home viewWillDisappear", "Home viewDidDisappear", "Detail viewWillAppear",
      "Detail viewDidAppear",
    ])
    #expect(navigation.viewControllers == [home, detail])
    #expect(detail.parent === navigation)
    #expect(navigation.transitionCoordinator == nil)

    navigation.popViewController(animated: true)
    log.clear()
    delegate.interaction?.finish()
    #expect(log.lines == ["animation ended", "Detail viewDidDisappear", "Home viewDidAppear", "didShow Home"])
    #expect(navigation.viewControllers == [home])
    #expect(detail.parent == nil)
    device.disconnectScene()
  }

  @Test("a delegate that returns no interaction controller keeps the transition running by itself")
  func noInteraction() {
    let log = CallLog()
    let window = UIWindow(frame: .zero)
    let device = UIKitSimulator(window: window)
    window.makeKeyAndVisible()
    let home = TestViewController("Home", log: log)
    let navigation = UINavigationController(rootViewController: home)
    window.rootViewController = navigation
    let delegate = InteractiveDelegate(log: log)
    navigation.delegate = delegate
    navigation.pushViewController(TestViewController("Detail", log: log), animated: true)
    #expect(log.lines.filter { !$0.contains("view") } == [
      "willShow Detail", "animator push", "interaction", "animate", "animation ended", "didShow Detail",
    ])
    #expect(navigation.viewControllers.count == 2)
    device.disconnectScene()
  }
}

/// A navigation delegate with an animator for every push and pop and, when set, an
/// interaction controller for it.
@MainActor
private final class InteractiveDelegate: NSObject, UINavigationControllerDelegate {
  let log: CallLog
  var interaction: UIPercentDrivenInteractiveTransition?

  init(log: CallLog) {
    self.log = log
    super.init()
  }

  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    log.add("willShow \((viewController as? TestViewController)?.screenName ?? "?")")
  }

  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    log.add("didShow \((viewController as? TestViewController)?.screenName ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("animator \(operation == .push ? "push" : "pop")")
    return LoggingAnimator(log: log)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("interaction")
    return interaction
  }
}

/// An animator that completes the transition when its animation ends, as apps write it.
@MainActor
private final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    log.add("animate")
    let log = log
    UIView.animate(
      withDuration: 0.3, animations: {},
      completion: { _ in
        log.add(transitionContext.transitionWasCancelled ? "animation ended, cancelled" : "animation ended")
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A context that writes down what the interaction tells it.
@MainActor
private final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
  var calls: [String] = []
  let containerView = UIView()
  var isAnimated: Bool { true }
  var isInteractive: Bool { true }
  var transitionWasCancelled: Bool { false }
  func completeTransition(_ didComplete: Bool) { calls.append("complete \(didComplete)") }
  func updateInteractiveTransition(_ percentComplete: CGFloat) { calls.append("update \(percentComplete)") }
  func finishInteractiveTransition() { calls.append("finish") }
  func cancelInteractiveTransition() { calls.append("cancel") }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

#endif
