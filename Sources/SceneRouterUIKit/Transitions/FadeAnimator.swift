#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import Foundation

/// The article's fade: the presented view fades in over the presenter, and out again on
/// dismissal, as a `UIViewControllerAnimatedTransitioning`.
@MainActor
public final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The fade's length in seconds.
  public let duration: TimeInterval
  /// Whether it fades in (presenting) or out (dismissing).
  public let isPresenting: Bool

  /// Creates a fade.
  ///
  /// - Parameters:
  ///   - duration: The length in seconds.
  ///   - isPresenting: True to fade the presented view in, false to fade it out.
  public init(duration: TimeInterval, isPresenting: Bool) {
    self.duration = duration
    self.isPresenting = isPresenting
    super.init()
  }

  /// The fade's length.
  ///
  /// - Parameter transitionContext: The transition's context.
  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  /// Fades the presented view in or out, then completes the transition.
  ///
  /// - Parameter transitionContext: The transition's context.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key), let view = controller.view else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let presenting = isPresenting
    if presenting {
      view.frame = transitionContext.finalFrame(for: controller)
      view.alpha = 0
      transitionContext.containerView.addSubview(view)
    }
    UIView.animate(
      withDuration: duration,
      animations: { view.alpha = presenting ? 1 : 0 },
      completion: { _ in
        if !presenting && !transitionContext.transitionWasCancelled { view.removeFromSuperview() }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

#endif
