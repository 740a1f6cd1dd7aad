public import Observation
@_spi(Hosting) public import SceneRouter

/// The observable navigation model of one window: what SwiftUI views show, and the
/// `NavigationHost` a `Navigator` performs its steps on.
///
/// The model holds, as plain observable values, the window's presentation levels, each
/// navigation stack's screens (a `NavigationStack`'s root and path), each tab container's
/// tabs and selected index (a `TabView`'s selection), and the sheet or full-screen cover
/// presented over each level. It performs each step the navigator plans by changing those
/// values, with UIKit's rules (the same checks as the headless host), and completes the
/// step when the view layer confirms it, or at once when no view is attached (in tests,
/// and before the first view appears).
///
/// What a person does in SwiftUI arrives as binding writes: a path that shrinks, a sheet
/// item set to nil, a tab selection. The model applies each one and reports it to its
/// navigator as a person's action, so `Navigator.snapshot` equals ``snapshot`` after
/// each; a write the navigator would refuse (pulling down a sheet whose screen refuses
/// interactive dismissal) is reverted and recorded in ``lastRefusedWrite``.
///
/// ```swift
/// let model = NavigationModel()
/// let navigator = Navigator(host: model)
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// // In the app: NavigationRootView(model: model) { screen in ScreenView(screen) }
/// ```
@Observable
@MainActor
public final class NavigationModel: EngineHost {
  /// The navigator, hearing what a person did; held weakly.
  @ObservationIgnored @_spi(Hosting) public var delegate: (any NavigationHostDelegate)? {
    get { engine.delegate }
    set { engine.delegate = newValue }
  }

  /// UIKit's rules, shared with every host that simulates UIKit's containers: the containers,
  /// the callbacks' order, what a person's action becomes, and what is in flight.
  @ObservationIgnored @_spi(Hosting) public let engine = HostEngine()

  /// Everything shown, as plain values: what views read. Observed through the engine, which
  /// reports every change of it.
  var tree: HostTree {
    access(keyPath: \.tree)
    return engine.tree
  }

  /// The step whose transition has not finished yet (held for its animation, or waiting
  /// for the view layer), if any.
  @_spi(Hosting) public var inFlightStep: NavigationStep? {
    access(keyPath: \.inFlightStep)
    return engine.inFlightStep
  }

  /// The last binding write the model reverted, with why.
  public internal(set) var lastRefusedWrite: RefusedWrite?

  /// How many views have attached themselves with ``viewDidAttach()`` and not detached.
  public private(set) var attachedViewCount = 0

  /// Whether animated steps stay in flight until ``completeTransition()``, as an animation
  /// would; false by default, so that tests and apps without views complete steps at once.
  @ObservationIgnored public var holdsAnimatedTransitions = false

  /// Animates animated steps and says when their animation finished; nil by default (then a
  /// step completes as ``holdsAnimatedTransitions`` and the attached views say).
  /// ``NavigationRootView`` installs a ``SwiftUIAnimator`` when it appears and none is set.
  ///
  /// With an animator, an animated step's values change inside its animation, the
  /// will-callbacks follow, and the did-callbacks and the step's completion wait for the
  /// animation's end: the navigator's next request starts when the person sees the change done.
  @ObservationIgnored public var animator: (any NavigationAnimator)?

  /// Whether the model keeps ``appearanceLog``; off by default.
  @ObservationIgnored public var recordsAppearances = false

  /// Every appearance callback delivered while ``recordsAppearances`` is on, as
  /// `Name event` lines such as `Detail willAppear`.
  @ObservationIgnored public private(set) var appearanceLog: [String] = []

  /// What the step in flight waits for before it completes; nil when it is only held for
  /// its animation, or nothing is in flight.
  @ObservationIgnored var awaited: Awaited?
  /// The animation of the step that is starting, by number, when it ended before the step
  /// finished starting (its values and will-callbacks): the step completes once started.
  @ObservationIgnored var finishedWhileStarting: Int?
  /// Counts animations started, so that a late completion of an older one changes nothing.
  @ObservationIgnored var animationCount = 0

  /// What a step in flight waits for before it completes.
  enum Awaited: Equatable {
    case appear(ScreenID)
    case disappear(ScreenID)
    /// The end of the animator's animation with this number.
    case animation(Int)
  }

