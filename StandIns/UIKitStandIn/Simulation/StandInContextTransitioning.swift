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

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.viewController(forKey: key == .from ? .from : .to)?.view
  }

  func finalFrame(for vc: UIViewController) -> CGRect { containerView.frame }
}
