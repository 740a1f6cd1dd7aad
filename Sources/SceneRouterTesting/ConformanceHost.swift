@_exported @_spi(Hosting) public import SceneRouter
@_exported @_spi(Hosting) public import SceneRouterHeadless
@_exported public import SceneRouterDeepLinks

/// A host the conformance suite and the model check can drive: a `NavigationHost` that
/// also shows its own containers as a snapshot, simulates what a person does, can hold an
/// animated transition in flight, and logs the appearance callbacks it delivers.
///
/// Every host (the headless host, the UIKit host over its stand-in, the SwiftUI model
/// host) conforms, and runs ``HostConformance`` and ``ModelCheck`` with a factory:
///
/// ```swift
/// @Test func conforms() async {
///   #expect(await HostConformance { MyHost() }.run() == [])
/// }
/// ```
///
/// The person's actions follow the contract of `NavigationHost`: each brackets its change
/// with `NavigationHostDelegate.hostDidBeginPersonChange(_:)` and
/// `NavigationHostDelegate.hostDidEndPersonChange(_:)`, reports the step before the
/// callbacks that follow from it, and throws a `NavigationError` (changing nothing) when
/// the person cannot act: nothing to act on, a transition in flight, a gesture in progress.
@MainActor
public protocol ConformanceHost: NavigationHost {
  /// What the host shows, read off its own containers (never off the navigator).
  var snapshot: NavigationSnapshot { get }

  /// The features this host does not show yet, each with the reason: the suite leaves their
  /// cases out of ``HostConformance/caseNames`` and lists them in
  /// ``HostConformance/pendingCases``. None by default.
  nonisolated static var pendingFeatures: [ConformanceFeature: String] { get }

  /// Every appearance callback the host delivered since the last
  /// ``clearAppearanceHistory()``, in order, as `Name event` lines such as `Detail willAppear`.
  var appearanceHistory: [String] { get }

  /// Forgets the appearance history.
  func clearAppearanceHistory()

  /// Whether animated steps stay in flight until ``completeTransition()``; when false,
  /// every step finishes at once.
  var holdsAnimatedTransitions: Bool { get set }

  /// The step whose transition is in flight, if any.
  @_spi(Hosting) var inFlightStep: NavigationStep? { get }

  /// Whether a person's gesture (a swipe back, a sheet drag) has begun and not ended.
  var isGestureInProgress: Bool { get }

  /// Finishes the transition in flight: its did-callbacks, then its completion.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when nothing is in flight.
  func completeTransition() throws(NavigationError)

  /// A person taps the back button of the visible navigation bar.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  func tapBack() throws(NavigationError)

  /// A person starts swiping back: the top screen gets `willDisappear`, the one below
  /// `willAppear`; nothing is popped yet.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  func beginSwipeBack() throws(NavigationError)

  /// A person starts panning back anywhere in the content of the visible stack (iOS 26's
  /// full-content back swipe, ``ConformanceFeature/contentSwipeBack``): the same interactive
  /// pop as ``beginSwipeBack()``, ended by ``finishSwipeBack()`` or ``cancelSwipeBack()``.
  ///
  /// A host without the gesture keeps the default, which refuses it, and declares the feature
  /// pending.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to or the host has no such
  ///   gesture.
  func beginContentSwipeBack() throws(NavigationError)

  /// A person's finger starts popping the screen on top with the custom transition it was
  /// pushed with (``ConformanceFeature/interactiveCustomTransitions``; UIKit's
  /// `UIKitHost.beginInteractivePop(driving:)`): the same interactive pop as
  /// ``beginSwipeBack()``, ended by ``finishSwipeBack()`` or ``cancelSwipeBack()`` (the finger
  /// lets go past half-way or not).
  ///
  /// A host without custom animators keeps the default, which refuses it, and declares the
  /// feature pending.
  ///
  /// - Throws: `NavigationError` when nothing can be popped or the host has no such pop.
  func beginInteractiveCustomPop() throws(NavigationError)

  /// A person's finger starts pushing `screen` onto the visible stack with a custom transition
  /// (``ConformanceFeature/interactiveCustomTransitions``; UIKit's
  /// `UIKitHost.beginInteractivePush(_:as:driving:)`): a person's change, ended by
  /// ``finishSwipeBack()`` or ``cancelSwipeBack()`` (the finger lets go past half-way or not),
  /// which end whichever interactive transition a finger drives.
  ///
  /// A host without custom animators keeps the default, which refuses it, and declares the
  /// feature pending.
  ///
  /// - Parameters:
  ///   - screen: The screen to push, not shown yet.
  ///   - transition: The custom transition, one that behaves as a push.
  /// - Throws: `NavigationError` when nothing can be pushed or the host has no such push.
  func beginInteractiveCustomPush(_ screen: any Screen, as transition: CustomTransition) throws(NavigationError)

