/// What a person does on the simulated device: taps, swipes, pulls.
extension UIKitSimulator {
  /// The top-most presented controller, or the window's root.
  private var topLevel: UIViewController? {
    guard let window else { return nil }
    return AppearanceTransaction.levels(in: window).last
  }

  /// The navigation controller whose bar is visible on top.
  private func visibleNavigationController(_ action: String) throws(UIKitSimulatorError) -> UINavigationController {
    guard let top = topLevel,
      let navigation = AppearanceTransaction.front(top).last(where: { $0 is UINavigationController }) as? UINavigationController
    else { throw UIKitSimulatorError(action, "no navigation bar is visible") }
    return navigation
  }

  func checkIdle(_ action: String) throws(UIKitSimulatorError) {
    try checkNoSwipe(action)
    guard pendingAnimationCount == 0 else { throw UIKitSimulatorError(action, "a transition is in flight") }
  }

  /// A second finger cannot act while a swipe back, or a transition the app's gesture drives,
  /// is under way.
  func checkNoSwipe(_ action: String) throws(UIKitSimulatorError) {
    guard !isSwipingBack else { throw UIKitSimulatorError(action, "a swipe back is in progress") }
    guard !isDrivingTransition else { throw UIKitSimulatorError(action, "a finger drives a transition") }
  }

  /// Whether the app's gesture drives a navigation controller's push or pop: the delegate
  /// returned an interaction controller (`navigationController(_:interactionControllerFor:)`)
  /// whose interaction has not ended.
  public var isDrivingTransition: Bool {
    guard let window else { return false }
    return AppearanceTransaction.visibleControllers(in: window).contains {
      $0 is UINavigationController && $0.transition?.isInteractive == true && ($0 as? UINavigationController)?.interactivePop == nil
    }
  }

  /// Taps the back button of the visible navigation bar: UIKit pops, animated.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no bar is visible, the bar shows its root, or a
  ///   transition is in flight (the bar is animating).
  public func tapBackButton() throws(UIKitSimulatorError) {
    try checkIdle("tap back")
    let navigation = try visibleNavigationController("tap back")
    guard navigation.viewControllers.count > 1 else {
      // Collapsed, a split view shows its columns' stacks as one: back from a column's root
      // shows the column before it.
      if let split = navigation.parent as? UISplitViewController, split.columnBefore(navigation) != nil {
        try split.popToPreviousColumn(from: navigation)
        return
      }
      throw UIKitSimulatorError("tap back", "the navigation bar shows no back button")
    }
    navigation.popViewController(animated: true)
  }

  /// Starts swiping back from the left edge: `willShow` for the controller below, its
  /// `viewWillAppear` and the top's `viewWillDisappear` (rule 15).
  ///
  /// - Throws: ``UIKitSimulatorError`` when there is nothing to go back to.
  public func beginSwipeBack() throws(UIKitSimulatorError) {
    try checkIdle("swipe back")
    let navigation = try visibleNavigationController("swipe back")
    if navigation.viewControllers.count == 1, let split = navigation.parent as? UISplitViewController,
      split.columnBefore(navigation) != nil
    {
      try split.beginInteractiveColumnPop(from: navigation)
      return
    }
    try navigation.beginInteractivePop()
  }

  /// Starts a pan leading to trailing in the content of the visible navigation controller
  /// (iOS 26's `interactiveContentPopGestureRecognizer`): the same interactive pop as the edge
  /// swipe, ended with ``finishSwipeBack()`` or ``cancelSwipeBack()``.
  ///
  /// - Throws: ``UIKitSimulatorError`` when the content recognizer is disabled or there is
  ///   nothing to go back to.
  public func beginContentSwipeBack() throws(UIKitSimulatorError) {
    try checkIdle("pan back in the content")
    let navigation = try visibleNavigationController("pan back in the content")
    guard navigation.contentPopRecognizer.isEnabled else {
      throw UIKitSimulatorError("pan back in the content", "the content pop gesture recognizer is disabled")
    }
    try beginSwipeBack()
  }

