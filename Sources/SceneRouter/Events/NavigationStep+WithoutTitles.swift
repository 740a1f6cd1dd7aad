/// How events name steps: screens by name and identity, never by title.
extension NavigationStep {
  /// The step with every screen title blanked, so that an event never carries a title
  /// (titles can hold personal data, such as a person's name).
  var withoutTitles: NavigationStep {
    switch self {
    case .setRoot(let node, let animation): .setRoot(node.withoutTitles, animation: animation)
    case .push(let screen, let stack, let animation): .push(screen.withoutTitle, onto: stack, animation: animation)
    case .pop: self
    case .setStack(let stack, let screens, let animation):
      .setStack(stack, screens.map(\.withoutTitle), animation: animation)
    case .present(let node, let presenter, let style, let animation, let sheet, let popover):
      .present(node.withoutTitles, from: presenter, style: style, animation: animation, sheet: sheet, popover: popover)
    case .dismiss, .selectTab, .selectDetent, .setWidth, .showColumn, .showSidebar: self
    case .refreshChrome(let screen): .refreshChrome(screen.withoutTitle)
    }
  }
}

extension NavigationStep.Node {
  var withoutTitles: NavigationStep.Node {
    switch self {
    case .screen(let screen): .screen(screen.withoutTitle)
    case .stack(let id, let screens): .stack(id: id, screens: screens.map(\.withoutTitle))
    case .tabs(let id, let tabs, let selected): .tabs(id: id, tabs: tabs.map(\.withoutTitles), selected: selected)
    case .split(let id, let columns): .split(id: id, columns: columns.map(\.withoutTitles))
    case .sidebarTabs(let id, let tabs, let selected, let groups, let shown):
      .sidebarTabs(id: id, tabs: tabs.map(\.withoutTitles), selected: selected, groups: groups, sidebarShown: shown)
    case .pages(let id, let pages, let selected): .pages(id: id, pages: pages.map(\.withoutTitles), selected: selected)
    }
  }
}

extension NavigationStep.Screen {
  var withoutTitle: NavigationStep.Screen {
    NavigationStep.Screen(id: id, name: name)
  }
}
