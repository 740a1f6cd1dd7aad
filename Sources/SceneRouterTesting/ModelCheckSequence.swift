/// One seeded sequence of the model check: fresh windows, each a host from the factory with
/// its own navigator, registered in one `WindowNavigators`; random operations, each in a
/// randomly chosen window or among the windows; and the invariants checked at every idle
/// point, inside every callback and across the windows after every operation.
@MainActor
final class ModelCheckSequence<Host: ConformanceHost> {
  typealias Window = ModelCheckWindow<Host>

  let seed: UInt64
  var random: SeededGenerator
  let makeHost: @MainActor () -> Host
  let transcript = ConformanceScreen.Transcript()
  private let recordsLog: Bool
  private(set) var log: [String] = []
  private(set) var violations: [String] = []
  private(set) var operationCount = 0
  private(set) var requestCount = 0
  /// How many window operations the sequence drew (links, activations, closings).
  var windowOperationCount = 0
  /// How often each kind of operation among the windows, and each outcome, was drawn.
  var windowDraws: [String: Int] = [:]
  /// The windows the operation among the windows under way changed: made, or a link's plan
  /// performed in them.
  var touchedWindows: [Window] = []

  final class WeakScreen {
    weak var screen: ConformanceScreen?
    let name: String
    unowned let window: Window
    init(_ screen: ConformanceScreen, in window: Window) {
      self.screen = screen
      name = screen.screenName
      self.window = window
    }
  }

  /// A caller awaiting a screen's result, and how it was resumed.
  final class Watch {
    let name: String
    unowned let window: Window
    var resumptions: [String] = []
    init(name: String, in window: Window) {
      self.name = name
      self.window = window
    }
  }

  private struct Closing {
    var name: String
    var value: Int?
  }

  /// An alert the sequence presented, held weakly: it must be released once removed.
  final class WeakAlert {
    weak var screen: AlertScreen<Int>?
    let name: String
    unowned let window: Window
    init(_ screen: AlertScreen<Int>, name: String, in window: Window) {
      self.screen = screen
      self.name = name
      self.window = window
    }
  }

  var screens: [WeakScreen] = []
  var alerts: [WeakAlert] = []
  /// The values a person chose on alerts, by the alert's watch name.
  private var chosenValues: [String: Int] = [:]
  /// Requests that must be refused: presentations over an alert.
  private var refusalsExpected: Set<Int> = []
  var nextName = 1
  private var completionCounts: [Int: Int] = [:]
  private var closings: [Int: Closing] = [:]
  var watches: [String: Watch] = [:]
  private var notifiedRequests: Set<Int> = []
  private var callbackRoutes = 0
  /// How many screens routed from their callbacks so far.
  var callbackRouteCount: Int { callbackRoutes }
  /// The screen the last link's plan opened.
  weak var linkScreen: ConformanceScreen?

  /// Every window the sequence made, open or closed, in the order they were made.
  var allWindows: [Window] = []
  private var currentIndex = 0
  /// The windows' registry: the policy, the active window, where a link goes.
  let windows: WindowNavigators<String>
  /// Opens new windows for the registry, each a host from the factory: the library's own
  /// headless opener, which registers the window, makes it active and opens its request.
  private(set) lazy var opener = HeadlessWindowOpener<String> { [unowned self] id in
    let window = self.makeWindow(id)
    return (window.navigator, window.links)
  }
  /// The windows in the order they were last active, the active one last, as the registry
  /// must keep them.
  var activation: [WindowID] = []
  /// Whether a link is being driven through the registry: its plan's changes belong to no
  /// request of the sequence.
  var drivingLink = false
  /// Hears the link being driven issue its plan, and end.
  var linkDriver: ModelCheckLinkDriver?

  /// The window the operation under way acts in.
  var current: Window {
    get { allWindows[currentIndex] }
    set { currentIndex = allWindows.firstIndex { $0 === newValue } ?? currentIndex }
  }

  /// The windows open now, in the order they were registered.
  var openWindows: [Window] = []

