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
  var requestCount = 0
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

  struct Closing {
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
  var chosenValues: [String: Int] = [:]
  /// Requests that must be refused: presentations over an alert.
  var refusalsExpected: Set<Int> = []
  var nextName = 1
  var completionCounts: [Int: Int] = [:]
  var closings: [Int: Closing] = [:]
  var watches: [String: Watch] = [:]
  var notifiedRequests: Set<Int> = []
  var callbackRoutes = 0
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
      } else if !act("complete transition", { [host] () throws(NavigationError) in try host.completeTransition() }) {
        // A step in flight, or the rest of an animation a person's finger let go of (a
        // finger-driven push or pop runs to its end before UIKit calls `didShow`).
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
      if drawsPages, chance(1, in: 2) {
        // Mostly a page next to the one shown, as a finger swipes; sometimes any.
        var page = index
        if case .pages(_, let selected)? = navigator.snapshot.root, chance(1, in: 2) {
          page = selected + (chance(1, in: 2) ? 1 : -1)
        }
        act("swipe to page \(page)") { [host] () throws(NavigationError) in try host.swipeToPage(page) }
      } else if drawsSidebarTabs, chance(1, in: 2) {
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

  // MARK: - Log

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
}