  /// The swipe back completes: the top screen is popped.
  ///
  /// - Throws: `NavigationError` with no swipe in progress.
  func finishSwipeBack() throws(NavigationError)

  /// The swipe back is cancelled: nothing is popped, the callbacks are undone.
  ///
  /// - Throws: `NavigationError` with no swipe in progress.
  func cancelSwipeBack() throws(NavigationError)

  /// A person pulls the top-most sheet down.
  ///
  /// - Throws: `NavigationError` when no sheet can be pulled down.
  func pullDownSheet() throws(NavigationError)

  /// A person taps a tab of the visible tab bar.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible or the tab has no tab item.
  func tapTab(_ index: Int) throws(NavigationError)

  /// A person taps a tab of the visible tab bar, and the host learns it only through the
  /// `UITab` delegate path (``ConformanceFeature/tabChoiceThroughUITab``):
  /// `tabBarController(_:shouldSelectTab:)`, then `tabBarController(_:didSelectTab:previousTab:)`,
  /// never the view-controller form `tabBarController(_:shouldSelect:)`, as iOS 27 reports some
  /// taps. The person's change is the one ``tapTab(_:)`` makes.
  ///
  /// An engine host (the headless host, the SwiftUI model) taps through its engine by default,
  /// which asks its `shouldSelectTab` first: a person's tap is its own API, with one path (the
  /// package's own SwiftUI conformance writes the `TabView`'s selection instead). Any other host
  /// keeps the default, which refuses, and declares the feature pending.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible or the tab has no tab item.
  func tapTabThroughUITab(_ index: Int) throws(NavigationError)

  /// A person starts dragging the top-most sheet down: its screens get `willDisappear`;
  /// nothing is dismissed yet, and the navigator is busy until the drag ends.
  ///
  /// A host that cannot simulate the drag keeps the default, which refuses it.
  ///
  /// - Throws: `NavigationError` when no sheet can be dragged away.
  func beginSheetDrag() throws(NavigationError)

  /// The person lets go far enough: the sheet is dismissed.
  ///
  /// - Throws: `NavigationError` with no drag in progress.
  func finishSheetDrag() throws(NavigationError)

  /// The person lets go too early: the sheet stays, its screens appear again.
  ///
  /// - Throws: `NavigationError` with no drag in progress.
  func cancelSheetDrag() throws(NavigationError)

  /// A person chooses an action of the alert on top (a button of `UIAlertController`, of
  /// SwiftUI's `alert` or `confirmationDialog`): the alert is dismissed as the person's change
  /// and the caller awaiting it receives the action's value. Engine hosts get it from
  /// `EngineHost.chooseAlertAction(_:)`.
  ///
  /// - Parameter index: The action's index in the alert's buttons.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no alert is
  ///   shown or a person cannot act now.
  func chooseAlertAction(_ index: Int) throws(NavigationError)

  /// A person drags the sheet on top to another of its detents and lets go there: the sheet
  /// rests there, reported to the navigator as a person's `.selectDetent`. Engine hosts get it
  /// from `EngineHost.dragSheet(toDetent:)`.
  ///
  /// - Parameter detent: The detent's identifier.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sheet with
  ///   detents is shown, `NavigationError.Code.personActionUnavailable` when it has no such detent.
  func dragSheet(toDetent detent: String) throws(NavigationError)

  /// The window's width changes (a rotation, a split view, a resize): a popover shown adapts
  /// (`PresentationStyle.shown(in:)`), and the navigator hears `NavigationStep.setWidth(_:)`.
  /// Engine hosts get it from `EngineHost.setWidth(_:)`.
  ///
  /// - Parameter width: The new horizontal size class.
  /// - Throws: `NavigationError.Code.personActionUnavailable` while a change is under way.
  func setWidth(_ width: HorizontalSizeClass) throws(NavigationError)

  /// A person taps outside the popover on top, which dismisses it as the person's change.
  /// Engine hosts get it from `EngineHost.tapOutsidePopover()`.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no popover is
  ///   shown as one.
  func tapOutsidePopover() throws(NavigationError)

  /// A person chooses a tab in the sidebar of the visible sidebar-adaptable tab container.
  /// Engine hosts get it from `EngineHost.chooseSidebarTab(_:)`.
  ///
  /// - Parameter index: The tab's index, counted over all groups in order.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sidebar is shown.
  func chooseSidebarTab(_ index: Int) throws(NavigationError)

