import Foundation

/// The transition coordinator UIKit creates for each animated transition.
@MainActor
final class StandInTransition: NSObject, UIViewControllerTransitionCoordinator {
  private weak var fromController: UIViewController?
  private weak var toController: UIViewController?
  let containerView: UIView
  let isAnimated: Bool
  private(set) var initiallyInteractive: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var ended = false

  init(from: UIViewController, to: UIViewController, container: UIView, animated: Bool, interactive: Bool) {
    fromController = from
    toController = to
    containerView = container
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    super.init()
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromController : key == .to ? toController : nil
  }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !ended else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  /// A delegate's interaction controller drives the transition from its start
  /// (`navigationController(_:interactionControllerFor:)` returned one).
  func beginInteraction() {
    initiallyInteractive = true
    isInteractive = true
  }

  /// The person stopped driving the transition.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition's animation ended.
  func end(cancelled: Bool) {
    guard !ended else { return }
    ended = true
    isCancelled = isCancelled || cancelled
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
