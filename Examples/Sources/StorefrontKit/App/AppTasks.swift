import SceneRouter
import SceneRouterDeepLinks

/// The app's own tasks, each known to be running or waiting for a person.
///
/// A person's tap starts work that may outlive it: "Add to wishlist" while signed out
/// presents Login and waits until a later tap closes it. Whoever drives the app (the
/// terminal, a test) must read the screen only when everything a tap started has finished
/// or waits for a person; counting yields to the scheduler cannot tell, and release builds run the
/// work in another order. So the app starts such work through ``start(_:_:)``, and marks
/// where a task waits for a person: while a screen it awaits is on screen, or while it
/// waits behind another link. A link's own waits are read from the link router it follows
/// (``follow(links:)``): the task opening a link waits for a person while the router says
/// the link waits (``SceneRouter/DeepLinkActivity/isWaiting``), such as for the Login a
/// guard redirected it to. ``settled()`` returns as soon as the navigator is idle and every
/// task has finished or waits so; nothing is polled or timed.
///
/// ```swift
/// let app = StorefrontApp()
/// app.tasks.start("Add to wishlist") { await app.perform(action: 2) }
/// await app.tasks.settled()   // Login is on screen; the addition waits for it
/// ```
///
/// Every change is made on the main actor, and the accounting is synchronous: a task is
/// marked running again in the same turn as the person's result reaches it (the
/// navigator's change that removes the awaited screen, or the link router's change of
/// activity), before it can run.
@MainActor
public final class AppTasks {
  /// One task started through ``start(_:_:)``.
  public struct Ticket: Hashable, Sendable, Comparable {
    fileprivate let number: Int

    /// Tickets order as their tasks were started.
    public static func < (left: Ticket, right: Ticket) -> Bool { left.number < right.number }
  }

  /// The ticket of the task the caller runs in, if ``start(_:_:)`` started it.
  @TaskLocal public static var current: Ticket?

  /// A screen a task awaits; the task waits for a person while it is on screen.
  private struct ScreenWatch {
    weak var screen: (any Screen)?
    var isShown = false
  }

  private struct Entry {
    var title: String
    var watch: ScreenWatch?
    var isBehindLink = false

    var waitsForPerson: Bool { isBehindLink || watch?.isShown == true }
  }

  private var entries: [Ticket: Entry] = [:]
  private var nextNumber = 0
  private weak var navigator: Navigator?
  /// The observation of the navigator followed, ended when another is followed.
  private var navigatorObservation: NavigationEventObservation?
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []
  private var finishedWaiters: [CheckedContinuation<Void, Never>] = []
  /// Whether a link is being opened, who opens it, and who waits behind it, first first.
  private var isOpeningLink = false
  private var linkOpener: Ticket?
  private var waitingLinks: [(ticket: Ticket?, continuation: CheckedContinuation<Void, Never>)] = []
  /// Whether the link router followed says, now, that its link waits (for a redirect's
  /// screen, or for presentations to end); the link's task then waits for a person. Read
  /// from the router each time, never copied.
  private var linkWaits: @MainActor () -> Bool = { false }

  /// Creates a tracker that follows no navigator yet; see ``follow(_:)``.
  public init() {}

  /// Follows a navigator: its events tell when an awaited screen appears and goes, and
  /// ``settled()`` also waits until it is idle.
  ///
  /// - Parameter navigator: The window's navigator.
  public func follow(_ navigator: Navigator) {
    navigatorObservation?.cancel()
    self.navigator = navigator
    navigatorObservation = navigator.addEventObserver { [weak self] _ in self?.navigationChanged() }
  }

  /// Follows a deep-link router: while the link it opens waits for something outside it
  /// (``SceneRouter/DeepLinkActivity/isWaiting``), the task that opens that link through
  /// ``takeLinkTurn()`` waits for a person.
  ///
  /// - Parameter links: The app's deep-link router.
  public func follow<Route>(links: DeepLinkRouter<Route>) {
    linkWaits = { [weak links] in links?.activity.isWaiting ?? false }
    links.observe(self) { [weak self] _ in self?.wakeIfSettled() }
  }

  // MARK: - Starting and settling

  /// Starts `body` in its own task, on the main actor, and tracks it until it returns.
  ///
  /// - Parameters:
  ///   - title: What the task does, such as "Add to wishlist", for ``titles``.
  ///   - body: The work.
  /// - Returns: The task's ticket; inside `body`, ``current`` is this ticket.
  @discardableResult
  public func start(_ title: String, _ body: @escaping @MainActor () async -> Void) -> Ticket {
    let ticket = Ticket(number: nextNumber)
    nextNumber += 1
    entries[ticket] = Entry(title: title)
    Self.$current.withValue(ticket) {
      Task { @MainActor [weak self] in
        await body()
        self?.finish(ticket)
      }
    }
    return ticket
  }