  /// A person shows or hides the sidebar of the visible sidebar-adaptable tab container.
  /// Engine hosts get it from `EngineHost.setSidebarShown(_:)`.
  ///
  /// - Parameter shown: Whether to show it.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when there is no sidebar.
  func setSidebarShown(_ shown: Bool) throws(NavigationError)

  /// A person swipes the visible page container to the page next to the one shown; the
  /// navigator hears a person's tab selection. Engine hosts get it from
  /// `EngineHost.swipeToPage(_:)`; a host without page containers keeps the default, which
  /// refuses, and declares ``ConformanceFeature/pages`` pending.
  ///
  /// - Parameter index: The page's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no page container is
  ///   visible or the page is not next to the shown one.
  func swipeToPage(_ index: Int) throws(NavigationError)
}

extension ConformanceHost {
  /// None: the host shows every feature the suite checks.
  public nonisolated static var pendingFeatures: [ConformanceFeature: String] { [:] }

  /// Refuses: this host has no full-content back swipe.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func beginContentSwipeBack() throws(NavigationError) {
    throw .personActionUnavailable(action: "pan back in the content", reason: "this host has no full-content back swipe")
  }

  /// Refuses: this host has no custom animators to drive by a finger.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func beginInteractiveCustomPop() throws(NavigationError) {
    throw .personActionUnavailable(action: "pop with a finger", reason: "this host has no custom animators to drive")
  }

  /// Refuses: this host has no custom animators to drive by a finger.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - transition: The custom transition.
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func beginInteractiveCustomPush(_ screen: any Screen, as transition: CustomTransition) throws(NavigationError) {
    throw .personActionUnavailable(
      action: "push \(screen.screenName) with a finger", reason: "this host has no custom animators to drive")
  }

  /// Refuses: this host hears no `UITab` delegate path.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func tapTabThroughUITab(_ index: Int) throws(NavigationError) {
    throw .personActionUnavailable(
      action: "tap tab \(index) through the UITab delegate path", reason: "this host hears no UITab delegate path")
  }

  /// Refuses: this host shows no page container.
  ///
  /// - Parameter index: The page's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func swipeToPage(_ index: Int) throws(NavigationError) {
    throw .personActionUnavailable(action: "swipe to page \(index)", reason: "this host shows no page container")
  }

  /// Refuses: this host does not simulate a sheet drag.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func beginSheetDrag() throws(NavigationError) {
    throw .personActionUnavailable(action: "drag a sheet down", reason: "this host does not simulate a sheet drag")
  }

  /// Refuses: this host does not simulate a sheet drag.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func finishSheetDrag() throws(NavigationError) {
    throw .personActionUnavailable(action: "finish a sheet drag", reason: "this host does not simulate a sheet drag")
  }

  /// Refuses: this host does not simulate a sheet drag.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable`, always.
  public func cancelSheetDrag() throws(NavigationError) {
    throw .personActionUnavailable(action: "cancel a sheet drag", reason: "this host does not simulate a sheet drag")
  }
}

extension ConformanceHost where Self: EngineHost {
  /// Starts a sheet drag with the host engine's rules; see `EngineHost.beginSheetDrag()`.
  ///
  /// - Throws: `NavigationError` when no sheet can be dragged away.
  public func beginSheetDrag() throws(NavigationError) { try engine.beginSheetDrag() }

  /// Finishes the sheet drag; see `EngineHost.finishSheetDrag()`.
  ///
  /// - Throws: `NavigationError` with no drag in progress.
  public func finishSheetDrag() throws(NavigationError) { try engine.finishSheetDrag() }

  /// Cancels the sheet drag; see `EngineHost.cancelSheetDrag()`.
  ///
  /// - Throws: `NavigationError` with no drag in progress.
  public func cancelSheetDrag() throws(NavigationError) { try engine.cancelSheetDrag() }

  /// Swipes the visible page container with the host engine's rules; see
  /// `EngineHost.swipeToPage(_:)`.
  ///
  /// - Parameter index: The page's index.
  /// - Throws: `NavigationError` when no page container is visible or the page is not next
  ///   to the shown one.
  public func swipeToPage(_ index: Int) throws(NavigationError) { try engine.swipeToPage(index) }

  /// Taps the tab through the host engine, which asks its `shouldSelectTab` first: an engine
  /// host's one path for a person's tap; see `EngineHost.tapTab(_:)`.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible or the tab has no tab item.
  public func tapTabThroughUITab(_ index: Int) throws(NavigationError) { try engine.tapTab(index) }
}
