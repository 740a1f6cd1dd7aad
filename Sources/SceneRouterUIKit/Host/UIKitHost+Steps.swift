#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Performing the navigator's steps, one UIKit call each.

extension UIKitHost {
  // MARK: - Performing steps

  /// Performs one step with one UIKit call; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// The navigator hands over one step at a time and none while a person's change is under
  /// way; a step that arrives anyway is refused with
  /// `NavigationError.transitionInFlight(step:)` and changes nothing.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screens the step installs.
  ///   - completion: Called once, when UIKit's animation ended or the step was refused.
  @_spi(Hosting) public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard current == nil, !isPersonChangeInFlight else {
      completion(.failure(.transitionInFlight(step: step.description)))
      return
    }
    current = Current(step: step, navigation: nil, completion: completion)
    do throws(NavigationError) {
      try start(step, screens: screens)
    } catch {
      current = nil
      prune()
      completion(.failure(error))
    }
  }

  /// Refuses the step in flight when UIKit did not take it: nothing changed.
  func failCurrent(_ step: NavigationStep, _ reason: String) {
    guard let pending = current, pending.step == step else { return }
    current = nil
    prune()
    pending.completion(.failure(.inconsistentStep("\(step): \(reason)")))
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  func finishCurrent() {
    guard let finished = current else { return }
    current = nil
    prune()
    finished.completion(.success(()))
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  /// Starts a step with its one UIKit call; the concern's file performs it.
  private func start(_ step: NavigationStep, screens lookup: ScreenLookup) throws(NavigationError) {
    switch step {
    case .setRoot(let node, let animation):
      try performSetRoot(node, animation: animation, screens: lookup)
    case .push(let reference, let stackID, let animation):
      try performPush(reference, onto: stackID, animation: animation, step: step, screens: lookup)
    case .pop(let stackID, let targetID, let animation):
      try performPop(to: targetID, in: stackID, animation: animation, step: step)
    case .setStack(let stackID, let references, let animation):
      try performSetStack(references, of: stackID, animation: animation, step: step, screens: lookup)
    case .present(let node, let presenterID, let style, let animation, let sheet, let popover):
      try performPresent(
        node, from: presenterID, style: style, animation: animation, sheet: sheet, popover: popover, step: step,
        screens: lookup)
    case .dismiss(let presentedID, let animation):
      try performDismiss(presentedID, animation: animation)
    case .selectTab(let tabsID, let index):
      try performSelectTab(index, of: tabsID)
    case .refreshChrome(let reference):
      try performRefreshChrome(of: reference)
    case .selectDetent(let sheetID, let detent):
      try performSelectDetent(detent, of: sheetID, step: step)
    case .setWidth:
      // The window's width is UIKit's to change; the host only reports it.
      finishCurrent()
    case .showColumn(let splitID, let column, _):
      try performShowColumn(column, of: splitID)
    case .showSidebar(let tabsID, let shown):
      try performShowSidebar(shown, of: tabsID)
    }
  }

  func navigationController(_ id: ScreenID, _ step: NavigationStep) throws(NavigationError) -> UINavigationController {
    guard let navigation = records[id]?.controller as? UINavigationController else { throw .inconsistentStep(step.description) }
    return navigation
  }
}

#endif
