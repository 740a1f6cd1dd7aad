#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter

// A pop of a screen pushed with a custom transition, driven by a person's finger.

extension UIKitHost {
  /// What the host keeps while UIKit starts the pop ``beginInteractivePop(driving:)`` asked for.
  struct InteractivePop {
    /// The navigation controller that pops.
    let navigation: ObjectIdentifier
    /// The app's animator for the pop, from ``pushAnimator``.
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
  /// - Throws: ``InteractivePopError`` when the navigator is busy, the screen on top is the
  ///   root of its stack, it was not pushed with a custom transition, or ``pushAnimator`` has
  ///   no animator for popping it; nothing changes then.
  public func beginInteractivePop(driving interaction: any UIViewControllerInteractiveTransitioning) throws(InteractivePopError) {
    let navigatorBusy = (delegate as? Navigator)?.isBusy ?? false
    guard isReady, current == nil, !isPersonChangeInFlight, interactivePop == nil, !navigatorBusy else { throw .busy }
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
    interactivePop = InteractivePop(navigation: ObjectIdentifier(navigation), animator: animator, interaction: interaction)
    defer { interactivePop = nil }
    navigation.popViewController(animated: true)
  }

  /// The animator for the finger-driven pop under way on `navigation`, if any.
  func interactivePopAnimator(
    for navigation: UINavigationController, _ operation: UINavigationController.Operation
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard operation == .pop, let pop = interactivePop, pop.navigation == ObjectIdentifier(navigation) else { return nil }
    return pop.animator
  }

  /// The interaction controller for `animator`, when it is the finger-driven pop's.
  func interactionController(
    for navigation: UINavigationController, animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let pop = interactivePop, pop.navigation == ObjectIdentifier(navigation),
      (pop.animator as AnyObject) === (animator as AnyObject)
    else { return nil }
    return pop.interaction
  }

  /// Whether the pop UIKit is starting on `navigation` is the finger-driven one: a person's
  /// interactive pop, whatever its transition coordinator says in `willShow`.
  func isInteractivePop(on navigation: UINavigationController) -> Bool {
    interactivePop?.navigation == ObjectIdentifier(navigation)
  }
}

#endif
