// libFuzzer entry point for the navigator and the headless host; see ../README.md.
//
// Each input is a byte stream decoded into routed requests, a person's actions on the host
// and transition completions. After every operation the model invariants are checked:
// - when nothing is in flight and no gesture is under way, the host's tree equals the
//   navigator's snapshot, the navigator is idle with nothing queued, and the snapshot shows
//   the window's width (split views collapsed, no sidebar and popovers as form sheets in a
//   compact width; expanded, sidebars and popovers in a regular one);
// - a request refused while the navigator was idle, or a user action the host refused,
//   changed nothing;
// - at the end every request's completion and every watched result was called exactly once;
// - once released, the navigator and the host are freed, and their deinit calls nothing twice.
// A violation prints the operation log and aborts, which libFuzzer records as a crash.
//
// Cost: each snapshot is read once per operation (the one after an operation is the one before
// the next: nothing runs between two), since reading them dominated the harness's own time.
import Foundation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless

@MainActor
final class FuzzScreen: Screen {
  let screenName: String
  var refusesInteractiveDismissal: Bool
  let popoverAnchors: Set<String>
  init(_ name: String, refuses: Bool, anchors: Set<String>) {
    screenName = name
    refusesInteractiveDismissal = refuses
    popoverAnchors = anchors
  }
}

/// Counts calls per callback, shared by the closures that report them.
@MainActor
final class Calls {
  var counts: [Int] = []
  func make() -> Int {
    counts.append(0)
    return counts.count - 1
  }
}

/// Whether a request's call is still running, and whether it was refused meanwhile.
@MainActor
final class CallState {
  var isRunning = true
  var wasRefused = false
}

@MainActor
struct Session {
  let bytes: [UInt8]
  var index = 0
  /// The host of the navigator `run(_:_:)` made, held weakly: it must go with its navigator.
  var host = Weak<HeadlessHost>(nil)
  var log: [String] = []
  var screens: [FuzzScreen] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func next() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func byte() -> Int { Int(next() ?? 0) }

  mutating func newScreen() -> FuzzScreen {
    // The anchors come from the same byte as the refusal, so the inputs of older harnesses
    // draw the same screens from the same bytes.
    let drawn = byte()
    let anchors: [Set<String>] = [[], ["a"], ["a", "b"]]
    let screen = FuzzScreen("S\(screens.count)", refuses: drawn % 7 == 0, anchors: anchors[(drawn / 7) % 3])
    screens.append(screen)
    return screen
  }

  mutating func pick() -> FuzzScreen? {
    screens.isEmpty ? nil : screens[byte() % screens.count]
  }

  mutating func transition() -> Transition {
    switch byte() % 10 {
    case 0, 1: .push
    case 2: .modal(.formSheet)
    case 3: .modal(.pageSheet, inNavigation: true)
    case 4: .modal(.fullScreen)
    case 5: .modal(.overFullScreen)
    case 6: .fade
    case 7: .replaceRoot
    case 8: .sequence([.dismissPresented, .selectTab(byte() % 3)], then: .push)
    default: .modal(.automatic, inNavigation: byte() % 2 == 0)
    }
  }

  mutating func layout() -> Layout {
    let kind = byte()
    // Bytes 240 and up draw the containers added since the first harness (split views,
    // sidebar-adaptable tabs); the others keep their old meaning.
    if kind >= 240 { return container(kind, depth: 0) }
    switch kind % 3 {
    case 0: return .stack([newScreen()])
    case 1: return .screen(newScreen())
    default:
      return .tabs([.stack([newScreen()]), .stack([newScreen(), newScreen()]), .screen(newScreen())], selected: byte() % 3)
    }
  }

  mutating func column() -> SplitColumn { [.primary, .supplementary, .secondary][byte() % 3] }

  mutating func anchor() -> PopoverAnchor {
    let name = ["a", "b", "c"][byte() % 3]  // "c" is registered by no screen
    return byte() % 2 == 0 ? .view(name) : .barButton(name)
  }

  /// A split view, a sidebar-adaptable tab container, or tabs holding one of them.
  mutating func container(_ kind: Int, depth: Int) -> Layout {
    switch kind % 4 {
    case 0: return .split(primary: columnLayout(depth), secondary: columnLayout(depth))
    case 1:
      return .split(primary: columnLayout(depth), supplementary: columnLayout(depth), secondary: columnLayout(depth))
    case 2:
      let groups = (0...(byte() % 3)).map { index in
        TabGroup(byte() % 2 == 0 ? nil : "G\(index)", tabs: (0...(byte() % 3)).map { _ in columnLayout(depth) })
      }
      return .sidebarTabs(groups, selected: byte() % 6, sidebarShown: byte() % 2 == 0)
    default:
      return .tabs([.stack([newScreen()]), columnLayout(depth), .screen(newScreen())], selected: byte() % 3)
    }
  }

