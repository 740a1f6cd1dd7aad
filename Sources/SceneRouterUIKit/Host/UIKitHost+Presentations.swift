#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Presentations: alerts, popovers, sheets and their detents, zoom, the modal styles.

extension UIKitHost {
  // MARK: - Steps

  /// `.present`: `present(_:animated:completion:)`, after configuring the presentation.
  func performPresent(
    _ node: NavigationTree<NavigationStep.Screen>, from presenterID: ScreenID, style: PresentationStyle, animation: StepAnimation,
    sheet: SheetConfiguration?, popover: PopoverConfiguration?, step: NavigationStep, screens lookup: ScreenLookup
  ) throws(NavigationError) {
    // Anchored before presenting, as Apple's page of UIPopoverPresentationController asks.
    guard let presenter = records[presenterID]?.controller else { throw .inconsistentStep(step.description) }
    if let alert = presenter as? UIAlertController {
      throw .alertShown(alert: alert.title ?? "", screen: node.visibleScreenName)
    }
    if let presented = presenter.presentedViewController {
      throw .alreadyPresenting(
        presenter: name(of: presenterID), presented: visibleName(of: presented), screen: node.visibleScreenName)
    }
    let controller: UIViewController
    if style.isAlert, case .screen(let reference) = node, let alert = lookup[reference.id] as? any AlertPresenting {
      // UIAlertController is used as is: it presents itself, so its style is not set.
      controller = alertController(for: alert, as: style, id: reference.id, anchoredIn: presenter)
    } else {
      var seen: Set<ObjectIdentifier> = []
      controller = try build(node, screens: lookup, seen: &seen, moving: false)
      controller.modalPresentationStyle = Self.modalStyle(for: style)
    }
    if let sheet {
      // Configured before presenting, as Apple's page of UISheetPresentationController asks.
      guard let sheetController = controller.sheetPresentationController else {
        throw .noSheetPresentationController(screen: node.visibleScreenName)
      }
      Self.configure(sheetController, with: sheet)
      records[node.id]?.presented.sheet = sheet
    }
    if let popover {
      guard let popoverController = controller.popoverPresentationController else {
        throw .noPopoverPresentationController(screen: node.visibleScreenName)
      }
      try anchor(popoverController, to: popover, in: presenter)
      records[node.id]?.presented.popover = popover
    }
    if case .zoom(let source) = animation {
      Self.zoom(controller, from: source)
      records[node.id]?.presented.zoomSource = source
    }
    if let transitioning = transitioningDelegate(animation, controller) {
      controller.transitioningDelegate = transitioning
      records[node.id]?.presented.transitioningDelegate = transitioning
    }
    if let presentation = controller.presentationController {
      observer.observe(presentation)
      records[node.id]?.presented.controller = ObjectIdentifier(presentation)
    }
    records[node.id]?.presented.style = style
    let inContext = NavigationState.isContextStyle(style) && rootTabs.contains { $0 === presenter }
    // A root tab's navigation controller is the presentation context: the presentation
    // covers that tab only and the tab bar stays (UINavigationController defines one by
    // default; an app's own subclass may not).
    if inContext { presenter.definesPresentationContext = true }
    presenter.present(controller, animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }
    if inContext, let anchor = controller.presentingViewController, anchor !== presenter {
      failCurrent(step, "UIKit presented it from \(visibleName(of: anchor)), not in the tab's context")
    } else if controller.presentingViewController == nil {
      // UIKit presents nothing from a window that is not visible (rule 17), and says so
      // only in the console.
      failCurrent(
        step,
        window == nil
          ? "UIKit presented nothing; is the container in a visible window?"
          : "UIKit presented nothing; is the window visible (makeKeyAndVisible)?")
    }
  }

  /// `.dismiss`: `dismiss(animated:completion:)` on the presenter.
  func performDismiss(_ presentedID: ScreenID, animation: StepAnimation) throws(NavigationError) {
    guard let presented = records[presentedID]?.controller, let presenter = presented.presentingViewController else {
      throw .nothingToDismiss(screen: name(of: presentedID))
    }
    presenter.dismiss(animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }
  }

