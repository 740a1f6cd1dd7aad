/// UIKit's rules, written once, for every host that simulates UIKit's containers: how a step
/// changes the tree (`HostTree`), the order of the appearance callbacks
/// (`AppearanceOrder`), what a person's action becomes (a step, or a refusal), and what is
/// in flight (a transition, a swipe back, a sheet being dragged).
///
/// A host owns one engine and translates: the headless host records logs and lets a test
/// finish transitions, the SwiftUI navigation model makes the tree observable, animates it
/// and waits for its views. Neither holds a rule of its own.
///
/// The engine follows the navigator's contract (`NavigationHost`): a routed step is refused
/// while anything is in flight; a person's change is bracketed by
/// `NavigationHostDelegate.hostDidBeginPersonChange(_:)` and
/// `NavigationHostDelegate.hostDidEndPersonChange(_:)`, its step is reported before the
/// callbacks that follow from it, and nothing happens while callbacks are being delivered.
@_spi(Hosting) @MainActor
public final class HostEngine {
  /// What is shown. Changed only by the engine, each change wrapped by ``changingTree``.
  package private(set) var tree = HostTree()
  /// The host the engine works for, named in the delegate's calls; held weakly.
  package weak var host: (any NavigationHost)?
  /// Hears what a person did; held weakly. The host's `delegate` is this property.
  package weak var delegate: (any NavigationHostDelegate)?
  /// Asked before a tapped tab is selected, as `tabBarController(_:shouldSelect:)`;
  /// returning false keeps the current tab (rule 29).
  package var shouldSelectTab: (@MainActor (Int) -> Bool)?
  /// Wraps every change of ``tree``: the SwiftUI model makes it observable there. Runs the
  /// change it is given exactly once, before it returns.
  package var changingTree: ((() -> Void) -> Void)?
  /// Hears every callback just before it is delivered, for a host's log.
  package var willDeliver: ((ScreenCallback) -> Void)?
  /// Hears every step performed, routed or a person's, for a host's log.
  package var didPerform: ((NavigationStep) -> Void)?

  /// The screens that have loaded (`didLoad` is delivered once per instance).
  private var loaded = LoadedScreens()
  /// What is in flight, if anything.
  private var activity: Activity? {
    didSet { activityDidChange?() }
  }
  /// Hears every change of what is in flight: the SwiftUI model makes `inFlightStep` and the
  /// gesture flags observable there.
  package var activityDidChange: (() -> Void)?
  /// True while a change's callbacks are delivered; a person cannot act in between.
  private var isDelivering = false
  /// The screens in the window as the last change left them (``HostTree/appendAppearedScreens(to:)``):
  /// computed once per change, after it, and the next change's screens before.
  private var shown: [ShownScreen] = []
  /// Arrays every routed change reuses, so that a push or a pop allocates none for the screens
  /// it compares and the callbacks it delivers.
  private var spare = SpareArrays()

  /// Empty arrays with room, each taken by a change while it is computed and delivered and
  /// given back empty: a change that runs while another holds them makes its own.
  private struct SpareArrays {
    var after: [ShownScreen] = []
    var will: [ScreenCallback] = []
    var did: [ScreenCallback] = []

    /// Takes a spare array, leaving an empty one without room in its place.
    static func take<Element>(_ spare: inout [Element]) -> [Element] {
      var taken: [Element] = []
      swap(&taken, &spare)
      return taken
    }

    /// Empties a used array, releasing its elements, and keeps its room for the next change.
    static func giveBack<Element>(_ used: inout [Element], to spare: inout [Element]) {
      used.removeAll(keepingCapacity: true)
      if used.capacity > spare.capacity { swap(&used, &spare) }
    }
  }

  private enum Activity {
    case transition(Transition)
    case swipe(Swipe)
    case sheetDrag(SheetDrag)
  }

