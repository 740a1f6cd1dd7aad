import SceneRouter

/// The plain values behind a ``NavigationModel``: presentation levels, each stack's
/// screens, each tab container's tabs and selection, and the screen objects shown.
///
/// Every change is made on a copy and assigned back whole, so a step that does not fit
/// leaves the tree exactly as it was.
@MainActor
struct ModelTree {
  /// The levels, the window's root first; each further level is a presentation.
  var levels: [NavigationModel.Level] = []
  /// Each stack's screens, bottom first.
  var stacks: [ScreenID: [ScreenID]] = [:]
  /// Each tab container's tabs and selected index.
  var tabs: [ScreenID: (tabs: [NavigationModel.Node], selected: Int)] = [:]
  /// The screen objects shown, by identity; the model holds them as UIKit's containers do.
  var screens: [ScreenID: any Screen] = [:]

  // MARK: - Queries

  /// The leaf screen a node shows: itself, a stack's top, the selected tab's.
  func visibleLeaf(of node: NavigationModel.Node) -> ScreenID? {
    switch node {
    case .screen(let id): return id
    case .stack(let id): return stacks[id]?.last
    case .tabs(let id):
      guard let entry = tabs[id], entry.tabs.indices.contains(entry.selected) else { return nil }
      return visibleLeaf(of: entry.tabs[entry.selected])
    }
  }

  /// The screen a person sees: the top-most level's visible leaf.
  var topMostScreen: ScreenID? { levels.last.flatMap { visibleLeaf(of: $0.root) } }

  /// Every screen in a node, bottom first.
  func screenIDs(in node: NavigationModel.Node) -> [ScreenID] {
    switch node {
    case .screen(let id): [id]
    case .stack(let id): stacks[id] ?? []
    case .tabs(let id): (tabs[id]?.tabs ?? []).flatMap { screenIDs(in: $0) }
    }
  }

  /// Every stack and tab container in a node.
  func containerIDs(in node: NavigationModel.Node) -> [ScreenID] {
    switch node {
    case .screen: []
    case .stack(let id): [id]
    case .tabs(let id): [id] + (tabs[id]?.tabs ?? []).flatMap { containerIDs(in: $0) }
    }
  }

  /// Whether a screen is shown anywhere.
  func contains(_ id: ScreenID) -> Bool { screens[id] != nil }

  /// The name a screen, stack or tab container goes by in error messages.
  func name(of id: ScreenID) -> String {
    if let screen = screens[id] { return screen.screenName }
    if stacks[id] != nil { return "stack" }
    if tabs[id] != nil { return "tabs" }
    return "\(id)"
  }

  /// The tree as a snapshot, with names and titles read off the screen objects.
  var snapshot: NavigationSnapshot {
    guard let first = levels.first else { return NavigationSnapshot(root: nil) }
    return NavigationSnapshot(
      root: snapshotNode(first.root),
      presented: levels.dropFirst().map { NavigationSnapshot.Presentation($0.style ?? .fullScreen, snapshotNode($0.root)) })
  }

  private func snapshotNode(_ node: NavigationModel.Node) -> NavigationSnapshot.Node {
    switch node {
    case .screen(let id): screenNode(id)
    case .stack(let id): .stack((stacks[id] ?? []).map(screenNode))
    case .tabs(let id): .tabs((tabs[id]?.tabs ?? []).map { snapshotNode($0) }, selected: tabs[id]?.selected ?? 0)
    }
  }

  private func screenNode(_ id: ScreenID) -> NavigationSnapshot.Node {
    guard let screen = screens[id] else { return .screen(name: "?", title: "") }
    return .screen(name: screen.screenName, title: screen.screenTitle)
  }

  // MARK: - Applying steps

  /// Applies one step with UIKit's rules, as the headless host does.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - lookup: The screen objects the step shows for the first time.
  /// - Returns: The identities of the screens the step removed.
  /// - Throws: ``NavigationError`` when the step does not fit; the tree is then unchanged.
  mutating func apply(_ step: NavigationStep, screens lookup: ScreenLookup) throws(NavigationError) -> [ScreenID] {
    var next = self
    let removed = try next.applyInPlace(step, lookup: lookup)
    self = next
    return removed
  }

