public import Observation
public import SceneRouter

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
/// ``delegate`` as a user action, so `Navigator.snapshot` equals ``snapshot`` after
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
public final class NavigationModel: NavigationHost {
  /// The navigator, hearing what a person did; held weakly.
  @ObservationIgnored public weak var delegate: (any NavigationHostDelegate)?

  /// Everything shown, as plain values; replaced whole on every change.
  var tree = ModelTree()

  /// The step whose transition has not finished yet (held for its animation, or waiting
  /// for the view layer), if any.
  public private(set) var inFlightStep: NavigationStep?

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

  @ObservationIgnored var pending: Pending?
  @ObservationIgnored var swipe: Swipe?
  @ObservationIgnored var sheetDrag: SheetDrag?
  /// True while a change's callbacks are delivered; a person cannot act in between.
  @ObservationIgnored var isDelivering = false
  @ObservationIgnored var loaded = LoadedScreenTable()
  /// Counts animations started, so that a late completion of an older one changes nothing.
  @ObservationIgnored var animationCount = 0

  /// What a step in flight waits for before it completes.
  enum Awaited: Equatable {
    case appear(ScreenID)
    case disappear(ScreenID)
    /// The end of the animator's animation with this number.
    case animation(Int)
  }

  /// One appearance callback still to deliver.
  struct Event {
    var id: ScreenID
    var screen: any Screen
    var event: AppearanceEvent
  }

  struct Pending {
    /// The view confirmation the step waits for; nil when it is only held for its animation.
    var awaited: Awaited?
    var didEvents: [Event]
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
    /// True while the step starts (its values and will-callbacks); an animation ending
    /// meanwhile is kept in ``finishedWhileStarting`` and completes the step once started.
    var isStarting = false
    var finishedWhileStarting = false
  }

  struct Swipe {
    var stack: ScreenID
    var top: Event
    var below: Event
  }

  /// A sheet a person is dragging down: its root's identity, the screens it shows, and the
  /// gesture reported to the delegate.
  struct SheetDrag {
    var root: ScreenID
    var shown: [Event]
    var gesture: NavigationGesture
  }

  /// Creates an empty model; a `Navigator` created over it makes itself its delegate.
  public init() {}

  // MARK: - What is shown

  /// The presentation levels, the window's root first.
  public var levels: [Level] { tree.levels }

  /// What the window's root shows, or nil before the first root is set.
  public var root: Node? { tree.levels.first?.root }

