/// How events name steps: screens by name and identity, never by title.
extension NavigationStep {
  /// The step with every screen title blanked, so that an event never carries a title
  /// (titles can hold personal data, such as a person's name).
  var withoutTitles: NavigationStep {
    switch self {
    case .setRoot(let node, let animation): .setRoot(node.map(\.withoutTitle), animation: animation)
    case .push(let screen, let stack, let animation): .push(screen.withoutTitle, onto: stack, animation: animation)
    case .pop: self
    case .setStack(let stack, let screens, let animation):
      .setStack(stack, screens.map(\.withoutTitle), animation: animation)
    case .present(let node, let presenter, let style, let animation, let sheet, let popover):
      .present(node.map(\.withoutTitle), from: presenter, style: style, animation: animation, sheet: sheet, popover: popover)
    case .dismiss, .selectTab, .selectDetent, .setWidth, .showColumn, .showSidebar: self
    case .refreshChrome(let screen): .refreshChrome(screen.withoutTitle)
    }
  }
}

extension NavigationStep.Screen {
  var withoutTitle: NavigationStep.Screen {
    NavigationStep.Screen(id: id, name: name, containers: containers)
  }
}
