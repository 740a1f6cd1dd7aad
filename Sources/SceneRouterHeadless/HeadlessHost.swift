public import SceneRouter

/// A host with no UI that follows UIKit's navigation, presentation and tab rules: what
/// SceneRouter's tests, its terminal sample and your own unit tests run on.
///
/// It performs the steps a `Navigator` plans, holds screens the way UIKit's containers
/// do (so a closed screen is released), delivers appearance callbacks in UIKit's order,
/// refuses with a `NavigationError` what UIKit would refuse, can leave an animated
/// transition in flight until a test completes it, and simulates what a person does:
/// tap a tab (or choose one under More), tap back, swipe back (completed or cancelled), pull a
/// sheet down.
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(host: host)
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// try host.tapTab(1)
/// #expect(host.snapshot == navigator.snapshot)
/// ```
///
/// The rules it follows are listed, with their sources, in `UIKIT-RULES.md`; where UIKit's
/// behaviour is undocumented, ``Configuration`` makes it a choice.
@MainActor
public final class HeadlessHost: NavigationHost {
  /// Choices where UIKit's behaviour is undocumented or differs between versions.
  public struct Configuration: Sendable, Hashable {
    /// What `.automatic` presents as: `.pageSheet` before iOS 18, `.formSheet` from iOS 18 (rule 23).
    public var automaticStyle: PresentationStyle
    /// Whether animated transitions finish at once. When false, each animated step stays
    /// in flight until ``HeadlessHost/completeTransition()``, as an animation would.
    public var completesTransitionsAutomatically: Bool
    /// Whether the host keeps ``HeadlessHost/appearanceLog`` and
    /// ``HeadlessHost/performedSteps``; turn it off for long runs and benchmarks.
    public var recordsHistory: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - automaticStyle: What `.automatic` presents as; `.pageSheet` by default.
    ///   - completesTransitionsAutomatically: Whether animated steps finish at once; true by default.
    ///   - recordsHistory: Whether the host logs callbacks and steps; true by default.
    public init(
      automaticStyle: PresentationStyle = .pageSheet, completesTransitionsAutomatically: Bool = true,
      recordsHistory: Bool = true
    ) {
      self.automaticStyle = automaticStyle == .automatic ? .pageSheet : automaticStyle
      self.completesTransitionsAutomatically = completesTransitionsAutomatically
      self.recordsHistory = recordsHistory
    }
  }

  /// One appearance callback as the host delivered it.
  public struct AppearanceRecord: Hashable, Sendable, CustomStringConvertible {
    /// The screen's name.
    public var screen: String
    /// The callback.
    public var event: AppearanceEvent

    /// `Product willAppear`.
    public var description: String { "\(screen) \(event)" }
  }

  /// The navigator (or anything else) hearing about user actions; held weakly.
  public weak var delegate: (any NavigationHostDelegate)?
  /// The host's choices.
  public var configuration: Configuration
  /// Asked before a tapped tab is selected, as `tabBarController(_:shouldSelect:)`;
  /// returning false keeps the current tab (rule 29).
  public var shouldSelectTab: (@MainActor (Int) -> Bool)?

  /// Every appearance callback delivered, in order (the latest ``historyLimit`` at least).
  public private(set) var appearanceLog: [AppearanceRecord] = [] {
    didSet { Self.bound(&appearanceLog) }
  }
  /// Every step performed, in order, including those a person caused (the latest
  /// ``historyLimit`` at least).
  public private(set) var performedSteps: [NavigationStep] = [] {
    didSet { Self.bound(&performedSteps) }
  }

  /// How many entries of ``appearanceLog`` and ``performedSteps`` a long run keeps: when a
  /// log reaches twice as many, its oldest entries are dropped down to this many, so that
  /// memory stays bounded over any number of steps (issue 10) at amortized constant cost.
  public static let historyLimit = 10_000

  private static func bound<Entry>(_ log: inout [Entry]) {
    if log.count > 2 * historyLimit { log.removeFirst(log.count - historyLimit) }
  }

  private var levels: [HostLevel] = []
  private var screensByID: [ScreenID: ShownScreen] = [:]
  private var idsByObject: [ObjectIdentifier: ScreenID] = [:]
  private var stacks: [ScreenID: HeadlessStack] = [:]
  private var tabContainers: [ScreenID: HeadlessTabs] = [:]
  /// The tab items of the screens shown, as the steps that installed or refreshed them said.
  private var tabItemsByID: [ScreenID: TabItem] = [:]
  /// Screens that have loaded, by object and weakly (`viewDidLoad` runs once per instance).
  private var loaded = LoadedScreens()
  private var inFlight: InFlight?
  private var swipe: Swipe?
  /// The sheet a person is dragging down: its level's root and the screens it shows.
  private var sheetDrag: (root: ScreenID, shown: [ShownScreen])?
  /// True while a change's callbacks are being delivered; a person cannot act in between.
  private var isDelivering = false

