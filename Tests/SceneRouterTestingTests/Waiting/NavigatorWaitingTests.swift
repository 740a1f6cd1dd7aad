import SceneRouterTesting
import Testing

/// `Navigator.waitUntil(_:)`: resumes at the event after which the condition holds, fails as
/// soon as the navigator is idle without it, and leaves no observation behind.
@MainActor
@Suite("Waiting for a condition")
struct NavigatorWaitingTests {
  let transcript = ConformanceScreen.Transcript()
  let host = HeadlessHost(configuration: .init(completesTransitionsAutomatically: false))
  let navigator: Navigator
  let inbox: ConformanceScreen

  init() {
    navigator = Navigator(host: host)
    inbox = ConformanceScreen("Inbox", transcript: transcript)
    navigator.setRoot(.stack([inbox]))
  }

  @Test("a condition that holds already returns at once, observing nothing")
  func alreadyTrue() async throws {
    let shown = try await navigator.waitUntil { $0.topMostScreen === inbox }
    #expect(shown.description == """
      stack
      └─ Inbox
      """)
    #expect(navigator.eventListenerCount == 0)
  }

  @Test("a push queued behind a transition in flight: the wait ends when it is shown")
  func queuedPush() async throws {
    let message = ConformanceScreen("Message", transcript: transcript)
    let reply = ConformanceScreen("Reply", transcript: transcript)
    navigator.route(to: message, from: inbox, as: .push)
    navigator.route(to: reply, from: message, as: .push)
    #expect(navigator.queuedRequestCount == 1)
    // Runs once the wait below has suspended: the test holds the main actor until then.
    Task { host.completeAllTransitions() }
    let shown = try await navigator.waitUntil { $0.topMostScreen === reply }
    #expect(shown.description == """
      stack
      ├─ Inbox
      ├─ Message
      └─ Reply
      """)
    #expect(navigator.eventListenerCount == 0)
  }

  @Test("an alert shown by a request made in a screen's didAppear")
  func alertFromDidAppear() async throws {
    let basket = ConformanceScreen("Basket", transcript: transcript)
    basket.onNext = (.didAppear, { [navigator] in
      navigator.route(to: AlertScreen(Alert("Empty the basket?", actions: [.destructive("Empty", true), .cancel("Keep")])), from: basket,
        as: .modal(.alert))
    })
    navigator.route(to: basket, from: inbox, as: .push)
    Task { host.completeAllTransitions() }
    let shown = try await navigator.waitUntil { $0.snapshot.presented.first?.style == .alert }
    #expect(shown.description == """
      stack
      ├─ Inbox
      └─ Basket
      presented alert:
      └─ Alert "Empty the basket?"
      """)
    #expect(navigator.eventListenerCount == 0)
  }

  @Test("idle without the condition: the error prints what is shown")
  func idleWithoutCondition() async throws {
    let message = ConformanceScreen("Message", transcript: transcript)
    navigator.route(to: message, from: inbox, as: .push)
    Task { host.completeAllTransitions() }
    let error = await #expect(throws: NavigationWaitError.self) {
      try await navigator.waitUntil { !$0.snapshot.presented.isEmpty }
    }
    #expect(error?.description == """
      The navigator became idle without the condition holding. It shows:

        stack
        ├─ Inbox
        └─ Message
      """)
    #expect(navigator.eventListenerCount == 0)
    // Idle already: the wait fails at once.
    await #expect(throws: NavigationWaitError(snapshot: navigator.snapshot)) {
      try await navigator.waitUntil { _ in false }
    }
  }

  @Test("the waiting task cancelled: the wait ends and its observation with it")
  func cancelled() async throws {
    navigator.route(to: ConformanceScreen("Message", transcript: transcript), from: inbox, as: .push)
    let (checked, check) = AsyncStream.makeStream(of: Void.self)
    let waiting = Task { [navigator] in
      try await navigator.waitUntil { _ in
        check.yield()
        return false
      }
    }
    // The first check is made just before the wait observes, in the same turn.
    for await _ in checked { break }
    #expect(navigator.eventListenerCount == 2)
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    #expect(navigator.eventListenerCount == 0)
    #expect(navigator.isBusy)
  }

  @Test("the catalog's example runs as shown")
  func documentedExample() async throws {
    let transcript = ConformanceScreen.Transcript()
    let host = HeadlessHost(configuration: .init(completesTransitionsAutomatically: false))
    let navigator = Navigator(host: host)
    let inbox = ConformanceScreen("Inbox", transcript: transcript)
    let message = ConformanceScreen("Message", transcript: transcript)
    navigator.setRoot(.stack([inbox]))
    navigator.route(to: message, from: inbox, as: .push)  // in flight until the host completes it
    Task { host.completeAllTransitions() }
    let shown = try await navigator.waitUntil { $0.topMostScreen === message }
    #expect(shown.description == """
      stack
      ├─ Inbox
      └─ Message
      """)
  }
}
