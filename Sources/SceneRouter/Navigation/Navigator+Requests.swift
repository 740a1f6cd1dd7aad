extension Navigator {
  // MARK: - Requests as values (internal)

  /// A screen as a request names it: its name, and its identity when it is on screen now.
  func requested(_ screen: any Screen) -> NavigationRequest.Screen {
    NavigationRequest.Screen(screen.screenName, id: id(of: screen))
  }

  /// A layout as a request names it.
  func requested(_ layout: Layout) -> NavigationRequest.Layout {
    layout.map(requested)
  }

  /// A plan's move as a request names it.
  func requested(_ move: NavigationPlan.Move) -> NavigationRequest.Move {
    switch move {
    case .setRoot(let layout): .setRoot(requested(layout))
    case .open(let screen, let transition): .open(requested(screen), as: transition)
    case .perform(let transition): .perform(transition)
    case .closeTopMost: .closeTopMost
    case .present(let layout, let style, let sheet, let popover):
      .present(requested(layout), style: style, sheet: sheet, popover: popover)
    }
  }

  /// What a person did, as the step a host reports reads against the state before it: the
  /// screen a pop goes back to, the screen a dismissed presentation showed, the tab selected.
  func personAction(_ step: NavigationStep) -> NavigationRequest.PersonAction {
    switch step {
    case .pop(_, let target, _): .goBack(to: shownScreen(target))
    case .dismiss(let presented, _): .dismiss(shownScreen(presented))
    case .selectTab(_, let index): .selectTab(index)
    case .selectDetent(let sheet, let detent): .selectDetent(of: shownScreen(sheet), detent)
    case .setWidth(let width): .setWidth(width)
    case .showSidebar(_, let shown): .showSidebar(shown)
    // A person's back from the root of a collapsed split view's column goes back to the
    // column below it.
    case .showColumn(let split, let column, _): .goBack(to: shownScreen(state.stack(of: column, inSplit: split) ?? split))
    // Only code outside the navigator installs a screen the host reports: a view controller
    // not yet moved to routers pushing another (UIKitHost adopts it).
    case .push(let screen, _, _): .pushedOutside(NavigationRequest.Screen(screen.name, id: screen.id))
    case .present(let node, _, _, _, _, _): .presentedOutside(Self.visibleScreen(of: node))
    case .refreshChrome(let screen): .refreshChrome(shownScreen(screen.id))
    case .setRoot, .setStack: .step(step.withoutTitles)
    }
  }

  /// The screen a node of the state shows (itself, a stack's top, a selected tab's), by name
  /// and identity.
  private func shownScreen(_ id: ScreenID) -> NavigationRequest.Screen {
    let leaf = state.visibleLeaf(of: id)
    guard let node = state[leaf] else { return NavigationRequest.Screen("\(id)") }
    return NavigationRequest.Screen(node.name, id: leaf)
  }

  /// The screen a step's node shows, by name and identity.
  private static func visibleScreen(of node: NavigationStep.Node) -> NavigationRequest.Screen {
    switch node {
    case .screen(let screen): return NavigationRequest.Screen(screen.name, id: screen.id)
    case .stack(let id, let screens):
      guard let top = screens.last else { return NavigationRequest.Screen("stack", id: id) }
      return NavigationRequest.Screen(top.name, id: top.id)
    case .tabs(let id, let tabs, let selected), .sidebarTabs(let id, let tabs, let selected, _, _):
      guard tabs.indices.contains(selected) else { return NavigationRequest.Screen("tabs", id: id) }
      return visibleScreen(of: tabs[selected])
    case .split(let id, let columns):
      guard let detail = columns.last else { return NavigationRequest.Screen("split", id: id) }
      return visibleScreen(of: detail)
    }
  }
}
