/// Turns requests into steps against a navigation state, without performing anything.
///
/// The planner is where every navigation decision is made: which stack a push goes
/// onto, which screen presents, what closing a screen means, which requests UIKit would
/// refuse. It works on a copy of the state, so a refused request changes nothing, and a
/// request of several moves is checked whole before its first step runs.
package struct NavigationPlanner {
  /// The state the next step is planned against; advanced as steps are planned.
  package private(set) var state: NavigationState
  package var policy: PresentationPolicy
  private var nextID: Int
  package private(set) var steps: [NavigationStep] = []
  /// The state before the first step, to apply the steps again when they change.
  private let initialState: NavigationState

  /// Creates a planner.
  ///
  /// - Parameters:
  ///   - state: The state to plan against.
  ///   - policy: What to do when a screen below a presentation presents.
  ///   - nextID: The first identity not yet handed out.
  ///   - steps: An empty array whose room the planner's steps reuse (one that is not empty
  ///     is not used).
  package init(state: NavigationState, policy: PresentationPolicy, nextID: Int, steps: consuming [NavigationStep] = []) {
    self.steps = steps.isEmpty ? steps : []
    self.state = state
    initialState = state
    self.policy = policy
    self.nextID = nextID
  }

  /// The first identity not yet handed out.
  package var nextIdentity: Int { nextID }

  /// Hands out the next identity.
  package mutating func makeID() -> ScreenID {
    defer { nextID += 1 }
    return ScreenID(nextID)
  }

  /// How many of `steps` have been applied to `state`.
  private var appliedCount = 0

  /// Records a step. It is applied to the planner's state only when a later part of
  /// the request needs to see it (``settle()``), so a one-step request never copies the
  /// state and costs the same at any stack depth.
  private mutating func append(_ step: NavigationStep) throws(NavigationError) {
    steps.append(step)
  }

  /// The top-most screen once every recorded step is applied.
  package mutating func topMostScreen() throws(NavigationError) -> ScreenID? {
    try settle()
    return state.topMostScreen
  }

  /// Whether `id` is shown once every recorded step is applied. A step that does not fit
  /// is left unapplied here; the next part of the request that settles reports it.
  package mutating func settledContains(_ id: ScreenID) -> Bool {
    _ = try? settle()
    return state.contains(id)
  }

  /// Makes the recorded steps land as one visible change: every step before the last
  /// animated one happens at once. A step with a custom transition keeps it, since the same
  /// transition later dismisses what it showed.
  package mutating func animateOnlyTheLastStep() {
    guard let last = steps.lastIndex(where: \.isAnimated) else { return }
    for index in steps.indices where index < last {
      steps[index] = steps[index].withoutStandardAnimation
    }
    // The planner's own state no longer matches the steps' animations; apply them again.
    appliedCount = 0
    state = initialState
  }

  /// Applies the recorded steps to the planner's state.
  private mutating func settle() throws(NavigationError) {
    while appliedCount < steps.count {
      try state.apply(steps[appliedCount])
      appliedCount += 1
    }
  }

  private func name(_ id: ScreenID) -> String { state[id]?.name ?? "\(id)" }

  private static func animation(for transition: Transition) -> StepAnimation {
    guard transition.isAnimated else { return .none }
    if let custom = transition.custom { return .custom(name: custom.name, seconds: custom.seconds) }
    if case .fade(let seconds) = transition.kind { return .fade(seconds: seconds) }
    if let source = transition.zoomSource { return .zoom(source: source) }
    return .standard
  }

  // MARK: - Opening

  /// Plans opening `screen` from `source` with `transition`: the moves of a sequence first,
  /// then the part that shows the screen.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - source: The screen the request starts from.
  ///   - transition: How to open it.
  package mutating func open(
    _ screen: NavigationStep.Screen, from source: ScreenID, as transition: Transition
  ) throws(NavigationError) {
    guard !state.levels.isEmpty else { throw .noRoot }
    guard state.contains(source) else { throw .notInHierarchy(screen: name(source)) }
    if state.contains(screen.id) { throw .alreadyInHierarchy(screen: screen.name) }
    // A transition that is no sequence is its own one part: no array is made for it.
    guard case .sequence = transition.kind else {
      try settle()
      return try show(screen, from: source, as: transition)
    }
    let parts = Self.flatten(transition)
    var current = source
    for part in parts.dropLast() { current = try moving(part, from: current) }
    try settle()
    try show(screen, from: current, as: parts.last ?? transition)
  }

  /// Plans opening a whole layout (a stack, tabs, a split view) from `source` with
  /// `transition`: presented with any presentation transition, or made the root with
  /// `.replaceRoot`; the moves of a sequence first.
  ///
  /// - Parameters:
  ///   - node: The layout, its screens and containers with their new identities.
  ///   - source: The screen the request starts from.
  ///   - transition: How to open it.
  /// - Throws: ``NavigationError/Code/invalidLayout`` for a container pushed or shown in a
  ///   split view's column, which show screens only.
  package mutating func open(
    layout node: NavigationTree<NavigationStep.Screen>, from source: ScreenID, as transition: Transition
  ) throws(NavigationError) {
    guard !state.levels.isEmpty else { throw .noRoot }
    guard state.contains(source) else { throw .notInHierarchy(screen: name(source)) }
    let parts = Self.flatten(transition)
    var current = source
    for part in parts.dropLast() { current = try moving(part, from: current) }
    try settle()
    let last = parts.last ?? transition
    let animation = Self.animation(for: last)
    switch last.kind {
    case .modal(let style, _):
      // `inNavigation` wraps one screen; a container is presented as it is.
      try present(node, from: current, style: style, animation: animation, sheet: last.sheet, popover: last.popover)
    case .fade:
      try present(node, from: current, style: .overFullScreen, animation: animation)
    case .replaceRoot:
      if state.levels.count > 1 { try append(.dismiss(state.levels[1].root, animation: .none)) }
      try append(.setRoot(node, animation: animation))
    case .push, .show:
      throw .containerPushed(layout: Self.kindName(of: node))
    // A sequence is flattened above; a NavigationMove's kinds are no Transition's last part.
    case .selectTab, .popToRoot, .dismissPresented, .showColumn, .showSidebar, .sequence:
      throw .inconsistentStep("open \(node.stepDescription) as \(last)")
    }
  }

  /// `a navigation stack`, `a tab container`, `a split view` or `a page container`, for a refusal's text.
  private static func kindName(of node: NavigationTree<NavigationStep.Screen>) -> String {
    switch node {
    case .screen(let screen): "'\(screen.name)'"
    case .stack: "a navigation stack"
    case .tabs, .sidebarTabs: "a tab container"
    case .split: "a split view"
    case .pages: "a page container"
    }
  }

  /// Plans a move that shows no screen from `source`, each part of a sequence from the screen
  /// a person would see after the parts before it.
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - source: The screen the request starts from.
  package mutating func perform(_ move: NavigationMove, from source: ScreenID) throws(NavigationError) {
    guard !state.levels.isEmpty else { throw .noRoot }
    guard state.contains(source) else { throw .notInHierarchy(screen: name(source)) }
    guard case .sequence = move.transition.kind else {
      _ = try moving(move.transition, from: source)
      return
    }
    var current = source
    for part in Self.flatten(move.transition) { current = try moving(part, from: current) }
  }

  /// Plans one move of a sequence and returns where the next part starts.
  private mutating func moving(_ part: Transition, from source: ScreenID) throws(NavigationError) -> ScreenID {
    try settle()
    try move(part, from: source)
    try settle()
    return currentSource(after: source)
  }

  /// After a move, a sequence continues from the visible screen of the source's level,
  /// or from the top-most screen when that level is gone.
  private func currentSource(after source: ScreenID) -> ScreenID {
    if let root = state.levelRoot(of: source) { return state.visibleLeaf(of: root) }
    return state.topMostScreen ?? source
  }

  private static func flatten(_ transition: Transition) -> [Transition] {
    if case .sequence(let parts) = transition.kind { return parts.flatMap(flatten) }
    return [transition]
  }

  private mutating func show(
    _ screen: NavigationStep.Screen, from source: ScreenID, as transition: Transition
  ) throws(NavigationError) {
    let animation = Self.animation(for: transition)
    switch transition.kind {
    case .push:
      guard let stack = state.stack(for: source) else {
        throw .noNavigationContainer(source: name(source), screen: screen.name)
      }
      try append(.push(screen, onto: stack, animation: animation))

    case .modal(let style, let inNavigation):
      let node: NavigationTree<NavigationStep.Screen> = inNavigation ? .stack(id: makeID(), screens: [screen]) : .screen(screen)
      try present(
        node, from: source, style: style, animation: animation, sheet: transition.sheet, popover: transition.popover)

    case .fade:
      try present(.screen(screen), from: source, style: .overFullScreen, animation: animation)

    case .replaceRoot:
      if state.levels.count > 1 {
        try append(.dismiss(state.levels[1].root, animation: .none))
      }
      try append(.setRoot(.screen(screen), animation: animation))

    case .show(let column):
      // UIKit rule 13: a split view installs the detail (`setViewController(_:for:)`); in a
      // compact width it shows it on top of the collapsed split view's one stack.
      let (split, stack) = try splitColumn(column, from: source)
      try append(.setStack(stack, [screen], animation: animation))
      if state.splitViewsCollapsed, state[split]?.topColumn != column {
        try append(.showColumn(split: split, column: column, animation: animation))
      }

    // No factory makes a transition of these kinds, and decoding refuses one (a move is a
    // NavigationMove; a sequence is flattened before its last part is shown).
    case .selectTab, .popToRoot, .dismissPresented, .showColumn, .showSidebar, .sequence:
      throw .inconsistentStep("show \(screen.name) as \(transition)")
    }
  }

  /// The split view `source` is in and the stack of its `column`.
  ///
  /// - Throws: ``NavigationError/Code/noSplitView`` when `source` is in no split view,
  ///   ``NavigationError/Code/noSplitView`` when the split view has no
  ///   such column.
  private func splitColumn(
    _ column: SplitColumn, from source: ScreenID
  ) throws(NavigationError) -> (split: ScreenID, stack: ScreenID) {
    guard let split = state.split(containing: source) else { throw .noSplitView(screen: name(source)) }
    guard let stack = state.stack(of: column, inSplit: split) else {
      throw .splitColumnUnavailable(column: column.description, columns: state[split]?.children.count ?? 0)
    }
    return (split, stack)
  }

  private mutating func present(
    _ node: NavigationTree<NavigationStep.Screen>, from source: ScreenID, style: PresentationStyle, animation: StepAnimation,
    sheet: SheetConfiguration? = nil, popover: PopoverConfiguration? = nil
  ) throws(NavigationError) {
    guard let sourceNode = state[source], let top = state.levels.last else { throw .noRoot }
    if let sheet { try SheetConfiguration.check(sheet, style: style) }
    try state.checkPopover(popover, style: style, presenter: top.root)
    try state.checkNoAlertShown(presenting: node)
    if NavigationState.isContextStyle(style), let context = contextStack(for: source) {
      try append(.present(node, from: context, style: style, animation: animation))
      return
    }
    if sourceNode.level != state.levels.count - 1, policy == .refuse {
      let presenter = state.levels[sourceNode.level + 1]
      throw .alreadyPresenting(
        presenter: name(source), presented: name(state.visibleLeaf(of: presenter.root)),
        screen: node.visibleScreenName)
    }
    try append(.present(node, from: top.root, style: style, animation: animation, sheet: sheet, popover: popover))
  }


  /// The root tab's stack that defines the presentation context of `source`, when a
  /// `.currentContext`/`.overCurrentContext` presentation from it covers that tab only:
  /// nothing is presented over the window, and the stack presents nothing in context yet.
  private func contextStack(for source: ScreenID) -> ScreenID? {
    guard state.levels.count == 1, let node = state[source] else { return nil }
    let stack: ScreenID?
    switch node.kind {
    case .screen: stack = node.parent
    case .stack: stack = source
    case .tabs, .split: stack = state.stack(for: source)
    }
    guard let stack, state.isRootTabStack(stack), state[stack]?.presented == nil else { return nil }
    // A page its page container does not show is out of the window (UIKit presents nothing
    // from it, rule 17): the presentation goes over the window, as other styles do.
    if let container = state[stack]?.parent.flatMap({ state[$0] }), container.paged,
      container.selectedIndex != state[stack]?.indexInParent
    {
      return nil
    }
    return stack
  }

  private mutating func move(_ transition: Transition, from source: ScreenID) throws(NavigationError) {
    let animation = Self.animation(for: transition)
    switch transition.kind {
    case .selectTab(let index):
      guard let tabs = state.tabs(near: source), let node = state[tabs] else { throw .noTabContainer }
      guard node.children.indices.contains(index) else {
        throw .tabIndexOutOfRange(index: index, count: node.children.count)
      }
      if node.selectedIndex != index { try append(.selectTab(tabs: tabs, index: index)) }

    case .popToRoot:
      guard let stack = state.stack(for: source), let node = state[stack], let root = node.children.first else {
        throw .noStackToPopToRoot(screen: name(source))
      }
      if node.children.count > 1 { try append(.pop(stack: stack, to: root, animation: animation)) }

    case .dismissPresented:
      if state.levels.count > 1 { try append(.dismiss(state.levels[1].root, animation: animation)) }
      // The selected root tab's context presentation goes too: what is presented is gone.
      try settle()
      if let tabs = state.levels.first?.root, let stack = state.stack(for: tabs), let context = state[stack]?.presented {
        try append(.dismiss(context, animation: animation))
      }

    case .showColumn(let column):
      // `UISplitViewController.show(_:)`: collapsed, the column's stack comes on top.
      let (split, _) = try splitColumn(column, from: source)
      if state.splitViewsCollapsed, state[split]?.topColumn != column {
        try append(.showColumn(split: split, column: column, animation: animation))
      }

    case .showSidebar(let shown):
      // `UITabBarController.Sidebar.isHidden`: the sidebar is there only in a regular width,
      // but the choice is kept in a compact one, for when the window is regular again.
      guard let tabs = state.tabs(near: source), let current = state[tabs]?.sidebarShown else { throw .noTabContainer }
      if current != shown { try append(.showSidebar(tabs: tabs, shown: shown)) }

    // A NavigationMove wraps only these kinds; a sequence is flattened before its parts move.
    case .push, .modal, .fade, .replaceRoot, .show, .sequence:
      throw .inconsistentStep("perform \(transition)")
    }
  }

  // MARK: - Installing a layout

  /// Plans making `layout` the window's root, dismissing presented screens first
  /// (UIKit does not dismiss them when the root changes; rule 48).
  package mutating func setRoot(_ node: NavigationTree<NavigationStep.Screen>, animation: StepAnimation) throws(NavigationError) {
    try settle()
    if state.levels.count > 1 { try append(.dismiss(state.levels[1].root, animation: .none)) }
    try append(.setRoot(node, animation: animation))
  }

  /// Plans replacing the screens of the stack `source` is in.
  package mutating func setStack(
    _ screens: [NavigationStep.Screen], from source: ScreenID, animated: Bool
  ) throws(NavigationError) {
    try settle()
    guard let stack = state.stack(for: source) else {
      throw .noNavigationContainer(source: name(source), screen: screens.last?.name ?? "nothing")
    }
    guard !screens.isEmpty else { throw .emptyStack }
    var seen = Set<ScreenID>()
    for screen in screens {
      guard seen.insert(screen.id).inserted else {
        throw .screenTwiceInStack(screen: screen.name)
      }
      if let node = state[screen.id], node.parent != stack { throw .alreadyInHierarchy(screen: screen.name) }
    }
    try append(.setStack(stack, screens, animation: animated ? .standard : .none))
  }

  /// Plans showing a screen's chrome anew: nothing when its title and tab item are those
  /// the state already has.
  package mutating func refreshChrome(of screen: NavigationStep.Screen) throws(NavigationError) {
    try settle()
    guard let node = state[screen.id], node.kind == .screen else { throw .notInHierarchy(screen: screen.name) }
    guard node.title != screen.title || node.tabItem != screen.tabItem else { return }
    try append(.refreshChrome(screen))
  }

  // MARK: - Closing

  /// Plans closing `screen` the way it was opened: a pushed screen is popped, a presented
  /// one dismissed with its own animation. Whatever was shown above it goes too.
  package mutating func close(_ screen: ScreenID, animated: Bool) throws(NavigationError) {
    try settle()
    guard let node = state[screen] else { throw .notInHierarchy(screen: name(screen)) }
    if let context = state.contextPresentationRoot(of: screen) {
      try dismissLevels(above: 0, animated: false)
      try append(.dismiss(context, animation: animated ? .standard : .none))
      return
    }
    if let parent = node.parent, let stack = state[parent], stack.kind == .stack, node.indexInParent > 0 {
      try dismissLevels(above: node.level, animated: false)
      try append(.pop(stack: parent, to: stack.children[node.indexInParent - 1], animation: animated ? .standard : .none))
      return
    }
    if let parent = node.parent, let stack = state[parent], let split = stack.parent, state[split]?.kind == .split {
      throw .cannotClose(screen: node.name, reason: "it is the root of a split view's column")
    }
    guard node.level > 0 else {
      let reason =
        if node.parent == nil { "it is the window's root" }
        else if state[node.parent ?? screen]?.kind == .tabs { "it is a tab of a tab container" }
        else { "it is the root of its navigation stack" }
      throw .cannotClose(screen: node.name, reason: reason)
    }
    // A tab's root is closed by no one, in a presentation as at the window's root (UIKit: a
    // tab's root cannot be popped): the presentation goes when it is dismissed. One rule for
    // both shapes of a tab, a bare screen and a navigation stack.
    if let parent = node.parent, state[parent]?.kind == .tabs {
      throw .cannotClose(screen: node.name, reason: "it is a tab of a tab container")
    }
    if let parent = node.parent, let stack = state[parent], stack.kind == .stack, let tabs = stack.parent,
      state[tabs]?.kind == .tabs
    {
      throw .cannotClose(screen: node.name, reason: "it is the root of its navigation stack")
    }
    try dismissLevel(node.level, animated: animated)
  }

  /// Plans removing `screen` by force: its presentation is dismissed, or, when it was
  /// pushed, it is popped.
  package mutating func dismiss(_ screen: ScreenID, animated: Bool) throws(NavigationError) {
    try settle()
    guard let node = state[screen] else { throw .notInHierarchy(screen: name(screen)) }
    if node.level > 0 {
      try dismissLevel(node.level, animated: animated)
    } else if let context = state.contextPresentationRoot(of: screen) {
      try dismissLevels(above: 0, animated: false)
      try append(.dismiss(context, animation: animated ? .standard : .none))
    } else if let parent = node.parent, let stack = state[parent], stack.kind == .stack, node.indexInParent > 0 {
      try dismissLevels(above: 0, animated: false)
      try append(.pop(stack: parent, to: stack.children[node.indexInParent - 1], animation: animated ? .standard : .none))
    } else {
      throw .nothingToDismiss(screen: node.name)
    }
  }

  /// Dismisses presentation `level` and everything above it. Only the top-most
  /// presentation is animated, with its own transition style (a fade fades out); the ones
  /// between are removed without animation (rule 21).
  private mutating func dismissLevel(_ level: Int, animated: Bool) throws(NavigationError) {
    let presentation = state.levels[level]
    var animation = StepAnimation.none
    if animated, let top = state.levels.last {
      animation = top.animation.isAnimated ? top.animation : .standard
    }
    try append(.dismiss(presentation.root, animation: animation))
  }

  private mutating func dismissLevels(above level: Int, animated: Bool) throws(NavigationError) {
    if state.levels.count > level + 1 { try dismissLevel(level + 1, animated: animated) }
  }
}