  /// `.selectDetent`: the sheet's `selectedDetentIdentifier`, inside `animateChanges`.
  func performSelectDetent(_ detent: String, of sheetID: ScreenID, step: NavigationStep) throws(NavigationError) {
    let controller = records[sheetID]?.controller
    let configuration = controller == nil ? nil : records[sheetID]?.presented.sheet
    try SheetConfiguration.checkDetent(
      detent, of: configuration, sheetName: controller.map { visibleName(of: $0) } ?? name(of: sheetID))
    guard let sheetController = controller?.sheetPresentationController,
      let target = configuration?.detents.first(where: { $0.identifier == detent })
    else { throw .inconsistentStep(step.description) }
    sheetController.animateChanges { sheetController.selectedDetentIdentifier = Self.identifier(for: target) }
    finishCurrent()
  }

  // MARK: - Alerts and sheets

  /// A `UIAlertController` showing an alert screen: its title, message and one action per
  /// button, whose handler reports the person's choice. An action sheet is anchored at the
  /// presenter's view, which a popover on iPad needs.
  private func alertController(
    for alert: any AlertPresenting, as style: PresentationStyle, id: ScreenID, anchoredIn presenter: UIViewController
  ) -> UIAlertController {
    let controller = UIAlertController(
      title: alert.alertTitle, message: alert.alertMessage.isEmpty ? nil : alert.alertMessage,
      preferredStyle: style == .actionSheet ? .actionSheet : .alert)
    for (index, button) in alert.buttons.enumerated() {
      controller.addAction(
        UIAlertAction(title: button.title, style: Self.actionStyle(for: button.role)) { [weak self] _ in
          self?.personChose(index, ofAlert: id)
        })
    }
    controller.popoverPresentationController?.sourceView = presenter.view
    register(controller, as: id, screen: alert)
    return controller
  }

  /// Anchors a popover at the view or bar button item the screen a person sees on the
  /// presenting level registers under the anchor's identifier (its `accessibilityIdentifier`),
  /// with the permitted arrow directions.
  ///
  /// - Throws: `NavigationError.unknownPopoverAnchor(anchor:screen:)` when the screen has no
  ///   such view or item.
  func anchor(
    _ popover: UIPopoverPresentationController, to configuration: PopoverConfiguration,
    in presenter: UIViewController
  ) throws(NavigationError) {
    var leaf = visibleLeaf(of: presenter)
    // What a root tab presents in its own context covers the tab: a person sees its screen.
    if let tabs = presenter as? UITabBarController, let selected = tabs.selectedViewController,
      let context = contextPresentation(of: selected)
    {
      leaf = visibleLeaf(of: context)
    }
    switch configuration.anchor {
    case .view(let identifier):
      guard let view = Self.view(withIdentifier: identifier, in: leaf.view) else {
        throw .unknownPopoverAnchor(anchor: configuration.anchor.description, screen: screenName(of: leaf))
      }
      popover.sourceView = view
      popover.sourceRect = view.bounds
    case .barButton(let identifier):
      let items = (leaf.navigationItem.rightBarButtonItems ?? []) + (leaf.navigationItem.leftBarButtonItems ?? [])
      guard let item = items.first(where: { $0.accessibilityIdentifier == identifier }) else {
        throw .unknownPopoverAnchor(anchor: configuration.anchor.description, screen: screenName(of: leaf))
      }
      popover.sourceItem = item
    }
    popover.permittedArrowDirections = Self.arrowDirections(for: configuration.arrowDirections)
  }

  /// UIKit's arrow directions for the navigator's.
  private static func arrowDirections(for directions: PopoverArrowDirections) -> UIPopoverArrowDirection {
    var result: UIPopoverArrowDirection = []
    if directions.contains(.up) { result.insert(.up) }
    if directions.contains(.down) { result.insert(.down) }
    if directions.contains(.left) { result.insert(.left) }
    if directions.contains(.right) { result.insert(.right) }
    return result
  }

  /// The view with this `accessibilityIdentifier` in `root`'s tree, depth first.
  static func view(withIdentifier identifier: String, in root: UIView?) -> UIView? {
    guard let root else { return nil }
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews {
      if let found = view(withIdentifier: identifier, in: subview) { return found }
    }
    return nil
  }

