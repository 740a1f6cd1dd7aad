#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// What a person does (called by the observer).

extension UIKitHost {
  // MARK: - What a person does (called by the observer)

  // Every change a person makes is bracketed for the navigator: `hostDidBeginPersonChange`
  // when it begins, the step as soon as it is decided (before the callbacks that follow
  // from it), and `hostDidEndPersonChange` once all its callbacks were delivered.

  func report(_ step: NavigationStep) {
    delegate?.host(self, didPerformPersonAction: step)
  }

  func endPersonChange() {
    prune()
    delegate?.hostDidEndPersonChange(self)
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  func navigationController(_ navigation: UINavigationController, willShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    if let tabsID = tabsID(ofMore: navigation) {
      choseUnderMore(controller, in: navigation, tabsID: tabsID)
      return
    }
    // A split view collapsing, expanding or showing a column in a step may tell a column's
    // navigation controller of its first appearance: no person's doing.
    if splitWidthChange != nil { return }
    if case .showColumn = current?.step { return }
    guard !isRearranging, current?.navigation != key, let stack = ids[key] else { return }
    // A push the app's finger drives was set up by `beginInteractivePush(_:as:driving:)`.
    if isInteractiveTransition(.push, on: navigation) { return }
    guard let target = ids[ObjectIdentifier(controller)] else {
      adoptPush(of: controller, on: navigation, stack: stack)
      return
    }
    // A person is going back: the back button, a swipe, or a re-tapped tab; or, in a collapsed
    // split view, back from a column's root, which shows this column with its top unchanged.
    var step = NavigationStep.pop(stack: stack, to: target, animation: .standard)
    var revealed: (split: ScreenID, column: SplitColumn)?
    if navigation.topViewController === controller, let (splitID, column) = splitColumn(of: navigation),
      let split = records[splitID]?.controller as? UISplitViewController, split.isCollapsed, records[splitID]?.splitTop != column
    {
      step = .showColumn(split: splitID, column: column, animation: .standard)
      revealed = (splitID, column)
    }
    delegate?.hostDidBeginPersonChange(self)
    // A pop the app's finger drives (`beginInteractivePop(driving:)`) is interactive, whether
    // or not UIKit's coordinator says so yet in `willShow` (Apple's pages do not say).
    guard let coordinator = navigation.transitionCoordinator, coordinator.isInteractive || isInteractiveTransition(.pop, on: navigation)
    else {
      // A tap decides at once.
      personPops[key] = PersonPop(step: step, reported: true, column: revealed)
      if let revealed { records[revealed.split]?.splitTop = revealed.column }
      report(step)
      return
    }
    // A swipe decides when the person lets go; let go early, it is no pop at all.
    let swipe = coordinator.viewController(forKey: .from).flatMap { self.gesture(.swipeBack, removing: $0) }
    personPops[key] = PersonPop(step: step, reported: false, gesture: swipe, column: revealed)
    if let swipe { delegate?.host(self, didBegin: swipe) }
    follow(coordinator, on: key)
  }

  /// Follows the interactive change a person drives on `key` (``personPops``): reported when
  /// the finger lets go past the point of no return, ended with nothing changed when cancelled.
  func follow(_ coordinator: any UIViewControllerTransitionCoordinator, on key: ObjectIdentifier) {
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      guard let self else { return }
      if context.isCancelled { self.endSwipe(key, finished: false) } else { self.decidePop(key) }
    }
    _ = coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] context in
        guard context.isCancelled, let self, self.personPops[key] != nil else { return }
        self.endSwipe(key, finished: false)
        self.personPops[key] = nil
        self.endPersonChange()
      })
  }

  /// Reports the end of the swipe back on `key`, once.
  private func endSwipe(_ key: ObjectIdentifier, finished: Bool) {
    guard let gesture = personPops[key]?.gesture else { return }
    personPops[key]?.gesture = nil
    delegate?.host(self, didEnd: gesture, finished: finished)
  }

  /// Reports the pop a person made on `key`, once: the swipe's end first, as finished.
  private func decidePop(_ key: ObjectIdentifier) {
    guard let pop = personPops[key], !pop.reported else { return }
    endSwipe(key, finished: true)
    personPops[key]?.reported = true
    if let revealed = pop.column { records[revealed.split]?.splitTop = revealed.column }
    report(pop.step)
  }

  func navigationController(_ navigation: UINavigationController, didShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    if moreChoice == key {
      moreChoice = nil
      endPersonChange()
      return
    }
    if current?.navigation == key {
      finishCurrent()
      return
    }
    if adoptedPushes.remove(key) != nil {
      endPersonChange()
      return
    }
    guard personPops[key] != nil else { return }
    decidePop(key)
    personPops[key] = nil
    endPersonChange()
  }

  /// A person tapped an action of the alert with this identity. UIKit dismissed the alert
  /// before it called the action's handler: the choice is recorded on the alert screen and
  /// its dismissal reported as the person's change, so the caller awaiting the alert
  /// receives the action's value.
  func personChose(_ index: Int, ofAlert id: ScreenID) {
    guard let controller = records[id]?.controller, let alert = screen(for: controller) as? any AlertPresenting else { return }
    do throws(NavigationError) {
      try alert.choose(index)
    } catch {
      // The host made one action per button, so the index is always the alert's.
      return
    }
    delegate?.hostDidBeginPersonChange(self)
    report(.dismiss(id, animation: .standard))
    endPersonChange()
  }

  func allowsInteractiveDismissal(of controller: UIViewController) -> Bool {
    var shown: [UIViewController] = [controller]
    shown += contents(of: controller)
    return !shown.contains { screen(for: $0)?.refusesInteractiveDismissal == true }
  }

  func userBeganDismissing(_ controller: UIViewController) {
    guard ids[ObjectIdentifier(controller)] != nil else { return }
    delegate?.hostDidBeginPersonChange(self)
    // A tap outside a popover (shown as one) is no gesture: it dismisses at once.
    let tappedOutside = style(of: controller) == .popover && reportedWidth == .regular
    let pull = tappedOutside ? nil : self.gesture(.pullDownSheet, removing: controller)
    pulledDown = SheetPull(controller: controller, reported: false, gesture: pull)
    if tappedOutside {
      // Decided as it begins: reported before the callbacks that follow from it.
      decideDismissal(of: controller)
      return
    }
    if let pull { delegate?.host(self, didBegin: pull) }
    guard let coordinator = controller.transitionCoordinator, coordinator.isInteractive else { return }
    coordinator.notifyWhenInteractionChanges { [weak self, weak controller] context in
      guard let self, let controller else { return }
      if context.isCancelled { self.endPull(of: controller, finished: false) } else { self.decideDismissal(of: controller) }
    }
    // Let go too early, the sheet stays: `presentationControllerDidDismiss` never comes.
    _ = coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self, weak controller] context in
        guard context.isCancelled, let self, let controller, self.pulledDown?.controller === controller else { return }
        self.endPull(of: controller, finished: false)
        self.pulledDown = nil
        self.endPersonChange()
      })
  }

  /// Reports the end of the pull on `controller`, once.
  private func endPull(of controller: UIViewController, finished: Bool) {
    guard let pull = pulledDown, pull.controller === controller, let gesture = pull.gesture else { return }
    pulledDown?.gesture = nil
    delegate?.host(self, didEnd: gesture, finished: finished)
  }

  /// Reports the dismissal a person made by pulling `controller` down, once: the pull's
  /// end first, as finished.
  private func decideDismissal(of controller: UIViewController) {
    guard let pull = pulledDown, pull.controller === controller, !pull.reported,
      let id = ids[ObjectIdentifier(controller)]
    else { return }
    endPull(of: controller, finished: true)
    pulledDown?.reported = true
    report(.dismiss(id, animation: .standard))
  }

  func userDismissed(_ controller: UIViewController) {
    guard let pull = pulledDown, pull.controller === controller else { return }
    decideDismissal(of: controller)
    pulledDown = nil
    endPersonChange()
  }

  /// A person dragged a sheet to another of its detents and let go there
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, called only for a
  /// person's drag): the sheet rests there, reported as the person's `.selectDetent`.
  func personDraggedSheet(_ sheet: UISheetPresentationController) {
    let controller = sheet.presentedViewController
    guard let id = ids[ObjectIdentifier(controller)], let requested = records[id]?.presented.sheet,
      let selected = sheet.selectedDetentIdentifier,
      let detent = requested.detents.first(where: { Self.identifier(for: $0) == selected })
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    report(.selectDetent(sheet: id, detent: detent.identifier))
    endPersonChange()
  }

  /// A person pulled a sheet down and it refused (`isModalInPresentation`, or a screen or the
  /// app's delegate said no in `presentationControllerShouldDismiss`): the pull began and
  /// ended without its change, as a cancelled gesture.
  func userAttemptedToDismiss(_ controller: UIViewController) {
    guard pulledDown == nil, let pull = self.gesture(.pullDownSheet, removing: controller) else { return }
    delegate?.hostDidBeginPersonChange(self)
    delegate?.host(self, didBegin: pull)
    delegate?.host(self, didEnd: pull, finished: false)
    endPersonChange()
  }

  /// The gesture of a person removing `controller`, named after the screen they see in it
  /// (a stack's top, a tab bar's selected tab).
  func gesture(_ kind: NavigationGesture.Kind, removing controller: UIViewController) -> NavigationGesture? {
    let leaf = visibleLeaf(of: controller)
    guard let id = ids[ObjectIdentifier(leaf)] ?? ids[ObjectIdentifier(controller)] else { return nil }
    return NavigationGesture(kind, screen: id, screenName: screenName(of: leaf))
  }
}

#endif