  /// Lets go past half-way: the pop completes when the animation ends.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no swipe is in progress.
  public func finishSwipeBack() throws(UIKitSimulatorError) {
    if let split = swipingSplitViewController {
      try split.finishInteractiveColumnPop()
      return
    }
    try swipingNavigationController("finish a swipe back").finishInteractivePop()
  }

  /// Lets go early: the swipe is cancelled and the stack stays (rule 15).
  ///
  /// - Throws: ``UIKitSimulatorError`` when no swipe is in progress.
  public func cancelSwipeBack() throws(UIKitSimulatorError) {
    if let split = swipingSplitViewController {
      try split.cancelInteractiveColumnPop()
      return
    }
    try swipingNavigationController("cancel a swipe back").cancelInteractivePop()
  }

  /// Whether a swipe back is in progress.
  public var isSwipingBack: Bool {
    guard let window else { return false }
    return AppearanceTransaction.visibleControllers(in: window).contains {
      ($0 as? UINavigationController)?.interactivePop != nil
        || ($0 as? UISplitViewController)?.interactiveColumnPop != nil
    }
  }

  /// The collapsed split view whose column a person is swiping away, if any.
  private var swipingSplitViewController: UISplitViewController? {
    guard let window else { return nil }
    for case let split as UISplitViewController in AppearanceTransaction.visibleControllers(in: window)
    where split.interactiveColumnPop != nil {
      return split
    }
    return nil
  }

  private func swipingNavigationController(_ action: String) throws(UIKitSimulatorError) -> UINavigationController {
    guard let window else { throw UIKitSimulatorError(action, "no swipe back is in progress") }
    for case let navigation as UINavigationController in AppearanceTransaction.visibleControllers(in: window)
    where navigation.interactivePop != nil {
      return navigation
    }
    throw UIKitSimulatorError(action, "no swipe back is in progress")
  }

  /// Pulls the top-most sheet down (rules 25 and 26): refused when the sheet or its visible
  /// content sets `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss`
  /// says no (then `presentationControllerDidAttemptToDismiss`). Otherwise an interactive
  /// dismissal begins (its transition coordinator exists when `WillDismiss` is called), the
  /// person lets go far enough (`notifyWhenInteractionChanges` handlers run, not cancelled),
  /// and `DidDismiss` follows the did-callbacks when the animation ends.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no sheet is on top or a transition is in flight.
  public func pullDownSheet() throws(UIKitSimulatorError) {
    try checkIdle("pull down a sheet")
    guard let window else { throw UIKitSimulatorError("pull down a sheet", "the simulator has no window") }
    let levels = AppearanceTransaction.levels(in: window)
    guard levels.count > 1, let top = levels.last, let controller = top.ownPresentationController,
      let presenter = controller.presenter
    else { throw UIKitSimulatorError("pull down a sheet", "nothing is presented") }
    guard controller.effectiveStyle.isSheet else {
      throw UIKitSimulatorError("pull down a sheet", "the top-most presentation is not a sheet")
    }
    dismissByPerson(top, controller, presenter, interactive: true)
  }

