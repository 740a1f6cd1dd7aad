/// What a request's planning sees: a planner over a copy of the state, and the
/// navigator's registry, read-only, with new screens recorded beside it.
@MainActor
struct PlanningContext {
  var planner: NavigationPlanner
  private let registry: ScreenRegistry
  private let pendingResults: [ScreenID: PendingResult]
  private let assignments: RouterAssignments
  private(set) var newScreens: [ScreenID: any Screen] = [:]
  /// Every screen object the request refers to, new or shown, for the host: a screen shown
  /// now may move into a new root after a dismissal that precedes it removed it.
  private(set) var objects: [ScreenID: any Screen] = [:]
  private var newIDs: [ObjectIdentifier: ScreenID] = [:]
  private(set) var awaited: [ScreenID: PendingResult] = [:]
  private(set) var closing: [(ScreenID, PendingResult.Closing)] = []
  /// Screens a layout of this request already installs, to refuse one shown twice.
  private var installed: Set<ScreenID> = []

  struct Output {
    var steps: [NavigationStep]
    var nextID: Int
    var newScreens: [ScreenID: any Screen]
    var objects: [ScreenID: any Screen]
    var awaited: [ScreenID: PendingResult]
    var closing: [(ScreenID, PendingResult.Closing)]
  }

  static func plan(
    _ planning: QueuedRequest.Planning, state: NavigationState, policy: PresentationPolicy, nextID: Int,
    registry: ScreenRegistry, pendingResults: [ScreenID: PendingResult], assignments: RouterAssignments,
    steps: consuming [NavigationStep] = []
  ) throws(NavigationError) -> Output {
    // Consumed, so that the planner holds the only reference and appends in place.
    var context = PlanningContext(
      planner: NavigationPlanner(state: state, policy: policy, nextID: nextID, steps: consume steps), registry: registry,
      pendingResults: pendingResults, assignments: assignments)
    // The switch over the request is here, not in a function of its own: one hop fewer.
    switch planning {
    case .setRoot(let layout, let animated):
      let node = try context.node(for: layout, replacingAll: true)
      try context.planner.setRoot(node, animation: animated ? .standard : .none)
    case .open(let screen, let source, let transition, let awaiting):
      let sourceID = try context.existingID(of: source)
      let target = try context.opening(screen, as: transition)
      try context.planner.open(target, from: sourceID, as: transition)
      if let awaiting { context.awaitResult(of: target.id, awaiting) }
    case .perform(let move, let source):
      let sourceID = try source.map { screen throws(NavigationError) in try context.existingID(of: screen) }
      guard let start = sourceID ?? context.planner.state.topMostScreen else { throw .noRoot }
      try context.planner.perform(move, from: start)
    case .close(let screen, let value, let animated):
      let id = try context.existingID(of: screen)
      if let value { try context.checkResult(value, for: id) }
      try context.planner.close(id, animated: animated)
      context.closing(id, with: value)
    case .dismiss(let screen, let animated):
      let id = try context.existingID(of: screen)
      try context.planner.dismiss(id, animated: animated)
    case .setStack(let screens, let source, let animated):
      let sourceID = try context.existingID(of: source)
      try context.planner.setStack(screens.map { context.reference(to: $0) }, from: sourceID, animated: animated)
    case .refreshChrome(let screen):
      let id = try context.existingID(of: screen)
      try context.planner.refreshChrome(
        of: NavigationStep.Screen(id: id, name: screen.screenName, title: screen.screenTitle, tabItem: screen.tabItem))
    case .plan(let plan):
      try context.planMoves(of: plan)
    }
    return Output(
      steps: context.planner.steps, nextID: context.planner.nextIdentity, newScreens: context.newScreens,
      objects: context.objects, awaited: context.awaited, closing: context.closing)
  }

  /// Takes an array of steps kept for reuse, leaving an empty one in its place.
  static func take(_ spare: inout [NavigationStep]) -> [NavigationStep] {
    var taken: [NavigationStep] = []
    swap(&taken, &spare)
    return taken
  }

  /// Empties a request's steps and keeps their room in `spare`, for the next request.
  static func giveBack(_ steps: inout [NavigationStep], to spare: inout [NavigationStep]) {
    steps.removeAll(keepingCapacity: true)
    if steps.capacity > spare.capacity { swap(&steps, &spare) }
  }