  /// A routed step whose transition has not finished.
  private struct Transition {
    var step: NavigationStep
    var did: [ScreenCallback]
    /// Screens kept alive until the transition ends, as UIKit keeps a popped controller.
    var released: [ShownScreen]
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  /// A swipe back begun and not ended.
  @MainActor
  private struct Swipe {
    var stack: ScreenID
    var top: ShownScreen
    var below: ShownScreen
    /// The step going back is: a pop, or showing the column below a collapsed split view's column.
    var step: NavigationStep

    var gesture: NavigationGesture {
      NavigationGesture(.swipeBack, screen: top.id, screenName: top.screen.screenName)
    }
  }

  /// A sheet being dragged down: its level's root, the screens it shows, the gesture.
  private struct SheetDrag {
    var root: ScreenID
    var shown: [ShownScreen]
    var gesture: NavigationGesture
  }

  /// A change applied to the tree, with its callbacks.
  package struct Change {
    /// The step.
    package var step: NavigationStep
    /// The screen a person saw before the change.
    package var previousTop: ScreenID?
    /// The screens the change removed, alive until the change's callbacks are delivered.
    package var released: [ShownScreen]
    /// The callbacks delivered when the change starts.
    package var will: [ScreenCallback]
    /// The callbacks delivered when its transition ends.
    package var did: [ScreenCallback]
  }

  /// Creates an engine with nothing shown.
  package init() {}

  /// Creates an engine with nothing shown, in a window of this width.
  ///
  /// - Parameter width: The window's horizontal size class.
  package init(width: HorizontalSizeClass) {
    tree = HostTree(width: width)
  }

  // MARK: - What is in flight

  /// The step whose transition is in flight, if any.
  package var inFlightStep: NavigationStep? {
    if case .transition(let transition) = activity { return transition.step }
    return nil
  }

  /// Whether a swipe back has begun and not yet ended.
  package var isSwipingBack: Bool {
    if case .swipe = activity { return true }
    return false
  }

  /// Whether a person is dragging a sheet down and has not let go.
  package var isDraggingSheet: Bool {
    if case .sheetDrag = activity { return true }
    return false
  }

  /// How many screens are held: shown, and kept alive by a transition in flight.
  package var heldScreenCount: Int {
    guard case .transition(let transition) = activity else { return tree.screenCount }
    return tree.screenCount + transition.released.count
  }

  /// How many entries the table of loaded screens holds, released screens not yet pruned included.
  package var loadedScreenTableCount: Int { loaded.count }

  // MARK: - Routed steps

  /// Performs a step the navigator planned: checks it with UIKit's rules, applies it,
  /// delivers its will-callbacks, then either finishes it (its did-callbacks, then its
  /// completion) or, when `holds` says so, leaves it in flight until ``finishTransition()``.
  ///
  /// A step that arrives while anything is in flight is refused with
  /// `NavigationError.Code.transitionInFlight`; a step UIKit would refuse, with UIKit's
  /// error. Either way nothing changes.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - screens: The screen objects it installs.
  ///   - around: Wraps the tree's change, as an animation does; runs it once, before it returns.
  ///   - holds: Whether the applied change stays in flight.
  ///   - completion: Called once, when the step is done or refused.
  package func perform(
    _ step: NavigationStep, screens: ScreenLookup, around: ((() -> Void) -> Void)? = nil,
    holds: (Change) -> Bool, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard activity == nil else {
      completion(.failure(.transitionInFlight(step: step.description)))
      return
    }
    var change: Change
    do throws(NavigationError) {
      change = try apply(step, screens: screens, around: around)
    } catch {
      completion(.failure(error))
      return
    }
    deliver(change.will)
    // A will-callback cannot start anything (the navigator is busy, a person's action is
    // refused while callbacks are delivered), so nothing is in flight here.
    let held = holds(change)
    if held {
      activity = .transition(Transition(step: step, did: change.did, released: change.released, completion: completion))
      change.did = []
    } else {
      deliver(change.did)
    }
    // Given back before the completion, which may start the next change.
    SpareArrays.giveBack(&change.will, to: &spare.will)
    SpareArrays.giveBack(&change.did, to: &spare.did)
    if !held { completion(.success(())) }
  }

