public import Foundation

/// Drives a custom animator's transition by a percentage a person's gesture sets (UIKit's
/// `UIPercentDrivenInteractiveTransition`, iOS 7): `update(_:)` while the finger moves, then
/// `finish()` or `cancel()` when it lets go, each calling through to the context's
/// `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
///
/// The stand-in records the percentage and forwards to the context; it does not scrub an
/// animation. When a navigation controller starts it, it runs the transition's animator
/// (`animateTransition(using:)`), as UIKit's does; the animations the animator starts end
/// only when the person lets go (`finish()` or `cancel()`), and the transition ends when the
/// animator then calls `completeTransition(_:)`.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  private var context: (any UIViewControllerContextTransitioning)?

  /// The last percentage passed to ``update(_:)``, from 0 to 1.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/percentcomplete
  open var percentComplete: CGFloat { percent }
  private var percent: CGFloat = 0

  /// Creates a percent-driven interaction.
  public override init() { super.init() }

  /// Keeps the context UIKit starts the interaction with.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/startinteractivetransition(_:)
  ///
  /// - Parameter transitionContext: The transition's context.
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    (transitionContext as? StandInContextTransitioning)?.runAnimator()
  }

  /// Sets how much of the transition is done; a value below 0 becomes 0.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)
  ///
  /// - Parameter percentComplete: From 0 to 1.
  open func update(_ percentComplete: CGFloat) {
    percent = max(0, percentComplete)
    context?.updateInteractiveTransition(percent)
  }

  /// The person's interaction signalled the transition completes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish()
  open func finish() {
    context?.finishInteractiveTransition()
  }

  /// The person's interaction signalled the transition is cancelled.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()
  open func cancel() {
    context?.cancelInteractiveTransition()
  }
}