  /// Creates an empty model; a `Navigator` created over it makes itself its delegate.
  public init() {
    engine.host = self
    engine.changingTree = { [unowned self] change in withMutation(keyPath: \.tree, change) }
    engine.activityDidChange = { [unowned self] in withMutation(keyPath: \.inFlightStep) {} }
    engine.willDeliver = { [unowned self] callback in
      if recordsAppearances { appearanceLog.append(callback.line) }
    }
  }

  // MARK: - What is shown

  /// The presentation levels, the window's root first.
  public var levels: [Level] {
    let tree = self.tree
    return tree.state.levels.map { Level(root: node(tree.state, $0.root), style: $0.style) }
  }

  /// What the window's root shows, or nil before the first root is set.
  public var root: Node? {
    let state = tree.state
    return state.levels.first.map { node(state, $0.root) }
  }

  /// The presentation over `level`, if any.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func presentation(above level: Int) -> Presentation? {
    let index = level + 1
    let state = tree.state
    guard index > 0, state.levels.indices.contains(index) else { return nil }
    let presented = state.levels[index]
    return Presentation(root: node(state, presented.root), style: presented.style ?? .fullScreen, level: index)
  }

  /// The presentation over `level` when it is shown as a sheet: what `.sheet(item:)` shows.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func sheet(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet ? $0 : nil }
  }

  /// The presentation over `level` when it covers the screen: what `.fullScreenCover(item:)`
  /// shows. An alert is no cover: see ``alert(above:)``.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func fullScreenCover(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet || $0.style.isAlert || $0.style == .popover ? nil : $0 }
  }

  /// The popover presented over `level`, if the presentation above it is one: what
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` shows. In a compact width it
  /// shows as a sheet (`presentationCompactAdaptation(_:)`), as the engine's rule says
  /// (`PresentationStyle.shown(in:)`).
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func popover(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.style == .popover ? $0 : nil }
  }

  /// The anchor and arrows of the popover presented over `level`, if it is one.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func popoverConfiguration(above level: Int) -> PopoverConfiguration? {
    let index = level + 1
    let state = tree.state
    guard index > 0, state.levels.indices.contains(index) else { return nil }
    return state.levels[index].popover
  }

  /// The identifier of the view a screen zoomed out of when it was pushed or presented with
  /// `Transition.push(zoomingFrom:)`: what `navigationTransition(.zoom(sourceID:in:))` names (iOS 18).
  ///
  /// - Parameter screen: The identity of a screen, or of a presentation's root.
  public func zoomSource(of screen: ScreenID) -> String? {
    let state = tree.state
    guard let node = state[screen] else { return nil }
    if let source = node.zoomSource { return source }
    guard node.parent == nil, state.levels.indices.contains(node.level), state.levels[node.level].root == screen,
      case .zoom(let source) = state.levels[node.level].animation
    else { return nil }
    return source
  }

  /// The alert or confirmation dialog presented over `level`, if the presentation above it is
  /// one: what `alert(_:isPresented:actions:message:)` (style `.alert`) or
  /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` (style `.actionSheet`)
  /// shows, with its title, message and buttons.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func alert(above level: Int) -> (any AlertPresenting)? {
    guard let presented = presentation(above: level), presented.style.isAlert else { return nil }
    return tree.screen(presented.id) as? any AlertPresenting
  }

  /// The detents of the sheet presented over `level` and the one it rests at, when it was
  /// presented with detents: what `presentationDetents(_:selection:)`,
  /// `presentationDragIndicator(_:)` and `presentationBackgroundInteraction(_:)` show.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func sheetConfiguration(above level: Int) -> SheetConfiguration? {
    let index = level + 1
    let state = tree.state
    guard index > 0, state.levels.indices.contains(index) else { return nil }
    return state.levels[index].sheet
  }

  /// The detent the sheet over `level` rests at: the selected one, or its first detent while
  /// none is selected (SwiftUI's selection binding needs a value; detents are listed smallest
  /// first by convention).
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func selectedDetent(above level: Int) -> SheetDetent? {
    guard let sheet = sheetConfiguration(above: level) else { return nil }
    return sheet.detents.first { $0.identifier == sheet.selected } ?? sheet.detents.first
  }

  /// A navigation stack's screens, bottom first; empty for an identity that is no stack.
  ///
  /// - Parameter stack: The stack's identity.
  public func screens(of stack: ScreenID) -> [ScreenID] {
    guard let node = tree.state[stack], node.kind == .stack else { return [] }
    return node.children
  }

  /// A navigation stack's first screen: the `NavigationStack`'s root view.
  ///
  /// - Parameter stack: The stack's identity.
  public func rootScreen(of stack: ScreenID) -> ScreenID? { screens(of: stack).first }

  /// A navigation stack's screens above its first: the `NavigationStack`'s path.
  ///
  /// - Parameter stack: The stack's identity.
  public func path(of stack: ScreenID) -> [ScreenID] { Array(screens(of: stack).dropFirst()) }

  /// A split view's columns, each a navigation stack, leading first: the `sidebar`, the
  /// `content` of a triple-column one, and the `detail` of a `NavigationSplitView`; empty
  /// for an identity that is no split view.
  ///
  /// - Parameter split: The split view's identity.
  public func columns(of split: ScreenID) -> [Node] {
    let state = tree.state
    guard let container = state[split], container.kind == .split else { return [] }
    return container.children.map { node(state, $0) }
  }

  /// The column a split view shows on top of its one stack when it is collapsed in a
  /// compact width (SwiftUI's `preferredCompactColumn`).
  ///
  /// - Parameter split: The split view's identity.
  public func topColumn(of split: ScreenID) -> SplitColumn { tree.state[split]?.topColumn ?? .secondary }

  /// A tab container's tabs; empty for an identity that is no tab container.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func tabs(of tabs: ScreenID) -> [Node] {
    let state = tree.state
    guard let container = state[tabs], container.kind == .tabs else { return [] }
    return container.children.map { node(state, $0) }
  }

  /// A sidebar-adaptable tab container's groups (each a `TabSection`'s title, and as its tabs
  /// the indices of the ``tabs(of:)`` it holds, counted in order); empty for a plain tab container,
  /// whose `TabView` has no sections.
  ///
  /// - Parameter tabs: The tab container's identity.
  @_spi(Hosting) public func tabGroups(of tabs: ScreenID) -> [NavigationTree<Int>.Group] { tree.state[tabs]?.tabGroups ?? [] }

  /// Whether a tab container is sidebar-adaptable (`.tabViewStyle(.sidebarAdaptable)`), and
  /// how its sidebar shows in the window's width; nil for a plain tab container.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func sidebar(of tabs: ScreenID) -> TabSidebar? { tree.state.sidebar(of: tabs) }

  /// Whether a tab container is a page container (`NavigationTree.pages(_:selected:)`),
  /// which the views show as a `TabView` paged by swiping (`.tabViewStyle(.page)`).
  ///
  /// - Parameter tabs: The tab container's identity.
  func isPageContainer(_ tabs: ScreenID) -> Bool { tree.state[tabs]?.paged == true }

  /// What a tab shows in the tab bar: its root screen's `Screen.tabItem` as the
  /// navigator last handed it over (when the screen was shown, or by
  /// `Navigator.refreshChrome(of:completion:)`); nil when the screen has none, and the tab
  /// then shows its first screen's title.
  ///
  /// ```swift
  /// model.tabs(of: tabs).map { model.tabItem(of: $0) }  // [Shop/bag, Wishlist/heart/3]
  /// ```
  ///
  /// - Parameter tab: A tab of a tab container.
  public func tabItem(of tab: Node) -> TabItem? { tree.state.tabItem(ofTab: tab.id) }

  /// The title a screen's navigation bar shows (`navigationTitle(_:)`): its
  /// `Screen.screenTitle` as the navigator last handed it over; empty for none.
  ///
  /// - Parameter screen: A screen's identity.
  public func navigationTitle(of screen: ScreenID) -> String { tree.state[screen]?.title ?? "" }

  /// A tab container's selected index: the `TabView`'s selection.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func selectedTab(of tabs: ScreenID) -> Int {
    guard let container = tree.state[tabs], container.kind == .tabs else { return 0 }
    return container.selectedIndex
  }

  /// The screen object shown under an identity, for the app's view of that screen.
  ///
  /// - Parameter id: A screen's identity.
  public func screen(for id: ScreenID) -> (any Screen)? { tree.screen(id) }

  /// The screen a person sees: the top-most presentation's selected, top-most screen.
  public var topMostScreen: (any Screen)? { tree.topMostScreen?.screen }

  /// What the model shows, read off its own values (not off the navigator).
  ///
  /// - Complexity: O(*n*) in the number of screens shown.
  public var snapshot: NavigationSnapshot { tree.snapshot }

  /// A screen or container of the tree, as views name it.
  func node(_ state: NavigationState, _ id: ScreenID) -> Node {
    switch state[id]?.kind {
    case .stack: .stack(id)
    case .tabs: .tabs(id)
    case .split: .split(id)
    case .screen, nil: .screen(id)
    }
  }

  // MARK: - Performing steps

  /// Performs one step by changing the model's values; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// A step the navigator planned is not checked again (its planner checked it); any other is
  /// checked with UIKit's rules (a step UIKit would refuse fails with the same
  /// `NavigationError` as on the headless host, and nothing changes). The values change,
  /// and the screens' appearance callbacks are delivered in UIKit's order. The step
  /// completes at once, unless it is animated and ``holdsAnimatedTransitions`` is on, or a
  /// view is attached: then it completes when the view layer reports the screen it shows
  /// appearing (or the one it removes disappearing), or on ``completeTransition()``. With an
  /// ``animator``, an animated step's values change inside the animation and the step
  /// completes when the animator says the animation finished (or on ``completeTransition()``).
  /// The navigator hands no step while another is in flight or a gesture is in progress;
  /// such a step is refused with `NavigationError.Code.transitionInFlight`.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screen objects the step installs.
  ///   - completion: Called once when the step is done or refused.
  @_spi(Hosting) public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard let animator, step.isAnimated, engine.inFlightStep == nil, !engine.isSwipingBack, !engine.isDraggingSheet
    else {
      engine.perform(step, screens: screens, holds: { change in
        awaited = attachedViewCount > 0 ? awaitedConfirmation(before: change.previousTop) : nil
        return awaited != nil || (holdsAnimatedTransitions && step.isAnimated)
      }, completion: completion)
      return
    }
    // The values change inside the animation, the will-callbacks follow, and the step
    // completes when the animation ends.
    animationCount += 1
    let number = animationCount
    awaited = .animation(number)
    finishedWhileStarting = nil
    engine.perform(
      step, screens: screens,
      around: { change in
        animator.animate(step, change: change, completion: { [weak self] in self?.animationDidFinish(number) })
      },
      holds: { _ in true }, completion: completion)
    if engine.inFlightStep == nil {
      // Refused: nothing is waiting.
      awaited = nil
    } else if finishedWhileStarting == number {
      finishTransition()
    }
  }

  /// The animator's animation with this number ended: its step completes.
  private func animationDidFinish(_ number: Int) {
    guard awaited == .animation(number) else { return }
    guard engine.inFlightStep != nil else {
      // The step is still starting: it completes as soon as it has.
      finishedWhileStarting = number
      return
    }
    finishTransition()
  }

  /// What the view layer must report before a step completes: the old visible screen
  /// disappearing when the step removed it, else the new one appearing; nil when the
  /// visible screen did not change.
  private func awaitedConfirmation(before: ScreenID?) -> Awaited? {
    let after = engine.tree.state.topMostScreen
    if let before, !engine.tree.state.contains(before) { return .disappear(before) }
    if let after, after != before { return .appear(after) }
    return nil
  }

  // MARK: - What the view layer reports

  /// A view of the model appeared: from now on steps wait for the view layer to confirm them.
  public func viewDidAttach() {
    attachedViewCount += 1
  }

  /// A view of the model went away; with no view left, a step waiting for it completes.
  public func viewDidDetach() {
    attachedViewCount = max(0, attachedViewCount - 1)
    if attachedViewCount == 0, awaited != nil { finishTransition() }
  }

  /// The view of a screen appeared (`onAppear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidAppear(_ id: ScreenID) {
    if awaited == .appear(id) { finishTransition() }
  }

  /// The view of a screen disappeared (`onDisappear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidDisappear(_ id: ScreenID) {
    if awaited == .disappear(id) { finishTransition() }
  }

  /// Completes the step in flight, as its animation's end or its view's confirmation would:
  /// its did-callbacks, then its completion.
  ///
  /// - Throws: `NavigationError.Code.personActionUnavailable` when nothing is in flight.
  public func completeTransition() throws(NavigationError) {
    // Cleared first: the completion may start the next step, which sets its own.
    if engine.inFlightStep != nil { awaited = nil }
    try engine.completeTransition()
  }

  private func finishTransition() {
    awaited = nil
    engine.finishTransition()
  }

  /// Forgets the appearance log.
  public func clearAppearanceLog() {
    appearanceLog.removeAll()
  }
}