  /// What a split view's column or a tab holds: mostly a stack or a screen; sometimes a
  /// container (which the navigator may refuse: a split view in a split view's column).
  mutating func columnLayout(_ depth: Int) -> Layout {
    switch byte() % 7 {
    case 0, 1: return .stack([newScreen()])
    case 2: return .screen(newScreen())
    case 3: return .stack([newScreen(), newScreen()])
    case 4: return .stack([])
    default: return depth < 2 ? container(byte(), depth: depth + 1) : .screen(newScreen())
    }
  }

  /// The transitions added since the first harness (split-view columns, popovers, sheets with
  /// detents), in sequences too, or one of the old ones.
  mutating func newTransition() -> Transition {
    switch byte() % 12 {
    case 0, 1: return .show(in: column())
    case 2: return .showDetail
    case 3: return .popover(anchor: anchor(), inNavigation: byte() % 2 == 0)
    case 4: return .sequence([.showColumn(column())], then: .show(in: column()))
    case 5: return .sequence([.dismissPresented], then: .showDetail)
    case 6: return .modal(.popover)
    case 7:
      return .sheet([.medium, .large], selected: byte() % 2 == 0 ? .large : nil, inNavigation: byte() % 2 == 0)
    case 8: return .sequence([.selectTab(byte() % 6)], then: .popover(anchor: anchor()))
    case 9: return .sequence([.popToRoot], then: .show(in: column()))
    default: return transition()
    }
  }

  func fail(_ message: String, _ navigator: Navigator, _ host: HeadlessHost) -> Never {
    let report = "NavigatorFuzz: \(message)\noperations:\n  " + log.joined(separator: "\n  ")
      + "\nnavigator:\n\(navigator.snapshot)\nhost:\n\(host.snapshot)\n"
    FileHandle.standardError.write(Data(report.utf8))
    abort()
  }