  /// Finishes the transition in flight: delivers its did-callbacks, releases what it
  /// removed and calls its completion. Does nothing when no transition is in flight.
  package func finishTransition() {
    guard case .transition(let transition) = activity else { return }
    activity = nil
    deliver(transition.did)
    transition.completion(.success(()))
  }

  /// Finishes the transition in flight, as its animation's end would.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when nothing is in flight.
  package func completeTransition() throws(NavigationError) {
    guard inFlightStep != nil else {
      throw .personActionUnavailable(action: "complete a transition", reason: "no transition is in flight")
    }
    finishTransition()
  }

  // MARK: - Changing the tree

  /// Applies a step, and computes its callbacks; nothing changes when it throws. A step a
  /// navigator planned was checked by its planner; any other is checked with UIKit's rules first.
  private func apply(
    _ step: NavigationStep, screens: ScreenLookup, around: ((() -> Void) -> Void)? = nil
  ) throws(NavigationError) -> Change {
    let installing =
      try screens.isPlanned ? tree.screens(installedBy: step, resolving: screens) : tree.check(step, screens: screens)
    let previousTop = tree.state.topMostScreen
    var outcome: Result<[ShownScreen], NavigationError>?
    if let around {
      around { outcome = outcome ?? changeTree(applying: step, installing: installing) }
    }
    // Without a wrapper, or with one that forgot to run the change, the change runs here.
    let released = try (outcome ?? changeTree(applying: step, installing: installing)).get()
    didPerform?(step)
    // What was shown is what the last change left; what is shown now is computed once, here.
    var before = SpareArrays.take(&shown)
    var after = SpareArrays.take(&spare.after)
    tree.appendAppearedScreens(to: &after)
    var will = SpareArrays.take(&spare.will)
    var did = SpareArrays.take(&spare.did)
    AppearanceOrder(of: step).appendCallbacks(before: before, after: after, loaded: &loaded, will: &will, did: &did)
    SpareArrays.giveBack(&before, to: &spare.after)
    shown = after
    return Change(step: step, previousTop: previousTop, released: released, will: will, did: did)
  }

  /// Applies a checked step to the tree, through ``changingTree`` when a host wraps its changes.
  private func changeTree(
    applying step: NavigationStep, installing: [ShownScreen]
  ) -> Result<[ShownScreen], NavigationError> {
    guard let changingTree else {
      return Result { () throws(NavigationError) in try tree.apply(step, installing: installing) }
    }
    var outcome: Result<[ShownScreen], NavigationError> = .success([])
    changingTree { outcome = Result { () throws(NavigationError) in try tree.apply(step, installing: installing) } }
    return outcome
  }

  /// Delivers callbacks in order; a person cannot act meanwhile.
  package func deliver(_ callbacks: [ScreenCallback]) {
    guard !callbacks.isEmpty else { return }
    let wasDelivering = isDelivering
    isDelivering = true
    defer { isDelivering = wasDelivering }
    for callback in callbacks {
      willDeliver?(callback)
      (callback.shown.screen as? any AppearanceObserving)?.screen(didReceive: callback.event)
    }
  }

  // MARK: - What a person does

  /// Refuses a person's action while a transition, a gesture or a change's callbacks are under way.
  ///
  /// - Parameter action: The action, as the error names it.
  package func checkIdle(_ action: String) throws(NavigationError) {
    switch activity {
    case .transition: throw .personActionUnavailable(action: action, reason: "a transition is in flight")
    case .sheetDrag: throw .personActionUnavailable(action: action, reason: "a sheet is being dragged")
    case .swipe: throw .personActionUnavailable(action: action, reason: "a swipe back is in progress")
    case nil: break
    }
    if isDelivering {
      throw .personActionUnavailable(action: action, reason: "appearance callbacks are being delivered")
    }
  }