  private mutating func applyInPlace(_ step: NavigationStep, lookup: ScreenLookup) throws(NavigationError) -> [ScreenID] {
    switch step {
    case .setRoot(let node, _):
      let before = screens
      var seen: Set<ObjectIdentifier> = []
      var built = ModelTree()
      let root = try built.build(node, lookup: lookup, shownBefore: before, seen: &seen)
      built.levels = [NavigationModel.Level(root: root, style: nil)]
      self = built
      return before.keys.filter { screens[$0] == nil }.sorted()

    case .push(let reference, let stack, _):
      guard stacks[stack] != nil else { throw .inconsistentStep(step.description) }
      var seen: Set<ObjectIdentifier> = []
      try resolveNew(reference, lookup: lookup, shownBefore: [:], seen: &seen)
      stacks[stack]?.append(reference.id)
      return []

    case .pop(let stack, let target, _):
      guard let screensInStack = stacks[stack] else { throw .inconsistentStep(step.description) }
      guard let index = screensInStack.lastIndex(of: target) else { throw .notInStack(screen: name(of: target)) }
      let popped = Array(screensInStack[(index + 1)...])
      stacks[stack] = Array(screensInStack[...index])
      for id in popped { screens[id] = nil }
      return popped

    case .setStack(let stack, let references, _):
      guard let current = stacks[stack] else { throw .inconsistentStep(step.description) }
      var seen: Set<ObjectIdentifier> = []
      for reference in references {
        if current.contains(reference.id), let existing = screens[reference.id] {
          guard seen.insert(ObjectIdentifier(existing)).inserted else {
            throw .invalidTransition("'\(reference.name)' appears twice; the screens of a stack must be distinct")
          }
        } else {
          try resolveNew(reference, lookup: lookup, shownBefore: [:], seen: &seen)
        }
      }
      let kept = Set(references.map(\.id))
      let removed = current.filter { !kept.contains($0) }
      for id in removed { screens[id] = nil }
      stacks[stack] = references.map(\.id)
      return removed

    case .present(let node, let presenter, let style, _):
      guard let top = levels.last else { throw .inconsistentStep(step.description) }
      guard top.root.id == presenter else {
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: visibleLeaf(of: top.root).map(name(of:)) ?? name(of: top.root.id),
          screen: node.visibleScreenName)
      }
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, lookup: lookup, shownBefore: [:], seen: &seen)
      levels.append(NavigationModel.Level(root: root, style: style))
      return []

    case .dismiss(let presented, _):
      guard let index = levels.firstIndex(where: { $0.root.id == presented }), index > 0 else {
        throw .nothingToDismiss(screen: name(of: presented))
      }
      let removedLevels = levels[index...]
      let removed = removedLevels.flatMap { screenIDs(in: $0.root) }
      for level in removedLevels {
        for id in containerIDs(in: level.root) {
          stacks[id] = nil
          tabs[id] = nil
        }
      }
      for id in removed { screens[id] = nil }
      levels.removeLast(levels.count - index)
      return removed

    case .selectTab(let tabsID, let index):
      guard let entry = tabs[tabsID] else { throw .noTabContainer }
      guard entry.tabs.indices.contains(index) else {
        throw .tabIndexOutOfRange(index: index, count: entry.tabs.count)
      }
      tabs[tabsID]?.selected = index
      return []
    }
  }

  /// Records a screen a step shows for the first time, refusing an instance already shown
  /// (UIKit rules 3 and 18); a new root may take in a screen shown before, under the same identity.
  private mutating func resolveNew(
    _ reference: NavigationStep.Node.Screen, lookup: ScreenLookup, shownBefore: [ScreenID: any Screen],
    seen: inout Set<ObjectIdentifier>
  ) throws(NavigationError) {
    guard let screen = lookup[reference.id] ?? shownBefore[reference.id] ?? screens[reference.id] else {
      throw .inconsistentStep("no screen object for \(reference)")
    }
    let shownNow = screens.contains { $0.value === screen }
    let shownBeforeAs = shownBefore.first { $0.value === screen }?.key
    guard !shownNow, shownBeforeAs == nil || shownBeforeAs == reference.id, seen.insert(ObjectIdentifier(screen)).inserted
    else {
      throw .alreadyInHierarchy(screen: screen.screenName)
    }
    screens[reference.id] = screen
  }

  private mutating func build(
    _ node: NavigationStep.Node, lookup: ScreenLookup, shownBefore: [ScreenID: any Screen],
    seen: inout Set<ObjectIdentifier>
  ) throws(NavigationError) -> NavigationModel.Node {
    switch node {
    case .screen(let reference):
      try resolveNew(reference, lookup: lookup, shownBefore: shownBefore, seen: &seen)
      return .screen(reference.id)
    case .stack(let id, let references):
      for reference in references {
        try resolveNew(reference, lookup: lookup, shownBefore: shownBefore, seen: &seen)
      }
      stacks[id] = references.map(\.id)
      return .stack(id)
    case .tabs(let id, let children, let selected):
      var built: [NavigationModel.Node] = []
      for child in children {
        built.append(try build(child, lookup: lookup, shownBefore: shownBefore, seen: &seen))
      }
      tabs[id] = (built, selected)
      return .tabs(id)
    }
  }
}
