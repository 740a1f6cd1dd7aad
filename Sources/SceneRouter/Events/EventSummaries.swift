/// How events name requests and steps: screens by name (never by title), and no values.
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
    case .present(let node, let presenter, let style, let animation, let sheet):
      .present(node.withoutTitles, from: presenter, style: style, animation: animation, sheet: sheet)
    case .dismiss, .selectTab, .selectDetent: self
    case .refreshChrome(let screen): .refreshChrome(screen.withoutTitle)
    }
  }

  /// What a person did, as a request's summary: `go back to Shop`, `select tab 1`.
  func personSummary(names: (ScreenID) -> String) -> String {
    switch self {
    case .pop(_, let target, _): "go back to \(names(target))"
    case .dismiss(let presented, _): "dismiss \(names(presented))"
    case .selectTab(_, let index): "select tab \(index)"
    case .selectDetent(let sheet, let detent): "rest \(names(sheet)) at \(detent)"
    // Only code outside the navigator installs a screen the host reports: a view controller
    // not yet moved to routers pushing another (UIKitHost adopts it).
    case .push(let screen, _, _): "\(screen.name) pushed outside the navigator"
    case .present(let node, _, _, _, _): "\(node.visibleScreenName) presented outside the navigator"
    case .refreshChrome(let screen): "refresh the chrome of \(names(screen.id))"
    default: description
    }
  }
}

extension NavigationStep.Node {
  var withoutTitles: NavigationStep.Node {
    switch self {
    case .screen(let screen): .screen(screen.withoutTitle)
    case .stack(let id, let screens): .stack(id: id, screens: screens.map(\.withoutTitle))
    case .tabs(let id, let tabs, let selected): .tabs(id: id, tabs: tabs.map(\.withoutTitles), selected: selected)
    }
  }
}

extension NavigationStep.Node.Screen {
  var withoutTitle: NavigationStep.Node.Screen {
    NavigationStep.Node.Screen(id: id, name: name)
  }
}

extension Layout {
  /// `Shop`, `stack [Shop, Product]`, `tabs [stack [Shop], stack [Wishlist]] selected 0`.
  var eventSummary: String {
    switch self {
    case .screen(let screen): screen.screenName
    case .stack(let screens): "stack [" + screens.map(\.screenName).joined(separator: ", ") + "]"
    case .tabs(let tabs, let selected):
      "tabs [" + tabs.map(\.eventSummary).joined(separator: ", ") + "] selected \(selected)"
    }
  }
}

extension NavigationPlan {
  /// `plan: perform dismissPresented; open Product as push`.
  var eventSummary: String {
    let moves = moves.map { move -> String in
      switch move {
      case .setRoot(let layout): "set root \(layout.eventSummary)"
      case .open(let screen, let transition): "open \(screen.screenName) as \(transition)"
      case .perform(let transition): "perform \(transition)"
      case .closeTopMost: "close top-most"
      case .present(let layout, let style, let sheet):
        "present \(layout.eventSummary) as \(style)" + (sheet.map { " \($0)" } ?? "")
      }
    }
    return moves.isEmpty ? "plan with no moves" : "plan: " + moves.joined(separator: "; ")
  }
}
