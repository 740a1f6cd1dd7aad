@_spi(Hosting) import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Seeded random sequences of requests, plans and a person's actions, checking two rules
/// of the events after every operation: every request ends exactly once, in request order;
/// and the screens shown and hidden add up to the visible screens of the snapshot.
@MainActor
@Suite("Navigation event invariants")
struct EventInvariantTests {
  /// A small, seeded random number generator (SplitMix64), so a failing seed replays.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// What the events said so far, checked as they arrive.
  final class Checker {
    var violations: [String] = []
    private var lastReceived = 0
    private var ended: Set<Int> = []
    private var lastEnded = 0
    /// The visible screens the shown and hidden events add up to.
    private(set) var visible: [ScreenID: String] = [:]
    /// How many events of each kind were heard, to show that the sequences exercise them all.
    private(set) var kinds: [String: Int] = [:]

    func hear(_ event: NavigationEvent) {
      kinds[Self.kind(of: event), default: 0] += 1
      switch event {
      case .received(let request):
        let id = request.id
        if id.rawValue != lastReceived + 1 { violations.append("\(id) received after request \(lastReceived)") }
        lastReceived = id.rawValue
      case .completed(let id), .refused(let id, _), .cancelled(let id, _):
        if !ended.insert(id.rawValue).inserted { violations.append("\(id) ended twice: \(event)") }
        if id.rawValue < lastEnded { violations.append("\(id) ended after request \(lastEnded)") }
        lastEnded = id.rawValue
      case .shown(let screen):
        if visible[screen.id] != nil { violations.append("shown while visible: \(event)") }
        visible[screen.id] = screen.name
      case .hidden(let screen):
        if visible.removeValue(forKey: screen.id) == nil { violations.append("hidden while not visible: \(event)") }
      default:
        break
      }
      if let id = event.request, !event.isEnding, ended.contains(id.rawValue) {
        violations.append("event after its request's ending: \(event)")
      }
    }

    static func kind(of event: NavigationEvent) -> String {
      switch event {
      case .received(let request):
        switch request.origin {
        case .personAction: "received from a person"
        case .plan: "received plan"
        default: "received"
        }
      case .planned: "planned"
      case .started: "started"
      case .completed: "completed"
      case .refused: "refused"
      case .cancelled: "cancelled"
      case .shown: "shown"
      case .hidden: "hidden"
      case .resultDelivered: "result delivered"
      case .gestureBegan: "gesture began"
      case .gestureFinished: "gesture finished"
      case .gestureCancelled: "gesture cancelled"
      case .routeDropped: "route dropped"
      case .restorationFailed: "restoration failed"
      }
    }

    /// Checks at an idle point that every request received has ended.
    func checkIdle() {
      if ended.count != lastReceived { violations.append("\(lastReceived - ended.count) request(s) never ended") }
    }
  }

  /// The names of the screens a snapshot shows to a person: the top-most level's visible
  /// screen, and below it each level's while the level above keeps it visible.
  static func visibleNames(_ snapshot: NavigationSnapshot) -> [String] {
    guard let root = snapshot.root else { return [] }
    let levels: [(PresentationStyle?, NavigationSnapshot.Node)] = [(nil, root)] + snapshot.presented.map { ($0.style, $0.node) }
    var names: [String] = []
    for (style, node) in levels.reversed() {
      if case .screen(let screen)? = NavigationSnapshot(root: node).topMostScreen { names.append(screen.name) }
      guard let style, style.keepsPresenterVisible else { break }
    }
    return names.sorted()
  }

  @Test("every request ends once in order, and shown minus hidden is what the snapshot shows (120 seeds × 80 operations)")
  func randomSequences() {
    var kinds: Set<String> = []
    for seed in 1...120 {
      var random = SeededGenerator(state: UInt64(seed))
      let (navigator, host) = makeNavigator()
      navigator.unhandledErrorHandler = { _ in }
      let checker = Checker()
      navigator.addEventObserver(checker) { checker, event in checker.hear(event) }
      navigator.setRoot(.tabs([.stack([TestScreen("A")]), .stack([TestScreen("B")])], selected: 0))
      var trace: [String] = []
      for _ in 0..<80 {
        let operation = Int.random(in: 0..<15, using: &random)
        trace.append("\(operation)")
        let top = navigator.topMostScreen
        switch operation {
        case 0, 1:
          if let top { navigator.route(to: TestScreen("P"), from: top, as: .push) }
        case 2:
          if let top { navigator.close(top) }
        case 3:
          let styles: [PresentationStyle] = [.pageSheet, .fullScreen, .overFullScreen, .formSheet]
          let style = styles[Int.random(in: 0..<styles.count, using: &random)]
          if let top { navigator.route(to: TestScreen("M"), from: top, as: .modal(style, inNavigation: Bool.random(using: &random))) }
        case 4:
          if let top { navigator.dismiss(top) }
        case 5:
          navigator.perform(.selectTab(Int.random(in: 0..<3, using: &random)))
        case 6:
          navigator.perform(.popToRoot)
        case 7:
          navigator.perform(NavigationPlan([
            .perform(.dismissPresented), .perform(.selectTab(Int.random(in: 0..<2, using: &random))),
            .open(TestScreen("L"), as: .push),
          ]))
        case 8:
          navigator.route(to: TestScreen("X"), from: TestScreen("Gone"), as: .push)
        case 9:
          _ = try? host.tapBack()
        case 10:
          _ = try? host.swipeBack(completes: Bool.random(using: &random))
        case 11:
          _ = try? host.pullDownSheet()
        case 12:
          _ = try? host.tapTab(Int.random(in: 0..<2, using: &random))
        case 13:
          if let top { navigator.setStack([TestScreen("S"), TestScreen("T")], from: top) }
        default:
          // A request made while a swipe back is in progress waits for the swipe's end.
          guard (try? host.beginSwipeBack()) != nil else { break }
          if let below = navigator.topMostScreen { navigator.route(to: TestScreen("W"), from: below, as: .push) }
          if Bool.random(using: &random) { _ = try? host.finishSwipeBack() } else { _ = try? host.cancelSwipeBack() }
        }
        checker.checkIdle()
        let expected = Self.visibleNames(navigator.snapshot)
        if checker.visible.values.sorted() != expected {
          checker.violations.append("visible \(checker.visible.values.sorted()) but the snapshot shows \(expected)")
        }
        if host.snapshot != navigator.snapshot { checker.violations.append("host and navigator differ") }
        if !checker.violations.isEmpty { break }
      }
      #expect(checker.violations == [], "seed \(seed), operations \(trace.joined(separator: " "))")
      if !checker.violations.isEmpty { return }
      kinds.formUnion(checker.kinds.keys)
    }
    // Every kind of event occurred (no result is awaited here).
    #expect(kinds == [
      "received", "received plan", "received from a person", "planned", "started", "completed", "refused",
      "cancelled", "shown", "hidden", "gesture began", "gesture finished", "gesture cancelled",
    ])
  }
}
