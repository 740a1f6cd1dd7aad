extension NavigationPlan {
  /// A plan that shows what a snapshot describes: its root, then each presentation.
  ///
  /// Snapshots name screens, so restoring needs a way back from a name and a title to a
  /// screen; `makeScreen` is that way, usually a switch over the app's screen names that
  /// also builds each screen's router.
  ///
  /// ```swift
  /// let saved = try JSONEncoder().encode(navigator.snapshot)
  /// // ... next launch ...
  /// let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: saved)
  /// navigator.perform(try NavigationPlan(restoring: snapshot) { name, title in
  ///   switch name {
  ///   case "Product": ProductScreen.make(title: title)
  ///   default: nil
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - makeScreen: Builds the screen for a name and a title, or returns nil when it cannot.
  /// - Throws: ``NavigationError/Code/unrestorableScreen`` naming the first screen that
  ///   could not be built, ``NavigationError/Code/emptySnapshot`` when the snapshot shows
  ///   nothing; nothing is built then.
  public init(
    restoring snapshot: NavigationSnapshot, makeScreen: (_ name: String, _ title: String) -> (any Screen)?
  ) throws(NavigationError) {
    try self.init(restoring: snapshot) { name, title, _ in makeScreen(name, title) }
  }

  /// A plan that shows what a snapshot describes, handing each screen's restoration
  /// identity (``Screen/restorationIdentity``) to the closure that rebuilds it: the
  /// product a Product screen showed, not only its name and title.
  ///
  /// ```swift
  /// navigator.perform(try NavigationPlan(restoring: snapshot) { name, title, identity in
  ///   switch (name, identity.flatMap(Int.init)) {
  ///   case ("Product", let id?): ProductScreen.make(id: id)
  ///   default: nil
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - makeScreen: Builds the screen for a name, a title and the identity the screen had
  ///     (nil when it had none), or returns nil when it cannot.
  /// - Throws: ``NavigationError/Code/unrestorableScreen`` naming the first screen that
  ///   could not be built, ``NavigationError/Code/emptySnapshot`` when the snapshot shows
  ///   nothing; nothing is built then.
  public init(
    restoring snapshot: NavigationSnapshot,
    makeScreen: (_ name: String, _ title: String, _ identity: String?) -> (any Screen)?
  ) throws(NavigationError) {
    guard let root = snapshot.root else {
      throw .emptySnapshot
    }
    var screenIndex = 0
    func layout(_ node: NavigationSnapshot.Node) throws(NavigationError) -> Layout {
      switch node {
      case .screen(let name, let title):
        let identity = snapshot.restorationIdentities[screenIndex]
        screenIndex += 1
        guard let screen = makeScreen(name, title, identity) else {
          throw .unrestorableScreen(name: name, title: title)
        }
        return .screen(screen)
      case .stack(let children):
        var screens: [any Screen] = []
        for child in children {
          guard case .screen(let screen) = try layout(child) else {
            throw .containerInStack
          }
          screens.append(screen)
        }
        return .stack(screens)
      case .tabs(let tabs, let selected):
        var layouts: [Layout] = []
        for tab in tabs { layouts.append(try layout(tab)) }
        return .tabs(layouts, selected: selected)
      case .sidebarTabs(let tabs, let selected, let outline, let sidebar):
        var groups: [TabGroup] = []
        var start = 0
        for group in outline {
          let end = min(start + max(group.count, 0), tabs.count)
          var layouts: [Layout] = []
          for tab in tabs[start..<end] { layouts.append(try layout(tab)) }
          groups.append(TabGroup(group.title, tabs: layouts))
          start = end
        }
        guard start == tabs.count else {
          throw .tabGroupsMismatch(grouped: start, tabs: tabs.count)
        }
        // A snapshot taken in a compact width shows no sidebar; a regular width shows it again.
        return .sidebarTabs(groups, selected: selected, sidebarShown: sidebar != .hidden)
      case .split(let columns, _):
        guard columns.count == 2 || columns.count == 3 else {
          throw .splitColumnCount(columns.count)
        }
        var layouts: [Layout] = []
        for column in columns { layouts.append(try layout(column)) }
        return .split(
          primary: layouts[0], supplementary: layouts.count == 3 ? layouts[1] : nil, secondary: layouts[layouts.count - 1])
      }
    }
    var moves: [Move] = [.setRoot(try layout(root))]
    // A collapsed split view that showed another column on top shows it again.
    if case .split(_, let top?) = root, top != .secondary { moves.append(.perform(.showColumn(top))) }
    for presentation in snapshot.presented {
      moves.append(
        .present(
          try layout(presentation.node), style: presentation.style, sheet: presentation.sheet,
          popover: presentation.popover))
    }
    self.init(moves)
  }
}