  /// A person's dismissal of the presentation on top, by a pull or a tap outside (rules 25 and
  /// 26): refused when the presentation or its visible content sets `isModalInPresentation` or
  /// the delegate's `presentationControllerShouldDismiss` says no (then
  /// `presentationControllerDidAttemptToDismiss`); otherwise `WillDismiss` as it begins and
  /// `DidDismiss` when the animated dismissal ends.
  func dismissByPerson(
    _ top: UIViewController, _ controller: UIPresentationController, _ presenter: UIViewController, interactive: Bool
  ) {
    let delegate = controller.delegate
    if AppearanceTransaction.chain(top).contains(where: \.isModalInPresentation)
      || delegate?.presentationControllerShouldDismiss(controller) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return
    }
    presenter.dismissPresented(
      animated: true, interactive: interactive,
      completion: { delegate?.presentationControllerDidDismiss(controller) },
      onBegin: { delegate?.presentationControllerWillDismiss(controller) })
  }

  /// Pulls the top-most sheet down and lets go too early (rule 26): refused as
  /// ``pullDownSheet()`` is; otherwise `presentationControllerWillDismiss` is called with the
  /// interactive transition running, the interaction ends cancelled
  /// (`notifyWhenInteractionChanges` handlers see `isCancelled`), the sheet gets
  /// `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear` when it has slid back,
  /// and `presentationControllerDidDismiss` never comes (whether UIKit skips it is
  /// unconfirmed, rule 26). Nothing is dismissed.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no sheet is on top or a transition is in flight.
  public func pullDownSheetPartway() throws(UIKitSimulatorError) {
    try checkIdle("pull down a sheet")
    guard let window else { throw UIKitSimulatorError("pull down a sheet", "the simulator has no window") }
    let levels = AppearanceTransaction.levels(in: window)
    guard levels.count > 1, let top = levels.last, let controller = top.ownPresentationController,
      let presenter = controller.presenter
    else { throw UIKitSimulatorError("pull down a sheet", "nothing is presented") }
    guard controller.effectiveStyle.isSheet else {
      throw UIKitSimulatorError("pull down a sheet", "the top-most presentation is not a sheet")
    }
    let delegate = controller.delegate
    if AppearanceTransaction.chain(top).contains(where: \.isModalInPresentation)
      || delegate?.presentationControllerShouldDismiss(controller) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return
    }
    presenter.cancelInteractiveDismissal { delegate?.presentationControllerWillDismiss(controller) }
  }

  /// Taps tab `index` of the visible tab bar (rules 29 and 30): the delegate's
  /// `shouldSelect` is asked; a tap on the selected tab pops its navigation controller to
  /// the root; `didSelect` follows either way. Allowed while a transition is in flight
  /// (the tab bar is not part of the animation), not during a swipe back. With
  /// ``reportsTabTapsThroughUITabsOnly``, or `tabs` set, the `UITab` forms are called instead.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: ``UIKitSimulatorError`` when no tab bar is visible or the tab has no item.
  public func tapTab(_ index: Int) throws(UIKitSimulatorError) {
    try checkNoSwipe("tap tab \(index)")
    guard let top = topLevel,
      let tabs = AppearanceTransaction.front(top).first(where: { $0 is UITabBarController }) as? UITabBarController,
      let controllers = tabs.viewControllers
    else { throw UIKitSimulatorError("tap tab \(index)", "no tab bar is visible") }
    guard controllers.indices.contains(index), controllers.count <= 5 || index < 4 else {
      throw UIKitSimulatorError("tap tab \(index)", "the tab bar has no item for tab \(index)")
    }
    let tapped = controllers[index]
    if !tabs.tabList.isEmpty {
      try tapTabItem(index, of: tabs)
      return
    }
    if reportsTabTapsThroughUITabsOnly {
      let tab = UITab(title: tapped.title ?? "", image: nil, identifier: "tab \(index)") { _ in tapped }
      personSelects(tab, at: index, in: tabs, popsToRoot: true)
      return
    }
    if let delegate = tabs.delegate, !delegate.tabBarController(tabs, shouldSelect: tapped) { return }
    if index == tabs.selectedIndex {
      if let navigation = tapped as? UINavigationController, navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: true)
      }
    } else {
      tabs.select(index)
    }
    tabs.delegate?.tabBarController(tabs, didSelect: tapped)
  }

  /// A person triggers a storyboard segue (rule 41): the source's `shouldPerformSegue`
  /// decides, then its `prepare(for:sender:)` runs, then the segue is performed and let go.
  ///
  /// - Parameters:
  ///   - segue: The segue, with a new destination.
  ///   - sender: What triggered it.
  /// - Returns: False when the source refused the segue.
  @discardableResult
  public func triggerSegue(_ segue: UIStoryboardSegue, sender: Any?) -> Bool {
    guard segue.source.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: sender) else { return false }
    segue.source.prepare(for: segue, sender: sender)
    segue.perform()
    return true
  }
}
