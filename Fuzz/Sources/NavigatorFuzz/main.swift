// libFuzzer entry point for the navigator and the headless host; see ../README.md.
//
// Each input is a byte stream decoded into routed requests, a person's actions on the host
// and transition completions. After every operation the model invariants are checked:
// - when nothing is in flight, the host's tree equals the navigator's snapshot;
// - a request refused while the navigator was idle, or a user action the host refused,
//   changed nothing;
// - at the end every request's completion and every watched result was called exactly once;
// - once released, the navigator and the host are freed, and their deinit calls nothing twice.
// A violation prints the operation log and aborts, which libFuzzer records as a crash.
//
// Cost: each snapshot is read once per operation (the one after an operation is the one before
// the next: nothing runs between two), since reading them dominated the harness's own time.
import Foundation
import SceneRouter
import SceneRouterHeadless

@MainActor
final class FuzzScreen: Screen {
  let screenName: String
  var refusesInteractiveDismissal: Bool
  init(_ name: String, refuses: Bool) {
    screenName = name
    refusesInteractiveDismissal = refuses
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
    let screen = FuzzScreen("S\(screens.count)", refuses: byte() % 7 == 0)
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
    case 8: .sequence([.dismissPresented, .selectTab(byte() % 3)])
    default: .modal(.automatic, inNavigation: byte() % 2 == 0)
    }
  }

  mutating func layout() -> Layout {
    switch byte() % 3 {
    case 0: .stack([newScreen()])
    case 1: .screen(newScreen())
    default: .tabs([.stack([newScreen()]), .stack([newScreen(), newScreen()]), .screen(newScreen())], selected: byte() % 3)
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
      switch op % 16 {
      case 0, 1:
        let screen = newScreen()
        let move = transition()
        log.append("open \(screen.screenName) from top as \(move)")
        if let top = navigator.topMostScreen { navigator.open(screen, from: top, as: move, completion: completion) }
        else { completion(.failure(.noRoot)) }
      case 2:
        let screen = newScreen()
        let source = pick()
        let move = transition()
        log.append("open \(screen.screenName) from \(source?.screenName ?? "-") as \(move)")
        if let source { navigator.open(screen, from: source, as: move, completion: completion) }
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
        let move: Transition = [.selectTab(byte() % 4), .popToRoot, .dismissPresented][byte() % 3]
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
            try navigator.watchResult(of: screen, expecting: Int.self) { _ in watches.counts[watch] += 1 }
          } catch {
            watches.counts[watch] += 1  // refused: nothing will call it
          }
        }
      default:
        isRequest = false
        completion(.success(()))
        let hostBefore = hostAfter ?? host.snapshot
        var refused = false
        let action = op % 16
        do throws(NavigationError) {
          switch action {
          case 9: log.append("tapBack"); try host.tapBack()
          case 10: log.append("swipeBack"); try host.swipeBack(completes: byte() % 3 != 0)
          case 11: log.append("pullDownSheet"); try host.pullDownSheet()
          case 12: let tab = byte() % 4; log.append("tapTab \(tab)"); try host.tapTab(tab)
          case 13: log.append("completeTransition"); try host.completeTransition()
          case 14: log.append("beginSwipeBack"); try host.beginSwipeBack()
          default:
            if byte() % 2 == 0 { log.append("finishSwipeBack"); try host.finishSwipeBack() }
            else { log.append("cancelSwipeBack"); try host.cancelSwipeBack() }
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
      if host.inFlightStep == nil, !host.isSwipingBack {
        let hostSnapshot = host.snapshot
        hostAfter = hostSnapshot
        if hostSnapshot != after, navigator.isBusy {
          fail("the navigator is busy with nothing in flight", navigator, host)
        }
        if hostSnapshot != after { fail("the host's tree differs from the navigator's snapshot", navigator, host) }
      }
    }
    // Finish everything: every request has completed once; every watched result was
    // delivered once, or its screen is still on screen (delivered when the navigator goes).
    if host.isSwipingBack { try? host.cancelSwipeBack() }
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

  /// Releases the navigator. Its isolated deinit runs at once here (libFuzzer calls the target
  /// on the main thread; seen in debug and release), or else as a main-actor job: the main
  /// queue is served until a job queued after the release has run. Then the navigator and its
  /// host must be gone, every watched result delivered exactly once (`navigatorReleased` for a
  /// screen still on screen) and no completion called again.
  func finish(_ navigator: inout Navigator?, _ requests: Calls, _ watches: Calls) {
    let released = Weak(navigator)
    let host = Weak(navigator?.host as? HeadlessHost)
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
