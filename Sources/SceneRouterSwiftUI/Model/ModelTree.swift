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
  /// What a root tab's stack presents in its own presentation context (`.currentContext` or
  /// `.overCurrentContext` from inside the tab), by the stack's identity: it covers that tab only.
  var contexts: [ScreenID: (root: NavigationModel.Node, style: PresentationStyle)] = [:]
  /// Each shown screen's tab item, as the step that showed it or refreshed its chrome said.
  var tabItems: [ScreenID: TabItem] = [:]
  /// Each shown screen's navigation title, as the step that showed it or refreshed its chrome said.
  var titles: [ScreenID: String] = [:]

  // MARK: - Queries

  /// The leaf screen a node shows: itself, a stack's top, the selected tab's.
  func visibleLeaf(of node: NavigationModel.Node) -> ScreenID? {
    switch node {
    case .screen(let id): return id
    case .stack(let id):
      if let context = contexts[id] { return visibleLeaf(of: context.root) }
      return stacks[id]?.last
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
    case .stack(let id): (stacks[id] ?? []) + (contexts[id].map { screenIDs(in: $0.root) } ?? [])
    case .tabs(let id): (tabs[id]?.tabs ?? []).flatMap { screenIDs(in: $0) }
    }
  }

  /// Every stack and tab container in a node.
  func containerIDs(in node: NavigationModel.Node) -> [ScreenID] {
    switch node {
    case .screen: []
    case .stack(let id): [id] + (contexts[id].map { containerIDs(in: $0.root) } ?? [])
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
    var presented: [NavigationSnapshot.Presentation] = []
    if case .tabs(let id) = first.root {
      for (index, tab) in (tabs[id]?.tabs ?? []).enumerated() {
        guard case .stack(let stack) = tab, let context = contexts[stack] else { continue }
        presented.append(.init(context.style, snapshotNode(context.root), inTab: index))
      }
    }
    presented += levels.dropFirst().map { NavigationSnapshot.Presentation($0.style ?? .fullScreen, snapshotNode($0.root)) }
    // Screens are counted as the snapshot prints them: the root, then each presentation.
    var shownInOrder: [NavigationModel.Node] = [first.root]
    if case .tabs(let id) = first.root {
      for case .stack(let stack) in tabs[id]?.tabs ?? [] { if let context = contexts[stack] { shownInOrder.append(context.root) } }
    }
    shownInOrder += levels.dropFirst().map(\.root)
    var items: [Int: TabItem] = [:]
    var screenIndex = 0
    for node in shownInOrder {
      guard case .tabs(let id) = node else {
        screenIndex += snapshotScreenCount(node)
        continue
      }
      for tab in tabs[id]?.tabs ?? [] {
        if let item = tabItem(ofTab: tab) { items[screenIndex] = item }
        screenIndex += snapshotScreenCount(tab)
      }
    }
    return NavigationSnapshot(root: snapshotNode(first.root), presented: presented, tabItems: items)
  }

  /// How many screens a node shows in a snapshot (a stack's own, not its context's).
  private func snapshotScreenCount(_ node: NavigationModel.Node) -> Int {
    switch node {
    case .screen: 1
    case .stack(let id): stacks[id]?.count ?? 0
    case .tabs(let id): (tabs[id]?.tabs ?? []).reduce(0) { $0 + snapshotScreenCount($1) }
    }
  }

  /// The tab item of a tab: its root screen's (the tab, or the bottom of its stack).
  func tabItem(ofTab tab: NavigationModel.Node) -> TabItem? {
    switch tab {
    case .screen(let id): tabItems[id]
    case .stack(let id): stacks[id]?.first.flatMap { tabItems[$0] }
    case .tabs: nil
    }
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
    if !removed.isEmpty {
      for id in removed {
        next.tabItems[id] = nil
        next.titles[id] = nil
      }
    }
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

    case .present(let node, let presenter, let style, _)
    where (style == .currentContext || style == .overCurrentContext) && isRootTabStack(presenter):
      // A root tab's navigation stack defines the presentation context: it covers that tab only.
      guard levels.count == 1 else { throw .inconsistentStep(step.description) }
      if let current = contexts[presenter] {
        throw .alreadyPresenting(
          presenter: name(of: presenter), presented: visibleLeaf(of: current.root).map(name(of:)) ?? "stack",
          screen: node.visibleScreenName)
      }
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, lookup: lookup, shownBefore: [:], seen: &seen)
      contexts[presenter] = (root, style)
      return []

    case .dismiss(let presented, _) where contextPresenter(of: presented) != nil:
      guard let stack = contextPresenter(of: presented), let context = contexts[stack] else {
        throw .nothingToDismiss(screen: name(of: presented))
      }
      let removed = screenIDs(in: context.root)
      for id in containerIDs(in: context.root) {
        stacks[id] = nil
        tabs[id] = nil
        contexts[id] = nil
      }
      for id in removed { screens[id] = nil }
      contexts[stack] = nil
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

    case .refreshChrome(let reference):
      guard screens[reference.id] != nil else { throw .notInHierarchy(screen: reference.name) }
      tabItems[reference.id] = reference.tabItem
      titles[reference.id] = reference.title
      return []
    }
  }

  /// Whether `id` is a navigation stack that is a tab of the window's root tab container.
  func isRootTabStack(_ id: ScreenID) -> Bool {
    guard stacks[id] != nil, let first = levels.first, case .tabs(let tabsID) = first.root else { return false }
    return (tabs[tabsID]?.tabs ?? []).contains(.stack(id))
  }

  /// The root tab's stack presenting `id` in its context, if `id` is such a presentation's root.
  func contextPresenter(of id: ScreenID) -> ScreenID? {
    contexts.first { $0.value.root.id == id }?.key
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
    tabItems[reference.id] = reference.tabItem
    titles[reference.id] = reference.title
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
