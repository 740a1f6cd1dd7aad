public import SceneRouter

extension NavigationModel {
  /// A person starts dragging the top-most sheet down: its screens get `willDisappear`;
  /// nothing is dismissed yet.
  ///
  /// The navigator hears that a change began (and that the gesture began) and is busy until
  /// the drag ends: requests made meanwhile are planned against the state after it. A sheet
  /// holding a screen that refuses interactive dismissal (shown with
  /// `interactiveDismissDisabled()`) cannot be dragged away, and no drag begins.
  ///
  /// Pure SwiftUI reports only the end of a completed drag (the sheet's item set to nil); an
  /// app that observes the drag itself (a `UISheetPresentationController`'s delegate on
  /// iOS) calls this, then ``finishSheetDrag()`` or ``cancelSheetDrag()``.
  ///
  /// - Throws: `NavigationError.cannotDismissInteractively(screen:reason:)` when the sheet
  ///   cannot be dragged away, or `NavigationError.userActionUnavailable(action:reason:)`
  ///   when nothing is presented, or a transition or gesture is under way.
  public func beginSheetDrag() throws(NavigationError) {
    let action = "drag a sheet down"
    try checkIdle(action)
    guard let current = presentation(above: tree.levels.count - 2) else {
      throw .userActionUnavailable(action: action, reason: "nothing is presented")
    }
    let name = visibleName(of: current)
    guard current.isSheet else {
      throw .cannotDismissInteractively(
        screen: name, reason: "it is presented as \(current.style), which only a route can dismiss")
    }
    try checkInteractiveDismissal(of: current, name: name)
    let shown = appearedScreens().filter { tree.screenIDs(in: current.root).contains($0.id) }
    let visible = tree.visibleLeaf(of: current.root)
    let gesture = NavigationGesture(
      .pullDownSheet, screen: visible ?? current.id, screenName: visible.map(tree.name(of:)) ?? name)
    sheetDrag = SheetDrag(root: current.id, shown: shown, gesture: gesture)
    delegate?.hostDidBeginUserChange(self)
    delegate?.host(self, didBegin: gesture)
    deliver(shown.map { Event(id: $0.id, screen: $0.screen, event: .willDisappear) })
  }

  /// The person lets go far enough: the sheet is dismissed and the navigator hears of it;
  /// its screens get `didDisappear` (the presenter gets nothing: a sheet never hid it).
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no drag in progress.
  public func finishSheetDrag() throws(NavigationError) {
    guard let drag = sheetDrag else {
      throw .userActionUnavailable(action: "finish a sheet drag", reason: "no sheet is being dragged")
    }
    sheetDrag = nil
    delegate?.host(self, didEnd: drag.gesture, finished: true)
    let step = NavigationStep.dismiss(drag.root, animation: .standard)
    do throws(NavigationError) {
      _ = try tree.apply(step, screens: ScreenLookup())
    } catch {
      delegate?.hostDidEndUserChange(self)
      throw error
    }
    delegate?.host(self, didPerformUserAction: step)
    deliver(drag.shown.map { Event(id: $0.id, screen: $0.screen, event: .didDisappear) })
    delegate?.hostDidEndUserChange(self)
  }

  /// The person lets go too early: the sheet stays, and its screens get `willAppear` and
  /// `didAppear` again; the navigator hears that nothing changed.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no drag in progress.
  public func cancelSheetDrag() throws(NavigationError) {
    guard let drag = sheetDrag else {
      throw .userActionUnavailable(action: "cancel a sheet drag", reason: "no sheet is being dragged")
    }
    sheetDrag = nil
    delegate?.host(self, didEnd: drag.gesture, finished: false)
    deliver(
      drag.shown.map { Event(id: $0.id, screen: $0.screen, event: .willAppear) }
        + drag.shown.map { Event(id: $0.id, screen: $0.screen, event: .didAppear) })
    delegate?.hostDidEndUserChange(self)
  }

  /// Whether a person is dragging a sheet down and has not let go.
  public var isDraggingSheet: Bool { sheetDrag != nil }
}