  /// The presentation over `level`, if any.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func presentation(above level: Int) -> Presentation? {
    let index = level + 1
    guard index > 0, tree.levels.indices.contains(index) else { return nil }
    let presented = tree.levels[index]
    return Presentation(root: presented.root, style: presented.style ?? .fullScreen, level: index)
  }

  /// The presentation over `level` when it is shown as a sheet: what `.sheet(item:)` shows.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func sheet(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet ? $0 : nil }
  }

  /// The presentation over `level` when it covers the screen: what `.fullScreenCover(item:)` shows.
  ///
  /// - Parameter level: A level: 0 for the window's root.
  public func fullScreenCover(above level: Int) -> Presentation? {
    presentation(above: level).flatMap { $0.isSheet ? nil : $0 }
  }

  /// A navigation stack's screens, bottom first; empty for an identity that is no stack.
  ///
  /// - Parameter stack: The stack's identity.
  public func screens(of stack: ScreenID) -> [ScreenID] { tree.stacks[stack] ?? [] }

  /// A navigation stack's first screen: the `NavigationStack`'s root view.
  ///
  /// - Parameter stack: The stack's identity.
  public func rootScreen(of stack: ScreenID) -> ScreenID? { tree.stacks[stack]?.first }

  /// A navigation stack's screens above its first: the `NavigationStack`'s path.
  ///
  /// - Parameter stack: The stack's identity.
  public func path(of stack: ScreenID) -> [ScreenID] { Array(screens(of: stack).dropFirst()) }

  /// A tab container's tabs; empty for an identity that is no tab container.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func tabs(of tabs: ScreenID) -> [Node] { tree.tabs[tabs]?.tabs ?? [] }

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
  public func tabItem(of tab: Node) -> TabItem? { tree.tabItem(ofTab: tab) }

  /// The title a screen's navigation bar shows (`navigationTitle(_:)`): its
  /// `Screen.screenTitle` as the navigator last handed it over; empty for none.
  ///
  /// - Parameter screen: A screen's identity.
  public func navigationTitle(of screen: ScreenID) -> String { tree.titles[screen] ?? "" }

  /// A tab container's selected index: the `TabView`'s selection.
  ///
  /// - Parameter tabs: The tab container's identity.
  public func selectedTab(of tabs: ScreenID) -> Int { tree.tabs[tabs]?.selected ?? 0 }

  /// The screen object shown under an identity, for the app's view of that screen.
  ///
  /// - Parameter id: A screen's identity.
  public func screen(for id: ScreenID) -> (any Screen)? { tree.screens[id] }

  /// The screen a person sees: the top-most presentation's selected, top-most screen.
  public var topMostScreen: (any Screen)? { tree.topMostScreen.flatMap { tree.screens[$0] } }

  /// What the model shows, read off its own values (not off the navigator).
  ///
  /// - Complexity: O(*n*) in the number of screens shown.
  public var snapshot: NavigationSnapshot { tree.snapshot }

  // MARK: - Performing steps

  /// Performs one step by changing the model's values; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// The step is checked with UIKit's rules (a step UIKit would refuse fails with the same
  /// `NavigationError` as on the headless host, and nothing changes), the values change,
  /// and the screens' appearance callbacks are delivered in UIKit's order. The step
  /// completes at once, unless it is animated and ``holdsAnimatedTransitions`` is on, or a
  /// view is attached: then it completes when the view layer reports the screen it shows
  /// appearing (or the one it removes disappearing), or on ``completeTransition()``. With an
  /// ``animator``, an animated step's values change inside the animation and the step
  /// completes when the animator says the animation finished (or on ``completeTransition()``).
  /// The navigator hands no step while another is in flight or a gesture is in progress;
  /// such a step is refused with `NavigationError.transitionInFlight(step:)`.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screen objects the step installs.
  ///   - completion: Called once when the step is done or refused.
  public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard pending == nil, swipe == nil, sheetDrag == nil else {
      completion(.failure(.transitionInFlight(step: step.description)))
      return
    }
    let before = appearedScreens()
    let beforeLeaf = tree.topMostScreen
    var next = tree
    do throws(NavigationError) {
      _ = try next.apply(step, screens: screens)
    } catch {
      completion(.failure(error))
      return
    }
    if let animator, Self.isAnimated(step) {
      performAnimated(step, next: next, before: before, animator: animator, completion: completion)
      return
    }
    tree = next
    let (will, did) = events(before: before, order: Self.order(of: step))
    deliver(will)
    let awaited = attachedViewCount > 0 ? awaitedConfirmation(before: beforeLeaf) : nil
    guard awaited != nil || (holdsAnimatedTransitions && Self.isAnimated(step)) else {
      deliver(did)
      completion(.success(()))
      return
    }
    pending = Pending(awaited: awaited, didEvents: did, completion: completion)
    inFlightStep = step
  }

  /// Performs an animated step through the animator: the values change inside the
  /// animation, the will-callbacks follow, and the step completes when the animation ends.
  private func performAnimated(
    _ step: NavigationStep, next: ModelTree, before: [Event], animator: any NavigationAnimator,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    animationCount += 1
    let number = animationCount
    pending = Pending(awaited: .animation(number), didEvents: [], completion: completion, isStarting: true)
    inFlightStep = step
    var changed = false
    animator.animate(
      step,
      change: {
        changed = true
        tree = next
      },
      completion: { [weak self] in self?.animationDidFinish(number) })
    // An animator that forgot to run the change still gets the step's values.
    if !changed { tree = next }
    let (will, did) = events(before: before, order: Self.order(of: step))
    deliver(will)
    guard pending?.awaited == .animation(number) else { return }
    pending?.didEvents = did
    pending?.isStarting = false
    if pending?.finishedWhileStarting == true { finishTransition() }
  }

  /// The animator's animation with this number ended: its step completes.
  private func animationDidFinish(_ number: Int) {
    guard pending?.awaited == .animation(number) else { return }
    if pending?.isStarting == true {
      pending?.finishedWhileStarting = true
    } else {
      finishTransition()
    }
  }

  /// What the view layer must report before a step completes: the old visible screen
  /// disappearing when the step removed it, else the new one appearing; nil when the
  /// visible screen did not change.
  private func awaitedConfirmation(before: ScreenID?) -> Awaited? {
    let after = tree.topMostScreen
    if let before, !tree.contains(before) { return .disappear(before) }
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
    if attachedViewCount == 0, pending?.awaited != nil { finishTransition() }
  }

  /// The view of a screen appeared (`onAppear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidAppear(_ id: ScreenID) {
    if pending?.awaited == .appear(id) { finishTransition() }
  }

  /// The view of a screen disappeared (`onDisappear`); completes a step waiting for it.
  ///
  /// - Parameter id: The screen's identity.
  public func screenDidDisappear(_ id: ScreenID) {
    if pending?.awaited == .disappear(id) { finishTransition() }
  }

  /// Completes the step in flight, as its animation's end or its view's confirmation would:
  /// its did-callbacks, then its completion.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` when nothing is in flight.
  public func completeTransition() throws(NavigationError) {
    guard pending != nil else {
      throw .userActionUnavailable(action: "complete a transition", reason: "no transition is in flight")
    }
    finishTransition()
  }

  private func finishTransition() {
    guard let current = pending else { return }
    pending = nil
    inFlightStep = nil
    deliver(current.didEvents)
    current.completion(.success(()))
  }

  // MARK: - Appearance callbacks

  /// How a change orders its callbacks, as UIKit does.
  enum Order {
    case standard, presentation, tabSwitch
  }

  static func order(of step: NavigationStep) -> Order {
    switch step {
    case .present(_, _, let style, _): style.keepsPresenterVisible ? .standard : .presentation
    case .selectTab: .tabSwitch
    default: .standard
    }
  }

  static func isAnimated(_ step: NavigationStep) -> Bool {
    switch step {
    case .setRoot(_, let animation), .push(_, _, let animation), .pop(_, _, let animation),
      .setStack(_, _, let animation), .present(_, _, _, let animation), .dismiss(_, let animation):
      animation.isAnimated
    case .selectTab, .refreshChrome: false
    }
  }

  /// The screens whose views are in the window: the top level's visible screen, and below it
  /// every level's visible screen that a presentation keeps visible.
  func appearedScreens() -> [Event] {
    var result: [Event] = []
    for level in tree.levels.reversed() {
      result += appeared(in: level.root)
      guard let style = level.style, style.keepsPresenterVisible else { break }
    }
    return result
  }

  /// The screens whose views a node shows: its visible screen, and under a tab's context
  /// presentation that keeps its presenter visible, the stack's top too.
  private func appeared(in node: Node) -> [Event] {
    func event(_ id: ScreenID?) -> [Event] {
      guard let id, let screen = tree.screens[id] else { return [] }
      return [Event(id: id, screen: screen, event: .willAppear)]
    }
    switch node {
    case .screen(let id): return event(id)
    case .stack(let id):
      guard let context = tree.contexts[id] else { return event(tree.stacks[id]?.last) }
      return appeared(in: context.root) + (context.style.keepsPresenterVisible ? event(tree.stacks[id]?.last) : [])
    case .tabs(let id):
      guard let entry = tree.tabs[id], entry.tabs.indices.contains(entry.selected) else { return [] }
      return appeared(in: entry.tabs[entry.selected])
    }
  }

  /// The will- and did-callbacks of a change, from the screens shown before it.
  func events(before: [Event], order: Order) -> (will: [Event], did: [Event]) {
    let after = appearedScreens()
    let beforeIDs = Set(before.map(\.id))
    let afterIDs = Set(after.map(\.id))
    let disappearing = before.filter { !afterIDs.contains($0.id) }
    let appearing = after.filter { !beforeIDs.contains($0.id) }
    func with(_ events: [Event], _ kind: AppearanceEvent) -> [Event] {
      events.map { Event(id: $0.id, screen: $0.screen, event: kind) }
    }
    let loads = with(appearing.filter { loaded.insert($0.screen) }, .didLoad)
    switch order {
    case .standard:
      return (
        loads + with(disappearing, .willDisappear) + with(appearing, .willAppear),
        with(disappearing, .didDisappear) + with(appearing, .didAppear)
      )
    case .presentation:
      return (
        loads + with(disappearing, .willDisappear) + with(appearing, .willAppear),
        with(appearing, .didAppear) + with(disappearing, .didDisappear)
      )
    case .tabSwitch:
      return (
        loads + with(appearing, .willAppear) + with(disappearing, .willDisappear),
        with(disappearing, .didDisappear) + with(appearing, .didAppear)
      )
    }
  }

  func deliver(_ events: [Event]) {
    let wasDelivering = isDelivering
    isDelivering = true
    defer { isDelivering = wasDelivering }
    for event in events {
      if recordsAppearances { appearanceLog.append("\(event.screen.screenName) \(event.event)") }
      (event.screen as? any AppearanceObserving)?.screen(didReceive: event.event)
    }
  }

  /// Forgets the appearance log.
  public func clearAppearanceLog() {
    appearanceLog.removeAll()
  }
}
