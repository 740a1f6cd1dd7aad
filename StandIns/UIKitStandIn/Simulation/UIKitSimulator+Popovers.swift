import Foundation

/// What changes a popover: a tap outside it, and the window's width.
extension UIKitSimulator {
  /// Taps outside the popover on top, which dismisses it ("taps outside the popover cause the
  /// popover to be dismissed": https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover):
  /// the presentation controller's delegate is asked `presentationControllerShouldDismiss`,
  /// then hears `presentationControllerWillDismiss`, and `presentationControllerDidDismiss`
  /// once the animated dismissal ends, as for a sheet pulled down (rule 26). Refused as a pull
  /// is: `presentationControllerDidAttemptToDismiss` instead.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no popover shows as one on top, or a transition
  ///   is in flight.
  public func tapOutsidePopover() throws(UIKitSimulatorError) {
    let action = "tap outside a popover"
    try checkIdle(action)
    guard let window else { throw UIKitSimulatorError(action, "the simulator has no window") }
    let levels = AppearanceTransaction.levels(in: window)
    guard levels.count > 1, let top = levels.last, let controller = top.ownPresentationController,
      let presenter = controller.presenter, controller.effectiveStyle == .popover
    else { throw UIKitSimulatorError(action, "no popover is shown") }
    dismissByPerson(top, controller, presenter, interactive: false)
  }

  /// Changes the window's horizontal size class (a rotation, a split view, a resize): a popover
  /// shown adapts, to a form sheet in a compact width and back to a popover in a regular one
  /// (nothing appears or disappears: both keep the presenter's view); a column-style split view
  /// collapses or expands (``UISplitViewController``): its delegate is asked for the top column
  /// or the display mode, the columns it hides and shows get their appearance callbacks, then its
  /// delegate hears `splitViewControllerDidCollapse(_:)` or `splitViewControllerDidExpand(_:)`;
  /// last the handlers registered with
  /// `registerForTraitChanges(_:handler:)` run.
  ///
  /// - Parameter sizeClass: The new horizontal size class.
  public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
    guard let window, window.traitCollection.horizontalSizeClass != sizeClass else { return }
    for level in AppearanceTransaction.levels(in: window).dropFirst() {
      guard let controller = level.ownPresentationController, level.modalPresentationStyle == .popover else { continue }
      controller.effectiveStyle = sizeClass == .compact ? .formSheet : .popover
    }
    var splits: [UISplitViewController] = []
    for level in AppearanceTransaction.levels(in: window) { Self.collectSplitViews(in: level, into: &splits) }
    let before = AppearanceTransaction.visibleControllers(in: window)
    let changed = splits.filter { $0.style != .unspecified }
    for split in changed {
      if sizeClass == .compact { split.prepareToCollapse() } else { split.prepareToExpand() }
    }
    window.layoutSizeClass = sizeClass
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
    ).finish()
    for split in changed {
      if sizeClass == .compact {
        split.delegate?.splitViewControllerDidCollapse(split)
      } else {
        split.delegate?.splitViewControllerDidExpand(split)
      }
    }
    window.setTraits(UITraitCollection(horizontalSizeClass: sizeClass))
  }

  /// The split view controllers in `controller`'s containment tree and what it presents in a context.
  private static func collectSplitViews(in controller: UIViewController, into splits: inout [UISplitViewController]) {
    if let split = controller as? UISplitViewController { splits.append(split) }
    for child in controller.children { collectSplitViews(in: child, into: &splits) }
    if let presented = controller.ownPresented, controller.parent != nil { collectSplitViews(in: presented, into: &splits) }
  }

  /// The view a zoom into `zoomed` starts from, asked of its `preferredTransition`'s source view
  /// provider as UIKit asks when the transition begins; nil when it has no zoom or no view.
  ///
  /// - Parameters:
  ///   - zoomed: The controller pushed or presented with a zoom.
  ///   - source: The controller that pushes or presents it.
  /// - Returns: The source view.
  public func zoomSourceView(of zoomed: UIViewController, from source: UIViewController) -> UIView? {
    guard let transition = zoomed.ownPreferredTransition as? UIViewController.Transition,
      let provider = transition.sourceViewProvider
    else { return nil }
    return provider(UIViewController.Transition.ZoomSourceViewProviderContext(source: source, zoomed: zoomed))
  }
}