  /// The titles of the tasks that have not finished, oldest first.
  public var titles: [String] { entries.sorted { $0.key < $1.key }.map(\.value.title) }

  /// Whether the navigator is idle and every task has finished or waits for a person.
  public var isSettled: Bool {
    if let navigator, navigator.isBusy || navigator.queuedRequestCount > 0 { return false }
    return tasksWait
  }

  /// Whether every task has finished or waits for a person, whatever the navigator does.
  private var tasksWait: Bool {
    entries.allSatisfy { ticket, entry in entry.waitsForPerson || (ticket == linkOpener && linkWaits()) }
  }

  /// Returns when the navigator is idle and every task has finished or waits for a
  /// person; at once when that is already so.
  ///
  /// The two halves are awaited separately, each for exactly what ends it: the navigator's
  /// own idleness (``Navigator/waitUntilIdle()``, which also covers a change whose last
  /// observer call came while it was still busy), and the tasks' accounting, which wakes
  /// this when the last running task finishes or starts waiting for a person.
  public func settled() async {
    while !isSettled {
      if let navigator, navigator.isBusy || navigator.queuedRequestCount > 0 {
        await navigator.waitUntilIdle()
      } else {
        await withCheckedContinuation { settledWaiters.append($0) }
      }
    }
  }

  /// Returns once every task started through ``start(_:_:)`` has returned; at once when
  /// none is left.
  ///
  /// Unlike ``settled()``, a task waiting for a person keeps this waiting: use it to await
  /// the end of work whose person will not come, such as the tasks of an app that was
  /// dropped while Login was on screen (they end when its navigator goes).
  public func finished() async {
    guard !entries.isEmpty else { return }
    await withCheckedContinuation { finishedWaiters.append($0) }
  }

  private func finish(_ ticket: Ticket) {
    entries[ticket] = nil
    wakeIfSettled()
    guard entries.isEmpty, !finishedWaiters.isEmpty else { return }
    let waiters = finishedWaiters
    finishedWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  private func wakeIfSettled() {
    guard !settledWaiters.isEmpty, tasksWait else { return }
    let waiters = settledWaiters
    settledWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  private func navigationChanged() {
    guard let navigator else { return }
    for (ticket, entry) in entries {
      guard var watch = entry.watch else { continue }
      let isShowing = watch.screen.map(navigator.isShowing) ?? false
      if !watch.isShown, isShowing {
        watch.isShown = true
        entries[ticket]?.watch = watch
      } else if watch.isShown, !isShowing {
        // The screen went: its result is on the way to the task, which runs again.
        entries[ticket]?.watch = nil
      } else if watch.screen == nil {
        entries[ticket]?.watch = nil
      }
    }
    wakeIfSettled()
  }

  // MARK: - Waiting for a person

  /// Runs `body`, which awaits the result of `screen`; meanwhile, once `screen` is on
  /// screen and until it goes, the current task waits for a person.
  ///
  /// - Parameters:
  ///   - screen: The screen whose result `body` awaits.
  ///   - body: Opens `screen` and awaits its result.
  /// - Returns: What `body` returns.
  package func awaitingPerson<Value>(on screen: any Screen, _ body: () async -> Value) async -> Value {
    guard let ticket = Self.current, entries[ticket] != nil else { return await body() }
    entries[ticket]?.watch = ScreenWatch(screen: screen)
    let value = await body()
    if let watch = entries[ticket]?.watch, watch.screen === screen {
      entries[ticket]?.watch = nil
    }
    return value
  }

  /// Waits until no other link is being opened, so that links open one at a time, in
  /// order; meanwhile the current task waits for a person (the link before it does).
  /// Call ``endLinkTurn()`` when the link has been opened or refused.
  package func takeLinkTurn() async {
    let ticket = Self.current.flatMap { entries[$0] == nil ? nil : $0 }
    guard isOpeningLink else {
      isOpeningLink = true
      linkOpener = ticket
      return
    }
    if let ticket { entries[ticket]?.isBehindLink = true }
    await withCheckedContinuation {
      waitingLinks.append((ticket, $0))
      wakeIfSettled()
    }
  }

  /// Hands the turn to the next waiting link, which runs again from now on.
  package func endLinkTurn() {
    guard !waitingLinks.isEmpty else {
      isOpeningLink = false
      linkOpener = nil
      wakeIfSettled()
      return
    }
    let next = waitingLinks.removeFirst()
    linkOpener = next.ticket
    if let ticket = next.ticket { entries[ticket]?.isBehindLink = false }
    next.continuation.resume()
  }
}
