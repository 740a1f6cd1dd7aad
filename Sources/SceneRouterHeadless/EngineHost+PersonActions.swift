@_spi(Hosting) public import SceneRouter

/// A person's actions on an engine host (the headless host, the SwiftUI navigation model), for
/// an app's own tests: tap a tab or the back button, swipe back, pull a sheet down, choose an
/// alert's action, change the window's width.
///
/// They are written once, here, for every engine host: each hands the action to the host's
/// engine, so they behave the same on every engine host, and a test calls them with a plain
/// `import SceneRouterHeadless`.
extension EngineHost {
  /// Whether a swipe back has begun and not yet ended.
  public var isSwipingBack: Bool { engine.isSwipingBack }

  /// Whether a person is dragging a sheet down and has not let go.
  public var isDraggingSheet: Bool { engine.isDraggingSheet }

  /// Whether a swipe back or a sheet drag has begun and not ended.
  public var isGestureInProgress: Bool { engine.isSwipingBack || engine.isDraggingSheet }

  /// A person taps a tab of the visible tab bar.
  ///
  /// Tapping the selected tab pops its navigation stack to the root (rule 30); tapping
  /// another selects it, with the tab switch's appearance callbacks (rule 39). A headless
  /// host asks its `shouldSelectTab` first (rule 29). The navigator hears either change. In
  /// SwiftUI a tap on another tab arrives as a selection write instead
  /// (`NavigationModel.setSelectedTab(_:of:)`).
  ///
  /// With more than five tabs, only the first four have tab items (rule 31); a tab under
  /// More is reached with ``tapMoreItem(_:)``.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible or the index is out of range,
  ///   `NavigationError.Code.tabUnderMore` when the tab has no tab item.
  public func tapTab(_ index: Int) throws(NavigationError) {
    try engine.tapTab(index)
  }

  /// A person taps the More item of the visible tab bar, then the row of tab `index` in the
  /// More list: with more than five tabs, tabs 4 and after have no tab item and live under
  /// More (rule 31).
  ///
  /// The tab is selected with the tab switch's appearance callbacks (rule 39), and the
  /// navigator hears `.selectTab(tabs:index:)`, so routers and snapshots agree with the host.
  /// The More list itself (`moreNavigationController`) is not modelled, so both taps happen
  /// as one action. Choosing the tab that is already selected changes nothing.
  ///
  /// - Parameter index: The tab's index in the tab container, 4 or more.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no tab bar is
  ///   visible, when it has no More item, or when the tab has its own tab item;
  ///   `NavigationError.Code.tabIndexOutOfRange` when there is no such tab.
  public func tapMoreItem(_ index: Int) throws(NavigationError) {
    try engine.tapMoreItem(index)
  }

  /// A person chooses a tab in the sidebar of the visible sidebar-adaptable tab container
  /// (`NavigationTree.sidebarTabs(_:selected:sidebarShown:)`): the tab is selected, at the top level
  /// or in a group, with the tab switch's appearance callbacks; the navigator hears
  /// `.selectTab(tabs:index:)`. A compact window has no sidebar, and a hidden sidebar is
  /// shown first with ``setSidebarShown(_:)``.
  ///
  /// - Parameter index: The tab's index, counted over all groups in order.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sidebar is
  ///   shown; `NavigationError.Code.tabIndexOutOfRange` when there is no such tab.
  public func chooseSidebarTab(_ index: Int) throws(NavigationError) {
    try engine.chooseSidebarTab(index)
  }

  /// A person shows or hides the sidebar of the visible sidebar-adaptable tab container. No
  /// screen gets a callback: the selected tab stays in the window. The navigator hears
  /// `.showSidebar(tabs:shown:)`.
  ///
  /// - Parameter shown: Whether to show the sidebar.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no
  ///   sidebar-adaptable tab container is visible or the window is compact.
  public func setSidebarShown(_ shown: Bool) throws(NavigationError) {
    try engine.setSidebarShown(shown)
  }

