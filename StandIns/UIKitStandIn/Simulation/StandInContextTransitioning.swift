import Foundation

/// The context UIKit hands an animator.
@MainActor
final class StandInContextTransitioning: NSObject, UIViewControllerContextTransitioning {
  private let transition: StandInTransition
  private var onComplete: ((Bool) -> Void)?

  init(transition: StandInTransition, onComplete: @escaping (Bool) -> Void) {
    self.transition = transition
    self.onComplete = onComplete
    super.init()
  }

  var containerView: UIView { transition.containerView }
  var isAnimated: Bool { transition.isAnimated }
  var isInteractive: Bool { transition.isInteractive }
  var transitionWasCancelled: Bool { transition.isCancelled }

  func completeTransition(_ didComplete: Bool) {
    let complete = onComplete
    onComplete = nil
    complete?(didComplete)
  }

  /// Interactive progress is not simulated: the percentage changes nothing.
  func updateInteractiveTransition(_ percentComplete: CGFloat) {}

  /// The person let go far enough: the coordinator's interaction handlers run, not cancelled.
  func finishInteractiveTransition() { transition.endInteraction(cancelled: false) }

  /// The person let go early: the coordinator's interaction handlers run, cancelled.
  func cancelInteractiveTransition() { transition.endInteraction(cancelled: true) }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.viewController(forKey: key == .from ? .from : .to)?.view
  }

  func finalFrame(for vc: UIViewController) -> CGRect { containerView.frame }
}
