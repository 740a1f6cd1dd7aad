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