  /// Performs a person's discrete change in the one order: the tree changes, the navigator
  /// hears the change begin and the step, the callbacks are delivered, then the change ends
  /// and the requests made meanwhile run.
  ///
  /// - Parameters:
  ///   - step: The change, as the step a router would have asked for.
  ///   - action: The action, as an error names it.
  /// - Throws: `NavigationError` when a person cannot act now or the step does not fit.
  package func performPersonStep(_ step: NavigationStep, action: String) throws(NavigationError) {
    try checkIdle(action)
    let change = try apply(step, screens: ScreenLookup())
    beginPersonChange()
    report(step)
    deliver(change.will + change.did)
    endPersonChange()
  }

  /// A person taps the back button of the visible navigation bar.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` on a stack's root, or when no
  ///   navigation bar is visible.
  package func tapBack() throws(NavigationError) {
    try checkIdle("tap back")
    let target = try backTarget("tap back")
    try performPersonStep(target.step, action: "tap back")
  }

  /// The visible stack, its top screen and the one below it.
  private func backTarget(_ action: String) throws(NavigationError) -> Swipe {
    guard let level = tree.state.levels.last, let stack = tree.visibleStack(in: level.root),
      let children = tree.state[stack]?.children, let topID = children.last, let top = tree.shown(topID)
    else {
      throw .personActionUnavailable(action: action, reason: "no navigation bar is visible")
    }
    if children.count > 1, let below = tree.shown(children[children.count - 2]) {
      return Swipe(
        stack: stack, top: top, below: below, step: .pop(stack: stack, to: below.id, animation: .standard))
    }
    // A collapsed split view shows its columns' stacks as one stack, the secondary's screens
    // on top of the primary's: back from a column's root shows the column before it, which
    // keeps its screens (UIKit's navigation controller pops the column's navigation
    // controller: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed).
    let state = tree.state
    if state.splitViewsCollapsed, let (split, column) = state.splitColumn(ofStack: stack) {
      let columns = state.columns(ofSplit: split)
      if let index = columns.firstIndex(where: { $0.column == column }), index > 0,
        let below = tree.shown(state.visibleLeaf(of: columns[index - 1].stack))
      {
        let step = NavigationStep.showColumn(split: split, column: columns[index - 1].column, animation: .standard)
        return Swipe(stack: stack, top: top, below: below, step: step)
      }
    }
    throw .nothingToGoBackTo(screen: top.screen.screenName)
  }

  /// A person starts swiping back: the top screen gets `willDisappear` and the one below
  /// `willAppear`; nothing is popped yet (rule 15). The navigator is busy until it ends.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  package func beginSwipeBack() throws(NavigationError) {
    try checkIdle("swipe back")
    let swipe = try backTarget("swipe back")
    activity = .swipe(swipe)
    beginPersonChange()
    began(swipe.gesture)
    // The screen below may never have been shown (a stack set whole, a collapsed split
    // view's column): it loads first, as for any change.
    let load = loaded.insert(swipe.below.screen) ? [ScreenCallback(swipe.below, .didLoad)] : []
    deliver(load + [ScreenCallback(swipe.top, .willDisappear), ScreenCallback(swipe.below, .willAppear)])
  }

  /// The swipe passes half-way: the top screen is popped and the navigator hears of it.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no swipe in progress.
  package func finishSwipeBack() throws(NavigationError) {
    guard case .swipe(let swipe) = activity else {
      throw .personActionUnavailable(action: "finish a swipe back", reason: "no swipe back is in progress")
    }
    activity = nil
    let step = swipe.step
    do throws(NavigationError) {
      _ = try apply(step, screens: ScreenLookup())
    } catch {
      endPersonChange()
      throw error
    }
    ended(swipe.gesture, finished: true)
    report(step)
    deliver([ScreenCallback(swipe.top, .didDisappear), ScreenCallback(swipe.below, .didAppear)])
    endPersonChange()
  }

