/// What a host shows: the same tree of presentation levels, stacks and tab containers as the
/// navigator's state, plus the screen objects it holds. A step the navigator's planner checked
/// is not checked again: the tree only finds its screen objects (``screens(installedBy:resolving:)``).
/// Any other step (a person's, or one from a custom executor) is checked against UIKit's rules
/// before it is applied (``check(_:screens:)``), so a step UIKit would refuse is refused here with
/// the error UIKit's behaviour calls for, and the tree is left exactly as it was.
///
/// Every simulated host (the headless host, the SwiftUI navigation model) keeps its
/// containers in one of these, so the rules are written once (`UIKIT-RULES.md` lists them
/// with Apple's pages).
@MainActor
package struct HostTree {
  /// The levels, stacks and tab containers shown, with each screen's name, title and tab item.
  package private(set) var state = NavigationState()
  /// The screen objects shown, by identity; held strongly, as UIKit's containers hold theirs.
  private var objects: [ScreenID: any Screen] = [:]
  /// The identity each shown object is shown under.
  private var identities: [ObjectIdentifier: ScreenID] = [:]

  /// Creates an empty tree.
  package init() {}

  /// A tree with nothing shown, in a window of this width.
  ///
  /// - Parameter width: The window's horizontal size class.
  package init(width: HorizontalSizeClass) { state = NavigationState(width: width) }

  // MARK: - Queries

  /// How many screen objects the tree holds.
  package var screenCount: Int { objects.count }

  /// The screen object shown under `id`.
  package func screen(_ id: ScreenID) -> (any Screen)? { objects[id] }

  /// The identity `screen` is shown under, if it is shown.
  package func identity(of screen: any Screen) -> ScreenID? { identities[ObjectIdentifier(screen)] }

  /// The screen with this identity, paired with it.
  package func shown(_ id: ScreenID) -> ShownScreen? {
    guard let screen = objects[id] else { return nil }
    return ShownScreen(id: id, screen: screen)
  }

  /// The screen a person sees.
  package var topMostScreen: ShownScreen? { state.topMostScreen.flatMap(shown) }

  /// The name a screen, stack or tab container goes by in error messages.
  package func name(of id: ScreenID) -> String {
    if let screen = objects[id] { return screen.screenName }
    return state[id]?.name ?? "\(id)"
  }

  /// The screens of a subtree's stacks and tabs, bottom first, context presentations included.
  package func screens(in id: ScreenID) -> [ShownScreen] {
    state.subtree(id).compactMap { state[$0]?.kind == .screen ? shown($0) : nil }
  }

  /// What the tree shows, with names and titles read off the screen objects.
  package var snapshot: NavigationSnapshot {
    state.snapshot(title: { [objects] id in objects[id]?.screenTitle })
  }

  /// The screens whose views are in the window: the top level's visible screen, and below it
  /// every level's visible screen that a presentation keeps visible (rule 38).
  package func appearedScreens() -> [ShownScreen] {
    var result: [ShownScreen] = []
    result.reserveCapacity(2)
    appendAppearedScreens(to: &result)
    return result
  }

  /// Appends ``appearedScreens()`` to `screens`, for a caller that reuses an array.
  package func appendAppearedScreens(to screens: inout [ShownScreen]) {
    state.forEachShownScreen { id in if let shown = shown(id) { screens.append(shown) } }
  }

  /// Appends the screens whose views a node shows (``NavigationState/forEachShownScreen(of:_:)``).
  package func appendAppearedScreens(of id: ScreenID, to screens: inout [ShownScreen]) {
    state.forEachShownScreen(of: id) { id in if let shown = shown(id) { screens.append(shown) } }
  }

  /// The navigation stack whose top is visible in a node, if any.
  package func visibleStack(in id: ScreenID) -> ScreenID? {
    guard let node = state[id] else { return nil }
    switch node.kind {
    case .screen: return nil
    case .stack: return node.presented.map(visibleStack(in:)) ?? id
    case .tabs:
      guard node.children.indices.contains(node.selectedIndex) else { return nil }
      return visibleStack(in: node.children[node.selectedIndex])
    case .split:
      return state.shownColumnStack(ofSplit: id).flatMap(visibleStack(in:))
    }
  }

  // MARK: - Checking a step (UIKit's rules)

  /// Checks a step against UIKit's rules and the tree, without changing anything.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - lookup: The screen objects the step installs.
  /// - Returns: The screens the step installs, for ``apply(_:installing:)``.
  /// - Throws: The `NavigationError` UIKit's behaviour calls for.
  package func check(_ step: NavigationStep, screens lookup: ScreenLookup) throws(NavigationError) -> [ShownScreen] {
    var installing = Installing()
    switch step {
    case .setRoot(let node, _):
      // A new root may take in screens shown now: UIKit moves a controller into it.
      try collect(node, lookup: lookup, movingShownScreens: true, into: &installing)

    case .push(let reference, let stack, _):
      guard state[stack]?.kind == .stack else { throw .inconsistentStep(step.description) }
      try installing.add(reference, resolving: lookup, in: self, movingShownScreens: false)

    case .pop(let stack, let target, _):
      guard state[stack]?.kind == .stack else { throw .inconsistentStep(step.description) }
      guard state[target]?.parent == stack else { throw .notInStack(screen: name(of: target)) }

    case .setStack(let stack, let references, _):
      guard let node = state[stack], node.kind == .stack else { throw .inconsistentStep(step.description) }
      for reference in references {
        if state[reference.id]?.parent == stack, let existing = objects[reference.id] {
          guard installing.seen.insert(ObjectIdentifier(existing)) else {
            throw .screenTwiceInStack(screen: reference.name)
          }
        } else {
          try installing.add(reference, resolving: lookup, in: self, movingShownScreens: false)
        }
      }

    case .present(let node, let presenter, let style, _, _, _)
    where NavigationState.isContextStyle(style) && state.isRootTabStack(presenter):
      // Rule 19: a root tab's navigation stack defines the presentation context; the
      // presentation covers that tab only.
      try state.checkNoAlertShown(presenting: node)
      guard state.levels.count == 1 else { throw .inconsistentStep(step.description) }
      if let current = state[presenter]?.presented {
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: name(of: state.visibleLeaf(of: current)),
          screen: node.visibleScreenName)
      }
      try collect(node, lookup: lookup, movingShownScreens: false, into: &installing)

    case .dismiss(let presented, _) where state[presented]?.presenter != nil:
      break

    case .present(let node, let presenter, let style, _, let sheet, let popover):
      guard let top = state.levels.last else { throw .inconsistentStep(step.description) }
      try state.checkNoAlertShown(presenting: node)
      if let sheet { try SheetConfiguration.check(sheet, style: style) }
      // A popover points at an anchor the screen a person sees registers.
      try state.checkPopover(popover, style: style, presenter: top.root)
      guard top.root == presenter else {
        // Rule 16: a controller presents one controller at a time.
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: name(of: state.visibleLeaf(of: top.root)),
          screen: node.visibleScreenName)
      }
      try collect(node, lookup: lookup, movingShownScreens: false, into: &installing)

    case .dismiss(let presented, _):
      guard let node = state[presented], node.parent == nil, node.level > 0,
        state.levels.indices.contains(node.level), state.levels[node.level].root == presented
      else { throw .nothingToDismiss(screen: name(of: presented)) }

    case .selectTab(let tabs, let index):
      guard let node = state[tabs], node.kind == .tabs else { throw .noTabContainer }
      guard node.children.indices.contains(index) else {
        throw .tabIndexOutOfRange(index: index, count: node.children.count)
      }

    case .refreshChrome(let reference):
      guard objects[reference.id] != nil else { throw .notInHierarchy(screen: reference.name) }

    case .selectDetent(let sheet, let detent):
      try state.checkDetent(detent, of: sheet, name: name(of: state.visibleLeaf(of: sheet)))

    case .setWidth:
      break

    case .showSidebar(let tabs, _):
      guard state[tabs]?.kind == .tabs else { throw .noTabContainer }
      // A compact width keeps the choice for when the window is regular again.
      guard state[tabs]?.sidebarShown != nil else { throw .inconsistentStep(step.description) }

    case .showColumn(let split, let column, _):
      guard state[split]?.kind == .split else { throw .noSplitView(screen: name(of: split)) }
      guard state.stack(of: column, inSplit: split) != nil else {
        throw .splitColumnUnavailable(column: column.description, columns: state[split]?.children.count ?? 0)
      }
    }
    return installing.screens
  }

  /// The screens a step the navigator's planner checked installs, found without checking the
  /// step again: the planner's check is the check (each rule is checked once).
  ///
  /// - Parameters:
  ///   - step: A step the planner checked against the state this tree shows.
  ///   - lookup: The screen objects the step installs.
  /// - Returns: The screens the step installs, for ``apply(_:installing:)``.
  /// - Throws: `NavigationError.Code.noScreenObject` when a screen the step shows has no object.
  package func screens(
    installedBy step: NavigationStep, resolving lookup: ScreenLookup
  ) throws(NavigationError) -> [ShownScreen] {
    var installing = Installing(checksRules: false)
    switch step {
    case .setRoot(let node, _), .present(let node, _, _, _, _, _):
      try collect(node, lookup: lookup, movingShownScreens: true, into: &installing)
    case .push(let reference, _, _):
      try installing.add(reference, resolving: lookup, in: self, movingShownScreens: true)
    case .setStack(_, let references, _):
      for reference in references {
        try installing.add(reference, resolving: lookup, in: self, movingShownScreens: true)
      }
    case .pop, .dismiss, .selectTab, .refreshChrome, .selectDetent, .setWidth, .showSidebar, .showColumn:
      break
    }
    return installing.screens
  }

  /// The screens a step installs, and the objects seen so far (an object is installed once).
  @MainActor
  private struct Installing {
    /// Whether UIKit's rules are checked; false for a step the planner checked.
    var checksRules = true
    var screens: [ShownScreen] = []
    var seen = SeenObjects()

    /// Adds a screen the step shows, refusing an instance already shown (rules 3 and 18):
    /// only a new root may take in a screen shown now, under the same identity.
    mutating func add(
      _ reference: NavigationStep.Screen, resolving lookup: ScreenLookup, in tree: HostTree,
      movingShownScreens: Bool
    ) throws(NavigationError) {
      guard let screen = lookup[reference.id] ?? tree.objects[reference.id] else {
        throw .noScreenObject(screen: "\(reference)")
      }
      if checksRules {
        let shownAs = tree.identities[ObjectIdentifier(screen)]
        let mayMove = movingShownScreens && shownAs == reference.id
        guard shownAs == nil || mayMove, seen.insert(ObjectIdentifier(screen)) else {
          throw .alreadyInHierarchy(screen: screen.screenName)
        }
      }
      screens.append(ShownScreen(id: reference.id, screen: screen))
    }
  }

  /// Objects seen while checking a step. The first is kept inline, so that a step that
  /// installs one screen (a push, a presentation) makes no set.
  private struct SeenObjects {
    private var first: ObjectIdentifier?
    private var others: Set<ObjectIdentifier> = []

    /// Notes an object; false when it was seen before.
    mutating func insert(_ object: ObjectIdentifier) -> Bool {
      guard let first else {
        self.first = object
        return true
      }
      return object != first && others.insert(object).inserted
    }
  }

  private func collect(
    _ node: NavigationTree<NavigationStep.Screen>, lookup: ScreenLookup, movingShownScreens: Bool, into installing: inout Installing
  ) throws(NavigationError) {
    switch node {
    case .screen(let reference):
      try installing.add(reference, resolving: lookup, in: self, movingShownScreens: movingShownScreens)
    case .stack(let references):
      for reference in references {
        try installing.add(reference, resolving: lookup, in: self, movingShownScreens: movingShownScreens)
      }
    case .tabs, .sidebarTabs, .pages:
      for tab in node.tabs { try collect(tab, lookup: lookup, movingShownScreens: movingShownScreens, into: &installing) }
    case .split:
      // A column-style split view has two or three columns, each in a navigation stack.
      let columns = node.splitColumns
      guard columns.allSatisfy({ if case .stack = $0 { true } else { false } })
      else { throw .malformedSplitView(node.stepDescription) }
      for column in columns {
        try collect(column, lookup: lookup, movingShownScreens: movingShownScreens, into: &installing)
      }
    }
  }

  // MARK: - Applying a checked step

  /// Applies a step that ``check(_:screens:)`` accepted or the navigator's planner checked.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - installing: What ``check(_:screens:)`` or ``screens(installedBy:resolving:)`` returned for it.
  /// - Returns: The screens the step removed; the caller may keep them alive until the
  ///   transition ends, as UIKit keeps a popped controller.
  /// - Throws: `NavigationError.Code.inconsistentStep` when the step does not fit the tree
  ///   after all; nothing has changed then.
  package mutating func apply(
    _ step: NavigationStep, installing: [ShownScreen]
  ) throws(NavigationError) -> [ShownScreen] {
    let removedIDs = try state.apply(step)
    var removed: [ShownScreen] = []
    removed.reserveCapacity(removedIDs.count)
    for id in removedIDs {
      guard let screen = objects.removeValue(forKey: id) else { continue }
      removed.append(ShownScreen(id: id, screen: screen))
      // A screen moved into a new root keeps its identity; only a released one is forgotten.
      if identities[ObjectIdentifier(screen)] == id { identities[ObjectIdentifier(screen)] = nil }
    }
    for shown in installing {
      objects[shown.id] = shown.screen
      identities[ObjectIdentifier(shown.screen)] = shown.id
    }
    return removed
  }
}
