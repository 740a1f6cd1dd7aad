import SceneRouter
import SceneRouterHeadless

/// A screen that records the appearance callbacks it hears.
@MainActor
final class Probe: AppearanceObserving {
  let screenName: String
  var refusesInteractiveDismissal = false
  private(set) var events: [AppearanceEvent] = []

  init(_ name: String) { screenName = name }

  func screen(didReceive event: AppearanceEvent) { events.append(event) }
}

/// A navigator over a fresh host, with unhandled errors turned into test failures.
@MainActor
func makeHost(_ configuration: HeadlessHost.Configuration = .init()) -> (Navigator, HeadlessHost) {
  let host = HeadlessHost(configuration: configuration)
  let navigator = Navigator(host: host)
  navigator.unhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  return (navigator, host)
}

extension HeadlessHost {
  /// The appearance log as text, one callback a line, such as `Detail willAppear`.
  var appearanceText: [String] { appearanceLog.map(\.description) }
}

import Testing
