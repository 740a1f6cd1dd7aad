/// A host whose containers follow SceneRouter's host engine — UIKit's rules, written once —
/// and to which a person's actions can be applied directly: tap a tab or the back button,
/// swipe back, pull a sheet down.
///
/// The headless host and the SwiftUI navigation model are engine hosts; the person actions
/// (hosting API, SPI: <doc:WritingAHost>) behave the same on both, because both hand them to
/// their `engine`. An app's tests call the headless host's own public copies of them
/// (`HeadlessHost.tapBack()` and the others in `SceneRouterHeadless`). Each action follows
/// the contract of `NavigationHost`: it brackets its change with
/// `NavigationHostDelegate.hostDidBeginPersonChange(_:)` and
/// `NavigationHostDelegate.hostDidEndPersonChange(_:)`, reports the step before the callbacks
/// that follow from it, reports a gesture's beginning and end, and throws a
/// `NavigationError` (changing nothing) when the person cannot act: nothing to act on, a
/// transition in flight, a gesture in progress, callbacks being delivered.
///
/// The rules are listed, with Apple's pages, in `UIKIT-RULES.md`.
@MainActor
public protocol EngineHost: NavigationHost {
  /// The rules the host's containers follow, and what is in flight on them.
  @_spi(Hosting) var engine: HostEngine { get }
}

@_spi(Hosting) extension EngineHost {
  // The person actions of every engine host, for the package's hosts and their tests. Each is
  // documented in full where an app's tests meet it: `HeadlessHost`'s public copy.

  /// Whether a swipe back has begun and not yet ended.
  public var isSwipingBack: Bool { engine.isSwipingBack }

  /// Whether a person is dragging a sheet down and has not let go.
  public var isDraggingSheet: Bool { engine.isDraggingSheet }

  /// Whether a swipe back or a sheet drag has begun and not ended.
  public var isGestureInProgress: Bool { engine.isSwipingBack || engine.isDraggingSheet }

  /// A person taps a tab of the visible tab bar.
  public func tapTab(_ index: Int) throws(NavigationError) {
    try engine.tapTab(index)
  }

  /// A person taps the More item of the visible tab bar, then the row of tab `index` in the
  /// More list: with more than five tabs, tabs 4 and after have no tab item and live under
  /// More (rule 31).
  public func tapMoreItem(_ index: Int) throws(NavigationError) {
    try engine.tapMoreItem(index)
  }

  /// A person chooses a tab in the sidebar of the visible sidebar-adaptable tab container
  /// (``NavigationTree/sidebarTabs(_:selected:sidebarShown:)``): the tab is selected, at the top level
  /// or in a group, with the tab switch's appearance callbacks; the navigator hears
  /// `.selectTab(tabs:index:)`. A compact window has no sidebar, and a hidden sidebar is
  /// shown first with ``setSidebarShown(_:)``.
  public func chooseSidebarTab(_ index: Int) throws(NavigationError) {
    try engine.chooseSidebarTab(index)
  }

  /// A person shows or hides the sidebar of the visible sidebar-adaptable tab container. No
  /// screen gets a callback: the selected tab stays in the window. The navigator hears
  /// `.showSidebar(tabs:shown:)`.
  public func setSidebarShown(_ shown: Bool) throws(NavigationError) {
    try engine.setSidebarShown(shown)
  }

  /// A person swipes the visible page container to the page next to the one shown; the
  /// navigator hears `.selectTab(tabs:index:)`.
  public func swipeToPage(_ index: Int) throws(NavigationError) {
    try engine.swipeToPage(index)
  }

  /// A person taps the back button of the visible navigation bar: the stack pops one screen.
  public func tapBack() throws(NavigationError) {
    try engine.tapBack()
  }

  /// A person starts swiping back from the screen's left edge: the top screen gets
  /// `willDisappear` and the one below `willAppear`; nothing is popped yet (rule 15).
  public func beginSwipeBack() throws(NavigationError) {
    try engine.beginSwipeBack()
  }

  /// The person lifts their finger past half-way: the top screen is popped, and the
  /// navigator hears of it.
  public func finishSwipeBack() throws(NavigationError) {
    try engine.finishSwipeBack()
  }

  /// The person lets go before half-way: nothing is popped, and the callbacks are undone in
  /// UIKit's order; the navigator hears that nothing changed (rule 15).
  public func cancelSwipeBack() throws(NavigationError) {
    try engine.cancelSwipeBack()
  }

  /// A whole swipe back, completed or cancelled half-way.
  public func swipeBack(completes: Bool = true) throws(NavigationError) {
    try beginSwipeBack()
    if completes { try finishSwipeBack() } else { try cancelSwipeBack() }
  }

  /// A person pulls the top-most sheet down.
  public func pullDownSheet() throws(NavigationError) {
    try engine.pullDownSheet()
  }

  /// A person starts dragging the top-most sheet down: its screens get `willDisappear`;
  /// nothing is dismissed yet.
  public func beginSheetDrag() throws(NavigationError) {
    try engine.beginSheetDrag()
  }

  /// The person lets go far enough: the sheet is dismissed and the navigator hears of it;
  /// its screens get `didDisappear` (the presenter nothing: a sheet never hid it).
  public func finishSheetDrag() throws(NavigationError) {
    try engine.finishSheetDrag()
  }

  /// The person lets go too early: the sheet stays, and its screens get `willAppear` and
  /// `didAppear` again; the navigator hears that nothing changed.
  public func cancelSheetDrag() throws(NavigationError) {
    try engine.cancelSheetDrag()
  }

  /// The alert or confirmation dialog shown on top, if any: its title, message and actions.
  public var shownAlert: (any AlertPresenting)? { engine.shownAlert }

  /// A person chooses an action of the alert on top (a button of `UIAlertController`, of
  /// SwiftUI's `alert` or `confirmationDialog`): the alert is dismissed as the person's change,
  /// and the caller awaiting `Navigator.alert(_:from:)` receives the action's value.
  public func chooseAlertAction(_ index: Int) throws(NavigationError) {
    try engine.chooseAlertAction(index)
  }

  /// The window's width, which presentations adapt to (`PresentationStyle.shown(in:)`).
  public var horizontalSizeClass: HorizontalSizeClass { engine.width }

  /// The window's width changes: a rotation, a split view, a Stage Manager resize (UIKit's
  /// trait change, SwiftUI's `horizontalSizeClass` in the environment). A popover shown
  /// adapts: a form sheet in a compact width, a popover again in a regular one ("In iOS 13
  /// and later, for horizontally or vertically compact environments, this option behaves
  /// the same as `UIModalPresentationStyle.formSheet`":
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover), and a
  /// split view collapses to one stack or expands to its columns, the screens leaving or
  /// entering the window getting their callbacks; the navigator hears `NavigationStep.setWidth(_:)`.
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
  public func dragSheet(toDetent detent: String) throws(NavigationError) {
    try engine.dragSheet(toDetent: detent)
  }
}
