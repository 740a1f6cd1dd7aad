/// The app's requests of the model check: opening, moving, closing and dismissing screens,
/// new stacks and roots, plans (one of them landing in one animation), and routes made from
/// a screen's callbacks.
extension ModelCheckSequence {
  func issue(
    _ label: String, closing: Closing?, in window: Window? = nil, _ make: (@escaping Navigator.Completion) -> Void
  ) {
    let window = window ?? current
    requestCount += 1
    let index = requestCount
    window.requests.append(index)
    window.outstanding.append(index)
    if let closing { closings[index] = closing }
    record("request \(index): \(label)", in: window)
    make { [weak self, unowned window] result in self?.completed(index, result, in: window) }
  }

  /// Opens a popover from a shown screen, mostly at an anchor the screen registers.
  func openPopover() {
    let screen = makeScreen()
    let transition = popover()
    guard let source = shownScreen() else { return }
    issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
      navigator.route(to: screen, from: source, as: transition, completion: completion)
    }
  }

  /// Whether the host shows split views: a host that declares them pending draws none, and
  /// draws exactly the sequences it drew before split views existed.
  var drawsSplitViews: Bool { Host.pendingFeatures[.splitViews] == nil }
  /// Whether the host shows sidebar-adaptable tab containers; when it does not, the
  /// sequences draw what they drew before them.
  var drawsSidebarTabs: Bool { Host.pendingFeatures[.sidebarTabs] == nil }

  /// Whether the sequences draw page containers and a person's swipes between pages: only
  /// on a host that shows them.
  var drawsPages: Bool { Host.pendingFeatures[.pages] == nil }

  /// A column of a split view, the supplementary one sometimes missing from the split view shown.
  private func randomColumn() -> SplitColumn {
    SplitColumn.allCases[Int.random(in: 0..<SplitColumn.allCases.count, using: &random)]
  }

  func openScreen() {
    let screen = makeScreen()
    let source = shownScreen()
    let transition = drawsSplitViews && chance(1, in: 6) ? Transition.show(in: randomColumn()) : randomTransition()
    guard let source else { return }
    issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
      navigator.route(to: screen, from: source, as: transition, completion: completion)
    }
  }

  func moveWithoutScreen() {
    let moves: [NavigationMove] = [.selectTab(0), .selectTab(1), .popToRoot, .dismissPresented, .selectTab(2)]
    var move = moves[Int.random(in: 0..<moves.count, using: &random)]
    if drawsSplitViews, chance(1, in: 4) { move = .showColumn(randomColumn()) }
    if drawsSidebarTabs, chance(1, in: 8) { move = chance(1, in: 2) ? .showSidebar : .hideSidebar }
    let source = chance(1, in: 2) ? shownScreen() : nil
    issue("perform \(move) from \(source?.screenName ?? "the top")", closing: nil) { [self] completion in
      navigator.perform(move, from: source, completion: completion)
    }
  }

  func closeScreen() {
    guard let screen = shownScreen() else { return }
    let returning = chance(1, in: 2)
    let value = Int.random(in: 0..<100, using: &random)
    let animated = chance(1, in: 2)
    if returning {
      issue("close \(screen.screenName) returning \(value)", closing: Closing(name: screen.screenName, value: value)) {
        [self] completion in
        navigator.close(screen, returning: value, animated: animated, completion: completion)
      }
    } else {
      issue("close \(screen.screenName)", closing: Closing(name: screen.screenName, value: nil)) { [self] completion in
        navigator.close(screen, animated: animated, completion: completion)
      }
    }
  }

  func dismissScreen() {
    guard let screen = shownScreen() else { return }
    issue("dismiss \(screen.screenName)", closing: nil) { [self] completion in
      navigator.dismiss(screen, completion: completion)
    }
  }

  func replaceStack() {
    guard let source = shownScreen() else { return }
    var stack: [any Screen] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      if chance(1, in: 3), let shown = shownScreen(), !stack.contains(where: { $0 === shown }) {
        stack.append(shown)
      } else {
        stack.append(makeScreen())
      }
    }
    let names = stack.map(\.screenName).joined(separator: ", ")
    issue("setStack [\(names)] from \(source.screenName)", closing: nil) { [self] completion in
      navigator.setStack(stack, from: source, animated: chance(1, in: 2), completion: completion)
    }
  }

  func replaceRoot() {
    let layout = randomLayout(movingShown: true)
    issue("setRoot \(describe(layout: layout))", closing: nil) { [self] completion in
      navigator.setRoot(layout, animated: chance(1, in: 2), completion: completion)
    }
  }

  func performPlan() {
    var moves: [NavigationPlan.Move] = []
    var labels: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let layout = randomLayout(movingShown: true)
        moves.append(.setRoot(layout))
        labels.append("setRoot \(describe(layout: layout))")
      case 1:
        let screen = makeScreen()
        let transition = randomTransition()
        moves.append(.open(screen, as: transition))
        labels.append("open \(screen.screenName) as \(transition)")
      case 2:
        let move: NavigationMove = [.dismissPresented, .popToRoot, .selectTab(1)][Int.random(in: 0..<3, using: &random)]
        moves.append(.perform(move))
        labels.append("perform \(move)")
      case 3:
        moves.append(.closeTopMost)
        labels.append("closeTopMost")
      default:
        let screen = makeScreen()
        moves.append(.open(.stack([screen]), as: .modal(.pageSheet).animated(false)))
        labels.append("open stack [\(screen.screenName)] as modal(pageSheet) (not animated)")
      }
    }
    let animation: PlanAnimation = chance(1, in: 2) ? .lastStep : .eachStep
    issue("plan [\(labels.joined(separator: "; "))] (\(animation))", closing: nil) { [self] completion in
      navigator.perform(NavigationPlan(moves, animation: animation), completion: completion)
    }
  }

  /// A plan several levels deep, issued while idle with transitions held: it must land in
  /// at most one held transition (``PlanAnimation/lastStep``).
  func planInOneAnimation() {
    guard isIdle, host.holdsAnimatedTransitions, let source = shownScreen() else {
      performPlan()
      return
    }
    let screens = (0..<Int.random(in: 2...3, using: &random)).map { _ in makeScreen() }
    var moves: [NavigationPlan.Move] = [.perform(.dismissPresented)]
    moves += screens.map { .open($0, as: .push) }
    let names = screens.map(\.screenName).joined(separator: ", ")
    var index = 0
    issue("plan from \(source.screenName): dismiss presented, push \(names) (lastStep)", closing: nil) { [self] completion in
      index = requestCount
      navigator.perform(NavigationPlan(moves), completion: completion)
    }
    var held = 0
    while completionCounts[index] == nil, host.inFlightStep != nil, held < 10 {
      held += 1
      act("complete transition") { [host] () throws(NavigationError) in try host.completeTransition() }
    }
    if held > 1 { violation("plan request \(index) held \(held) transitions; a plan lands in one animation") }
  }

  /// Makes a shown screen route from one of its next callbacks.
  func routeFromCallback() {
    guard let screen = shownScreen() else { return }
    let events: [AppearanceEvent] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
    let event = events[Int.random(in: 0..<events.count, using: &random)]
    record("\(screen.screenName) will route from its next \(event)")
    let window = current
    screen.onNext = (event, { [weak self, weak screen, unowned window] in
      guard let self, let screen, window.isOpen else { return }
      self.callbackRoutes += 1
      guard self.callbackRoutes < 20 else { return }
      switch Int.random(in: 0..<3, using: &self.random) {
      case 0:
        let next = self.makeScreen(in: window)
        self.issue("from \(screen.screenName)'s \(event): open \(next.screenName) as push", closing: nil, in: window) {
          completion in
          window.navigator.route(to: next, from: screen, as: .push, completion: completion)
        }
      case 1:
        self.issue(
          "from \(screen.screenName)'s \(event): close \(screen.screenName)",
          closing: Closing(name: screen.screenName, value: nil), in: window
        ) { completion in
          window.navigator.close(screen, completion: completion)
        }
      default:
        let next = self.makeScreen(in: window)
        self.issue("from \(screen.screenName)'s \(event): present \(next.screenName)", closing: nil, in: window) {
          completion in
          window.navigator.route(to: next, from: screen, as: .modal(.pageSheet), completion: completion)
        }
      }
    })
  }
}