  /// A person swipes the visible page container (`NavigationTree.pages(_:selected:)`) to the
  /// page next to the one shown.
  ///
  /// The page is selected with the tab switch's appearance callbacks (rule 39), and the
  /// navigator hears `.selectTab(tabs:index:)`, as for a tab a person taps, so routers and
  /// snapshots agree with the host. A swipe moves one page, forward or back; a route selects
  /// any page with `.selectTab(_:)`.
  ///
  /// - Parameter index: The page's index, next to the shown page's.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no page container is
  ///   visible or the page is not next to the shown one;
  ///   `NavigationError.Code.tabIndexOutOfRange` when there is no such page.
  public func swipeToPage(_ index: Int) throws(NavigationError) {
    try engine.swipeToPage(index)
  }

  /// A person taps the back button of the visible navigation bar: the stack pops one screen.
  ///
  /// In SwiftUI it arrives as a shorter path (`NavigationModel.setPath(_:of:)`); this is the
  /// same change for tests and for an app that drives the host directly.
  ///
  /// - Throws: `NavigationError.Code.nothingToGoBackTo` on a stack's root, or when no
  ///   navigation bar is visible.
  public func tapBack() throws(NavigationError) {
    try engine.tapBack()
  }

  /// A person starts swiping back from the screen's left edge: the top screen gets
  /// `willDisappear` and the one below `willAppear`; nothing is popped yet (rule 15).
  ///
  /// The navigator hears that a change began and is busy until the swipe ends: requests
  /// made meanwhile are planned against the state after the swipe. Pure SwiftUI reports no
  /// swipe until it completes; an app that observes the gesture (through UIKit's
  /// `interactivePopGestureRecognizer`) calls this, then ``finishSwipeBack()`` or
  /// ``cancelSwipeBack()``.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  public func beginSwipeBack() throws(NavigationError) {
    try engine.beginSwipeBack()
  }

  /// The person lifts their finger past half-way: the top screen is popped, and the
  /// navigator hears of it.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no swipe in progress.
  public func finishSwipeBack() throws(NavigationError) {
    try engine.finishSwipeBack()
  }

  /// The person lets go before half-way: nothing is popped, and the callbacks are undone in
  /// UIKit's order; the navigator hears that nothing changed (rule 15).
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no swipe in progress.
  public func cancelSwipeBack() throws(NavigationError) {
    try engine.cancelSwipeBack()
  }

  /// A whole swipe back, completed or cancelled half-way.
  ///
  /// - Parameter completes: Whether the person swipes far enough to pop.
  /// - Throws: What ``beginSwipeBack()`` throws.
  public func swipeBack(completes: Bool = true) throws(NavigationError) {
    try beginSwipeBack()
    if completes { try finishSwipeBack() } else { try cancelSwipeBack() }
  }

  /// A person pulls the top-most sheet down.
  ///
  /// Only sheets can be pulled down (rule 25), and not when any screen in the sheet (its
  /// first screen or one pushed inside it) refuses interactive dismissal
  /// (`isModalInPresentation`, SwiftUI's `interactiveDismissDisabled()`); the error names the
  /// sheet by its first screen and the refusing screen in its reason. The presenter gets no
  /// appear callbacks, because a sheet never hid it (rule 38). In SwiftUI it arrives as the
  /// sheet's item set to nil (`NavigationModel.setPresentation(_:above:)`).
  ///
  /// - Throws: `NavigationError.Code.cannotDismissInteractively` or
  ///   `NavigationError.Code.personActionUnavailable` when nothing is presented.
  public func pullDownSheet() throws(NavigationError) {
    try engine.pullDownSheet()
  }

  /// A person starts dragging the top-most sheet down: its screens get `willDisappear`;
  /// nothing is dismissed yet.
  ///
  /// The navigator hears that a change began (and that the gesture began) and is busy until
  /// the drag ends: requests made meanwhile are planned against the state after it. Pure
  /// SwiftUI reports only the end of a completed drag; an app that observes the drag itself
  /// (a `UISheetPresentationController`'s delegate) calls this, then ``finishSheetDrag()`` or
  /// ``cancelSheetDrag()``.
  ///
  /// - Throws: What ``pullDownSheet()`` throws.
  public func beginSheetDrag() throws(NavigationError) {
    try engine.beginSheetDrag()
  }

  /// The person lets go far enough: the sheet is dismissed and the navigator hears of it;
  /// its screens get `didDisappear` (the presenter nothing: a sheet never hid it).
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no drag in progress.
  public func finishSheetDrag() throws(NavigationError) {
    try engine.finishSheetDrag()
  }

  /// The person lets go too early: the sheet stays, and its screens get `willAppear` and
  /// `didAppear` again; the navigator hears that nothing changed.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no drag in progress.
  public func cancelSheetDrag() throws(NavigationError) {
    try engine.cancelSheetDrag()
  }

  /// The alert or confirmation dialog shown on top, if any: its title, message and actions.
  public var shownAlert: (any AlertPresenting)? { engine.shownAlert }

  /// A person chooses an action of the alert on top (a button of `UIAlertController`, of
  /// SwiftUI's `alert` or `confirmationDialog`): the alert is dismissed as the person's change,
  /// and the caller awaiting `Navigator.alert(_:from:)` receives the action's value.
  ///
  /// - Parameter index: The action's index in the alert's `buttons`.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no alert is shown,
  ///   the index is out of range, or a person cannot act now.
  public func chooseAlertAction(_ index: Int) throws(NavigationError) {
    try engine.chooseAlertAction(index)
  }

  /// The window's width changes: a rotation, a split view, a Stage Manager resize (UIKit's
  /// trait change, SwiftUI's `horizontalSizeClass` in the environment). A popover shown
  /// adapts: a form sheet in a compact width, a popover again in a regular one ("In iOS 13
  /// and later, for horizontally or vertically compact environments, this option behaves
  /// the same as `UIModalPresentationStyle.formSheet`":
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover), and a
  /// split view collapses to one stack or expands to its columns, the screens leaving or
  /// entering the window getting their callbacks; the navigator hears `NavigationStep.setWidth(_:)`.
  ///
  /// - Parameter width: The new horizontal size class.
  /// - Throws: `NavigationError.Code.personActionUnavailable` while a transition,
  ///   a gesture or callbacks are under way.
  public func setWidth(_ width: HorizontalSizeClass) throws(NavigationError) {
    try engine.setWidth(width)
  }

  /// The popover on top and the style it is shown as in the window's width, when the
  /// top-most presentation is a popover.
  public var topPopover: (configuration: PopoverConfiguration, shownAs: PresentationStyle)? { engine.topPopover }

  /// A person taps outside the popover on top, which dismisses it (UIKit's
  /// `presentationControllerDidDismiss(_:)`, SwiftUI's `isPresented` set to false): the
  /// navigator hears it as a person's dismissal. In a compact width the popover is a form
  /// sheet: pull it down with ``pullDownSheet()`` instead.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no popover is
  ///   shown as one or a person cannot act now;
  ///   `NavigationError.Code.cannotDismissInteractively` when a screen refuses it.
  public func tapOutsidePopover() throws(NavigationError) {
    try engine.tapOutsidePopover()
  }

  /// The detents of the sheet on top and the one it rests at, when the top-most presentation
  /// is a sheet presented with detents (`Transition.sheet(_:selected:showsGrabber:largestUndimmed:inNavigation:zoomingFrom:)`).
  public var topSheet: SheetConfiguration? { engine.topSheet }

  /// A person drags the sheet on top to another of its detents and lets go there
  /// (`UISheetPresentationControllerDelegate`'s
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, a write to SwiftUI's
  /// detent selection): the sheet rests there, and the navigator hears it as a person's action.
  ///
  /// - Parameter detent: The detent's identifier.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sheet with
  ///   detents is shown, `NavigationError.Code.unknownDetent` when it has no such detent.
  public func dragSheet(toDetent detent: String) throws(NavigationError) {
    try engine.dragSheet(toDetent: detent)
  }
}
