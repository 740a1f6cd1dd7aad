extension NavigationState {
  /// The screens a person went through to the one they see, bottom first: in each level from
  /// the window's root up, a stack's screens in order, a tab container's selected tab, and a
  /// presentation kept in a tab's context, and a split view's columns up to the one shown on
  /// top (all of them side by side in a regular width; collapsed, those below the top column).
  ///
  /// - Complexity: O(*n*) in the number of screens on the path.
  package var pathToTopMostScreen: [ScreenID] {
    var path: [ScreenID] = []
    for level in levels { collectPath(from: level.root, into: &path) }
    return path
  }

  private func collectPath(from id: ScreenID, into path: inout [ScreenID]) {
    guard let node = nodes[id] else { return }
    switch node.kind {
    case .screen: path.append(id)
    case .stack:
      for child in node.children { collectPath(from: child, into: &path) }
      if let presented = node.presented { collectPath(from: presented, into: &path) }
    case .tabs:
      guard node.children.indices.contains(node.selectedIndex) else { return }
      collectPath(from: node.children[node.selectedIndex], into: &path)
    case .split:
      let shown = shownColumnStack(ofSplit: id)
      for (_, stack) in columns(ofSplit: id) {
        collectPath(from: stack, into: &path)
        if stack == shown { break }
      }
    }
  }
}
