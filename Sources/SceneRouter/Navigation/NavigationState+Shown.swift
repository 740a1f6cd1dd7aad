extension NavigationState {
  /// Visits the screens whose views are in the window, in one order, the one both the
  /// navigator's `shown`/`hidden` events and the engine's appearance callbacks use: the
  /// levels from the bottom-most one in the window up — the top-most level, and below it each
  /// level the level above keeps visible (a presentation whose style keeps its presenter
  /// visible, rule 38) — and in each level its visible screens (``forEachShownScreen(of:_:)``).
  ///
  /// - Parameter visit: Called with each shown screen's identity, with no array made.
  /// - Complexity: O(*l* + *d*), where *l* is the number of levels shown and *d* the depth of
  ///   their containers; a stack's depth does not count.
  package func forEachShownScreen(_ visit: (ScreenID) -> Void) {
    var first = levels.endIndex
    for index in levels.indices.reversed() {
      first = index
      guard let style = levels[index].style, style.keepsPresenterVisible else { break }
    }
    for level in levels[first...] { forEachShownScreen(of: level.root, visit) }
  }

  /// Visits the screens whose views a node shows: itself, a stack's top, the selected tab's,
  /// a split view's shown columns' (every column expanded, the one on top collapsed); for a
  /// root tab's stack that shows a presentation in its presentation context, the stack's top
  /// only when that presentation keeps its presenter visible, then the presentation's.
  ///
  /// - Parameters:
  ///   - id: The screen or container.
  ///   - visit: Called with each shown screen's identity.
  package func forEachShownScreen(of id: ScreenID, _ visit: (ScreenID) -> Void) {
    guard let node = self[id] else { return }
    switch node.kind {
    case .screen:
      visit(id)
    case .stack:
      var keepsTop = true
      if let presented = node.presented { keepsTop = self[presented]?.contextStyle?.keepsPresenterVisible ?? false }
      if keepsTop, let top = node.children.last { visit(top) }
      if let presented = node.presented { forEachShownScreen(of: presented, visit) }
    case .tabs:
      guard node.children.indices.contains(node.selectedIndex) else { return }
      forEachShownScreen(of: node.children[node.selectedIndex], visit)
    case .split:
      if splitViewsCollapsed {
        if let shown = shownColumnStack(ofSplit: id) { forEachShownScreen(of: shown, visit) }
      } else {
        for column in node.children { forEachShownScreen(of: column, visit) }
      }
    }
  }
}