  private init(
    planner: NavigationPlanner, registry: ScreenRegistry, pendingResults: [ScreenID: PendingResult],
    assignments: RouterAssignments
  ) {
    self.planner = planner
    self.registry = registry
    self.pendingResults = pendingResults
    self.assignments = assignments
  }

  /// The identity of a screen that must be on screen.
  func existingID(of screen: any Screen) throws(NavigationError) -> ScreenID {
    guard let id = registry.id(of: screen) ?? newIDs[ObjectIdentifier(screen)], planner.state.contains(id) else {
      throw .notInHierarchy(screen: screen.screenName)
    }
    return id
  }

  /// A reference to a screen: its identity if it is known, a new identity otherwise.
  mutating func reference(to screen: any Screen) -> NavigationStep.Screen {
    let id: ScreenID
    if let known = newIDs[ObjectIdentifier(screen)] {
      id = known
    } else if let known = registry.id(of: screen), planner.settledContains(known) {
      id = known
    } else {
      id = planner.makeID()
      newIDs[ObjectIdentifier(screen)] = id
      newScreens[id] = screen
    }
    objects[id] = screen
    return NavigationStep.Screen(
      id: id, name: screen.screenName, title: screen.screenTitle, tabItem: screen.tabItem,
      popoverAnchors: screen.popoverAnchors)
  }

  /// A reference to a screen about to be opened with `transition`: refused when the screen
  /// has a router (assigned by a route or ``DefaultRouter/managing(_:)``) whose root
  /// transition is another, since that router would close the screen differently from how
  /// it opened.
  mutating func opening(_ screen: any Screen, as transition: Transition) throws(NavigationError) -> NavigationStep.Screen {
    if let router = assignments.manager(of: screen), router.rootTransition != transition {
      throw .routerTransitionMismatch(
        screen: screen.screenName, opening: "\(transition)", closing: "\(router.rootTransition)")
    }
    return reference(to: screen)
  }

  /// A step node for a layout, with identities for every screen and container.
  ///
  /// - Parameters:
  ///   - layout: The screens.
  ///   - replacingAll: Whether the layout replaces everything shown (a new root), so that
  ///     screens shown now may move into it, as UIKit lets a controller move into a new root.
  mutating func node(for layout: Layout, replacingAll: Bool = false) throws(NavigationError) -> NavigationTree<NavigationStep.Screen> {
    switch layout {
    case .screen(let screen):
      return .screen(try fresh(screen, replacingAll: replacingAll))
    case .stack(let screens):
      guard !screens.isEmpty else { throw .emptyStack }
      let id = planner.makeID()
      var references: [NavigationStep.Screen] = []
      for screen in screens { references.append(try fresh(screen, replacingAll: replacingAll)) }
      return .stack(id: id, screens: references)
    case .tabs(let tabs, let selected):
      guard tabs.indices.contains(selected) else {
        throw .tabIndexOutOfRange(index: selected, count: tabs.count)
      }
      try TabBarRules.checkProminentTabs(tabs)
      let id = planner.makeID()
      var nodes: [NavigationTree<NavigationStep.Screen>] = []
      for tab in tabs {
        if case .tabs = tab { throw .tabContainerInTab }
        if case .sidebarTabs = tab { throw .tabContainerInTab }
        if case .pages = tab { throw .tabContainerInTab }
        if case .split = tab { throw .splitViewInTab }
        nodes.append(try node(for: tab, replacingAll: replacingAll))
      }
      return .tabs(id: id, tabs: nodes, selected: selected)
    case .sidebarTabs(let groups, let selected, let sidebar):
      let count = groups.reduce(0) { $0 + $1.tabs.count }
      guard (0..<count).contains(selected) else { throw .tabIndexOutOfRange(index: selected, count: count) }
      try TabBarRules.checkProminentTabs(groups.flatMap(\.tabs))
      let id = planner.makeID()
      var planned: [NavigationTree<NavigationStep.Screen>.Group] = []
      planned.reserveCapacity(groups.count)
      for group in groups {
        var nodes: [NavigationTree<NavigationStep.Screen>] = []
        for tab in group.tabs {
          switch tab {
          case .screen, .stack: nodes.append(try node(for: tab, replacingAll: replacingAll))
          case .tabs, .sidebarTabs, .pages: throw .tabContainerInTab
          case .split: throw .splitViewInTab
          }
        }
        planned.append(.init(group.title, tabs: nodes))
      }
      // A layout's `unavailable` sidebar shows when the width is regular, as a shown one does.
      return .sidebarTabs(id: id, groups: planned, selected: selected, sidebar: sidebar == .hidden ? .hidden : .shown)
    case .pages(let pages, let selected):
      // A page container is a tab container without a tab bar: the same rules for its pages.
      guard pages.indices.contains(selected) else {
        throw .tabIndexOutOfRange(index: selected, count: pages.count)
      }
      let id = planner.makeID()
      var nodes: [NavigationTree<NavigationStep.Screen>] = []
      for page in pages {
        switch page {
        case .screen, .stack: nodes.append(try node(for: page, replacingAll: replacingAll))
        case .tabs, .sidebarTabs, .pages: throw .tabContainerInTab
        case .split: throw .splitViewInTab
        }
      }
      return .pages(id: id, pages: nodes, selected: selected)
    case .split(let primary, let supplementary, let secondary, _):
      // A column-style split view wraps a column's view controller in a navigation controller
      // (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)).
      let id = planner.makeID()
      var columns: [NavigationTree<NavigationStep.Screen>] = []
      for column in [primary, supplementary, secondary] {
        guard let column else { continue }
        switch column {
        case .screen(let screen):
          let stack = planner.makeID()
          columns.append(.stack(id: stack, screens: [try fresh(screen, replacingAll: replacingAll)]))
        case .stack:
          columns.append(try node(for: column, replacingAll: replacingAll))
        case .tabs, .sidebarTabs, .split, .pages:
          throw .containerInSplitColumn
        }
      }
      return .split(id: id, columns: columns)
    }
  }