  /// The person lets go before half-way: nothing is popped, and the callbacks are undone in
  /// UIKit's order; the navigator hears that nothing changed (rule 15).
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no swipe in progress.
  package func cancelSwipeBack() throws(NavigationError) {
    guard case .swipe(let swipe) = activity else {
      throw .personActionUnavailable(action: "cancel a swipe back", reason: "no swipe back is in progress")
    }
    activity = nil
    ended(swipe.gesture, finished: false)
    deliver([
      ScreenCallback(swipe.below, .willDisappear), ScreenCallback(swipe.below, .didDisappear),
      ScreenCallback(swipe.top, .willAppear), ScreenCallback(swipe.top, .didAppear),
    ])
    endPersonChange()
  }

  /// A person pulls the top-most sheet down in one go: the gesture begins and ends, and the
  /// sheet is dismissed. The presenter gets no callbacks: a sheet never hid it (rule 38).
  ///
  /// - Throws: What ``checkSheetDismissal(_:)`` throws.
  package func pullDownSheet() throws(NavigationError) {
    let action = "pull down a sheet"
    let root = try checkSheetDismissal(action)
    let gesture = sheetGesture(root)
    began(gesture)
    ended(gesture, finished: true)
    try performPersonStep(.dismiss(root, animation: .standard), action: action)
  }

  /// A person starts dragging the top-most sheet down: its screens get `willDisappear`;
  /// nothing is dismissed yet, and the navigator is busy until the drag ends.
  ///
  /// - Throws: What ``checkSheetDismissal(_:)`` throws.
  package func beginSheetDrag() throws(NavigationError) {
    let root = try checkSheetDismissal("drag a sheet down")
    var shown: [ShownScreen] = []
    tree.appendAppearedScreens(of: root, to: &shown)
    let drag = SheetDrag(root: root, shown: shown, gesture: sheetGesture(root))
    activity = .sheetDrag(drag)
    beginPersonChange()
    began(drag.gesture)
    deliver(shown.map { ScreenCallback($0, .willDisappear) })
  }

  /// The person lets go far enough: the sheet is dismissed, the navigator hears of it, and
  /// its screens get `didDisappear` (the presenter nothing: a sheet never hid it).
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no drag in progress.
  package func finishSheetDrag() throws(NavigationError) {
    guard case .sheetDrag(let drag) = activity else {
      throw .personActionUnavailable(action: "finish a sheet drag", reason: "no sheet is being dragged")
    }
    activity = nil
    ended(drag.gesture, finished: true)
    let step = NavigationStep.dismiss(drag.root, animation: .standard)
    do throws(NavigationError) {
      _ = try apply(step, screens: ScreenLookup())
    } catch {
      endPersonChange()
      throw error
    }
    report(step)
    deliver(
      drag.shown.filter { dragged in !shown.contains { $0.id == dragged.id } }.map { ScreenCallback($0, .didDisappear) })
    endPersonChange()
  }

  /// The person lets go too early: the sheet stays, its screens get `willAppear` and
  /// `didAppear` again, and the navigator hears that nothing changed.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` with no drag in progress.
  package func cancelSheetDrag() throws(NavigationError) {
    guard case .sheetDrag(let drag) = activity else {
      throw .personActionUnavailable(action: "cancel a sheet drag", reason: "no sheet is being dragged")
    }
    activity = nil
    ended(drag.gesture, finished: false)
    deliver(drag.shown.map { ScreenCallback($0, .willAppear) } + drag.shown.map { ScreenCallback($0, .didAppear) })
    endPersonChange()
  }

