/// The model check's building blocks: chances, screens made and shown, and random
/// transitions, popovers, sheets and layouts.
extension ModelCheckSequence {
  func chance(_ count: Int, in total: Int) -> Bool { Int.random(in: 0..<total, using: &random) < count }

  /// Makes a screen for `window` (the current one unless given), named `name` or the next `S<n>`.
  func makeScreen(in window: Window? = nil, named name: String? = nil) -> ConformanceScreen {
    let window = window ?? current
    let screen = ConformanceScreen(name ?? "S\(nextName)", transcript: transcript)
    if name == nil { nextName += 1 }
    screen.refusesInteractiveDismissal = chance(1, in: 10)
    if chance(2, in: 3) { screen.popoverAnchors = ["info"] }
    screen.onEvent = { [weak self, unowned window] screen, event in self?.inCallback(screen, event, in: window) }
    screens.append(WeakScreen(screen, in: window))
    return screen
  }

  /// A random screen the current window's navigator shows, or nil.
  func shownScreen() -> ConformanceScreen? {
    let window = current
    let shown = screens.compactMap { entry in
      entry.window === window ? entry.screen.flatMap { window.navigator.isShowing($0) ? $0 : nil } : nil
    }
    guard !shown.isEmpty else { return nil }
    return shown[Int.random(in: 0..<shown.count, using: &random)]
  }

  func randomTransition() -> Transition {
    switch Int.random(in: 0..<11, using: &random) {
    case 0, 1, 2: return .push
    case 8: return sheetWithDetents()
    case 9: return popover()
    case 10:
      return chance(1, in: 2)
        ? .push(zoomingFrom: "info") : .modal(.pageSheet, inNavigation: chance(1, in: 2), zoomingFrom: "info")
    case 3: return .modal(.pageSheet, inNavigation: chance(1, in: 2))
    case 4: return .modal(.fullScreen, inNavigation: chance(1, in: 2))
    case 5:
      let styles: [PresentationStyle] = [.formSheet, .overFullScreen, .automatic, .currentContext, .overCurrentContext]
      return .modal(styles[Int.random(in: 0..<styles.count, using: &random)], inNavigation: chance(1, in: 3))
    case 6: return .fade
    default: return .replaceRoot
    }
  }

  /// A popover at a view or bar button item, mostly one the model check's screens register,
  /// with any arrow or one or two directions.
  func popover() -> Transition {
    let identifier = chance(4, in: 5) ? "info" : "missing"
    let anchor: PopoverAnchor = chance(1, in: 2) ? .view(identifier) : .barButton(identifier)
    let all: [PopoverArrowDirections] = [.up, .down, .left, .right]
    let arrows: PopoverArrowDirections = chance(1, in: 2) ? .any : all.filter { _ in chance(1, in: 2) }.reduce([.up]) { $0.union($1) }
    return .popover(anchor: anchor, arrows: arrows, inNavigation: chance(1, in: 3))
  }

  /// A sheet resting at some of four detents, at a random one or the smallest.
  func sheetWithDetents() -> Transition {
    let all: [SheetDetent] = [.height("peek", points: 120), .medium, .fraction("most", 0.9), .large]
    let detents = all.filter { _ in chance(2, in: 3) }
    let chosen = detents.isEmpty ? [SheetDetent.large] : detents
    let selected = chance(1, in: 2) ? chosen[Int.random(in: 0..<chosen.count, using: &random)] : nil
    return .sheet(chosen, selected: selected, showsGrabber: chance(1, in: 2), inNavigation: chance(1, in: 2))
  }

  func randomLayout(movingShown: Bool) -> Layout {
    var used: [any Screen] = []
    func screen() -> any Screen {
      if movingShown, chance(1, in: 4), let shown = shownScreen(), !used.contains(where: { $0 === shown }) {
        used.append(shown)
        return shown
      }
      let made = makeScreen()
      used.append(made)
      return made
    }
    func stack() -> Layout { .stack((0..<Int.random(in: 1...3, using: &random)).map { _ in screen() }) }
    func column() -> Layout { chance(1, in: 2) ? .screen(screen()) : stack() }
    if drawsSplitViews, chance(1, in: 4) {
      return .split(primary: column(), supplementary: chance(1, in: 2) ? column() : nil, secondary: column())
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .screen(screen())
    case 1: return stack()
    default:
      let count = Int.random(in: 2...3, using: &random)
      let tabs = (0..<count).map { _ in stack() }
      let selected = Int.random(in: 0..<count, using: &random)
      if drawsPages, chance(1, in: 3) {
        // Pages that are screens or stacks, as onboarding and galleries have.
        return .pages(tabs.map { chance(1, in: 2) ? $0 : .screen(screen()) }, selected: selected)
      }
      if drawsSidebarTabs, chance(1, in: 2) {
        // The first tab at the top level, the others in a group.
        return .sidebarTabs(
          [TabGroup(tabs: Array(tabs.prefix(1))), TabGroup("Group", tabs: Array(tabs.dropFirst()))], selected: selected,
          sidebarShown: chance(1, in: 2))
      }
      return .tabs(tabs, selected: selected)
    }
  }

  func describe(layout: Layout) -> String {
    layout.map { NavigationRequest.Screen($0.screenName) }.description
  }
}
