#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
@_spi(Hosting) public import SceneRouter

// A push or a pop with a custom transition, driven by a person's finger.

extension UIKitHost {
  /// What the host keeps while UIKit starts the push or pop a finger drives.
  struct InteractiveTransition {
    /// The navigation controller that pushes or pops.
    let navigation: ObjectIdentifier
    /// Whether it pushes or pops.
    let operation: UINavigationController.Operation
    /// The app's animator, from ``pushAnimator``.
    let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller the person's finger drives.
    let interaction: any UIViewControllerInteractiveTransitioning
  }

  /// Starts popping the screen on top with the custom transition it was pushed with, driven
  /// by a person's finger through `interaction`: call it when your pan gesture begins, then
  /// `update(_:)` the interaction as the finger moves and `finish()` or `cancel()` it when
  /// the finger lets go.
  ///
  /// The host pops the top of the visible navigation stack with `popViewController(animated:)`,
  /// answers the navigation controller's delegate with ``pushAnimator``'s animator for the
  /// `.pop` (`navigationController(_:animationControllerFor:from:to:)`) and with `interaction`
  /// (`navigationController(_:interactionControllerFor:)`), and follows the pop as it follows
  /// a swipe back, a person's change: the navigator is busy from now on (requests made
  /// meanwhile wait in its queue), and emits a swipe back's gesture events; when the
  /// interaction finishes, the pop is reported as the person's (the screen's caller resumes
  /// with `CancellationReason.removedByPerson`); when it is cancelled, nothing changes, and the
  /// requests that waited run. Until the finger lets go, ``snapshot`` still shows the screen.
  ///
  /// - Parameter interaction: The interaction controller your gesture drives, such as a
  ///   `UIPercentDrivenInteractiveTransition`; UIKit starts it with the pop's context.
  /// - Throws: ``InteractiveTransitionError`` when the navigator is busy, the screen on top is
  ///   the root of its stack, it was not pushed with a custom transition, or ``pushAnimator``
  ///   has no animator for popping it; nothing changes then.
  public func beginInteractivePop(driving interaction: any UIViewControllerInteractiveTransitioning) throws(InteractiveTransitionError) {
    guard canBeginInteractiveTransition else { throw .busy }
    guard let root = rootViewController, let level = levels(over: root).last else { throw .nothingToPop(screen: "") }
    let top = visibleLeaf(of: level)
    guard let navigation = top.navigationController, navigation.topViewController === top,
      navigation.viewControllers.count > 1, ids[ObjectIdentifier(navigation)] != nil
    else { throw .nothingToPop(screen: screenName(of: top)) }
    let below = navigation.viewControllers[navigation.viewControllers.count - 2]
    guard let animation = record(of: top)?.pushAnimation else { throw .noCustomTransition(screen: screenName(of: top)) }
    guard let animator = pushAnimator(animation, .pop, top, below) else {
      throw .noAnimator(screen: screenName(of: top), animation: "\(animation)")
    }
    // UIKit asks the delegate for the animator and the interaction controller, and tells it
    // `willShow`, inside this call.
    interactiveTransition = InteractiveTransition(
      navigation: ObjectIdentifier(navigation), operation: .pop, animator: animator, interaction: interaction)
    defer { interactiveTransition = nil }
    navigation.popViewController(animated: true)
  }