  /// The host of the window the operation acts in.
  var host: Host { current.host }
  /// The navigator of the window the operation acts in.
  var navigator: Navigator { current.navigator }

  init(seed: UInt64, makeHost: @escaping @MainActor () -> Host, recordsLog: Bool) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    self.makeHost = makeHost
    self.recordsLog = recordsLog
    windows = WindowNavigators<String>(policy: .activeWindow) { screen in
      screen.screenName
    } link: { name throws(DeepLinkError) in
      try ModelCheckLinks.link(for: name)
    } resolve: { url, origin throws(DeepLinkError) in
      try ModelCheckLinks.route(for: url, origin: origin)
    }
    windows.opener = opener
    opener.windows = windows
    windows.observe(transcript) { [weak self] event in self?.heard(event) }
  }

  // MARK: - Running

  func run(operations: Int) async {
    let first = makeWindow("window 1")
    do throws(WindowRoutingError) {
      try windows.register(first.id, navigator: first.navigator, links: first.links)
    } catch {
      violation("registering \(first.id) threw: \(error)")
    }
    activation = [first.id]
    for _ in 0..<operations {
      // An operation in one window changes that window only: the others, whose hosts nobody
      // touched, were checked after the operation that last changed them.
      let amongWindows = await operate()
      if !violations.isEmpty { return }
      if amongWindows {
        // A link changes the window it lands in (a new one, maybe) only.
        for window in touchedWindows where window.isOpen && window.isIdle {
          checkIdle(window, "after operation \(operationCount)")
        }
        // Only an operation among the windows changes the registry.
        checkWindows("after operation \(operationCount)")
      } else if current.isIdle {
        checkIdle(current, "after operation \(operationCount)")
      }
    }
    for window in openWindows { settle(window) }
    for window in openWindows { checkIdle(window, "at the end") }
    checkWindows("at the end")
  }

  /// Makes a window with a host from the factory, its random settings and its first stack;
  /// for the first window, and for the registry's opener.
  private func makeWindow(_ id: WindowID) -> Window {
    let window = Window(id: id, host: makeHost()) { [unowned self] route throws(NavigationError) in
      try self.plan(for: route, inWindowNamed: id)
    }
    allWindows.append(window)
    openWindows.append(window)
    touchedWindows.append(window)
    current = window
    window.navigator.unhandledErrorHandler = { [weak self, unowned window] error in
      self?.violation("\(window.id): unhandled error: \(error)")
    }
    window.navigator.observe(window.observerOwner) { [weak self, unowned window] snapshot in
      self?.observed(snapshot, in: window)
    }
    window.host.holdsAnimatedTransitions = chance(1, in: 2)
    let screen = makeScreen(in: window)
    issue("setRoot \(describe(layout: .stack([screen])))", closing: nil, in: window) { completion in
      window.navigator.setRoot(.stack([screen]), completion: completion)
    }
    return window
  }

  var isIdle: Bool { current.isIdle }

  /// Ends any gesture and completes every transition in `window`, until it is idle.
  func settle(_ window: Window) {
    let before = current
    current = window
    defer { current = before.isOpen ? before : window }
    var rounds = 0
    while !window.isIdle, rounds < 1_000 {
      rounds += 1
      if host.isGestureInProgress {
        endGesture(finish: chance(1, in: 2))
      } else if host.inFlightStep != nil {
        act("complete transition") { [host] () throws(NavigationError) in try host.completeTransition() }
      } else {
        violation("\(window.id): the navigator is busy with nothing in flight and no gesture in progress")
        return
      }
    }
  }

  /// Makes one operation, in a random window or among the windows.
  ///
  /// - Returns: Whether the operation was among the windows, and so may have changed any.
  private func operate() async -> Bool {
    operationCount += 1
    let open = openWindows
    if open.count > 1 { current = open[Int.random(in: 0..<open.count, using: &random)] }
    if chance(1, in: Self.windowOperationOdds) {
      await operateOnWindows()
      return true
    }
    if open.count > 1 { drew("an operation in one of several windows") }
    switch Int.random(in: 0..<30, using: &random) {
    case 0...3: openScreen()
    case 4: moveWithoutScreen()
    case 5, 6: closeScreen()
    case 7: dismissScreen()
    case 8: replaceStack()
    case 9: replaceRoot()
    case 10: performPlan()
    case 11: watchResult()
    case 12: routeFromCallback()
    case 13: act("tap back") { [host] () throws(NavigationError) in try host.tapBack() }
    case 14:
      let index = Int.random(in: 0..<3, using: &random)
      if drawsSidebarTabs, chance(1, in: 2) {
        if chance(1, in: 2) {
          act("choose tab \(index) in the sidebar") { [host] () throws(NavigationError) in try host.chooseSidebarTab(index) }
        } else {
          let shown = chance(1, in: 2)
          act(shown ? "show the sidebar" : "hide the sidebar") { [host] () throws(NavigationError) in
            try host.setSidebarShown(shown)
          }
        }
      } else {
        act("tap tab \(index)") { [host] () throws(NavigationError) in try host.tapTab(index) }
      }
    case 15: act("pull down sheet") { [host] () throws(NavigationError) in try host.pullDownSheet() }
    case 16: gesture()
    case 20: presentAlert()
    case 21, 25: chooseAlertAction()
    case 22: presentOverAlert()
    case 23, 26: dragSheet()
    case 24: planInOneAnimation()
    case 27:
      let width: HorizontalSizeClass = chance(1, in: 2) ? .compact : .regular
      act("make the window \(width)") { [host] () throws(NavigationError) in try host.setWidth(width) }
    case 28: act("tap outside a popover") { [host] () throws(NavigationError) in try host.tapOutsidePopover() }
    case 29: openPopover()
    case 17, 18:
      if host.inFlightStep != nil {
        act("complete transition") { [host] () throws(NavigationError) in try host.completeTransition() }
      } else {
        openScreen()
      }
    default:
      if isIdle {
        host.holdsAnimatedTransitions.toggle()
        record("holds animated transitions: \(host.holdsAnimatedTransitions)")
      } else {
        settle(current)
      }
    }
    return false
  }

  // MARK: - Requests

  private func issue(
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
  private func openPopover() {
    let screen = makeScreen()
    let transition = popover()
    guard let source = shownScreen() else { return }
    issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
      navigator.open(screen, from: source, as: transition, completion: completion)
    }
  }

  /// Whether the host shows split views: a host that declares them pending draws none, and
  /// draws exactly the sequences it drew before split views existed.
  private var drawsSplitViews: Bool { Host.pendingFeatures[.splitViews] == nil }
  /// Whether the host shows sidebar-adaptable tab containers; when it does not, the
  /// sequences draw what they drew before them.
  private var drawsSidebarTabs: Bool { Host.pendingFeatures[.sidebarTabs] == nil }

  /// A column of a split view, the supplementary one sometimes missing from the split view shown.
  private func randomColumn() -> SplitColumn {
    SplitColumn.allCases[Int.random(in: 0..<SplitColumn.allCases.count, using: &random)]
  }

  private func openScreen() {
    let screen = makeScreen()
    let source = shownScreen()
    let transition = drawsSplitViews && chance(1, in: 6) ? Transition.show(in: randomColumn()) : randomTransition()
    guard let source else { return }
    issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
      navigator.open(screen, from: source, as: transition, completion: completion)
    }
  }

  private func moveWithoutScreen() {
    let moves: [Transition] = [.selectTab(0), .selectTab(1), .popToRoot, .dismissPresented, .selectTab(2)]
    var move = moves[Int.random(in: 0..<moves.count, using: &random)]
    if drawsSplitViews, chance(1, in: 4) { move = .showColumn(randomColumn()) }
    if drawsSidebarTabs, chance(1, in: 8) { move = chance(1, in: 2) ? .showSidebar : .hideSidebar }
    let source = chance(1, in: 2) ? shownScreen() : nil
    issue("perform \(move) from \(source?.screenName ?? "the top")", closing: nil) { [self] completion in
      navigator.perform(move, from: source, completion: completion)
    }
  }

  private func closeScreen() {
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

  private func dismissScreen() {
    guard let screen = shownScreen() else { return }
    issue("dismiss \(screen.screenName)", closing: nil) { [self] completion in
      navigator.dismiss(screen, completion: completion)
    }
  }

  private func replaceStack() {
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

  private func replaceRoot() {
    let layout = randomLayout(movingShown: true)
    issue("setRoot \(describe(layout: layout))", closing: nil) { [self] completion in
      navigator.setRoot(layout, animated: chance(1, in: 2), completion: completion)
    }
  }

  private func performPlan() {
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
        let move: Transition = [.dismissPresented, .popToRoot, .selectTab(1)][Int.random(in: 0..<3, using: &random)]
        moves.append(.perform(move))
        labels.append("perform \(move)")
      case 3:
        moves.append(.closeTopMost)
        labels.append("closeTopMost")
      default:
        let screen = makeScreen()
        moves.append(.present(.stack([screen]), style: .pageSheet))
        labels.append("present stack [\(screen.screenName)]")
      }
    }
    let animation: PlanAnimation = chance(1, in: 2) ? .lastStep : .eachStep
    issue("plan [\(labels.joined(separator: "; "))] (\(animation))", closing: nil) { [self] completion in
      navigator.perform(NavigationPlan(moves, animation: animation), completion: completion)
    }
  }

  /// A plan several levels deep, issued while idle with transitions held: it must land in
  /// at most one held transition (``PlanAnimation/lastStep``).
  private func planInOneAnimation() {
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

  // MARK: - Alerts and detents

  /// Presents an alert or a confirmation dialog from a shown screen and awaits its result.
  private func presentAlert() {
    guard let source = shownScreen() else { return }
    let name = "Alert\(nextName)"
    nextName += 1
    let style: AlertStyle = chance(1, in: 2) ? .alert : .confirmationDialog
    var actions: [AlertAction<Int>] = [.default("Yes", Int.random(in: 0..<100, using: &random))]
    if chance(1, in: 2) { actions.append(.destructive("Delete", Int.random(in: 0..<100, using: &random))) }
    if chance(2, in: 3) { actions.append(.cancel("Cancel")) }
    let alert = AlertScreen(Alert(name, actions: actions, style: style))
    alerts.append(WeakAlert(alert, name: name, in: current))
    issue("alert \(name) [\(actions.map(\.description).joined(separator: ", "))] from \(source.screenName)", closing: nil) {
      [self] completion in
      navigator.open(alert, from: source, as: .modal(alert.alert.presentationStyle), completion: completion)
    }
    watch(alert, named: name)
  }

  /// A person chooses an action of the alert on top (or of none: refused).
  private func chooseAlertAction() {
    let index = Int.random(in: 0..<3, using: &random)
    let alert = shownAlert()
    let value = alert.flatMap { shown in shown.screen.alert.actions.indices.contains(index) ? shown.screen.alert.actions[index].value : nil }
    if let alert, let value { chosenValues[alert.name] = value }
    let chose = act("choose action \(index) of \(alert?.name ?? "no alert")") { [host] () throws(NavigationError) in
      try host.chooseAlertAction(index)
    }
    if !chose, let alert { chosenValues[alert.name] = nil }
  }

  /// Routes a presentation while an alert is on top and the navigator idle: it must be refused.
  private func presentOverAlert() {
    guard isIdle, shownAlert() != nil, let source = shownScreen() else {
      presentAlert()
      return
    }
    let screen = makeScreen()
    let transition: Transition = chance(1, in: 2) ? .modal(.pageSheet) : .modal(.fullScreen, inNavigation: true)
    refusalsExpected.insert(requestCount + 1)
    issue("open \(screen.screenName) from \(source.screenName) as \(transition) over an alert", closing: nil) {
      [self] completion in
      navigator.open(screen, from: source, as: transition, completion: completion)
    }
  }

  /// A person drags the sheet on top to one of its detents, or to one it does not have.
  private func dragSheet() {
    if host.inFlightStep != nil, chance(3, in: 4) {
      act("complete transition") { [host] () throws(NavigationError) in try host.completeTransition() }
    }
    // Mostly one of the detents the top sheet shows; sometimes one it lacks, or no sheet at all.
    let shown = navigator.snapshot.presented.last(where: { $0.tab == nil })?.sheet?.detents.map(\.identifier) ?? []
    if shown.isEmpty, chance(1, in: 2), let source = shownScreen() {
      let screen = makeScreen()
      let transition = sheetWithDetents()
      issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
        navigator.open(screen, from: source, as: transition, completion: completion)
      }
      return
    }
    let detents = chance(3, in: 4) && !shown.isEmpty ? shown : ["medium", "large", "peek", "most", "none"]
    let detent = detents[Int.random(in: 0..<detents.count, using: &random)]
    act("drag the sheet to \(detent)") { [host] () throws(NavigationError) in try host.dragSheet(toDetent: detent) }
  }

  /// The alert the navigator shows on top, with its watch name.
  private func shownAlert() -> (name: String, screen: AlertScreen<Int>)? {
    for entry in alerts {
      if let screen = entry.screen, navigator.isShowing(screen) { return (entry.name, screen) }
    }
    return nil
  }

  private func watchResult() {
    guard let screen = shownScreen() else { return }
    watch(screen, named: screen.screenName)
  }

  /// Awaits the result of `screen` under `name`, as a caller of the navigator would.
  private func watch(_ screen: any Screen, named name: String) {
    let watch = Watch(name: name, in: current)
    do throws(NavigationError) {
      try navigator.watchResult(of: screen, expecting: Int.self) { [weak self, watch] result in
        watch.resumptions.append("\(result)")
        self?.resumed(watch, result)
      }
      watches[name] = watch
      record("watch \(name)")
    } catch {
      record("watch \(name) refused: \(error)")
    }
  }

  /// Makes a shown screen route from one of its next callbacks.
  private func routeFromCallback() {
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
          window.navigator.open(next, from: screen, as: .push, completion: completion)
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
          window.navigator.open(next, from: screen, as: .modal(.pageSheet), completion: completion)
        }
      }
    })
  }

  /// A person's gesture: a swipe back or a sheet drag begins, or the one under way ends
  /// (finished or cancelled) or stays half-way.
  private func gesture() {
    if !host.isGestureInProgress { current.draggingSheet = false }
    if host.isGestureInProgress {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: endGesture(finish: true)
      case 1: endGesture(finish: false)
      default: record(current.draggingSheet ? "the sheet stays half-way down" : "the swipe stays half-way")
      }
    } else if chance(1, in: 3) {
      if act("begin sheet drag", { [host] () throws(NavigationError) in try host.beginSheetDrag() }) {
        current.draggingSheet = true
      }
    } else {
      act("begin swipe back") { [host] () throws(NavigationError) in try host.beginSwipeBack() }
    }
  }

  /// Ends the gesture under way: the sheet drag, or the swipe back.
  private func endGesture(finish: Bool) {
    if current.draggingSheet {
      let ended = act(finish ? "finish sheet drag" : "cancel sheet drag") { [host] () throws(NavigationError) in
        if finish { try host.finishSheetDrag() } else { try host.cancelSheetDrag() }
      }
      if ended || !host.isGestureInProgress { current.draggingSheet = false }
    } else {
      act(finish ? "finish swipe back" : "cancel swipe back") { [host] () throws(NavigationError) in
        if finish { try host.finishSwipeBack() } else { try host.cancelSwipeBack() }
      }
    }
  }

  /// A person's action: refused ones must change nothing.
  ///
  /// - Returns: Whether the host took the action.
  @discardableResult
  private func act(_ label: String, _ body: () throws(NavigationError) -> Void) -> Bool {
    let before = navigator.snapshot
    let hostBefore = host.snapshot
    do throws(NavigationError) {
      try body()
      record(label)
      return true
    } catch {
      record("\(label) refused: \(error)")
      if navigator.snapshot != before || host.snapshot != hostBefore {
        violation("the refused action '\(label)' changed the state")
      }
      return false
    }
  }

  // MARK: - Invariants

  private func completed(_ index: Int, _ result: Result<Void, NavigationError>, in window: Window) {
    completionCounts[index, default: 0] += 1
    if completionCounts[index] ?? 0 > 1 { violation("request \(index)'s completion was called twice") }
    // Each window's navigator completes its own requests in request order; windows are independent.
    if let next = window.outstanding.first, index != next {
      violation("request \(index) completed before request \(next) of \(window.id); completions must follow request order")
    }
    window.outstanding.removeAll { $0 == index }
    switch result {
    case .success:
      record("request \(index) done", in: window)
      if refusalsExpected.contains(index) { violation("request \(index) presented over an alert") }
      if let closing = closings[index], let watch = watches[closing.name] {
        let expected = closing.value.map { "completed(\($0))" } ?? "cancelled(closed without a result)"
        if watch.resumptions != [expected] {
          violation("closing \(closing.name) succeeded, but its caller got \(watch.resumptions), not [\(expected)]")
        }
      }
    case .failure(let error):
      record("request \(index) refused: \(error)", in: window)
      if notifiedRequests.contains(index) {
        violation("refused request \(index) changed the state before it failed")
      }
      if window.navigator.snapshot != window.lastObserved {
        violation(
          "refused request \(index) left the state changed:\n\(window.navigator.snapshot)\nwas\n\(window.lastObserved)")
      }
    }
    closings[index] = nil
    refusalsExpected.remove(index)
    checkAgreement(window, "in request \(index)'s completion")
  }

  private func resumed(_ watch: Watch, _ result: RouteResult<Int>) {
    let proxy = watch.window.delegateProxy
    record("\(watch.name)'s caller resumed: \(result)", in: watch.window)
    if watch.resumptions.count > 1 { violation("\(watch.name)'s caller was resumed twice: \(watch.resumptions)") }
    watches[watch.name] = nil
    switch result {
    case .cancelled(.removedByPerson):
      if !proxy.isApplyingPersonStep { violation("\(watch.name) was cancelled by a person outside a person's action") }
    case .cancelled(let reason):
      if proxy.isApplyingPersonStep { violation("\(watch.name) was removed by a person's action, but its caller got \(reason)") }
    case .completed(let value):
      let closedWithIt = closings.values.contains { $0.name == watch.name && $0.value == value }
      let chosen = chosenValues[watch.name] == value && proxy.isApplyingPersonStep
      if !closedWithIt && !chosen {
        violation("\(watch.name)'s caller got \(value), which no close handed back and no person chose")
      }
    }
  }

  private func observed(_ snapshot: NavigationSnapshot, in window: Window) {
    window.lastObserved = snapshot
    window.events.checkVisible(snapshot, "\(window.id) after a change")
    // A change belongs to the window's next request, unless a person or a link's plan made it.
    if !window.delegateProxy.isApplyingPersonStep, !drivingLink, let next = window.outstanding.first {
      notifiedRequests.insert(next)
    }
  }

  private func inCallback(_ screen: ConformanceScreen, _ event: AppearanceEvent, in window: Window) {
    if !window.isOpen { violation("\(screen.screenName) heard \(event) after \(window.id) closed") }
    if !window.navigator.isBusy { violation("\(screen.screenName) heard \(event) while the navigator was idle") }
    checkAgreement(window, "inside \(screen.screenName) \(event)")
  }

  /// Checks that `window`'s host shows what its navigator says.
  func checkAgreement(_ window: Window, _ moment: String) {
    let shown = window.host.snapshot
    let said = window.navigator.snapshot
    if shown != said { violation("\(window.id) \(moment): the host shows\n\(shown)\nbut the navigator says\n\(said)") }
  }

  /// Checks an idle window: its host agrees with its navigator, every request of it completed
  /// once, every awaited screen gone from it resumed its caller, no screen removed from it
  /// alive, and its events add up.
  func checkIdle(_ window: Window, _ moment: String) {
    let moment = "\(window.id) \(moment)"
    let navigator = window.navigator
    checkAgreement(window, moment)
    if let misuse = window.delegateProxy.misuse { violation("\(moment): \(misuse)") }
    if window.delegateProxy.openChanges != 0 {
      violation("\(moment): the host began \(window.delegateProxy.openChanges) person's changes it never ended")
    }
    for index in window.requests where completionCounts[index] != 1 {
      violation("\(moment): request \(index)'s completion was called \(completionCounts[index] ?? 0) times")
    }
    for (name, watch) in watches where watch.window === window && watch.resumptions.isEmpty {
      let isShown =
        screens.contains { $0.name == name && $0.screen.map(navigator.isShowing) == true }
        || alerts.contains { $0.name == name && $0.screen.map(navigator.isShowing) == true }
      if !isShown { violation("\(moment): \(name) is gone, but its caller was never resumed") }
    }
    for entry in screens where entry.window === window {
      if let screen = entry.screen, !navigator.isShowing(screen) {
        violation("\(moment): \(entry.name) was removed but is still alive")
      }
    }
    for entry in alerts where entry.window === window {
      if let screen = entry.screen, !navigator.isShowing(screen) {
        violation("\(moment): \(entry.name) was removed but is still alive")
      }
    }
    screens.removeAll { $0.screen == nil }
    alerts.removeAll { $0.screen == nil }
    transcript.lines.removeAll()
    window.events.checkIdle(navigator.snapshot, moment)
    for text in window.events.violations where !violations.contains(text) { violation(text) }
  }

  func violation(_ text: String) {
    violations.append(text)
    record("VIOLATION: \(text)")
  }

  /// Logs a line, naming the window it happened in (the current one unless given).
  func record(_ line: String, in window: Window? = nil) {
    guard recordsLog else { return }
    log.append("\((window ?? current).id): \(line)")
  }

  /// Logs a line about the windows themselves, naming none.
  func recordAmongWindows(_ line: String) {
    if recordsLog { log.append("windows: \(line)") }
  }

  // MARK: - Building blocks

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

  private func randomTransition() -> Transition {
    switch Int.random(in: 0..<11, using: &random) {
    case 0, 1, 2: return .push
    case 8: return sheetWithDetents()
    case 9: return popover()
    case 10: return (chance(1, in: 2) ? Transition.push : .modal(.pageSheet, inNavigation: chance(1, in: 2))).zoom(from: "info")
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
  private func popover() -> Transition {
    let identifier = chance(4, in: 5) ? "info" : "missing"
    let anchor: PopoverAnchor = chance(1, in: 2) ? .view(identifier) : .barButton(identifier)
    let all: [PopoverArrowDirections] = [.up, .down, .left, .right]
    let arrows: PopoverArrowDirections = chance(1, in: 2) ? .any : all.filter { _ in chance(1, in: 2) }.reduce([.up]) { $0.union($1) }
    return .popover(anchor: anchor, arrows: arrows, inNavigation: chance(1, in: 3))
  }

  /// A sheet resting at some of four detents, at a random one or the smallest.
  private func sheetWithDetents() -> Transition {
    let all: [SheetDetent] = [.height("peek", points: 120), .medium, .fraction("most", 0.9), .large]
    let detents = all.filter { _ in chance(2, in: 3) }
    let chosen = detents.isEmpty ? [SheetDetent.large] : detents
    let selected = chance(1, in: 2) ? chosen[Int.random(in: 0..<chosen.count, using: &random)] : nil
    return .sheet(chosen, selected: selected, showsGrabber: chance(1, in: 2), inNavigation: chance(1, in: 2))
  }

  private func randomLayout(movingShown: Bool) -> Layout {
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