  private struct InFlight {
    var step: NavigationStep
    var didEvents: [(ShownScreen, AppearanceEvent)]
    /// Screens kept alive until the transition ends, as UIKit keeps a popped controller.
    var released: [ShownScreen]
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  private struct Swipe {
    var stack: HeadlessStack
    var top: ShownScreen
    var below: ShownScreen

    @MainActor var gesture: NavigationGesture {
      NavigationGesture(.swipeBack, screen: top.id, screenName: top.screen.screenName)
    }
  }

  /// Creates an empty host.
  ///
  /// - Parameter configuration: The host's choices where UIKit's behaviour is undocumented.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  // MARK: - Inspecting

  /// What the host shows, read off its containers (not off the navigator).
  public var snapshot: NavigationSnapshot {
    guard let first = levels.first else { return NavigationSnapshot(root: nil) }
    var presented: [NavigationSnapshot.Presentation] = []
    if case .tabs(let tabs) = first.root {
      for (index, tab) in tabs.tabs.enumerated() {
        guard case .stack(let stack) = tab, let context = stack.presented else { continue }
        presented.append(.init(context.style, context.root.snapshot, inTab: index))
      }
    }
    presented += levels.dropFirst().map {
      NavigationSnapshot.Presentation($0.requestedStyle ?? .fullScreen, $0.root.snapshot)
    }
    var tabItems: [Int: TabItem] = [:]
    var screenIndex = 0
    // Screens are counted as the snapshot prints them: the root, then each presentation.
    collectTabItems(first.root, screenIndex: &screenIndex, into: &tabItems)
    if case .tabs(let tabs) = first.root {
      for case .stack(let stack) in tabs.tabs {
        if let context = stack.presented { collectTabItems(context.root, screenIndex: &screenIndex, into: &tabItems) }
      }
    }
    for level in levels.dropFirst() { collectTabItems(level.root, screenIndex: &screenIndex, into: &tabItems) }
    return NavigationSnapshot(root: first.root.snapshot, presented: presented, tabItems: tabItems)
  }

  /// The tab items of a node's tabs, by their root screen's position in the snapshot.
  private func collectTabItems(_ node: HostNode, screenIndex: inout Int, into items: inout [Int: TabItem]) {
    switch node {
    case .screen: screenIndex += 1
    case .stack(let stack): screenIndex += stack.screens.count
    case .tabs(let tabs):
      for tab in tabs.tabs {
        let root: ShownScreen? =
          switch tab {
          case .screen(let shown): shown
          case .stack(let stack): stack.screens.first
          case .tabs: nil
          }
        if let root, let item = tabItemsByID[root.id] { items[screenIndex] = item }
        collectTabItems(tab, screenIndex: &screenIndex, into: &items)
      }
    }
  }

  /// The tab item a step last gave a screen on screen, shown when the screen is a tab's root.
  ///
  /// - Parameter screen: A screen on screen.
  /// - Returns: Its tab item, or nil when it has none or is not on screen.
  public func tabItem(of screen: any Screen) -> TabItem? {
    idsByObject[ObjectIdentifier(screen)].flatMap { tabItemsByID[$0] }
  }

  /// The screen a person sees.
  public var topMostScreen: (any Screen)? { levels.last?.root.visibleScreen?.screen }

  /// The step whose transition is in flight, if any.
  public var inFlightStep: NavigationStep? { inFlight?.step }

  /// Whether a swipe back has begun and not yet ended.
  public var isSwipingBack: Bool { swipe != nil }

  /// Whether a person is dragging a sheet down and has not let go.
  public var isDraggingSheet: Bool { sheetDrag != nil }

  /// How many screens the host holds: in stacks, tabs and presentations, and in flight.
  public var heldScreenCount: Int { screensByID.count + (inFlight?.released.count ?? 0) }

  /// How many entries the table of loaded screens holds, released screens not yet pruned
  /// included; for tests that check the table does not grow with short-lived screens.
  package var loadedScreenTableCount: Int { loaded.count }