  private mutating func fresh(
    _ screen: any Screen, replacingAll: Bool
  ) throws(NavigationError) -> NavigationStep.Screen {
    let reference = reference(to: screen)
    guard replacingAll || !planner.settledContains(reference.id), installed.insert(reference.id).inserted else {
      throw .alreadyInHierarchy(screen: screen.screenName)
    }
    return reference
  }

  /// Plans a plan's moves one after the other, each from the top-most screen the moves
  /// before it leave.
  private mutating func planMoves(of plan: NavigationPlan) throws(NavigationError) {
    for move in plan.moves {
      switch move {
      case .setRoot(let layout):
        try planner.setRoot(try node(for: layout, replacingAll: true), animation: .none)
      case .open(.screen(let screen), let transition):
        let target = try opening(screen, as: transition)
        guard let top = try planner.topMostScreen() else { throw .noRoot }
        try planner.open(target, from: top, as: transition)
      case .open(let layout, let transition):
        guard let top = try planner.topMostScreen() else { throw .noRoot }
        try planner.open(layout: try node(for: layout), from: top, as: transition)
      case .perform(let move):
        guard let top = try planner.topMostScreen() else { throw .noRoot }
        try planner.perform(move, from: top)
      case .closeTopMost:
        guard let top = try planner.topMostScreen() else { throw .noRoot }
        try planner.close(top, animated: true)
        closing(top, with: nil)
      }
    }
    if plan.animation == .lastStep { planner.animateOnlyTheLastStep() }
  }

  /// Refuses a result its awaiting caller cannot take.
  func checkResult(_ value: any Sendable, for id: ScreenID) throws(NavigationError) {
    if let pending = pendingResults[id], !pending.accepts(value) {
      throw .resultTypeMismatch(expected: pending.expectedType, actual: String(describing: type(of: value)))
    }
  }

  /// Notes that a caller awaits the result of the screen with this identity.
  mutating func awaitResult(of id: ScreenID, _ pending: PendingResult) {
    awaited[id] = pending
  }

  /// Notes that the screen with this identity is being closed, with or without a value.
  mutating func closing(_ id: ScreenID, with value: (any Sendable)?) {
    // Only a result someone awaits is handed the value; a close nobody awaits notes nothing.
    guard pendingResults[id] != nil || awaited[id] != nil else { return }
    closing.append((id, PendingResult.Closing(value: value)))
  }
}