  /// Starts pushing `screen` onto the visible navigation stack with a custom transition,
  /// driven by a person's finger through `interaction` (an edge pan that pulls the next
  /// screen in): call it when your pan gesture begins, then `update(_:)` the interaction as
  /// the finger moves and `finish()` or `cancel()` it when the finger lets go.
  ///
  /// The host pushes the screen's view controller (the screen itself, or one
  /// ``makeViewController`` makes) with `pushViewController(_:animated:)`, answers the
  /// navigation controller's delegate with ``pushAnimator``'s animator for the `.push` and with
  /// `interaction`, and follows the push as a person's change, as it follows a swipe back: the
  /// navigator is busy from now on (requests made meanwhile wait in its queue) and emits the
  /// gesture's events (`NavigationGesture.Kind.pushWithFinger`). When the interaction
  /// finishes, the push is reported as the person's, the screen adopted under an identity of
  /// its own and popped later with the same transition; when it is cancelled, nothing
  /// changes, and the requests that waited run. Until the finger lets go, ``snapshot`` and the
  /// navigator's state show the stack without the screen.
  ///
  /// - Parameters:
  ///   - screen: The screen to push, not shown yet.
  ///   - transition: The custom transition that animates it, one that behaves as a push.
  ///   - interaction: The interaction controller your gesture drives, such as a
  ///     `UIPercentDrivenInteractiveTransition`; UIKit starts it with the push's context.
  /// - Throws: ``InteractiveTransitionError`` when the navigator is busy, the screen on top is
  ///   in no navigation stack, `screen` is shown already, the transition behaves as a
  ///   presentation, or ``pushAnimator`` has no animator for it; nothing changes then.
  public func beginInteractivePush(
    _ screen: any Screen, as transition: CustomTransition, driving interaction: any UIViewControllerInteractiveTransitioning
  ) throws(InteractiveTransitionError) {
    guard canBeginInteractiveTransition, let delegate else { throw .busy }
    guard let root = rootViewController, let level = levels(over: root).last else { throw .noStackToPushOnto(screen: "") }
    let top = visibleLeaf(of: level)
    guard let navigation = top.navigationController, navigation.topViewController === top,
      let stack = ids[ObjectIdentifier(navigation)]
    else { throw .noStackToPushOnto(screen: screenName(of: top)) }
    guard transition.behavior == .push else { throw .notAPush(transition: transition.name) }
    let controller = (screen as? UIViewController) ?? makeViewController(screen)
    guard ids[ObjectIdentifier(controller)] == nil, !records.values.contains(where: { $0.screen === screen }),
      controller.parent == nil, controller.presentingViewController == nil, rootViewController !== controller
    else { throw .alreadyShown(screen: screen.screenName) }
    let animation = StepAnimation.custom(name: transition.name, seconds: transition.seconds)
    guard let animator = pushAnimator(animation, .push, top, controller) else {
      throw .noPushAnimator(screen: screen.screenName, animation: "\(animation)")
    }
    let key = ObjectIdentifier(navigation)
    delegate.hostDidBeginPersonChange(self)
    // An identity only: the navigator's state changes when the push is reported.
    let adopted = delegate.host(self, adopt: screen)
    register(controller, as: adopted.id, screen: screen)
    records[adopted.id]?.pushAnimation = animation
    applyNavigationTitle(adopted.title, to: controller)
    let gesture = NavigationGesture(.pushWithFinger, screen: adopted.id, screenName: adopted.name)
    personPops[key] = PersonPop(step: .push(adopted, onto: stack, animation: animation), reported: false, gesture: gesture)
    delegate.host(self, didBegin: gesture)
    // UIKit asks the delegate for the animator and the interaction controller, and tells it
    // `willShow`, inside this call.
    interactiveTransition = InteractiveTransition(navigation: key, operation: .push, animator: animator, interaction: interaction)
    navigation.pushViewController(controller, animated: true)
    interactiveTransition = nil
    // The push is followed until the finger lets go (a push UIKit did not animate has ended).
    guard personPops[key] != nil, let coordinator = navigation.transitionCoordinator else { return }
    follow(coordinator, on: key)
  }

  /// Whether a finger may start a push or a pop now: the window is visible and nothing else
  /// is under way, in the host or in the navigator.
  private var canBeginInteractiveTransition: Bool {
    let navigatorBusy = navigator?.isBusy ?? false
    return isReady && current == nil && !isPersonChangeInFlight && interactiveTransition == nil && !navigatorBusy
  }

  /// The animator for the finger-driven push or pop under way on `navigation`, if any.
  func interactiveAnimator(
    for navigation: UINavigationController, _ operation: UINavigationController.Operation
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let transition = interactiveTransition, transition.operation == operation,
      transition.navigation == ObjectIdentifier(navigation)
    else { return nil }
    return transition.animator
  }

  /// The interaction controller for `animator`, when it is the finger-driven transition's.
  func interactionController(
    for navigation: UINavigationController, animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let transition = interactiveTransition, transition.navigation == ObjectIdentifier(navigation),
      (transition.animator as AnyObject) === (animator as AnyObject)
    else { return nil }
    return transition.interaction
  }

  /// Whether the push or pop UIKit is starting on `navigation` is the finger-driven one: a
  /// person's interactive change, whatever its transition coordinator says in `willShow`.
  func isInteractiveTransition(_ operation: UINavigationController.Operation, on navigation: UINavigationController) -> Bool {
    interactiveTransition?.operation == operation && interactiveTransition?.navigation == ObjectIdentifier(navigation)
  }
}

#endif