  /// Runs the input on a new navigator, which it hands back to be released by the caller.
  mutating func run(_ requests: Calls, _ watches: Calls) -> Navigator {
    let automatic = byte() % 4 != 0
    let host = HeadlessHost(configuration: .init(completesTransitionsAutomatically: automatic, recordsHistory: false))
    let navigator = Navigator(host: host)
    self.host = Weak(host)
    navigator.unhandledErrorHandler = { _ in }
    var watchedScreens: [Int: FuzzScreen] = [:]
    navigator.setRoot(layout())
    // The navigator's snapshot after the last operation, and the host's when it was read.
    var after = navigator.snapshot
    var hostAfter: NavigationSnapshot?
    while let op = next() {
      let before = after
      let idle = !navigator.isBusy && navigator.queuedRequestCount == 0
      let request = requests.make()
      let call = CallState()
      let completion: Navigator.Completion = { result in
        requests.counts[request] += 1
        if case .failure = result, call.isRunning { call.wasRefused = true }
      }
      var isRequest = true
      // Bytes 240 and up are the operations added since the first harness (codes 16 to 31);
      // below, the old ones keep their meaning.
      let code = op >= 240 ? 16 + Int(op - 240) : Int(op % 16)
      switch code {
      case 0, 1:
        let screen = newScreen()
        let move = transition()
        log.append("open \(screen.screenName) from top as \(move)")
        if let top = navigator.topMostScreen { navigator.route(to: screen, from: top, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 2:
        let screen = newScreen()
        let source = pick()
        let move = transition()
        log.append("open \(screen.screenName) from \(source?.screenName ?? "-") as \(move)")
        if let source { navigator.route(to: screen, from: source, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 3:
        let screen = pick()
        log.append("close \(screen?.screenName ?? "-")")
        if let screen { navigator.close(screen, animated: byte() % 2 == 0, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 4:
        let screen = pick()
        log.append("dismiss \(screen?.screenName ?? "-")")
        if let screen { navigator.dismiss(screen, completion: completion) } else { completion(.failure(.noRoot)) }
      case 5:
        let move: NavigationMove = [.selectTab(byte() % 4), .popToRoot, .dismissPresented][byte() % 3]
        log.append("perform \(move)")
        navigator.perform(move, completion: completion)
      case 6:
        let screen = pick()
        let value = byte()
        log.append("close \(screen?.screenName ?? "-") returning \(value)")
        if let screen { navigator.close(screen, returning: value, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 7:
        let next = layout()
        log.append("setRoot")
        navigator.setRoot(next, completion: completion)
      case 8:
        let screen = pick()
        log.append("watch \(screen?.screenName ?? "-")")
        completion(.success(()))
        if let screen {
          let watch = watches.make()
          watchedScreens[watch] = screen
          do throws(NavigationError) {
            try navigator.result(of: screen, expecting: Int.self) { _ in watches.counts[watch] += 1 }
          } catch {
            watches.counts[watch] += 1  // refused: nothing will call it
          }
        }
      case 16, 17:
        let screen = newScreen()
        let move = newTransition()
        log.append("open \(screen.screenName) from top as \(move)")
        if let top = navigator.topMostScreen { navigator.route(to: screen, from: top, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 18:
        let screen = newScreen()
        let source = pick()
        let move = newTransition()
        log.append("open \(screen.screenName) from \(source?.screenName ?? "-") as \(move)")
        if let source { navigator.route(to: screen, from: source, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 19:
        let source = byte() % 2 == 0 ? nil : pick()
        let move: NavigationMove = .showColumn(column())
        log.append("perform \(move) from \(source?.screenName ?? "top")")
        navigator.perform(move, from: source, completion: completion)
      case 20:
        let next = container(byte(), depth: 0)
        log.append("setRoot container")
        navigator.setRoot(next, completion: completion)
      case 21:
        let screen = newScreen()
        let source = pick()
        let move: Transition = .popover(anchor: anchor(), inNavigation: byte() % 2 == 0)
        log.append("open \(screen.screenName) from \(source?.screenName ?? "-") as \(move)")
        if let source { navigator.route(to: screen, from: source, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      default:
        isRequest = false
        completion(.success(()))
        let hostBefore = hostAfter ?? host.snapshot
        var refused = false
        let action = code
        do throws(NavigationError) {
          switch action {
          case 9: log.append("tapBack"); try host.tapBack()
          case 10: log.append("swipeBack"); try host.swipeBack(completes: byte() % 3 != 0)
          case 11: log.append("pullDownSheet"); try host.pullDownSheet()
          case 12: let tab = byte() % 4; log.append("tapTab \(tab)"); try host.tapTab(tab)
          case 13: log.append("completeTransition"); try host.completeTransition()
          case 14: log.append("beginSwipeBack"); try host.beginSwipeBack()
          case 15:
            if byte() % 2 == 0 { log.append("finishSwipeBack"); try host.finishSwipeBack() }
            else { log.append("cancelSwipeBack"); try host.cancelSwipeBack() }
          case 22:
            let width: HorizontalSizeClass = byte() % 2 == 0 ? .compact : .regular
            log.append("setWidth \(width)"); try host.setWidth(width)
          case 23: let tab = byte() % 7; log.append("chooseSidebarTab \(tab)"); try host.chooseSidebarTab(tab)
          case 24: let shown = byte() % 2 == 0; log.append("setSidebarShown \(shown)"); try host.setSidebarShown(shown)
          case 25: log.append("tapOutsidePopover"); try host.tapOutsidePopover()
          case 26: log.append("beginSheetDrag"); try host.beginSheetDrag()
          case 27:
            if byte() % 2 == 0 { log.append("finishSheetDrag"); try host.finishSheetDrag() }
            else { log.append("cancelSheetDrag"); try host.cancelSheetDrag() }
          case 28:
            let detent = ["medium", "large", "x"][byte() % 3]
            log.append("dragSheet \(detent)"); try host.dragSheet(toDetent: detent)
          case 29: let tab = 4 + byte() % 3; log.append("tapMoreItem \(tab)"); try host.tapMoreItem(tab)
          case 30:
            let width: HorizontalSizeClass = host.horizontalSizeClass == .compact ? .regular : .compact
            log.append("setWidth \(width)"); try host.setWidth(width)
          default: let tab = byte() % 7; log.append("tapTab \(tab)"); try host.tapTab(tab)
          }
        } catch {
          refused = true
        }
        if refused, action != 13, host.snapshot != hostBefore || navigator.snapshot != before {
          fail("a refused user action changed the navigation", navigator, host)
        }
      }
      call.isRunning = false
      after = navigator.snapshot
      hostAfter = nil
      if isRequest, idle, call.wasRefused, after != before {
        fail("a refused request changed the navigation", navigator, host)
      }
      if host.inFlightStep == nil, !host.isGestureInProgress {
        let hostSnapshot = host.snapshot
        hostAfter = hostSnapshot
        if hostSnapshot != after, navigator.isBusy {
          fail("the navigator is busy with nothing in flight", navigator, host)
        }
        if hostSnapshot != after { fail("the host's tree differs from the navigator's snapshot", navigator, host) }
        if navigator.isBusy || navigator.queuedRequestCount > 0 {
          fail("the navigator is busy at rest (nothing in flight, no gesture)", navigator, host)
        }
        if let problem = Self.widthViolation(after, host.horizontalSizeClass) {
          fail(problem, navigator, host)
        }
      }
    }
    // Finish everything: every request has completed once; every watched result was
    // delivered once, or its screen is still on screen (delivered when the navigator goes).
    if traces {
      FileHandle.standardError.write(Data(("operations:\n  " + log.joined(separator: "\n  ") + "\nnavigator:\n\(navigator.snapshot)\n").utf8))
    }
    if host.isSwipingBack { try? host.cancelSwipeBack() }
    if host.isDraggingSheet { try? host.cancelSheetDrag() }
    host.completeAllTransitions()
    if host.snapshot != navigator.snapshot {
      fail("after completing every transition the host differs from the navigator", navigator, host)
    }
    if navigator.isBusy || navigator.queuedRequestCount > 0 {
      fail("requests are left with nothing in flight", navigator, host)
    }
    if let bad = requests.counts.firstIndex(where: { $0 != 1 }) {
      fail("request \(bad) completed \(requests.counts[bad]) times", navigator, host)
    }
    for (watch, count) in watches.counts.enumerated() where count != 1 {
      guard count == 0, let screen = watchedScreens[watch], navigator.isShowing(screen) else {
        fail("watch \(watch) called \(count) times", navigator, host)
      }
    }
    return navigator
  }

  /// What the window's width shows, read from a snapshot at rest: in a compact width every split
  /// view is collapsed (a column on top), no sidebar is available and a popover shows as a form
  /// sheet; in a regular width every split view is expanded, a sidebar-adaptable tab container's
  /// sidebar is shown or hidden, and a popover shows as a popover. Nil when all hold.
  static func widthViolation(_ snapshot: NavigationSnapshot, _ width: HorizontalSizeClass) -> String? {
    let compact = width == .compact
    func visit(_ node: NavigationSnapshot.Node) -> String? {
      switch node {
      case .screen, .stack: return nil
      case .tabs(let children, _), .pages(let children, _): return children.lazy.compactMap(visit).first
      case .split(let primary, let supplementary, let secondary, let top):
        if (top != nil) != compact { return "a split view with top column \(top.map(\.description) ?? "none") in a \(width) width" }
        return ([primary] + (supplementary.map { [$0] } ?? []) + [secondary]).lazy.compactMap(visit).first
      case .sidebarTabs(let groups, _, let sidebar):
        if (sidebar == .unavailable) != compact { return "a tab sidebar \(sidebar) in a \(width) width" }
        return groups.flatMap(\.tabs).lazy.compactMap(visit).first
      }
    }
    if let root = snapshot.root, let problem = visit(root) { return problem }
    for presentation in snapshot.presented {
      let shown = presentation.shownAs ?? presentation.style
      if presentation.style == .popover, (shown == .formSheet) != compact {
        return "a popover shown as \(shown) in a \(width) width"
      }
      if presentation.style != .popover, presentation.shownAs != nil {
        return "a \(presentation.style) presentation shown as \(shown)"
      }
      if let problem = visit(presentation.node) { return problem }
    }
    return nil
  }

  /// Releases the navigator. Its isolated deinit runs at once here (libFuzzer calls the target
  /// on the main thread; seen in debug and release), or else as a main-actor job: the main
  /// queue is served until a job queued after the release has run. Then the navigator and its
  /// host must be gone, every watched result delivered exactly once (`navigatorReleased` for a
  /// screen still on screen) and no completion called again.
  func finish(_ navigator: inout Navigator?, _ requests: Calls, _ watches: Calls) {
    let released = Weak(navigator)
    navigator = nil
    let ending = Ending()
    Task { @MainActor in ending.isDone = true }
    while !ending.isDone { _ = RunLoop.current.run(mode: .default, before: .distantFuture) }
    if released.object != nil || host.object != nil {
      fail(released.object != nil ? "the navigator outlived its input" : "the host outlived its navigator")
    }
    if let bad = requests.counts.firstIndex(where: { $0 != 1 }) {
      fail("after the navigator was released, request \(bad) completed \(requests.counts[bad]) times")
    }
    if let bad = watches.counts.firstIndex(where: { $0 != 1 }) {
      fail("after the navigator was released, watch \(bad) called \(watches.counts[bad]) times")
    }
  }

  func fail(_ message: String) -> Never {
    let report = "NavigatorFuzz: \(message)\noperations:\n  " + log.joined(separator: "\n  ") + "\n"
    FileHandle.standardError.write(Data(report.utf8))
    abort()
  }
}

/// Whether to print each input's operations and final snapshot (`NAVIGATOR_FUZZ_TRACE=1`), to
/// read what an input does when replaying it.
let traces = ProcessInfo.processInfo.environment["NAVIGATOR_FUZZ_TRACE"] != nil

/// A reference that does not keep its object alive.
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object?) { self.object = object }
}

/// Set by the main-actor job queued after the navigator's release.
@MainActor
final class Ending {
  var isDone = false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavigator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    var session = Session(bytes)
    let requests = Calls()
    let watches = Calls()
    var navigator: Navigator? = session.run(requests, watches)
    session.finish(&navigator, requests, watches)
  }
  return 0
}
