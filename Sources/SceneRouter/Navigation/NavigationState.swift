/// The navigator's model of what is on screen: presentation levels, and in each level a
/// tree of screens, navigation stacks and tab containers.
///
/// Level 0 is the window's root; each further level is a presentation over the one
/// below. Nodes are kept in a flat table so that a push or a pop costs the same at any
/// stack depth. The state only changes by applying `NavigationStep` values.
package struct NavigationState: Sendable, Equatable {
  /// What a node is.
  package enum Kind: Sendable, Equatable {
    case screen, stack, tabs, split
  }

  /// One screen or container.
  package struct Node: Sendable, Equatable {
    package var kind: Kind
    package var name: String
    package var title: String
    /// A screen's tab item, shown when the screen is a tab's root.
    package var tabItem: TabItem?
    /// A stack's screens (bottom first) or a tab container's tabs.
    package var children: [ScreenID] = []
    /// A tab container's selected index.
    package var selectedIndex: Int = 0
    /// The containing stack or tab container, nil for a level's root.
    package var parent: ScreenID?
    /// The position in the parent's children.
    package var indexInParent: Int = 0
    /// The presentation level the node is in.
    package var level: Int
    /// A root tab's stack: the root of the `.currentContext`/`.overCurrentContext`
    /// presentation it shows in its presentation context.
    package var presented: ScreenID?
    /// A context presentation's root: the stack that presents it.
    package var presenter: ScreenID?
    /// A context presentation's root: its style.
    package var contextStyle: PresentationStyle?
    /// A screen's popover anchors (``Screen/popoverAnchors``) when it was shown.
    package var popoverAnchors: Set<String> = []
    /// The view a screen pushed with a zoom zoomed out of (``Transition/push(zoomingFrom:)``).
    package var zoomSource: String? = nil
    /// A split view's column shown on top when it is collapsed in a compact width.
    package var topColumn: SplitColumn = .secondary
    /// A sidebar-adaptable tab container's groups, whose counts add up to its tabs'; empty
    /// for a plain tab bar.
    package var tabGroups: [NavigationTree<Int>.Group] = []
    /// Whether a sidebar-adaptable tab container shows its sidebar in a regular width; nil
    /// for a plain tab bar, which has none.
    package var sidebarShown: Bool? = nil
    /// Whether a tab container is a page container (``NavigationTree/pages(_:selected:)``):
    /// no tab bar, paged by a person's swipe.
    package var paged: Bool = false
  }

  /// One presentation level.
  package struct Level: Sendable, Equatable {
    package var root: ScreenID
    /// The presentation style, nil for the window's root.
    package var style: PresentationStyle?
    package var animation: StepAnimation
    /// A sheet's detents and the one it rests at; nil for the platform's sheet or no sheet.
    package var sheet: SheetConfiguration? = nil
    /// A popover's anchor and arrows; nil for any other presentation.
    package var popover: PopoverConfiguration? = nil
  }

  package private(set) var nodes: [ScreenID: Node] = [:]
  package private(set) var levels: [Level] = []
  /// The window's width, which presentations adapt to (``PresentationStyle/shown(in:)``).
  package private(set) var width: HorizontalSizeClass = .regular

  package init() {}

  /// A state with nothing shown, in a window of this width.
  ///
  /// - Parameter width: The window's width.
  package init(width: HorizontalSizeClass) { self.width = width }

  /// The style the presentation level `index` is shown as in the current width.
  package func shownStyle(ofLevel index: Int) -> PresentationStyle? {
    guard levels.indices.contains(index) else { return nil }
    return levels[index].style?.shown(in: width)
  }

  // MARK: - Queries

  package subscript(id: ScreenID) -> Node? { nodes[id] }

  /// Whether a node has this identity; looked up without copying the node out.
  package func contains(_ id: ScreenID) -> Bool { nodes.index(forKey: id) != nil }

  /// The screen a person sees: the selected, top-most leaf of the top-most level.
  package var topMostScreen: ScreenID? {
    levels.last.map { visibleLeaf(of: $0.root) }
  }

  /// The leaf screen shown by a node: itself, a stack's top, a tab container's selected tab.
  package func visibleLeaf(of id: ScreenID) -> ScreenID {
    var current = id
    while let node = nodes[current] {
      switch node.kind {
      case .screen: return current
      case .stack:
        if let presented = node.presented {
          current = presented
          continue
        }
        guard let last = node.children.last else { return current }
        current = last
      case .tabs:
        guard node.children.indices.contains(node.selectedIndex) else { return current }
        current = node.children[node.selectedIndex]
      case .split:
        guard let column = shownColumnStack(ofSplit: current) else { return current }
        current = column
      }
    }
    return current
  }

  // MARK: - Sidebar-adaptable tab containers

  /// Whether a sidebar-adaptable tab container can show its sidebar: only in a regular width.
  /// In a compact width UIKit shows the platform's regular tab bar instead
  /// (`UITabBarController.Mode.tabSidebar` on iPhone:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar),
  /// and the sidebar is not available (`UITabBarController.Sidebar.isAvailable`:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/isavailable).
  /// A width change keeps the selected tab and whether the person had the sidebar shown,
  /// which it shows again in a regular width: the sidebar only overlaps the selected tab's
  /// content, so no screen appears or disappears.
  package var sidebarAvailable: Bool { width == .regular }

  /// How a sidebar-adaptable tab container's sidebar shows now, nil for a plain tab bar.
  package func sidebar(of tabs: ScreenID) -> TabSidebar? {
    guard let shown = nodes[tabs]?.sidebarShown else { return nil }
    guard sidebarAvailable else { return .unavailable }
    return shown ? .shown : .hidden
  }

  // MARK: - Split views

  /// A split view's columns with their navigation stacks, leading first.
  package func columns(ofSplit id: ScreenID) -> [(column: SplitColumn, stack: ScreenID)] {
    guard let node = nodes[id], node.kind == .split else { return [] }
    return Array(zip(SplitColumn.columns(count: node.children.count), node.children))
  }

  /// The navigation stack of a split view's column, nil when the split view has no such column.
  package func stack(of column: SplitColumn, inSplit id: ScreenID) -> ScreenID? {
    columns(ofSplit: id).first { $0.column == column }?.stack
  }

  /// Whether a split view is collapsed: in a compact width it shows one stack ("Collapsing
  /// happens when the split view controller transitions from a horizontally regular to a
  /// horizontally compact environment":
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed).
  package var splitViewsCollapsed: Bool { width == .compact }

  /// The column stack whose top a person sees and acts on in a split view: collapsed, the
  /// column on top of the one stack it shows; expanded, the secondary (detail) column.
  package func shownColumnStack(ofSplit id: ScreenID) -> ScreenID? {
    guard let node = nodes[id], node.kind == .split else { return nil }
    return stack(of: splitViewsCollapsed ? node.topColumn : .secondary, inSplit: id)
  }

  /// The split view `source` is in (itself, or an ancestor), nil when it is in none.
  package func split(containing source: ScreenID) -> ScreenID? {
    var current: ScreenID? = source
    while let id = current, let node = nodes[id] {
      if node.kind == .split { return id }
      current = node.parent
    }
    return nil
  }

  /// The split view and column whose stack is `stack`, nil for a stack that is not a column.
  package func splitColumn(ofStack stack: ScreenID) -> (split: ScreenID, column: SplitColumn)? {
    guard let node = nodes[stack], node.kind == .stack, let parent = node.parent, nodes[parent]?.kind == .split,
      let found = columns(ofSplit: parent).first(where: { $0.stack == stack })
    else { return nil }
    return (parent, found.column)
  }

  /// The navigation stack a push from `source` goes onto (UIKit's `navigationController`):
  /// the source itself if it is a stack, its containing stack, or for a tab container the
  /// selected tab's stack.
  package func stack(for source: ScreenID) -> ScreenID? {
    guard let node = nodes[source] else { return nil }
    switch node.kind {
    case .stack: return source
    case .tabs:
      guard node.children.indices.contains(node.selectedIndex) else { return nil }
      let selected = node.children[node.selectedIndex]
      return nodes[selected]?.kind == .stack ? selected : nil
    case .split:
      return shownColumnStack(ofSplit: source)
    case .screen:
      guard let parent = node.parent, nodes[parent]?.kind == .stack else { return nil }
      return parent
    }
  }

  /// The tab container nearest to `source`: an ancestor, else the top-most one in any level.
  package func tabs(near source: ScreenID?) -> ScreenID? {
    var current = source
    while let id = current, let node = nodes[id] {
      if node.kind == .tabs { return id }
      current = node.parent
    }
    for level in levels.reversed() {
      var candidate: ScreenID? = level.root
      while let id = candidate, let node = nodes[id] {
        if node.kind == .tabs { return id }
        candidate = node.kind == .stack ? nil : node.children.first
      }
    }
    return nil
  }

  /// The style a screen was presented with: the one of its presentation level, when it is
  /// the screen the level was presented with (the level's root, or the bottom of the stack at
  /// its root); nil for a screen pushed above it, in a tab or column, or in the window's root.
  package func presentationStyle(ofScreen id: ScreenID) -> PresentationStyle? {
    guard let node = nodes[id], node.kind == .screen, node.level > 0, levels.indices.contains(node.level) else {
      return nil
    }
    let level = levels[node.level]
    guard let root = nodes[level.root] else { return nil }
    let first = root.kind == .stack ? root.children.first : level.root
    return first == id ? level.style : nil
  }

  /// The level's root node that contains `id`.
  package func levelRoot(of id: ScreenID) -> ScreenID? {
    guard let node = nodes[id], levels.indices.contains(node.level) else { return nil }
    return levels[node.level].root
  }

  /// Every node of a subtree, the root first.
  package func subtree(_ id: ScreenID) -> [ScreenID] {
    var result: [ScreenID] = []
    var pending = [id]
    while let next = pending.popLast() {
      guard let node = nodes[next] else { continue }
      result.append(next)
      if let presented = node.presented { pending.append(presented) }
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  // MARK: - Applying steps

  /// Applies one step and returns the identities of the screens and containers it removed.
  ///
  /// - Throws: `NavigationError.Code.inconsistentStep` when the step does not fit the
  ///   state; the state is then unchanged.
  @discardableResult
  package mutating func apply(_ step: NavigationStep) throws(NavigationError) -> [ScreenID] {
    switch step {
    case .setRoot(let node, let animation):
      let old = levels.flatMap { subtree($0.root) }
      for id in old { nodes[id] = nil }
      levels = [Level(root: node.id, style: nil, animation: animation)]
      insert(node, parent: nil, index: 0, level: 0)
      // Screens that moved into the new root are not removed.
      return old.filter { nodes[$0] == nil }

    case .push(let screen, let stack, let animation):
      // Read what is needed, then mutate in place: holding a copy of the stack's node
      // across the append would copy its children, making a push cost O(depth).
      guard nodes[screen.id] == nil, let (index, level) = stackEnd(stack) else {
        throw .inconsistentStep(step.description)
      }
      updateNode(stack) { $0.children.append(screen.id) }
      nodes[screen.id] = Node(
        kind: .screen, name: screen.name, title: screen.title, tabItem: screen.tabItem, parent: stack,
        indexInParent: index, level: level, popoverAnchors: screen.popoverAnchors)
      if case .zoom(let source) = animation { nodes[screen.id]?.zoomSource = source }
      return []

    case .pop(let stack, let target, _):
      guard let top = nodes[target], top.parent == stack, let (count, level) = stackEnd(stack), top.level == level
      else { throw .inconsistentStep(step.description) }
      let removedCount = count - top.indexInParent - 1
      var removed: [ScreenID] = []
      removed.reserveCapacity(removedCount)
      for _ in 0..<removedCount {
        guard let id = updateNode(stack, { $0.children.popLast() }) ?? nil else { break }
        removed.append(id)
        nodes[id] = nil
      }
      return removed.reversed()

    case .setStack(let stack, let screens, _):
      guard let node = nodes[stack], node.kind == .stack else { throw .inconsistentStep(step.description) }
      let kept = Set(screens.map(\.id))
      let removed = node.children.filter { !kept.contains($0) }
      for id in removed { nodes[id] = nil }
      for (index, screen) in screens.enumerated() {
        if nodes[screen.id] == nil {
          nodes[screen.id] = Node(
            kind: .screen, name: screen.name, title: screen.title, tabItem: screen.tabItem, parent: stack,
            indexInParent: index, level: node.level, popoverAnchors: screen.popoverAnchors)
        } else {
          nodes[screen.id]?.indexInParent = index
        }
      }
      nodes[stack]?.children = screens.map(\.id)
      return removed

    case .present(let node, let presenter, let style, _, _, _) where Self.isContextStyle(style) && isRootTabStack(presenter):
      guard nodes[presenter]?.presented == nil, nodes[node.id] == nil else { throw .inconsistentStep(step.description) }
      insert(node, parent: nil, index: 0, level: 0)
      nodes[node.id]?.presenter = presenter
      nodes[node.id]?.contextStyle = style
      nodes[presenter]?.presented = node.id
      return []

    case .present(let node, _, let style, let animation, let sheet, let popover):
      guard !levels.isEmpty else { throw .inconsistentStep(step.description) }
      let level = levels.count
      levels.append(Level(root: node.id, style: style, animation: animation, sheet: sheet, popover: popover))
      insert(node, parent: nil, index: 0, level: level)
      return []

    case .dismiss(let presented, _) where nodes[presented]?.presenter != nil:
      let removed = subtree(presented)
      if let presenter = nodes[presented]?.presenter { nodes[presenter]?.presented = nil }
      for id in removed { nodes[id] = nil }
      return removed

    case .dismiss(let presented, _):
      guard let node = nodes[presented], node.parent == nil, node.level > 0 else {
        throw .inconsistentStep(step.description)
      }
      // The top-most level alone, as a rule: its subtree is what goes, with no list of lists.
      let removed =
        node.level == levels.count - 1 && levels[node.level].root == presented
        ? subtree(presented) : levels[node.level...].flatMap { subtree($0.root) }
      levels.removeLast(levels.count - node.level)
      for id in removed { nodes[id] = nil }
      return removed

    case .selectDetent(let sheet, let detent):
      guard let index = sheetLevel(sheet), levels[index].sheet?.hasDetent(detent) == true else {
        throw .inconsistentStep(step.description)
      }
      levels[index].sheet?.selected = detent
      return []

    case .setWidth(let width):
      // Collapsing shows the secondary column on top: the column UIKit proposes to
      // `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, which SceneRouter
      // does not change (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)).
      // Expanding shows every column again, each with the stack it kept.
      if width == .compact, self.width == .regular {
        for (id, node) in nodes where node.kind == .split { nodes[id]?.topColumn = .secondary }
      }
      self.width = width
      return []

    case .showColumn(let split, let column, _):
      guard stack(of: column, inSplit: split) != nil else { throw .inconsistentStep(step.description) }
      nodes[split]?.topColumn = column
      return []

    case .selectTab(let tabs, let index):
      guard let node = nodes[tabs], node.kind == .tabs, node.children.indices.contains(index) else {
        throw .inconsistentStep(step.description)
      }
      nodes[tabs]?.selectedIndex = index
      return []

    case .showSidebar(let tabs, let shown):
      guard nodes[tabs]?.sidebarShown != nil else { throw .inconsistentStep(step.description) }
      nodes[tabs]?.sidebarShown = shown
      return []

    case .refreshChrome(let screen):
      guard let node = nodes[screen.id], node.kind == .screen else { throw .inconsistentStep(step.description) }
      nodes[screen.id]?.title = screen.title
      nodes[screen.id]?.tabItem = screen.tabItem
      return []
    }
  }

  /// How to take back one applied step, at the cost of what the step changed.
  package struct Undo {
    fileprivate enum Action {
      case push(stack: ScreenID, screen: ScreenID)
      case pop(stack: ScreenID, nodes: [(ScreenID, Node)])
      /// A pop of one screen, the usual pop, kept without an array.
      case popOne(stack: ScreenID, id: ScreenID, node: Node)
      case present(root: ScreenID)
      case dismiss(levels: [Level], nodes: [(ScreenID, Node)])
      /// A dismissal of the top-most level when it is one screen, the usual one, kept without arrays.
      case dismissOne(level: Level, id: ScreenID, node: Node)
      case selectTab(tabs: ScreenID, index: Int)
      case detent(level: Int, selected: String?)
      case width(HorizontalSizeClass)
      case chrome(screen: ScreenID, title: String, tabItem: TabItem?)
      case whole(NavigationState)
    }
    fileprivate var action: Action
  }

  /// Applies one step and returns what it removed and how to take it back.
  ///
  /// A push, pop, presentation, dismissal or tab selection keeps only what it changes, so
  /// its cost stays flat with the depth of the stacks; a new root or a replaced stack keeps
  /// a copy of the state.
  ///
  /// - Parameter step: The step.
  /// - Returns: The identities the step removed, and its undo.
  /// - Throws: `NavigationError.Code.inconsistentStep` when the step does not fit; the state
  ///   is then unchanged.
  package mutating func applyUndoably(_ step: NavigationStep) throws(NavigationError) -> ([ScreenID], Undo) {
    switch step {
    case .push(let screen, let stack, _):
      return (try apply(step), Undo(action: .push(stack: stack, screen: screen.id)))
    case .pop(let stack, let target, _):
      // Counts and identities only: holding the stack's children across the pop would copy them.
      if let top = nodes[target], let count = nodes[stack]?.children.count, top.indexInParent + 2 == count,
        let id = nodes[stack]?.children.last, let node = nodes[id]
      {
        return (try apply(step), Undo(action: .popOne(stack: stack, id: id, node: node)))
      }
      var kept: [(ScreenID, Node)] = []
      if let top = nodes[target], let count = nodes[stack]?.children.count, top.indexInParent + 1 < count {
        for index in (top.indexInParent + 1)..<count {
          if let id = nodes[stack]?.children[index], let node = nodes[id] { kept.append((id, node)) }
        }
      }
      return (try apply(step), Undo(action: .pop(stack: stack, nodes: kept)))
    case .present(_, let presenter, let style, _, _, _) where Self.isContextStyle(style) && isRootTabStack(presenter):
      let previous = self
      return (try apply(step), Undo(action: .whole(previous)))
    case .dismiss(let presented, _) where nodes[presented]?.presenter != nil:
      let previous = self
      return (try apply(step), Undo(action: .whole(previous)))
    case .present(let node, _, _, _, _, _):
      return (try apply(step), Undo(action: .present(root: node.id)))
    case .dismiss(let presented, _):
      if let node = nodes[presented], node.kind == .screen, node.parent == nil, node.level > 0,
        node.level == levels.count - 1, levels[node.level].root == presented
      {
        let undo = Undo(action: .dismissOne(level: levels[node.level], id: presented, node: node))
        return (try apply(step), undo)
      }
      var kept: [(ScreenID, Node)] = []
      var keptLevels: [Level] = []
      if let node = nodes[presented], levels.indices.contains(node.level) {
        keptLevels = Array(levels[node.level...])
        for level in keptLevels {
          for id in subtree(level.root) { if let node = nodes[id] { kept.append((id, node)) } }
        }
      }
      return (try apply(step), Undo(action: .dismiss(levels: keptLevels, nodes: kept)))
    case .selectTab(let tabs, _):
      let index = nodes[tabs]?.selectedIndex ?? 0
      return (try apply(step), Undo(action: .selectTab(tabs: tabs, index: index)))
    case .selectDetent(let sheet, _):
      let level = sheetLevel(sheet) ?? 0
      let selected = levels.indices.contains(level) ? levels[level].sheet?.selected : nil
      return (try apply(step), Undo(action: .detent(level: level, selected: selected)))
    case .setWidth:
      // Collapsing changes what split views show on top: keep the whole state then.
      if nodes.values.contains(where: { $0.kind == .split }) {
        let previous = self
        return (try apply(step), Undo(action: .whole(previous)))
      }
      let width = self.width
      return (try apply(step), Undo(action: .width(width)))
    case .refreshChrome(let screen):
      let node = nodes[screen.id]
      let undo = Undo(action: .chrome(screen: screen.id, title: node?.title ?? "", tabItem: node?.tabItem))
      return (try apply(step), undo)
    case .setRoot, .setStack, .showColumn, .showSidebar:
      let previous = self
      return (try apply(step), Undo(action: .whole(previous)))
    }
  }

  /// Takes back a step applied with ``applyUndoably(_:)``; the state is then exactly what
  /// it was before the step.
  ///
  /// - Parameter undo: The step's undo, taken back in the reverse order of application.
  package mutating func undo(_ undo: Undo) {
    switch undo.action {
    case .push(let stack, let screen):
      updateNode(stack) { _ = $0.children.popLast() }
      nodes[screen] = nil
    case .pop(let stack, let kept):
      for (id, node) in kept {
        updateNode(stack) { $0.children.append(id) }
        nodes[id] = node
      }
    case .popOne(let stack, let id, let node):
      updateNode(stack) { $0.children.append(id) }
      nodes[id] = node
    case .present(let root):
      // What the presentation inserted is its subtree, the state being as the step left it.
      for id in subtree(root) { nodes[id] = nil }
      levels.removeLast()
    case .dismissOne(let level, let id, let node):
      levels.append(level)
      nodes[id] = node
    case .dismiss(let keptLevels, let kept):
      levels.append(contentsOf: keptLevels)
      for (id, node) in kept { nodes[id] = node }
    case .selectTab(let tabs, let index):
      nodes[tabs]?.selectedIndex = index
    case .detent(let level, let selected):
      if levels.indices.contains(level) { levels[level].sheet?.selected = selected }
    case .width(let width):
      self.width = width
    case .chrome(let screen, let title, let tabItem):
      nodes[screen]?.title = title
      nodes[screen]?.tabItem = tabItem
    case .whole(let previous):
      self = previous
    }
  }

  /// Refuses a presentation while an alert is shown: an alert presents nothing (rule 16; `UIAlertController` is meant to be used as is: https://developer.apple.com/documentation/uikit/uialertcontroller).
  ///
  /// - Parameter node: What would be presented.
  /// - Throws: ``NavigationError/Code/alreadyPresenting`` when the top-most level is an alert.
  package func checkNoAlertShown(presenting node: NavigationTree<NavigationStep.Screen>) throws(NavigationError) {
    guard let top = levels.last, top.style?.isAlert == true else { return }
    throw .alertShown(alert: self[top.root]?.title ?? "alert", screen: node.visibleScreenName)
  }

  /// Refuses a popover that cannot be shown: a configuration that does not fit its style, or
  /// an anchor the screen a person sees on the presenting level has not registered
  /// (``Screen/popoverAnchors``), since a popover must point at something on screen
  /// (`UIPopoverPresentationController` needs a `sourceView` or `sourceItem`:
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller).
  ///
  /// - Parameters:
  ///   - popover: The popover's configuration; nil for a presentation without one.
  ///   - style: The presentation's style.
  ///   - presenter: The root of the level it is presented from.
  /// - Throws: a ``NavigationError`` for a configuration that does not fit,
  ///   ``NavigationError/Code/unknownPopoverAnchor`` for an anchor not registered.
  package func checkPopover(
    _ popover: PopoverConfiguration?, style: PresentationStyle, presenter: ScreenID
  ) throws(NavigationError) {
    guard let popover else {
      if style == .popover { throw .popoverWithoutAnchor }
      return
    }
    try PopoverConfiguration.check(popover, style: style)
    let leaf = visibleLeaf(of: presenter)
    guard nodes[leaf]?.popoverAnchors.contains(popover.anchor.identifier) == true else {
      throw .unknownPopoverAnchor(anchor: popover.anchor.description, screen: nodes[leaf]?.name ?? "screen")
    }
  }

  /// Refuses resting a sheet at a detent it does not have.
  ///
  /// - Parameters:
  ///   - detent: The detent's identifier.
  ///   - sheet: The presentation's root.
  ///   - name: The sheet's name, for the error.
  /// - Throws: ``NavigationError/Code/personActionUnavailable`` when the presentation has no such detent.
  package func checkDetent(_ detent: String, of sheet: ScreenID, name: String) throws(NavigationError) {
    try SheetConfiguration.checkDetent(detent, of: sheetLevel(sheet).flatMap { levels[$0].sheet }, sheetName: name)
  }

  /// The index of the presentation level whose root is `root`, when it is a presentation.
  package func sheetLevel(_ root: ScreenID) -> Int? {
    guard let node = nodes[root], node.parent == nil, node.level > 0, levels.indices.contains(node.level),
      levels[node.level].root == root
    else { return nil }
    return node.level
  }

  /// Whether a style covers a presentation context rather than the window.
  package static func isContextStyle(_ style: PresentationStyle) -> Bool {
    style == .currentContext || style == .overCurrentContext
  }

  /// Whether `id` is a navigation stack that is a tab of the window's root tab container:
  /// a container that defines a presentation context (UIKit rule 19).
  package func isRootTabStack(_ id: ScreenID) -> Bool {
    guard let node = nodes[id], node.kind == .stack, node.level == 0, let parent = node.parent else { return false }
    return nodes[parent]?.kind == .tabs && levels.first?.root == parent
  }

  /// The root of the context presentation `id` is the root of: itself, or the stack it is the bottom of.
  package func contextPresentationRoot(of id: ScreenID) -> ScreenID? {
    guard let node = nodes[id] else { return nil }
    if node.presenter != nil { return id }
    if let parent = node.parent, node.indexInParent == 0, nodes[parent]?.presenter != nil { return parent }
    return nil
  }

  /// Changes a node in place, if it exists. `nodes[id]?.children.append(x)` goes through
  /// the dictionary's `modify` accessor, whose nested coroutine frames cost three heap
  /// allocations per access in a release build (Swift 6.3, Linux); through the index of its
  /// value, as here, the change costs none, which is what a push and a pop do.
  @discardableResult
  private mutating func updateNode<Result>(_ id: ScreenID, _ change: (inout Node) -> Result) -> Result? {
    guard let index = nodes.index(forKey: id) else { return nil }
    return change(&nodes.values[index])
  }

  /// A stack's screen count and level, read without keeping a copy of its children.
  private func stackEnd(_ stack: ScreenID) -> (count: Int, level: Int)? {
    guard let node = nodes[stack], node.kind == .stack else { return nil }
    return (node.children.count, node.level)
  }

  private mutating func insert(
    _ node: NavigationTree<NavigationStep.Screen>, parent: ScreenID?, index: Int, level: Int
  ) {
    switch node {
    case .screen(let screen):
      nodes[screen.id] = Node(
        kind: .screen, name: screen.name, title: screen.title, tabItem: screen.tabItem, parent: parent,
        indexInParent: index, level: level, popoverAnchors: screen.popoverAnchors)
    case .stack(let screens):
      let id = node.id
      nodes[id] = Node(
        kind: .stack, name: "stack", title: "", children: screens.map(\.id), parent: parent,
        indexInParent: index, level: level)
      for (position, screen) in screens.enumerated() {
        nodes[screen.id] = Node(
          kind: .screen, name: screen.name, title: screen.title, tabItem: screen.tabItem, parent: id,
          indexInParent: position, level: level, popoverAnchors: screen.popoverAnchors)
      }
    case .tabs(let tabs, let selected):
      insertChildren(tabs, of: Node(kind: .tabs, name: "tabs", title: "", selectedIndex: selected, level: level), node.id, parent: parent, index: index)
    case .sidebarTabs(let groups, let selected, let sidebar):
      insertChildren(
        node.tabs,
        of: Node(
          kind: .tabs, name: "tabs", title: "", selectedIndex: selected, level: level,
          tabGroups: NavigationTree.tabIndices(of: groups), sidebarShown: sidebar != .hidden),
        node.id, parent: parent, index: index)
    case .pages(let pages, let selected):
      insertChildren(
        pages, of: Node(kind: .tabs, name: "pages", title: "", selectedIndex: selected, level: level, paged: true),
        node.id, parent: parent, index: index)
    case .split:
      insertChildren(node.splitColumns, of: Node(kind: .split, name: "split", title: "", level: level), node.id, parent: parent, index: index)
    }
  }

  /// Inserts a container and its children (tabs, pages or columns) under `parent`.
  private mutating func insertChildren(
    _ children: [NavigationTree<NavigationStep.Screen>], of container: Node, _ id: ScreenID, parent: ScreenID?, index: Int
  ) {
    var container = container
    container.children = children.map(\.id)
    container.parent = parent
    container.indexInParent = index
    nodes[id] = container
    for (position, child) in children.enumerated() {
      insert(child, parent: id, index: position, level: container.level)
    }
  }

  /// The tab item of the tab `id` is: its root screen's (the tab itself, or the bottom of
  /// the tab's stack), nil when that screen has none.
  package func tabItem(ofTab id: ScreenID) -> TabItem? {
    guard let node = nodes[id] else { return nil }
    switch node.kind {
    case .screen: return node.tabItem
    case .stack: return node.children.first.flatMap { nodes[$0]?.tabItem }
    case .tabs, .split: return nil
    }
  }
}
