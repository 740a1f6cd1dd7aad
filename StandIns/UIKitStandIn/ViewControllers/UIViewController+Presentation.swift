import Foundation

/// Modal presentation: who presents, what is presented, and dismissal (rules 16–27).
extension UIViewController {
  /// The controller this one (or its nearest presenting ancestor) presents (rule 19).
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.ownPresented { return presented }
      current = controller.parent
    }
    return nil
  }

  /// The controller that presented this one or its container (rule 19).
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presenter = controller.ownPresentationController?.presenter { return presenter }
      current = controller.parent
    }
    return nil
  }

  /// The presentation controller managing this controller's presentation; created on first
  /// access, so a delegate can be set before presenting: a `UISheetPresentationController`
  /// for `.pageSheet`, `.formSheet` and `.automatic` (which shows a sheet, rule 23), a
  /// `UIPopoverPresentationController` for `.popover`, a plain one otherwise. Set
  /// `modalPresentationStyle` first: the kind is chosen when it is created.
  public var presentationController: UIPresentationController? {
    if let existing = ownPresentationController { return existing }
    let created: UIPresentationController
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .automatic:
      created = UISheetPresentationController(presentedViewController: self, presenting: nil)
    case .popover:
      created = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    default:
      created = UIPresentationController(presentedViewController: self, presenting: nil)
    }
    ownPresentationController = created
    return created
  }

  /// The sheet presentation controller, when the controller is presented (or will be) as a
  /// sheet: `.pageSheet`, `.formSheet` or `.automatic`; nil for any other style.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller, when the controller is presented (or will be) as
  /// `.popover`; nil for any other style.
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Presents a controller modally.
  ///
  /// The stand-in follows UIKit: a presenter already presenting logs "Attempt to present …
  /// which is already presenting …" and presents nothing (rule 16); a presenter outside
  /// the window logs "… whose view is not in the window hierarchy!" (rule 17); presenting
  /// a controller that is already presented or in a container raises (rule 18). The
  /// completion runs after the presented controller's `viewDidAppear` (rule 22).
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Called when the presentation ends.
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    let presented = viewControllerToPresent
    let device = simulator
    if presented.ownPresentationController?.presenter != nil {
      device.raise(
        "NSInvalidArgumentException",
        "Application tried to present modally a view controller \(presented.standInName) that is already being presented by \(presented.presentingViewController?.standInName ?? "?").")
      return
    }
    if presented.parent != nil || presented.installedWindow != nil {
      device.raise("NSInvalidArgumentException", "Application tried to present modally an active controller \(presented.standInName).")
      return
    }
    let requested = presented.modalPresentationStyle
    let resolved = requested == .automatic ? device.automaticPresentationStyle : requested
    // A popover in a horizontally compact window shows as a form sheet (iOS 13 and later).
    let compact = windowForController?.traitCollection.horizontalSizeClass == .compact
    let style = resolved == .popover && compact ? .formSheet : resolved
    let anchor = presentationAnchor(for: style)
    if let already = anchor.ownPresented {
      device.log("Attempt to present \(presented.standInName) on \(anchor.standInName) which is already presenting \(already.standInName)")
      return
    }
    guard let window = anchor.windowForController, window.isShown else {
      device.log("Attempt to present \(presented.standInName) on \(anchor.standInName) whose view is not in the window hierarchy!")
      return
    }
    let before = AppearanceTransaction.visibleControllers(in: window)
    let controller = presented.presentationController ?? UIPresentationController(presentedViewController: presented, presenting: anchor)
    controller.presenter = anchor
    controller.effectiveStyle = style
    anchor.ownPresented = presented
    presented.beingPresented = true
    let after = AppearanceTransaction.visibleControllers(in: window)
    let order: AppearanceTransaction.Order = style.keepsPresenterView ? .standard : .presentation
    let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: anchor, source: self)
    let transition = StandInTransition(from: anchor, to: presented, container: window, animated: flag, interactive: false)
    if flag { presented.transition = transition }
    let appearance = AppearanceTransaction(before: before, after: after, order: order, animated: flag)
    let finish: @MainActor () -> Void = {
      appearance.finish()
      presented.beingPresented = false
      presented.transition = nil
      transition.end(cancelled: false)
      completion?()
    }
    guard flag else {
      finish()
      return
    }
    if let animator {
      let context = StandInContextTransitioning(transition: transition) { _ in finish() }
      device.withScope { animator.animateTransition(using: context) }
    } else {
      device.schedule(finish)
    }
  }

  /// Dismisses what this controller presents, or, when it presents nothing, the
  /// presentation it is part of (rule 20). Only the top-most controller animates (rule 21);
  /// the completion runs after its `viewDidDisappear` (rule 22).
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Called when the dismissal ends.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let anchor = presentingAnchorOfOwnPresentation() {
      anchor.dismissPresented(animated: flag, interactive: false, completion: completion)
    } else if let presenter = ownPresentationController?.presenter ?? presentingViewController {
      presenter.dismiss(animated: flag, completion: completion)
    }
  }

  // MARK: - Internal

  /// Ends every presentation in this controller's tree, the deepest first, without
  /// callbacks; see ``UIKitSimulator/disconnectScene()``.
  func endPresentationsForDisconnection() {
    for child in children { child.endPresentationsForDisconnection() }
    if let presented = ownPresented {
      presented.endPresentationsForDisconnection()
      presented.ownPresentationController?.presenter = nil
      presented.beingPresented = false
      ownPresented = nil
    }
    transition = nil
  }

  /// This controller or the ancestor in its chain that presents something.
  private func presentingAnchorOfOwnPresentation() -> UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if controller.ownPresented != nil { return controller }
      current = controller.parent
    }
    return nil
  }

  /// Where a presentation of `style` from this controller is anchored (rule 19).
  func presentationAnchor(for style: UIModalPresentationStyle) -> UIViewController {
    if style == .currentContext || style == .overCurrentContext {
      var current: UIViewController? = self
      while let controller = current {
        if controller.definesPresentationContext { return controller }
        current = controller.parent
      }
    }
    return containmentRoot
  }

  /// Whether the style this controller is presented with keeps its presenter's view.
  var presentationKeepsPresenterVisible: Bool {
    ownPresentationController?.effectiveStyle.keepsPresenterView ?? true
  }

  /// Dismisses the chain this controller presents.
  func dismissPresented(
    animated flag: Bool, interactive: Bool, completion: (() -> Void)?, onBegin: (() -> Void)? = nil
  ) {
    // A presentation out of the window (its presenter left with an old root, rule 48) is
    // dismissed too, with no appearance callbacks: none of its views shows.
    guard let first = ownPresented else { return }
    let window = windowForController
    var chain: [UIViewController] = [first]
    while let next = chain[chain.count - 1].ownPresented {
      chain.append(next)
    }
    let top = chain[chain.count - 1]
    let before = AppearanceTransaction.visibleControllers(in: window)
    // The chain leaves the window now; its controllers stay alive until the end.
    ownPresented = nil
    top.beingDismissed = true
    let after = AppearanceTransaction.visibleControllers(in: window)
    let animator = flag ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
    let transition = StandInTransition(
      from: top, to: self, container: window ?? UIView(), animated: flag, interactive: interactive)
    if flag { top.transition = transition }
    onBegin?()
    let appearance = AppearanceTransaction(before: before, after: after, order: .standard, animated: flag)
    // A person who pulled the sheet far enough lets go: the interaction ends, completed.
    if interactive { transition.endInteraction(cancelled: false) }
    let finish: @MainActor () -> Void = {
      appearance.finish()
      top.beingDismissed = false
      top.transition = nil
      for controller in chain {
        controller.ownPresented = nil
        controller.ownPresentationController?.presenter = nil
      }
      transition.end(cancelled: false)
      completion?()
    }
    guard flag else {
      finish()
      return
    }
    let device = simulator
    if let animator {
      let context = StandInContextTransitioning(transition: transition) { _ in finish() }
      device.withScope { animator.animateTransition(using: context) }
    } else {
      device.schedule(finish)
    }
  }

  /// A person drags what this controller presents down and lets go too early (rule 26):
  /// `onBegin` runs with the interactive transition's coordinator set, the presented chain
  /// gets `viewWillDisappear`, the interaction ends cancelled, and when the animation
  /// back ends the chain gets `viewWillAppear` and `viewDidAppear`; nothing is dismissed.
  func cancelInteractiveDismissal(onBegin: () -> Void) {
    guard let top = ownPresented else { return }
    let shown = AppearanceTransaction.shown(top, isLevel: true)
    let transition = StandInTransition(
      from: top, to: self, container: windowForController ?? UIView(), animated: true, interactive: true)
    top.transition = transition
    onBegin()
    for controller in shown { controller.viewWillDisappear(true) }
    transition.endInteraction(cancelled: true)
    simulator.schedule {
      for controller in shown { controller.viewWillAppear(true) }
      for controller in shown { controller.viewDidAppear(true) }
      top.transition = nil
      transition.end(cancelled: true)
    }
  }

  /// A readable name for console messages and exceptions.
  var standInName: String { "<\(String(describing: type(of: self)))>" }
}
