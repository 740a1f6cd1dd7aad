@_spi(Hosting) public import SceneRouter

extension NavigationModel {
  /// What a `NavigationStack`'s path binding writes when a person goes back (the back
  /// button, a swipe, a long press on the back button that pops several screens).
  ///
  /// A path that shrinks to one of its prefixes pops to that screen and tells the
  /// navigator (a swipe begun with `beginSwipeBack()` (hosting SPI) finishes). Any other path is refused
  /// and reverted: screens are pushed by routes, never by a binding.
  ///
  /// - Parameters:
  ///   - path: The new path: the stack's screens above its first.
  ///   - stack: The stack's identity.
  /// - Throws: `NavigationError` when the write is refused; the model is then unchanged
  ///   and ``lastRefusedWrite`` says why.
  public func setPath(_ path: [ScreenID], of stack: ScreenID) throws(NavigationError) {
    let action = "go back in stack \(stack)"
    try recordingRefusal(action) { () throws(NavigationError) in
      let screens = self.screens(of: stack)
      guard let first = screens.first else {
        throw .personActionUnavailable(action: action, reason: "no such navigation stack is shown")
      }
      let current = Array(screens.dropFirst())
      guard path != current else { return }
      guard path.count < current.count, Array(current.prefix(path.count)) == path else {
        throw .personActionUnavailable(action: action, reason: "a path binding may only shrink; screens are pushed by routes")
      }
      if engine.isSwipingBack(in: stack), path.count == current.count - 1 {
        try engine.finishSwipeBack()
      } else {
        try engine.performPersonStep(.pop(stack: stack, to: path.last ?? first, animation: .standard), action: action)
      }
    }
  }

  /// What a `.sheet(item:)` or `.fullScreenCover(item:)` binding writes when a person
  /// dismisses the presentation (drags a sheet down; a cover's own dismiss action).
  /// A drag begun with `beginSheetDrag()` (hosting SPI) finishes here.
  ///
  /// Setting the top-most presentation to nil dismisses it and tells the navigator. A sheet
  /// holding a screen that refuses interactive dismissal is kept (the write is reverted),
  /// as is a presentation with another one above it, or a new item: presentations are
  /// made by routes.
  ///
  /// - Parameters:
  ///   - item: The new item: nil when dismissed.
  ///   - level: The level the presentation is over: 0 for the window's root.
  /// - Throws: `NavigationError` when the write is refused; the model is then unchanged
  ///   and ``lastRefusedWrite`` says why.
  public func setPresentation(_ item: Presentation?, above level: Int) throws(NavigationError) {
    let current = presentation(above: level)
    guard item?.id != current?.id else { return }
    guard let current, item == nil else {
      let action = "present over level \(level)"
      try recordingRefusal(action) { () throws(NavigationError) in
        throw .personActionUnavailable(action: action, reason: "presentations are made by routes")
      }
      return
    }
    // A presentation is named by its first screen, whatever is pushed on it.
    let name = tree.screens(in: current.id).first?.screen.screenName ?? tree.name(of: current.id)
    let action = "dismiss '\(name)'"
    try recordingRefusal(action) { () throws(NavigationError) in
      guard current.level == tree.state.levels.count - 1 else {
        throw .personActionUnavailable(action: action, reason: "another presentation is shown above it")
      }
      if engine.isDraggingSheet(current.id) {
        // The drag the person began ends here: SwiftUI writes nil when they let go far enough.
        try engine.finishSheetDrag()
        return
      }
      // A popover shown as one goes when a person taps outside it; adapted to a sheet in a
      // compact width, by the rules for pulling a sheet down.
      if current.style == .popover, engine.topPopover?.shownAs == .popover {
        try engine.tapOutsidePopover()
        return
      }
      // A sheet goes by a person's rules for pulling it down; a cover's own dismiss action
      // only by the navigator's.
      if current.isSheet || current.style == .popover { _ = try engine.checkSheetDismissal(action) }
      try engine.performPersonStep(.dismiss(current.id, animation: .standard), action: action)
    }
  }

  /// What a `TabView`'s selection binding writes when a person taps a tab.
  ///
  /// - Parameters:
  ///   - index: The tab's index.
  ///   - tabs: The tab container's identity.
  /// - Throws: `NavigationError` when the write is refused; the model is then unchanged
  ///   and ``lastRefusedWrite`` says why.
  public func setSelectedTab(_ index: Int, of tabs: ScreenID) throws(NavigationError) {
    let action = "select tab \(index)"
    try recordingRefusal(action) { () throws(NavigationError) in
      guard let entry = tree.state[tabs], entry.kind == .tabs else { throw .noTabContainer }
      guard index != entry.selectedIndex else { return }
      try engine.performPersonStep(.selectTab(tabs: tabs, index: index), action: action)
    }
  }