  /// Makes a pushed or presented controller zoom out of the source controller's view with this
  /// identifier (iOS 18's `preferredTransition`); below iOS 18 it keeps UIKit's standard
  /// animation.
  static func zoom(_ controller: UIViewController, from source: String) {
    if #available(iOS 18, *) {
      controller.preferredTransition = .zoom { context in
        view(withIdentifier: source, in: context.sourceViewController.view)
      }
    }
  }

  /// UIKit's style for an action's role.
  private static func actionStyle(for role: AlertRole) -> UIAlertAction.Style {
    switch role {
    case .default: .default
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }

  /// Configures a sheet's presentation controller with the navigator's detents.
  static func configure(_ sheet: UISheetPresentationController, with configuration: SheetConfiguration) {
    func identifier(_ detent: String?) -> UISheetPresentationController.Detent.Identifier? {
      detent.flatMap { id in configuration.detents.first { $0.identifier == id } }.map(Self.identifier(for:))
    }
    sheet.detents = configuration.detents.map(Self.detent(for:))
    sheet.selectedDetentIdentifier = identifier(configuration.selected)
    sheet.prefersGrabberVisible = configuration.showsGrabber
    sheet.largestUndimmedDetentIdentifier = identifier(configuration.largestUndimmed)
  }

  /// UIKit's detent for a navigator's: the system's medium and large, a custom detent for a
  /// height in points or a fraction of the largest height.
  static func detent(for detent: SheetDetent) -> UISheetPresentationController.Detent {
    let identifier = Self.identifier(for: detent)
    switch detent.height {
    case .medium: return .medium()
    case .large: return .large()
    case .points(let points): return .custom(identifier: identifier) { _ in CGFloat(points) }
    case .fraction(let fraction):
      return .custom(identifier: identifier) { context in context.maximumDetentValue * CGFloat(fraction) }
    }
  }

  /// The identifier UIKit knows a navigator's detent by: the system's for medium and large,
  /// the navigator's own for a custom height.
  package static func identifier(for detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
    switch detent.height {
    case .medium: .medium
    case .large: .large
    case .points, .fraction: UISheetPresentationController.Detent.Identifier(detent.identifier)
    }
  }

  /// A sheet's detents as UIKit shows them now, in the navigator's terms: the detents it was
  /// presented with, the one its `selectedDetentIdentifier` names, its grabber and its
  /// undimmed detent; nil for a presentation without detents.
  func sheetConfiguration(of controller: UIViewController) -> SheetConfiguration? {
    guard let id = ids[ObjectIdentifier(controller)], let requested = records[id]?.presented.sheet,
      let sheet = controller.sheetPresentationController
    else { return nil }
    func navigatorDetent(_ identifier: UISheetPresentationController.Detent.Identifier?) -> SheetDetent? {
      identifier.flatMap { shown in requested.detents.first { Self.identifier(for: $0) == shown } }
    }
    return SheetConfiguration(
      detents: sheet.detents.compactMap { navigatorDetent($0.identifier) },
      selected: navigatorDetent(sheet.selectedDetentIdentifier)?.identifier, showsGrabber: sheet.prefersGrabberVisible,
      largestUndimmed: navigatorDetent(sheet.largestUndimmedDetentIdentifier)?.identifier)
  }

  /// UIKit's style for a ``PresentationStyle``; the host never switches over UIKit's enum,
  /// which is open on a Mac.
  static func modalStyle(for style: PresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic: .automatic
    case .fullScreen: .fullScreen
    case .overFullScreen: .overFullScreen
    case .pageSheet: .pageSheet
    case .formSheet: .formSheet
    case .currentContext: .currentContext
    case .overCurrentContext: .overCurrentContext
    case .custom: .custom
    // An alert screen is a `UIAlertController`, whose style is never set; another screen
    // presented as an alert keeps its presenter's view, as an alert controller does.
    case .alert, .actionSheet: .overFullScreen
    case .popover: .popover
    }
  }
}

#endif
