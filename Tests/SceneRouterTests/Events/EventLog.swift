import SceneRouter

/// Records a navigator's events, as values and as their one-line texts.
@MainActor
final class EventLog {
  private(set) var events: [NavigationEvent] = []
  /// Called with each event after it is recorded, for tests that act on an event.
  var onEvent: (NavigationEvent) -> Void = { _ in }

  init(_ navigator: Navigator) {
    navigator.addEventObserver(self) { log, event in
      log.events.append(event)
      log.onEvent(event)
    }
  }

  /// The events' lines.
  var lines: [String] { events.map(\.description) }

  /// Forgets what was recorded.
  func clear() { events.removeAll() }
}