  /// What a `NavigationSplitView`'s `preferredCompactColumn` binding writes when a person
  /// goes back from the root of the column on top of a collapsed split view: the column
  /// before it comes on top, keeping its screens, and the navigator hears a person's
  /// `.showColumn` (read as going back to that column's top screen). The same column changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - column: The column now on top.
  ///   - split: The split view's identity.
  /// - Throws: `NavigationError` when the write is refused; the model is then unchanged
  ///   and ``lastRefusedWrite`` says why.
  public func setTopColumn(_ column: SplitColumn, of split: ScreenID) throws(NavigationError) {
    let action = "show the \(column) column"
    try recordingRefusal(action) { () throws(NavigationError) in
      guard let entry = tree.state[split], entry.kind == .split else { throw .noSplitView(screen: "\(split)") }
      guard column != entry.topColumn else { return }
      try engine.performPersonStep(.showColumn(split: split, column: column, animation: .standard), action: action)
    }
  }

  /// What a `presentationDetents(_:selection:)` binding writes when a person drags the sheet
  /// over `level` to another detent and lets go: the sheet rests there, and the navigator hears
  /// it as a person's `.selectDetent` (`EngineHost.dragSheet(toDetent:)`).
  ///
  /// - Parameters:
  ///   - detent: The detent's identifier.
  ///   - level: The level the sheet is over: 0 for the window's root.
  /// - Throws: `NavigationError` when the write is refused (no sheet with detents over that
  ///   level on top, no such detent, a person cannot act now); the model is then unchanged and
  ///   ``lastRefusedWrite`` says why.
  public func setSelectedDetent(_ detent: String, above level: Int) throws(NavigationError) {
    let action = "drag the sheet to the detent '\(detent)'"
    try recordingRefusal(action) { () throws(NavigationError) in
      try checkTopMost(above: level, action)
      try engine.dragSheet(toDetent: detent)
    }
  }

  /// What an alert's or a confirmation dialog's button does when a person taps it: the alert
  /// over `level` is dismissed as the person's change, and the caller awaiting it receives the
  /// action's value (`EngineHost.chooseAlertAction(_:)`). SwiftUI dismisses the alert when a
  /// button is tapped, so its `isPresented` binding writes nothing of its own: only a button's
  /// action changes the model, whatever order SwiftUI runs them in.
  ///
  /// - Parameters:
  ///   - index: The action's index in the alert's `buttons`.
  ///   - level: The level the alert is over: 0 for the window's root.
  /// - Throws: `NavigationError` when the choice is refused; the model is then unchanged and
  ///   ``lastRefusedWrite`` says why.
  public func chooseAlertAction(_ index: Int, above level: Int) throws(NavigationError) {
    let action = "choose action \(index) of an alert"
    try recordingRefusal(action) { () throws(NavigationError) in
      try checkTopMost(above: level, action)
      try engine.chooseAlertAction(index)
    }
  }

  /// What the cancel button the views add to a confirmation dialog without a cancel action
  /// does (it takes the place of SwiftUI's own dismiss action, which tells nobody): the dialog
  /// over `level` is dismissed as the person's change, and the caller awaiting it receives
  /// `.cancelled(.removedByPerson)`.
  ///
  /// - Parameter level: The level the dialog is over: 0 for the window's root.
  /// - Throws: `NavigationError` when no alert is shown there or a person cannot act now; the
  ///   model is then unchanged and ``lastRefusedWrite`` says why.
  public func dismissAlert(above level: Int) throws(NavigationError) {
    let action = "dismiss an alert"
    try recordingRefusal(action) { () throws(NavigationError) in
      try checkTopMost(above: level, action)
      guard let current = presentation(above: level), current.style.isAlert else {
        throw .personActionUnavailable(action: action, reason: "no alert is shown")
      }
      try engine.performPersonStep(.dismiss(current.id, animation: .standard), action: action)
    }
  }

  /// Refuses a person's action on the presentation over `level` unless it is the top-most.
  private func checkTopMost(above level: Int, _ action: String) throws(NavigationError) {
    guard let current = presentation(above: level) else {
      throw .personActionUnavailable(action: action, reason: "nothing is presented over level \(level)")
    }
    guard current.level == tree.state.levels.count - 1 else {
      throw .personActionUnavailable(action: action, reason: "another presentation is shown above it")
    }
  }

  /// Runs a binding write; a refusal is recorded, and every binding reads the model again,
  /// so the view shows what the model holds: the write is reverted, not lost.
  private func recordingRefusal(_ action: String, _ body: () throws(NavigationError) -> Void) throws(NavigationError) {
    do throws(NavigationError) {
      try body()
    } catch {
      lastRefusedWrite = RefusedWrite(action: action, error: error)
      // Every binding reads the tree again: the view shows what the model holds.
      withMutation(keyPath: \.tree) {}
      throw error
    }
  }

  /// Whether a presentation holds a screen that refuses interactive dismissal: its sheet
  /// is shown with `interactiveDismissDisabled()`.
  func refusesInteractiveDismissal(_ presentation: Presentation) -> Bool {
    tree.screens(in: presentation.id).contains { $0.screen.refusesInteractiveDismissal }
  }

  /// The title of a tab's item (`TabItem.title(of:screenTitle:screenName:)`): its root
  /// screen's tab item's title, else its first screen's title, or its name when it has none.
  func tabTitle(of node: Node?) -> String {
    guard let node else { return "" }
    let item = tree.state.tabItem(ofTab: node.id)
    guard let screen = tree.screens(in: node.id).first?.screen else { return item?.title ?? "" }
    return TabItem.title(of: item, screenTitle: screen.screenTitle, screenName: screen.screenName)
  }
}