  /// The root of the top-most presentation, when a person may pull it down: only sheets can
  /// be (rule 25), and not when a screen in the sheet refuses interactive dismissal. The
  /// error names the sheet by its first screen, and the refusing screen in its reason.
  ///
  /// - Parameter action: The action, as the error names it.
  /// - Returns: The presentation's root.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when the screen refuses it,
  ///   nothing is presented or a person cannot act now.
  package func checkSheetDismissal(_ action: String) throws(NavigationError) -> ScreenID {
    try checkIdle(action)
    let topLevel = tree.state.levels.count - 1
    guard topLevel > 0, let style = tree.state.levels[topLevel].style, let shown = tree.state.shownStyle(ofLevel: topLevel)
    else {
      throw .personActionUnavailable(action: action, reason: "nothing is presented")
    }
    let top = tree.state.levels[topLevel]
    let screens = tree.screens(in: top.root)
    let name = screens.first?.screen.screenName ?? tree.name(of: top.root)
    // A popover in a compact width shows as a form sheet, which can be pulled down.
    if style == .popover, shown == .popover {
      throw .cannotDismissInteractively(
        screen: name, reason: "it is shown as a popover, which a person dismisses by tapping outside it")
    }
    guard shown.allowsInteractiveDismissal else {
      throw .cannotDismissInteractively(screen: name, reason: "it is presented as \(style), which only a route can dismiss")
    }
    if let refusing = screens.first(where: { $0.screen.refusesInteractiveDismissal }) {
      throw .cannotDismissInteractively(
        screen: name, reason: "'\(refusing.screen.screenName)' refuses interactive dismissal")
    }
    return top.root
  }

  /// The window's width, which presentations adapt to.
  package var width: HorizontalSizeClass { tree.state.width }

  /// The window's width changes (a rotation, a split view, a resize): a popover shown
  /// adapts to a form sheet in a compact width and back to a popover in a regular one
  /// (``PresentationStyle/shown(in:)``); both keep the presenter in the window. A split view
  /// collapses to one stack, its secondary column on top, or expands to its columns: the
  /// screens that leave or enter the window get their callbacks. The navigator hears the step
  /// `NavigationStep.setWidth(_:)`.
  /// The same width changes nothing. Like a person's change, it waits for nothing: while a
  /// transition, a gesture or callbacks are under way it is refused, and a host reports it
  /// again once they end.
  ///
  /// - Parameter width: The new horizontal size class.
  /// - Throws: `NavigationError.Code.personActionUnavailable` while a transition,
  ///   a gesture or callbacks are under way.
  package func setWidth(_ width: HorizontalSizeClass) throws(NavigationError) {
    guard width != tree.state.width else { return }
    try performPersonStep(.setWidth(width), action: "make the window \(width)")
  }

