/// A person's gestures and actions in the model check: swipes back (from the edge, or a pan in
/// the content where the host has it), sheet drags and the pushes and pops a finger drives
/// with a custom transition, begun, left half-way, finished or cancelled; an action refused
/// must change nothing.
extension ModelCheckSequence {
  /// A person's gesture: a swipe back (from the edge or in the content), a sheet drag or a
  /// finger-driven push or pop begins, or the one under way ends (finished or cancelled) or
  /// stays half-way.
  func gesture() {
    if !host.isGestureInProgress { current.draggingSheet = false }
    if host.isGestureInProgress {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: endGesture(finish: true)
      case 1: endGesture(finish: false)
      default: record(current.draggingSheet ? "the sheet stays half-way down" : "the swipe stays half-way")
      }
    } else if chance(1, in: 3) {
      if act("begin sheet drag", { [host] () throws(NavigationError) in try host.beginSheetDrag() }) {
        current.draggingSheet = true
      }
    } else if Host.pendingFeatures[.interactiveCustomTransitions] == nil, chance(1, in: 3) {
      // A finger drives a custom push, or pops a screen a custom transition pushed; either ends
      // as a swipe back does.
      if chance(1, in: 2) {
        let screen = makeScreen()
        act("begin finger push \(screen.screenName)") { [host] () throws(NavigationError) in
          try host.beginInteractiveCustomPush(screen, as: Self.slideIn)
        }
      } else {
        // Mostly over a screen pushed with `slideIn` just now, from one shown, once it landed.
        if chance(2, in: 3), let source = shownScreen() {
          let screen = makeScreen()
          issue("open \(screen.screenName) from \(source.screenName) as custom(slideIn), for a finger to pop", closing: nil) {
            [navigator] completion in
            navigator.route(to: screen, from: source, as: .custom(Self.slideIn), completion: completion)
          }
          settle(current)
        }
        act("begin finger pop") { [host] () throws(NavigationError) in try host.beginInteractiveCustomPop() }
      }
    } else if Host.pendingFeatures[.contentSwipeBack] == nil, chance(1, in: 2) {
      // iOS 26's pan anywhere in the content: the same interactive pop, ended the same way.
      act("begin content swipe back") { [host] () throws(NavigationError) in try host.beginContentSwipeBack() }
    } else {
      act("begin swipe back") { [host] () throws(NavigationError) in try host.beginSwipeBack() }
    }
  }

  /// The custom push a finger drives, and that the push before a finger's pop uses.
  static var slideIn: CustomTransition { CustomTransition("slideIn", behavesAs: .push, seconds: 0.35) }

  /// Ends the gesture under way: the sheet drag, or the swipe back.
  func endGesture(finish: Bool) {
    if current.draggingSheet {
      let ended = act(finish ? "finish sheet drag" : "cancel sheet drag") { [host] () throws(NavigationError) in
        if finish { try host.finishSheetDrag() } else { try host.cancelSheetDrag() }
      }
      if ended || !host.isGestureInProgress { current.draggingSheet = false }
    } else {
      act(finish ? "finish swipe back" : "cancel swipe back") { [host] () throws(NavigationError) in
        if finish { try host.finishSwipeBack() } else { try host.cancelSwipeBack() }
      }
    }
  }

  /// A person's action: refused ones must change nothing.
  ///
  /// - Returns: Whether the host took the action.
  @discardableResult
  func act(_ label: String, _ body: () throws(NavigationError) -> Void) -> Bool {
    let before = navigator.snapshot
    let hostBefore = host.snapshot
    do throws(NavigationError) {
      try body()
      record(label)
      return true
    } catch {
      record("\(label) refused: \(error)")
      if navigator.snapshot != before || host.snapshot != hostBefore {
        violation("the refused action '\(label)' changed the state")
      }
      return false
    }
  }
}
