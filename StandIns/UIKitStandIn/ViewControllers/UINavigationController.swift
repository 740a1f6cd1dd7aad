public import Foundation

/// UIKit's `UINavigationController`: a stack of controllers, held strongly (rule 51), one
/// transition at a time, with its delegate told before and after each change.
///
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller
///
/// What UIKit refuses with an exception (pushing a navigation or tab bar controller, an
/// instance already in the stack, duplicates, popping to a stranger; rules 1–3, 7, 8)
/// is recorded in ``UIKitSimulator/exceptions`` and changes nothing. A push or pop while
/// another transition runs logs UIKit's "nested push animation" message and finishes the
/// first one at once (rule 4 is undocumented).
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  /// The change in flight: finishing it delivers its did-callbacks and `didShow`.
  private var inFlight: (@MainActor () -> Void)?
  /// The interactive pop a person is driving.
  var interactivePop: InteractivePop?
  /// Whether this controller has appeared in a window once (its delegate may hear `willShow`
  /// for its top then; see ``UIKitSimulator/tellsNavigationDelegateOnFirstAppearance``).
  var hasAppearedOnce = false
  /// ``interactivePopGestureRecognizer``'s recognizer.
  let edgePopRecognizer = UIGestureRecognizer()
  /// ``interactiveContentPopGestureRecognizer``'s recognizer (iOS 26).
  let contentPopRecognizer = UIGestureRecognizer()

  /// A swipe back in progress.
  struct InteractivePop {
    var top: UIViewController
    var below: UIViewController
    var transition: StandInTransition
    var appearance: AppearanceTransaction
  }

  /// Hears each change; held weakly (rule 55).
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller showing one controller.
  ///
  /// - Parameter rootViewController: The bottom controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; the stand-in has no nibs.
  ///   - nibBundleOrNil: The nib's bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }

  /// Creates a controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The stack, bottom first. Assigning it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack (rule 10).
  open var topViewController: UIViewController? { stack.last }

  /// What is presented over the navigation controller, or its top (rule 10).
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Pushes a controller (rules 1–3).
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether to animate.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewController is UINavigationController {
      simulator.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
      return
    }
    if viewController is UITabBarController {
      simulator.raise("NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      simulator.raise(
        "NSInvalidArgumentException",
        "Pushing the same view controller instance more than once is not supported (\(viewController.standInName))")
      return
    }
    change(to: stack + [viewController], animated: animated)
  }

  /// Pops the top controller; on the root it does nothing and returns nil (rule 5).
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    change(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops until `viewController` is on top (rule 7).
  ///
  /// - Parameters:
  ///   - viewController: A controller in the stack.
  ///   - animated: Whether to animate.
  /// - Returns: The popped controllers, or nil when `viewController` is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      simulator.raise("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { change(to: Array(stack[...index]), animated: animated) }
    return popped
  }

  /// Pops everything but the root (rule 6); returns an empty array on the root.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controllers.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack with one transition, chosen by the new top (rule 9).
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, distinct controllers, bottom first.
  ///   - animated: Whether to animate.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count else {
      simulator.raise("NSInternalInconsistencyException", "All view controllers in a navigation controller must be distinct")
      return
    }
    if viewControllers.contains(where: { $0 is UINavigationController }) {
      simulator.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
      return
    }
    change(to: viewControllers, animated: animated)
  }

  /// The controllers below the one containing the source, nearest first: the nearest
  /// match wins (rule 44).
  ///
  /// - Parameter source: The unwind segue's source.
  /// - Returns: The children to search.
  open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    guard let containing = childContaining(source), let index = stack.firstIndex(where: { $0 === containing }) else {
      return stack.reversed()
    }
    return stack[..<index].reversed()
  }

  /// Pops to `subsequentVC` when it is in the stack and not on top (rule 45).
  ///
  /// - Parameters:
  ///   - unwindSegue: The unwind segue.
  ///   - subsequentVC: The controller to show.
  open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    guard stack.contains(where: { $0 === subsequentVC }), stack.last !== subsequentVC else { return }
    popToViewController(subsequentVC, animated: true)
  }

  // MARK: - Internal

  override var appearanceChild: UIViewController? { stack.last }

  /// Whether the navigation controller's content is in the visible window.
  private var isVisible: Bool {
    AppearanceTransaction.visibleControllers(in: windowForController).contains { $0 === self }
  }

  private func change(to newStack: [UIViewController], animated requested: Bool) {
    if let finish = inFlight {
      simulator.log("nested push animation can result in corrupted navigation bar")
      finish()
    }
    let oldStack = stack
    let oldTop = oldStack.last
    guard let newTop = newStack.last else {
      replaceQuietly(with: newStack, old: oldStack)
      return
    }
    guard newTop !== oldTop else {
      // Rule 9: no transition when the top stays.
      replaceQuietly(with: newStack, old: oldStack)
      return
    }
    let window = windowForController
    let visible = isVisible
    let animated = requested && visible
    let before = AppearanceTransaction.visibleControllers(in: window)
    let kept = Set(newStack.map(ObjectIdentifier.init))
    let old = Set(oldStack.map(ObjectIdentifier.init))
    let removed = oldStack.filter { !kept.contains(ObjectIdentifier($0)) }
    let added = newStack.filter { !old.contains(ObjectIdentifier($0)) }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    if added.contains(where: { $0 === newTop }) { newTop.movingToParent = true }
    if let oldTop, removed.contains(where: { $0 === oldTop }) { oldTop.movingFromParent = true }
    let transition = StandInTransition(
      from: oldTop ?? self, to: newTop, container: window ?? UIView(), animated: animated, interactive: false)
    // The coordinator exists when the delegate hears `willShow`, as in UIKit.
    if animated { self.transition = transition }
    delegate?.navigationController(self, willShow: newTop, animated: animated)
    // Then the delegate may animate the transition itself.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    if animated, let oldTop {
      let operation: Operation = oldStack.contains { $0 === newTop } ? .pop : .push
      animator = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
      // For an animator it returned, the delegate may drive the transition interactively.
      if let animator { interaction = delegate?.navigationController(self, interactionControllerFor: animator) }
    }
    if interaction != nil { transition.beginInteraction() }
    stack = newStack
    let appearance = AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: animated)
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      self.inFlight = nil
      appearance.finish()
      for controller in removed where controller.parent === self { controller.removeFromParent() }
      for controller in added { controller.didMove(toParent: self) }
      newTop.movingToParent = false
      oldTop?.movingFromParent = false
      self.transition = nil
      transition.end(cancelled: false)
      self.delegate?.navigationController(self, didShow: newTop, animated: animated)
    }
    // A person cancelled the interactive transition: the stack stays as it was (rule 15).
    let cancel: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      self.inFlight = nil
      self.stack = oldStack
      appearance.cancel()
      for controller in added where controller.parent === self {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      }
      newTop.movingToParent = false
      oldTop?.movingFromParent = false
      self.transition = nil
      transition.end(cancelled: true)
    }
    if animated {
      inFlight = finish
      let complete: @MainActor () -> Void = { [weak self] in
        guard self?.inFlight != nil else { return }
        finish()
      }
      if let animator, let interaction {
        // UIKit keeps both until the animator calls `completeTransition(_:)`, which it does
        // once the person let go: not done when the interaction was cancelled.
        let context = StandInContextTransitioning(transition: transition) { [weak self] didComplete in
          _ = (animator, interaction)
          guard self?.inFlight != nil else { return }
          if didComplete { finish() } else { cancel() }
        }
        context.animator = animator
        context.simulator = simulator
        simulator.withInteraction(context) { interaction.startInteractiveTransition(context) }
      } else if let animator {
        // UIKit keeps the animator until it calls `completeTransition(_:)`.
        let context = StandInContextTransitioning(transition: transition) { _ in
          _ = animator
          complete()
        }
        simulator.withScope { animator.animateTransition(using: context) }
      } else {
        simulator.schedule(complete)
      }
    } else {
      finish()
    }
  }

  private func replaceQuietly(with newStack: [UIViewController], old oldStack: [UIViewController]) {
    let kept = Set(newStack.map(ObjectIdentifier.init))
    for controller in oldStack where !kept.contains(ObjectIdentifier(controller)) && controller.parent === self {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in newStack where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    stack = newStack
  }

  /// A person starts swiping back (rule 15).
  func beginInteractivePop() throws(UIKitSimulatorError) {
    guard inFlight == nil, interactivePop == nil else {
      throw UIKitSimulatorError("swipe back", "a transition is in flight")
    }
    guard stack.count > 1, let top = stack.last else {
      throw UIKitSimulatorError("swipe back", "the navigation controller shows its root")
    }
    let below = stack[stack.count - 2]
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    top.willMove(toParent: nil)
    top.movingFromParent = true
    let transition = StandInTransition(from: top, to: below, container: window ?? UIView(), animated: true, interactive: true)
    self.transition = transition
    delegate?.navigationController(self, willShow: below, animated: true)
    stack.removeLast()
    let appearance = AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: true)
    interactivePop = InteractivePop(top: top, below: below, transition: transition, appearance: appearance)
  }

  /// The person lets go past half-way: the pop completes when its animation ends.
  func finishInteractivePop() throws(UIKitSimulatorError) {
    guard let pop = interactivePop else { throw UIKitSimulatorError("finish a swipe back", "no swipe back is in progress") }
    interactivePop = nil
    pop.transition.endInteraction(cancelled: false)
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      self.inFlight = nil
      pop.appearance.finish()
      if pop.top.parent === self { pop.top.removeFromParent() }
      pop.top.movingFromParent = false
      self.transition = nil
      pop.transition.end(cancelled: false)
      self.delegate?.navigationController(self, didShow: pop.below, animated: true)
    }
    inFlight = finish
    simulator.schedule { [weak self] in
      guard self?.inFlight != nil else { return }
      finish()
    }
  }

  /// The person lets go early: nothing is popped, and no `didShow` comes (rule 15).
  func cancelInteractivePop() throws(UIKitSimulatorError) {
    guard let pop = interactivePop else { throw UIKitSimulatorError("cancel a swipe back", "no swipe back is in progress") }
    interactivePop = nil
    pop.transition.endInteraction(cancelled: true)
    stack.append(pop.top)
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      self.inFlight = nil
      // Rule 15: the one below disappears again, then the top reappears.
      pop.below.viewWillDisappear(true)
      pop.below.viewDidDisappear(true)
      pop.top.viewWillAppear(true)
      pop.top.viewDidAppear(true)
      pop.top.movingFromParent = false
      self.transition = nil
      pop.transition.end(cancelled: true)
    }
    inFlight = finish
    simulator.schedule { [weak self] in
      guard self?.inFlight != nil else { return }
      finish()
    }
  }

  /// Whether a push, pop or swipe is under way.
  var isTransitioning: Bool { inFlight != nil || interactivePop != nil }
}