  /// A person taps outside the popover on top, which dismisses it ("taps outside the popover
  /// cause the popover to be dismissed":
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover). UIKit
  /// reports it to the presentation controller's delegate as it reports a sheet pulled down
  /// (`presentationControllerDidDismiss(_:)`), and the navigator hears it as a person's
  /// dismissal. The presenter gets no callbacks: a popover never hid it. In a compact width
  /// the popover shows as a form sheet, which a tap outside does not dismiss (pull it down).
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no popover is
  ///   shown as one, or a person cannot act now;
  ///   `NavigationError.Code.personActionUnavailable` when a screen in it
  ///   refuses interactive dismissal.
  package func tapOutsidePopover() throws(NavigationError) {
    let action = "tap outside a popover"
    try checkIdle(action)
    guard tree.state.levels.count > 1, let top = tree.state.levels.last, top.style == .popover else {
      throw .personActionUnavailable(action: action, reason: "no popover is shown")
    }
    guard tree.state.shownStyle(ofLevel: tree.state.levels.count - 1) == .popover else {
      throw .personActionUnavailable(
        action: action, reason: "the popover is shown as a form sheet in a compact width; pull it down")
    }
    let screens = tree.screens(in: top.root)
    if let refusing = screens.first(where: { $0.screen.refusesInteractiveDismissal }) {
      throw .cannotDismissInteractively(
        screen: screens.first?.screen.screenName ?? tree.name(of: top.root),
        reason: "'\(refusing.screen.screenName)' refuses interactive dismissal")
    }
    try performPersonStep(.dismiss(top.root, animation: .standard), action: action)
  }

  /// The popover on top and the style it is shown as in the current width, if the top-most
  /// presentation is a popover.
  package var topPopover: (configuration: PopoverConfiguration, shownAs: PresentationStyle)? {
    let index = tree.state.levels.count - 1
    guard index > 0, let popover = tree.state.levels[index].popover,
      let shown = tree.state.shownStyle(ofLevel: index)
    else { return nil }
    return (popover, shown)
  }

  /// The detents of the sheet on top and the one it rests at, if the top-most presentation
  /// is a sheet presented with detents.
  package var topSheet: SheetConfiguration? {
    guard tree.state.levels.count > 1 else { return nil }
    return tree.state.levels.last?.sheet
  }

  /// A person drags the sheet on top to another of its detents and lets go there: the
  /// sheet rests at it, reported as the person's change. Nothing appears or disappears.
  /// Letting go at the detent it rests at changes nothing.
  ///
  /// - Parameter detent: The detent's identifier.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no sheet with
  ///   detents is shown or a person cannot act now; `NavigationError.Code.personActionUnavailable`
  ///   when the sheet has no such detent.
  package func dragSheet(toDetent detent: String) throws(NavigationError) {
    let action = "drag the sheet to the detent '\(detent)'"
    try checkIdle(action)
    guard let top = tree.state.levels.last, let sheet = topSheet else {
      throw .personActionUnavailable(action: action, reason: "no sheet with detents is shown")
    }
    guard sheet.selected != detent else { return }
    try performPersonStep(.selectDetent(sheet: top.root, detent: detent), action: action)
  }

  /// The alert shown on top, if the top-most presentation is one.
  package var shownAlert: (any AlertPresenting)? {
    guard let top = tree.state.levels.last, top.style?.isAlert == true else { return nil }
    return tree.screen(top.root) as? any AlertPresenting
  }

  /// A person chooses an action of the alert on top: the choice is recorded on the alert,
  /// and the alert's dismissal is the person's change, so the caller awaiting the alert
  /// receives the action's value (or `.cancelled(.removedByPerson)` for an action without one).
  ///
  /// - Parameter index: The action's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable` when no alert is shown,
  ///   the index is out of range, or a person cannot act now.
  package func chooseAlertAction(_ index: Int) throws(NavigationError) {
    let action = "choose action \(index) of an alert"
    try checkIdle(action)
    guard let top = tree.state.levels.last, let alert = shownAlert else {
      throw .personActionUnavailable(action: action, reason: "no alert is shown")
    }
    try alert.choose(index)
    try performPersonStep(.dismiss(top.root, animation: .standard), action: action)
  }

  /// The gesture of pulling a presentation down, named after its visible screen.
  private func sheetGesture(_ root: ScreenID) -> NavigationGesture {
    let visible = tree.state.visibleLeaf(of: root)
    return NavigationGesture(.pullDownSheet, screen: visible, screenName: tree.name(of: visible))
  }

  /// The root of a swipe in progress on `stack`, if one is: a SwiftUI path binding that
  /// shrinks by one finishes it.
  package func isSwipingBack(in stack: ScreenID) -> Bool {
    if case .swipe(let swipe) = activity { return swipe.stack == stack }
    return false
  }

  /// Whether a drag of the presentation with this root is in progress.
  package func isDraggingSheet(_ root: ScreenID) -> Bool {
    if case .sheetDrag(let drag) = activity { return drag.root == root }
    return false
  }

  // MARK: - Telling the navigator

  private func beginPersonChange() {
    if let host { delegate?.hostDidBeginPersonChange(host) }
  }

  private func endPersonChange() {
    if let host { delegate?.hostDidEndPersonChange(host) }
  }

  private func report(_ step: NavigationStep) {
    if let host { delegate?.host(host, didPerformPersonAction: step) }
  }

  private func began(_ gesture: NavigationGesture) {
    if let host { delegate?.host(host, didBegin: gesture) }
  }

  private func ended(_ gesture: NavigationGesture, finished: Bool) {
    if let host { delegate?.host(host, didEnd: gesture, finished: finished) }
  }
}
