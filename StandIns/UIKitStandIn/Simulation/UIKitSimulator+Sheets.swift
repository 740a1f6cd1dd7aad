import Foundation

/// What a person does with an alert and with a sheet that rests at detents.
extension UIKitSimulator {
  /// Taps the action at `index` of the alert or action sheet on top: UIKit dismisses the
  /// alert controller (animated; its presenter gets no callbacks, rule 38) and, once it is
  /// gone, calls the action's handler. Apple's pages do not say when the handler runs
  /// relative to the dismissal; people observe it after, which the stand-in follows.
  ///
  /// - Parameter index: The action's index in the alert controller's `actions`.
  /// - Throws: ``UIKitSimulatorError`` when no alert is on top, there is no such action, the
  ///   action is disabled, or a transition is in flight.
  public func tapAlertAction(_ index: Int) throws(UIKitSimulatorError) {
    let action = "tap action \(index) of an alert"
    try checkNothingMoves(action)
    guard let window, let alert = AppearanceTransaction.levels(in: window).last as? UIAlertController,
      let presenter = alert.ownPresentationController?.presenter
    else { throw UIKitSimulatorError(action, "no alert is shown") }
    guard alert.actions.indices.contains(index) else {
      throw UIKitSimulatorError(action, "the alert has \(alert.actions.count) actions")
    }
    let tapped = alert.actions[index]
    guard tapped.isEnabled else { throw UIKitSimulatorError(action, "the action is disabled") }
    presenter.dismissPresented(animated: true, interactive: false, completion: { tapped.handler?(tapped) })
  }

  /// Drags the sheet on top to the detent with this identifier and lets go there: its
  /// `selectedDetentIdentifier` changes and its delegate hears
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`. Nothing appears or
  /// disappears. Letting go at the detent the sheet rests at changes nothing and tells nobody.
  ///
  /// - Parameter identifier: One of the sheet's detents.
  /// - Throws: ``UIKitSimulatorError`` when no sheet is on top, it has no such detent, or a
  ///   transition is in flight.
  public func dragSheet(toDetent identifier: UISheetPresentationController.Detent.Identifier) throws(UIKitSimulatorError) {
    let action = "drag the sheet to the detent '\(identifier.rawValue)'"
    try checkNothingMoves(action)
    guard let window, let top = AppearanceTransaction.levels(in: window).last,
      let sheet = top.ownPresentationController as? UISheetPresentationController, sheet.presenter != nil,
      sheet.effectiveStyle.isSheet
    else { throw UIKitSimulatorError(action, "no sheet is on top") }
    guard sheet.detents.contains(where: { $0.identifier == identifier }) else {
      let names = sheet.detents.map(\.identifier.rawValue).joined(separator: ", ")
      throw UIKitSimulatorError(action, "the sheet's detents are \(names)")
    }
    guard identifier != restingDetent(of: sheet, in: window) else { return }
    sheet.selectedDetentIdentifier = identifier
    (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      sheet)
  }

  /// A person's finger cannot act while a swipe back or an animation is under way.
  private func checkNothingMoves(_ action: String) throws(UIKitSimulatorError) {
    try checkNoSwipe(action)
    guard pendingAnimationCount == 0 else { throw UIKitSimulatorError(action, "a transition is in flight") }
  }

  /// The identifier of the detent a sheet rests at: the selected one, or the smallest
  /// active one when none is selected (UIKit's default).
  public func restingDetent(
    of sheet: UISheetPresentationController
  ) -> UISheetPresentationController.Detent.Identifier? {
    guard let window else { return sheet.selectedDetentIdentifier }
    return restingDetent(of: sheet, in: window)
  }

  private func restingDetent(
    of sheet: UISheetPresentationController, in window: UIWindow
  ) -> UISheetPresentationController.Detent.Identifier? {
    if let selected = sheet.selectedDetentIdentifier { return selected }
    let context = DetentContext(maximumDetentValue: window.bounds.height)
    return sheet.detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
      .min { $0.1 < $1.1 }?.0
  }

  /// How many animated changes a sheet's presentation controller made (`animateChanges(_:)`).
  ///
  /// - Parameter sheet: The sheet presentation controller.
  public func animatedChangeCount(of sheet: UISheetPresentationController) -> Int { sheet.animatedChangeCount }
}

/// The context the simulated device resolves detents in: the window's height.
@MainActor
private final class DetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat

  init(maximumDetentValue: CGFloat) {
    self.maximumDetentValue = maximumDetentValue
  }
}
