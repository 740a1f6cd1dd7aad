public import SceneRouter

extension NavigationModel {
  /// A person taps the back button of the visible navigation bar: the stack pops one screen.
  ///
  /// SwiftUI reports it by writing a shorter path (see ``setPath(_:of:)``); this is the same
  /// change for callers that drive the model directly, such as tests and a UIKit bridge.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to, or while a transition
  ///   or a gesture is in progress.
  public func tapBack() throws(NavigationError) {
    try checkIdle("tap back")
    let (stack, _, below) = try backTarget("tap back")
    try performUserStep(.pop(stack: stack, to: below.id, animation: .standard), action: "tap back")
  }

  /// A person starts swiping back: the top screen gets `willDisappear`, the one below
  /// `willAppear`; nothing is popped yet, and the navigator plans nothing until the swipe ends.
  ///
  /// Pure SwiftUI reports no swipe until it completes; an app that observes the gesture
  /// (through UIKit's `interactivePopGestureRecognizer`) calls this, then
  /// ``finishSwipeBack()`` or ``cancelSwipeBack()``.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  public func beginSwipeBack() throws(NavigationError) {
    try checkIdle("swipe back")
    let (stack, top, below) = try backTarget("swipe back")
    swipe = Swipe(stack: stack, top: top, below: below)
    delegate?.hostDidBeginUserChange(self)
    deliver([
      Event(id: top.id, screen: top.screen, event: .willDisappear),
      Event(id: below.id, screen: below.screen, event: .willAppear),
    ])
  }

  /// The swipe back completes: the top screen is popped, and the navigator hears it.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no swipe in progress.
  public func finishSwipeBack() throws(NavigationError) {
    guard let current = swipe else {
      throw .userActionUnavailable(action: "finish a swipe back", reason: "no swipe back is in progress")
    }
    swipe = nil
    let step = NavigationStep.pop(stack: current.stack, to: current.below.id, animation: .standard)
    do throws(NavigationError) {
      _ = try tree.apply(step, screens: ScreenLookup())
    } catch {
      delegate?.hostDidEndUserChange(self)
      throw error
    }
    delegate?.host(self, didPerformUserAction: step)
    deliver([
      Event(id: current.top.id, screen: current.top.screen, event: .didDisappear),
      Event(id: current.below.id, screen: current.below.screen, event: .didAppear),
    ])
    delegate?.hostDidEndUserChange(self)
  }

  /// The swipe back is cancelled: nothing is popped, and the callbacks are undone.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no swipe in progress.
  public func cancelSwipeBack() throws(NavigationError) {
    guard let current = swipe else {
      throw .userActionUnavailable(action: "cancel a swipe back", reason: "no swipe back is in progress")
    }
    swipe = nil
    deliver([
      Event(id: current.below.id, screen: current.below.screen, event: .willDisappear),
      Event(id: current.below.id, screen: current.below.screen, event: .didDisappear),
      Event(id: current.top.id, screen: current.top.screen, event: .willAppear),
      Event(id: current.top.id, screen: current.top.screen, event: .didAppear),
    ])
    delegate?.hostDidEndUserChange(self)
  }

  /// Whether a swipe back or a sheet drag has begun and not ended.
  public var isGestureInProgress: Bool { swipe != nil || sheetDrag != nil }

  /// A person pulls the top-most sheet down.
  ///
  /// Only sheets can be pulled down, and not when one of its screens refuses interactive
  /// dismissal; SwiftUI reports it by setting the sheet's item to nil (see
  /// ``setPresentation(_:above:)``).
  ///
  /// - Throws: `NavigationError.cannotDismissInteractively(screen:reason:)` or
  ///   `NavigationError.userActionUnavailable(action:reason:)` when nothing is presented.
  public func pullDownSheet() throws(NavigationError) {
    let action = "pull down a sheet"
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
    try performUserStep(.dismiss(current.id, animation: .standard), action: action)
  }

  /// A person taps a tab of the visible tab bar; tapping the selected tab pops its stack to
  /// the root. SwiftUI reports a tap on another tab by writing the selection (see
  /// ``setSelectedTab(_:of:)``).
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible, the index is out of range, or
  ///   the tab has no tab item (more than five tabs: it lives under More).
  public func tapTab(_ index: Int) throws(NavigationError) {
    let action = "tap tab \(index)"
    try checkIdle(action)
    guard let top = tree.levels.last, case .tabs(let tabs) = top.root, let entry = tree.tabs[tabs] else {
      throw .userActionUnavailable(action: action, reason: "no tab bar is visible")
    }
    guard entry.tabs.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: entry.tabs.count)
    }
    guard entry.tabs.count <= 5 || index < 4 else { throw .tabUnderMore(index: index, count: entry.tabs.count) }
    if index == entry.selected {
      guard case .stack(let stack) = entry.tabs[index], let screens = tree.stacks[stack], screens.count > 1,
        let first = screens.first
      else { return }
      try performUserStep(.pop(stack: stack, to: first, animation: .standard), action: action)
    } else {
      try performUserStep(.selectTab(tabs: tabs, index: index), action: action)
    }
  }

  // MARK: - Shared by gestures and binding writes

  /// Refuses a person's action while a transition, a gesture or a change's callbacks are under way.
  func checkIdle(_ action: String) throws(NavigationError) {
    if pending != nil { throw .userActionUnavailable(action: action, reason: "a transition is in flight") }
    if swipe != nil { throw .userActionUnavailable(action: action, reason: "a swipe back is in progress") }
    if sheetDrag != nil { throw .userActionUnavailable(action: action, reason: "a sheet is being dragged") }
    if isDelivering {
      throw .userActionUnavailable(action: action, reason: "appearance callbacks are being delivered")
    }
  }

  /// The visible stack's identity, its top screen and the screen below it.
  func backTarget(_ action: String) throws(NavigationError) -> (ScreenID, Event, Event) {
    guard let top = tree.levels.last, let stack = visibleStack(of: top.root), let screens = tree.stacks[stack],
      let topID = screens.last, let topScreen = tree.screens[topID]
    else {
      throw .userActionUnavailable(action: action, reason: "no navigation bar is visible")
    }
    guard screens.count > 1, let belowScreen = tree.screens[screens[screens.count - 2]] else {
      throw .nothingToGoBackTo(screen: topScreen.screenName)
    }
    return (
      stack, Event(id: topID, screen: topScreen, event: .willDisappear),
      Event(id: screens[screens.count - 2], screen: belowScreen, event: .willAppear)
    )
  }

  /// The stack whose top is visible in a node: itself, or the selected tab's.
  func visibleStack(of node: Node) -> ScreenID? {
    switch node {
    case .screen: return nil
    case .stack(let id):
      if let context = tree.contexts[id] { return visibleStack(of: context.root) }
      return id
    case .tabs(let id):
      guard let entry = tree.tabs[id], entry.tabs.indices.contains(entry.selected) else { return nil }
      return visibleStack(of: entry.tabs[entry.selected])
    }
  }

  /// The name a presentation goes by in a person's refused action: its first screen's.
  func visibleName(of presentation: Presentation) -> String {
    // As the headless host does: a sheet is named by its first screen, whatever is pushed on it.
    tree.screenIDs(in: presentation.root).first.map(tree.name(of:)) ?? tree.name(of: presentation.id)
  }

  /// Refuses pulling down a sheet that holds a screen refusing interactive dismissal.
  func checkInteractiveDismissal(of presentation: Presentation, name: String) throws(NavigationError) {
    if let refusing = tree.screenIDs(in: presentation.root).first(where: {
      tree.screens[$0]?.refusesInteractiveDismissal == true
    }) {
      throw .cannotDismissInteractively(
        screen: name, reason: "'\(tree.name(of: refusing))' refuses interactive dismissal")
    }
  }

  /// Applies what a person did in the one order: the navigator hears the change begin and
  /// applies it, the callbacks are delivered, then the change ends and requests made
  /// meanwhile run.
  func performUserStep(_ step: NavigationStep, action: String) throws(NavigationError) {
    try checkIdle(action)
    let before = appearedScreens()
    _ = try tree.apply(step, screens: ScreenLookup())
    delegate?.hostDidBeginUserChange(self)
    delegate?.host(self, didPerformUserAction: step)
    let (will, did) = events(before: before, order: Self.order(of: step))
    deliver(will + did)
    delegate?.hostDidEndUserChange(self)
  }
}

extension NavigationModel {
  /// What a root tab's stack presents in its own context (`.currentContext` or
  /// `.overCurrentContext` from inside the tab), covering that tab only; nil when nothing is.
  ///
  /// - Parameter stack: The stack's identity.
  public func contextPresentation(of stack: ScreenID) -> Presentation? {
    guard let context = tree.contexts[stack] else { return nil }
    return Presentation(root: context.root, style: context.style, level: 0)
  }
}