  /// Forgets the appearance and step logs, for tests that look at one step at a time.
  public func clearLogs() {
    appearanceLog.removeAll()
    performedSteps.removeAll()
  }

  // MARK: - Performing steps

  /// Performs one step with UIKit's rules; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// The host holds no queue: its navigator hands it no step while a transition or a
  /// person's change is in progress. A step that arrives then anyway is refused with
  /// `NavigationError.transitionInFlight(step:)`, and nothing changes.
  public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard inFlight == nil, swipe == nil, sheetDrag == nil else {
      completion(.failure(.transitionInFlight(step: step.description)))
      return
    }
    let change: Change
    do throws(NavigationError) {
      change = try apply(step, screens: screens)
    } catch {
      completion(.failure(error))
      return
    }
    if configuration.recordsHistory { performedSteps.append(step) }
    run(change, step: step, animated: change.animated, completion: completion)
  }

  /// Finishes the transition in flight: delivers its did-appear and did-disappear
  /// callbacks, releases what it removed and calls its completion.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` when nothing is in flight.
  public func completeTransition() throws(NavigationError) {
    guard let current = inFlight else {
      throw .userActionUnavailable(action: "complete a transition", reason: "no transition is in flight")
    }
    inFlight = nil
    deliver(current.didEvents)
    current.completion(.success(()))
  }

  /// Finishes transitions until none is in flight, including those that queued behind.
  ///
  /// - Returns: How many transitions were completed.
  @discardableResult
  public func completeAllTransitions() -> Int {
    var count = 0
    while inFlight != nil, (try? completeTransition()) != nil { count += 1 }
    return count
  }

  private struct Change {
    enum Order { case standard, presentation, tabSwitch }
    var order: Order
    var before: [ShownScreen]
    var released: [ShownScreen]
    var animated: Bool
  }

  private func run(
    _ change: Change, step: NavigationStep, animated: Bool,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    let after = appearedScreens()
    // A handful of screens at most: compared in place, with no set or array per step.
    // Disappearing: shown before and not after; appearing: shown after and not before.
    let before = change.before
    var will: [(ShownScreen, AppearanceEvent)] = []
    var did: [(ShownScreen, AppearanceEvent)] = []
    will.reserveCapacity(2 * (before.count + after.count))
    did.reserveCapacity(before.count + after.count)
    func add(
      _ screens: [ShownScreen], notIn others: [ShownScreen], _ event: AppearanceEvent,
      to events: inout [(ShownScreen, AppearanceEvent)]
    ) {
      for shown in screens where !others.contains(where: { $0.id == shown.id }) { events.append((shown, event)) }
    }
    for shown in after where !before.contains(where: { $0.id == shown.id }) {
      if loaded.insert(shown.screen) { will.append((shown, .didLoad)) }
    }
    switch change.order {
    case .standard:
      add(before, notIn: after, .willDisappear, to: &will)
      add(after, notIn: before, .willAppear, to: &will)
      add(before, notIn: after, .didDisappear, to: &did)
      add(after, notIn: before, .didAppear, to: &did)
    case .presentation:
      add(before, notIn: after, .willDisappear, to: &will)
      add(after, notIn: before, .willAppear, to: &will)
      add(after, notIn: before, .didAppear, to: &did)
      add(before, notIn: after, .didDisappear, to: &did)
    case .tabSwitch:
      add(after, notIn: before, .willAppear, to: &will)
      add(before, notIn: after, .willDisappear, to: &will)
      add(before, notIn: after, .didDisappear, to: &did)
      add(after, notIn: before, .didAppear, to: &did)
    }
    deliver(will)
    if animated && !configuration.completesTransitionsAutomatically {
      inFlight = InFlight(step: step, didEvents: did, released: change.released, completion: completion)
    } else {
      deliver(did)
      completion(.success(()))
    }
  }

  private func deliver(_ events: [(ShownScreen, AppearanceEvent)]) {
    let wasDelivering = isDelivering
    isDelivering = true
    defer { isDelivering = wasDelivering }
    for (shown, event) in events {
      if configuration.recordsHistory {
        appearanceLog.append(AppearanceRecord(screen: shown.screen.screenName, event: event))
      }
      (shown.screen as? any AppearanceObserving)?.screen(didReceive: event)
    }
  }

  /// The screens whose views are in the window: the top level's visible screen, and below
  /// it every level's visible screen that a presentation keeps visible (rule 38).
  private func appearedScreens() -> [ShownScreen] {
    var result: [ShownScreen] = []
    result.reserveCapacity(2)
    for level in levels.reversed() {
      level.root.appendAppearedScreens(to: &result)
      guard let style = level.style, style.keepsPresenterVisible else { break }
    }
    return result
  }


