import Foundation

/// The context UIKit hands an animator.
@MainActor
final class StandInContextTransitioning: NSObject, UIViewControllerContextTransitioning {
  private let transition: StandInTransition
  private var onComplete: ((Bool) -> Void)?
  /// The animator of an interactive transition, which a percent-driven interaction runs when
  /// it starts (UIKit's `UIPercentDrivenInteractiveTransition` does).
  var animator: (any UIViewControllerAnimatedTransitioning)?
  /// The simulator whose device runs the transition.
  var simulator: UIKitSimulator = .detached
  /// Animation endings started by the animator while a person drives the transition: UIKit
  /// holds them until the interaction finishes or is cancelled.
  private var held: [@MainActor () -> Void] = []
  /// Whether a person drives the transition now; animations it starts are held.
  var holdsAnimations: Bool { transition.isInteractive }

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

  /// The person let go far enough: the coordinator's interaction handlers run, not cancelled,
  /// and the animations held meanwhile end (then the animator completes the transition).
  func finishInteractiveTransition() { endInteraction(cancelled: false) }

  /// The person let go early: the coordinator's interaction handlers run, cancelled, and the
  /// animations held meanwhile end (then the animator completes the transition, not done).
  func cancelInteractiveTransition() { endInteraction(cancelled: true) }

  private func endInteraction(cancelled: Bool) {
    guard transition.isInteractive else { return }
    transition.endInteraction(cancelled: cancelled)
    let endings = held
    held = []
    for ending in endings { simulator.schedule(ending) }
  }

  /// Holds an animation's ending until the person lets go.
  func hold(_ ending: @escaping @MainActor () -> Void) { held.append(ending) }

  /// Runs the animator with this context, animations it starts held while a person drives.
  func runAnimator() {
    guard let animator else { return }
    simulator.withInteraction(self) { animator.animateTransition(using: self) }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.viewController(forKey: key == .from ? .from : .to)?.view
  }

  func finalFrame(for vc: UIViewController) -> CGRect { containerView.frame }
}
