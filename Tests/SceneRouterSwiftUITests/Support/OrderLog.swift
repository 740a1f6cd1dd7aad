import SceneRouter

/// One test's events in the order they happened: appearance callbacks and completions.
@MainActor
final class OrderLog {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
  func clear() { lines.removeAll() }
}

/// A screen that writes its appearance callbacks into an ``OrderLog``.
@MainActor
final class LoggingScreen: AppearanceObserving {
  let screenName: String
  let refusesInteractiveDismissal: Bool
  private let log: OrderLog

  init(_ name: String, refusesInteractiveDismissal: Bool = false, log: OrderLog) {
    screenName = name
    self.refusesInteractiveDismissal = refusesInteractiveDismissal
    self.log = log
  }

  func screen(didReceive event: AppearanceEvent) { log.add("\(screenName) \(event)") }
}