  // MARK: - Applying steps (UIKit's rules)

  private func apply(_ step: NavigationStep, screens: ScreenLookup) throws(NavigationError) -> Change {
    let before = appearedScreens()
    switch step {
    case .setRoot(let node, let animation):
      var seen: Set<ObjectIdentifier> = []
      // A new root may take in screens shown now (UIKit moves a controller into it).
      let root = try build(node, screens: screens, seen: &seen, movingShownScreens: true)
      let kept = Set(root.allScreens.map(\.id))
      let released = levels.flatMap { $0.root.allScreens }.filter { !kept.contains($0.id) }
      let items = tabItemsByID.filter { kept.contains($0.key) }
      for level in levels { forget(level.root) }
      levels = [HostLevel(root: root, requestedStyle: nil, style: nil)]
      register(root)
      tabItemsByID.merge(items) { _, new in new }
      return Change(order: .standard, before: before, released: released, animated: animation.isAnimated)

    case .push(let screen, let stackID, let animation):
      guard let stack = stacks[stackID] else { throw .inconsistentStep(step.description) }
      var seen: Set<ObjectIdentifier> = []
      let shown = try resolveNew(screen, screens: screens, seen: &seen)
      stack.screens.append(shown)
      register(.screen(shown))
      return Change(order: .standard, before: before, released: [], animated: animation.isAnimated)

    case .pop(let stackID, let target, let animation):
      guard let stack = stacks[stackID] else { throw .inconsistentStep(step.description) }
      // Searched from the top: pops usually go one screen down, so this costs O(popped).
      guard let index = stack.screens.lastIndex(where: { $0.id == target }) else {
        throw .notInStack(screen: screensByID[target]?.screen.screenName ?? "\(target)")
      }
      let popped = Array(stack.screens[(index + 1)...])
      stack.screens.removeLast(popped.count)
      for shown in popped { forget(.screen(shown)) }
      return Change(order: .standard, before: before, released: popped, animated: animation.isAnimated)

    case .setStack(let stackID, let references, let animation):
      guard let stack = stacks[stackID] else { throw .inconsistentStep(step.description) }
      var seen: Set<ObjectIdentifier> = []
      var newScreens: [ShownScreen] = []
      for reference in references {
        if let existing = stack.screens.first(where: { $0.id == reference.id }) {
          guard seen.insert(ObjectIdentifier(existing.screen)).inserted else {
            throw .invalidTransition("'\(reference.name)' appears twice; the screens of a stack must be distinct")
          }
          newScreens.append(existing)
        } else {
          newScreens.append(try resolveNew(reference, screens: screens, seen: &seen))
        }
      }
      let kept = Set(newScreens.map(\.id))
      let removed = stack.screens.filter { !kept.contains($0.id) }
      for shown in removed { forget(.screen(shown)) }
      stack.screens = newScreens
      for shown in newScreens where screensByID[shown.id] == nil { register(.screen(shown)) }
      return Change(order: .standard, before: before, released: removed, animated: animation.isAnimated)

    case .present(let node, let presenter, let style, let animation)
    where (style == .currentContext || style == .overCurrentContext) && isRootTabStack(presenter):
      // Rule 19: a root tab's navigation stack defines the presentation context; the
      // presentation covers that tab only.
      guard let stack = stacks[presenter], levels.count == 1 else { throw .inconsistentStep(step.description) }
      if let current = stack.presented {
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: current.root.visibleScreen?.screen.screenName ?? "stack",
          screen: node.visibleScreenName)
      }
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, screens: screens, seen: &seen)
      stack.presented = (root, style)
      register(root)
      return Change(
        order: style.keepsPresenterVisible ? .standard : .presentation, before: before, released: [],
        animated: animation.isAnimated)

    case .dismiss(let presented, let animation) where contextPresenter(of: presented) != nil:
      guard let stack = contextPresenter(of: presented), let context = stack.presented else {
        throw .nothingToDismiss(screen: name(of: presented))
      }
      stack.presented = nil
      forget(context.root)
      return Change(
        order: .standard, before: before, released: context.root.allScreens, animated: animation.isAnimated)

    case .present(let node, let presenter, let style, let animation):
      guard let top = levels.last else { throw .inconsistentStep(step.description) }
      guard top.root.id == presenter else {
        // Rule 16: a controller presents one controller at a time.
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: top.root.visibleScreen?.screen.screenName ?? name(of: top.root.id),
          screen: node.visibleScreenName)
      }
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, screens: screens, seen: &seen)
      let resolved = style == .automatic ? configuration.automaticStyle : style
      levels.append(HostLevel(root: root, requestedStyle: style, style: resolved))
      register(root)
      return Change(
        order: resolved.keepsPresenterVisible ? .standard : .presentation, before: before, released: [],
        animated: animation.isAnimated)

    case .dismiss(let presented, let animation):
      guard let index = levels.firstIndex(where: { $0.root.id == presented }), index > 0 else {
        throw .nothingToDismiss(screen: name(of: presented))
      }
      let removed = levels[index...].flatMap { $0.root.allScreens }
      for level in levels[index...] { forget(level.root) }
      levels.removeLast(levels.count - index)
      return Change(order: .standard, before: before, released: removed, animated: animation.isAnimated)

    case .selectTab(let tabsID, let index):
      guard let tabs = tabContainers[tabsID] else { throw .noTabContainer }
      guard tabs.tabs.indices.contains(index) else {
        throw .tabIndexOutOfRange(index: index, count: tabs.tabs.count)
      }
      tabs.selectedIndex = index
      return Change(order: .tabSwitch, before: before, released: [], animated: false)

    case .refreshChrome(let reference):
      guard screensByID[reference.id] != nil else { throw .notInHierarchy(screen: reference.name) }
      tabItemsByID[reference.id] = reference.tabItem
      return Change(order: .standard, before: before, released: [], animated: false)
    }
  }


  /// Whether `id` is a navigation stack that is a tab of the window's root tab container.
  private func isRootTabStack(_ id: ScreenID) -> Bool {
    guard stacks[id] != nil, let first = levels.first, case .tabs(let tabs) = first.root else { return false }
    return tabs.tabs.contains { $0.id == id }
  }

  /// The root tab's stack presenting `id` in its context, if `id` is such a presentation's root.
  private func contextPresenter(of id: ScreenID) -> HeadlessStack? {
    guard let first = levels.first, case .tabs(let tabs) = first.root else { return nil }
    for case .stack(let stack) in tabs.tabs where stack.presented?.root.id == id { return stack }
    return nil
  }

  private func name(of id: ScreenID) -> String {
    if let shown = screensByID[id] { return shown.screen.screenName }
    if stacks[id] != nil { return "stack" }
    if tabContainers[id] != nil { return "tabs" }
    return "\(id)"
  }

  private func resolveNew(
    _ reference: NavigationStep.Node.Screen, screens: ScreenLookup, seen: inout Set<ObjectIdentifier>,
    movingShownScreens: Bool = false
  ) throws(NavigationError) -> ShownScreen {
    guard let screen = screens[reference.id] ?? screensByID[reference.id]?.screen else {
      throw .inconsistentStep("no screen object for \(reference)")
    }
    // Rules 3 and 18: an instance already shown cannot be pushed or presented again; only
    // a new root may take in a screen shown now, under the same identity.
    let shownAs = idsByObject[ObjectIdentifier(screen)]
    let mayMove = movingShownScreens && shownAs == reference.id
    guard shownAs == nil || mayMove, seen.insert(ObjectIdentifier(screen)).inserted else {
      throw .alreadyInHierarchy(screen: screen.screenName)
    }
    tabItemsByID[reference.id] = reference.tabItem
    return ShownScreen(id: reference.id, screen: screen)
  }

  private func build(
    _ node: NavigationStep.Node, screens: ScreenLookup, seen: inout Set<ObjectIdentifier>,
    movingShownScreens: Bool = false
  ) throws(NavigationError) -> HostNode {
    switch node {
    case .screen(let reference):
      return .screen(try resolveNew(reference, screens: screens, seen: &seen, movingShownScreens: movingShownScreens))
    case .stack(let id, let references):
      var shown: [ShownScreen] = []
      for reference in references {
        shown.append(try resolveNew(reference, screens: screens, seen: &seen, movingShownScreens: movingShownScreens))
      }
      return .stack(HeadlessStack(id: id, screens: shown))
    case .tabs(let id, let tabs, let selected):
      var nodes: [HostNode] = []
      for tab in tabs { nodes.append(try build(tab, screens: screens, seen: &seen, movingShownScreens: movingShownScreens)) }
      return .tabs(HeadlessTabs(id: id, tabs: nodes, selectedIndex: selected))
    }
  }

  private func register(_ node: HostNode) {
    for shown in node.allScreens {
      screensByID[shown.id] = shown
      idsByObject[ObjectIdentifier(shown.screen)] = shown.id
    }
    for container in node.allContainers {
      switch container {
      case .stack(let stack): stacks[stack.id] = stack
      case .tabs(let tabs): tabContainers[tabs.id] = tabs
      case .screen: break
      }
    }
  }

  private func forget(_ node: HostNode) {
    for shown in node.allScreens {
      screensByID[shown.id] = nil
      idsByObject[ObjectIdentifier(shown.screen)] = nil
      tabItemsByID[shown.id] = nil
    }
    for container in node.allContainers {
      stacks[container.id] = nil
      tabContainers[container.id] = nil
    }
  }

  // MARK: - What a person does

  private func checkIdle(_ action: String) throws(NavigationError) {
    if inFlight != nil {
      throw .userActionUnavailable(action: action, reason: "a transition is in flight")
    }
    if sheetDrag != nil {
      throw .userActionUnavailable(action: action, reason: "a sheet is being dragged")
    }
    if swipe != nil {
      throw .userActionUnavailable(action: action, reason: "a swipe back is in progress")
    }
    if isDelivering {
      throw .userActionUnavailable(action: action, reason: "appearance callbacks are being delivered")
    }
  }

  private func report(_ step: NavigationStep) {
    if configuration.recordsHistory { performedSteps.append(step) }
    delegate?.host(self, didPerformUserAction: step)
  }

  /// A person taps a tab of the visible tab bar.
  ///
  /// The host asks ``shouldSelectTab`` first (rule 29). Tapping the selected tab pops its
  /// navigation stack to the root (rule 30); tapping another selects it, with the tab
  /// switch's appearance callbacks (rule 39). The navigator hears either change.
  ///
  /// With more than five tabs, only the first four have tab items (rule 31); a tab
  /// under More is reached with ``tapMoreItem(_:)``.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: `NavigationError` when no tab bar is visible or the index is out of range,
  ///   `NavigationError.tabUnderMore(index:count:)` when the tab has no tab item.
  public func tapTab(_ index: Int) throws(NavigationError) {
    try checkIdle("tap tab \(index)")
    guard let top = levels.last, case .tabs(let tabs) = top.root else {
      throw .userActionUnavailable(action: "tap tab \(index)", reason: "no tab bar is visible")
    }
    guard tabs.tabs.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: tabs.tabs.count)
    }
    guard !tabs.isUnderMore(index) else { throw .tabUnderMore(index: index, count: tabs.tabs.count) }
    if let shouldSelectTab, !shouldSelectTab(index) { return }
    if index == tabs.selectedIndex {
      guard case .stack(let stack) = tabs.tabs[index], stack.screens.count > 1, let root = stack.screens.first else {
        return
      }
      let step = NavigationStep.pop(stack: stack.id, to: root.id, animation: .standard)
      try performUserStep(step)
    } else {
      try performUserStep(.selectTab(tabs: tabs.id, index: index))
    }
  }

  /// A person taps the More item of the visible tab bar, then the row of tab `index` in
  /// the More list: with more than five tabs, tabs 4 and after have no tab item and live
  /// under More (rule 31).
  ///
  /// The tab is selected with the tab switch's appearance callbacks (rule 39), and the
  /// navigator hears `.selectTab(tabs:index:)`, so routers and snapshots agree with the
  /// host. The snapshot shows the tab's real index as selected, as the navigator's does;
  /// the More list itself (`moreNavigationController`, `selectedIndex == NSNotFound`
  /// while it shows) is not modelled, so both taps happen as one action.
  ///
  /// Choosing the tab that is already selected changes nothing. ``shouldSelectTab`` is
  /// not asked: UIKit asks its delegate about the More item, which has no tab index.
  ///
  /// - Parameter index: The tab's index in the tab container, 4 or more.
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` when no tab bar is
  ///   visible, when it has no More item, or when the tab has its own tab item;
  ///   `NavigationError.tabIndexOutOfRange(index:count:)` when there is no such tab.
  public func tapMoreItem(_ index: Int) throws(NavigationError) {
    let action = "choose tab \(index) under More"
    try checkIdle(action)
    guard let top = levels.last, case .tabs(let tabs) = top.root else {
      throw .userActionUnavailable(action: action, reason: "no tab bar is visible")
    }
    guard tabs.hasMore else {
      let count = tabs.tabs.count
      throw .userActionUnavailable(
        action: action, reason: "the tab bar has \(count) tab\(count == 1 ? "" : "s"), so it shows no More item")
    }
    guard tabs.tabs.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: tabs.tabs.count)
    }
    guard tabs.isUnderMore(index) else {
      throw .userActionUnavailable(action: action, reason: "tab \(index) has its own tab item")
    }
    guard index != tabs.selectedIndex else { return }
    try performUserStep(.selectTab(tabs: tabs.id, index: index))
  }

  /// A person taps the back button of the visible navigation bar.
  ///
  /// - Throws: `NavigationError.nothingToGoBackTo(screen:)` on a stack's root, or when no
  ///   navigation bar is visible.
  public func tapBack() throws(NavigationError) {
    try checkIdle("tap back")
    let (stack, _, below) = try backTarget("tap back")
    try performUserStep(.pop(stack: stack.id, to: below.id, animation: .standard))
  }

  private func backTarget(_ action: String) throws(NavigationError) -> (HeadlessStack, ShownScreen, ShownScreen) {
    guard let top = levels.last, let stack = top.root.visibleStack, let shown = stack.screens.last else {
      throw .userActionUnavailable(action: action, reason: "no navigation bar is visible")
    }
    guard stack.screens.count > 1 else { throw .nothingToGoBackTo(screen: shown.screen.screenName) }
    return (stack, shown, stack.screens[stack.screens.count - 2])
  }

  /// A person starts swiping back from the screen's left edge: the top screen gets
  /// `willDisappear` and the one below `willAppear`; nothing is popped yet (rule 15).
  ///
  /// The navigator hears that a change began and is busy until the swipe ends: requests
  /// made meanwhile are planned against the state after the swipe.
  ///
  /// - Throws: `NavigationError` when there is nothing to go back to.
  public func beginSwipeBack() throws(NavigationError) {
    try checkIdle("swipe back")
    let (stack, top, below) = try backTarget("swipe back")
    let started = Swipe(stack: stack, top: top, below: below)
    swipe = started
    delegate?.hostDidBeginUserChange(self)
    delegate?.host(self, didBegin: started.gesture)
    deliver([(top, .willDisappear), (below, .willAppear)])
  }

  /// The person lifts their finger past half-way: the top screen is popped, and the
  /// navigator hears of it.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no swipe in progress.
  public func finishSwipeBack() throws(NavigationError) {
    guard let current = swipe else {
      throw .userActionUnavailable(action: "finish a swipe back", reason: "no swipe back is in progress")
    }
    swipe = nil
    current.stack.screens.removeAll { $0.id == current.top.id }
    forget(.screen(current.top))
    delegate?.host(self, didEnd: current.gesture, finished: true)
    report(.pop(stack: current.stack.id, to: current.below.id, animation: .standard))
    deliver([(current.top, .didDisappear), (current.below, .didAppear)])
    delegate?.hostDidEndUserChange(self)
  }

  /// The person lets go before half-way: nothing is popped, and the callbacks are undone
  /// in UIKit's order; the navigator hears nothing, because nothing changed (rule 15).
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no swipe in progress.
  public func cancelSwipeBack() throws(NavigationError) {
    guard let current = swipe else {
      throw .userActionUnavailable(action: "cancel a swipe back", reason: "no swipe back is in progress")
    }
    swipe = nil
    delegate?.host(self, didEnd: current.gesture, finished: false)
    deliver([
      (current.below, .willDisappear), (current.below, .didDisappear), (current.top, .willAppear),
      (current.top, .didAppear),
    ])
    delegate?.hostDidEndUserChange(self)
  }

  /// A whole swipe back, completed or cancelled half-way.
  ///
  /// - Parameter completes: Whether the person swipes far enough to pop.
  public func swipeBack(completes: Bool = true) throws(NavigationError) {
    try beginSwipeBack()
    if completes { try finishSwipeBack() } else { try cancelSwipeBack() }
  }

  /// A person pulls the top-most sheet down.
  ///
  /// Only sheets can be pulled down (rule 25), and not when any screen in the sheet (its
  /// first screen or one pushed inside it) refuses interactive dismissal
  /// (`isModalInPresentation`); the error names the sheet by its first screen and the
  /// refusing screen in its reason. The presenter gets no appear callbacks, because a
  /// sheet never hid it (rule 38).
  ///
  /// - Throws: `NavigationError.cannotDismissInteractively(screen:reason:)` or
  ///   `NavigationError.userActionUnavailable(action:reason:)` when nothing is presented.
  public func pullDownSheet() throws(NavigationError) {
    let top = try draggableSheet("pull down a sheet")
    let gesture = sheetGesture(top)
    delegate?.host(self, didBegin: gesture)
    delegate?.host(self, didEnd: gesture, finished: true)
    try performUserStep(.dismiss(top.root.id, animation: .standard))
  }

  /// A person starts dragging the top-most sheet down: its screen gets `willDisappear`;
  /// nothing is dismissed yet. The navigator hears that a change began and is busy until
  /// the drag ends: requests made meanwhile are planned against the state after it.
  ///
  /// - Throws: What ``pullDownSheet()`` throws.
  public func beginSheetDrag() throws(NavigationError) {
    let top = try draggableSheet("drag a sheet down")
    let shown = top.root.appearedScreens
    sheetDrag = (top.root.id, shown)
    delegate?.hostDidBeginUserChange(self)
    delegate?.host(self, didBegin: sheetGesture(top))
    deliver(shown.map { ($0, .willDisappear) })
  }

  /// The person lets go far enough: the sheet is dismissed and the navigator hears of it.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no drag in progress.
  public func finishSheetDrag() throws(NavigationError) {
    guard let drag = sheetDrag else {
      throw .userActionUnavailable(action: "finish a sheet drag", reason: "no sheet is being dragged")
    }
    sheetDrag = nil
    if let level = levels.last, level.root.id == drag.root {
      delegate?.host(self, didEnd: sheetGesture(level), finished: true)
    }
    let step = NavigationStep.dismiss(drag.root, animation: .standard)
    let change: Change
    do throws(NavigationError) {
      change = try apply(step, screens: ScreenLookup())
    } catch {
      delegate?.hostDidEndUserChange(self)
      throw error
    }
    report(step)
    // The presenter gets no callbacks: a sheet never hid it (rule 38).
    let appeared = Set(appearedScreens().map(\.id))
    deliver(change.before.filter { !appeared.contains($0.id) }.map { ($0, .didDisappear) })
    delegate?.hostDidEndUserChange(self)
  }

  /// The person lets go too early: the sheet stays, and its screen gets `willAppear` and
  /// `didAppear` again; the navigator hears nothing changed.
  ///
  /// - Throws: `NavigationError.userActionUnavailable(action:reason:)` with no drag in progress.
  public func cancelSheetDrag() throws(NavigationError) {
    guard let drag = sheetDrag else {
      throw .userActionUnavailable(action: "cancel a sheet drag", reason: "no sheet is being dragged")
    }
    sheetDrag = nil
    if let level = levels.last, level.root.id == drag.root {
      delegate?.host(self, didEnd: sheetGesture(level), finished: false)
    }
    deliver(drag.shown.map { ($0, .willAppear) } + drag.shown.map { ($0, .didAppear) })
    delegate?.hostDidEndUserChange(self)
  }

  /// The gesture of pulling `level`'s sheet down, named after its visible screen.
  private func sheetGesture(_ level: HostLevel) -> NavigationGesture {
    let visible = level.root.visibleScreen
    return NavigationGesture(
      .pullDownSheet, screen: visible?.id ?? level.root.id, screenName: visible?.screen.screenName ?? "stack")
  }

  /// The top-most presentation, when a person may pull it down.
  private func draggableSheet(_ action: String) throws(NavigationError) -> HostLevel {
    try checkIdle(action)
    guard levels.count > 1, let top = levels.last, let style = top.style else {
      throw .userActionUnavailable(action: action, reason: "nothing is presented")
    }
    let name = top.root.allScreens.first?.screen.screenName ?? "stack"
    guard style.allowsInteractiveDismissal else {
      throw .cannotDismissInteractively(screen: name, reason: "it is presented as \(style), which only a route can dismiss")
    }
    let refusing = top.root.allScreens.first { $0.screen.refusesInteractiveDismissal }
    if let refusing {
      throw .cannotDismissInteractively(
        screen: name, reason: "'\(refusing.screen.screenName)' refuses interactive dismissal")
    }
    return top
  }

  /// Performs a person's discrete action in the one order: the navigator hears the change
  /// begin and applies it, then the callbacks are delivered, then the change ends and the
  /// requests made meanwhile run.
  private func performUserStep(_ step: NavigationStep) throws(NavigationError) {
    let change = try apply(step, screens: ScreenLookup())
    delegate?.hostDidBeginUserChange(self)
    report(step)
    run(change, step: step, animated: false) { _ in }
    delegate?.hostDidEndUserChange(self)
  }
}
