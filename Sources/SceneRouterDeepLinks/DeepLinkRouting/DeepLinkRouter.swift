public import Foundation

/// Opens routes that arrive from outside: a URL becomes a route, guards decide, and the
/// route becomes a `NavigationPlan` the navigator performs whole or not at all.
///
/// Article 002 ends with a deep-link router that maps a path to a screen and returns
/// false for what it cannot open. This one keeps that shape and adds what an app needs
/// for input from outside:
///
/// - **Links wait their turn.** A link that arrives while another is being opened (its
///   guard waiting for Login, its plan in flight) is queued, never lost; with
///   ``waitsForPresentations`` a link also waits until nothing is presented.
/// - **Guards redirect, then continue.** See `RouteGuard`. A redirect that leads back to a
///   route already in the chain is a loop, reported and dropped.
/// - **Plans are atomic.** A plan the navigator refuses changes nothing.
///
/// ```swift
/// let links = DeepLinkRouter(navigator: navigator, guards: [signedIn]) { url, origin throws(DeepLinkError) in
///   try table.route(for: url, origin: origin)
/// } plan: { route in
///   switch route {
///   case .wishlistProduct(let id):
///     NavigationPlan([.perform(.dismissPresented), .perform(.selectTab(1)), .perform(.popToRoot),
///                     .open(ProductScreen(id), as: .push)])
///   ...
///   }
/// }
/// let outcome = await links.open(url)
/// ```
@MainActor
public final class DeepLinkRouter<Route: Hashable & Sendable> {
  /// Turns a link into a route, or says why it cannot.
  public typealias Resolve = @MainActor (URL, EntrySource) throws(DeepLinkError) -> Route
  /// Turns a route into the moves that show it, or refuses when it cannot be shown (a
  /// product that no longer exists).
  public typealias Plan = @MainActor (Route) throws(NavigationError) -> NavigationPlan

  /// The navigator that performs the plans, held weakly; nil once it is released.
  ///
  /// While a link waits for a redirect's screen, the navigator holds that wait and the wait
  /// holds this router: a strong reference back would keep a window its app dropped alive.
  /// Keep the navigator where the window is kept; a link opened after it is gone is
  /// refused with `NavigationError.Code.navigatorReleased`.
  public private(set) weak var navigator: Navigator?
  /// The guards every route passes, in order.
  public var guards: [RouteGuard<Route>]
  /// Whether a link waits until nothing is presented before it opens, rather than
  /// opening over (or, if its plan says so, dismissing) what is presented.
  public var waitsForPresentations: Bool
  /// The most redirects one link may follow before it is dropped as a loop.
  public var maximumRedirects = 8

  /// Reads entries that are not plain links: notifications, Quick Actions, activities,
  /// intents; nil reads every entry by its URL only.
  public var entryReader: EntryReader<Route>?
  /// What happens to links that wait behind the one being opened when a new one arrives.
  public var pendingLinkPolicy: PendingLinkPolicy = .queue

  private let resolve: Resolve
  private let plan: Plan
  private var queue: [QueuedLink] = []
  /// The link being opened, numbered so that its task knows whether it still is.
  private var opening: (number: Int, link: QueuedLink)?
  /// How many links were started, the number of the last.
  private var startedCount = 0
  /// Ends what the link being opened waits for (its redirect's screen to close, the
  /// presentations to end), so that its task stops when the window closes.
  private var abandonWait: (@MainActor () -> Void)?
  /// Why every link ends at once: the router's window closed (``WindowNavigators/remove(_:)``).
  private var closedReason: CancellationReason?
  /// The source of the route being opened.
  private var openingSource: EntrySource = .link
  /// Saves the route not shown yet (see ``persistPendingRoutes(in:)``), nil to clear.
  var savePending: (@MainActor (Route?, EntrySource) -> Void)?
  /// The route last saved, so that an unchanged one is not written again.
  private var lastSaved: Route?

  private struct QueuedLink {
    var route: Route
    var source: EntrySource
    var continuation: CheckedContinuation<DeepLinkOutcome<Route>, Never>
  }
  /// Who awaits a state of the router, with the condition each awaits.
  private var waiters: [(condition: @MainActor (DeepLinkRouter<Route>) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  /// Who follows every change, with the owner each is held for.
  private var observers: [Observation] = []

  private struct Observation {
    weak var owner: AnyObject?
    let body: @MainActor (DeepLinkRouter<Route>) -> Void
  }

  /// Creates a deep-link router.
  ///
  /// - Parameters:
  ///   - navigator: The navigator that performs the plans; held weakly, so keep it elsewhere.
  ///   - guards: The guards every route passes, in order.
  ///   - waitsForPresentations: Whether links wait until nothing is presented.
  ///   - resolve: Turns a link into a route, such as a `DeepLinkTable`'s `route(for:origin:)`.
  ///   - plan: Turns a route into the moves that show it.
  public init(
    navigator: Navigator, guards: [RouteGuard<Route>] = [], waitsForPresentations: Bool = false,
    resolve: @escaping Resolve, plan: @escaping Plan
  ) {
    self.navigator = navigator
    self.guards = guards
    self.waitsForPresentations = waitsForPresentations
    self.resolve = resolve
    self.plan = plan
  }

  /// How many links wait behind the one being opened.
  package var queuedLinkCount: Int { queue.count }

  /// The routes of the links that wait behind the one being opened, first first.
  public var queuedRoutes: [Route] { queue.map(\.route) }

  /// What the router is doing with the link it is opening; ``DeepLinkActivity/idle`` when
  /// no link is being opened or queued.
  public private(set) var activity: DeepLinkActivity<Route> = .idle

  /// Returns once `condition` holds: checked now, then after every change of
  /// ``activity`` and of the queue, in the turn of that change.
  ///
  /// Use it to await a link's progress exactly, never by yielding or sleeping: a link
  /// started in another task has reached the queue once ``queuedRoutes`` holds it.
  ///
  /// ```swift
  /// let second = Task { await links.open("myapp://product/7") }
  /// await links.waitUntil { $0.queuedRoutes == [.product(7)] }
  /// ```
  ///
  /// The caller keeps the router alive while it waits; a condition that never holds waits
  /// forever, like any await of something that never happens.
  ///
  /// - Parameter condition: Reads the router; the wait ends the first time it returns true.
  public func waitUntil(_ condition: @escaping @MainActor (DeepLinkRouter<Route>) -> Bool) async {
    guard !condition(self) else { return }
    await withCheckedContinuation { waiters.append((condition, $0)) }
  }

  /// Returns once no link is being opened and none is queued; at once when that is so.
  ///
  /// Every link opened before has then been given its outcome (its `open` call resumes in
  /// the same turn), so a test that fires links without keeping their tasks can await
  /// them all at once.
  public func waitUntilIdle() async {
    await waitUntil { $0.activity == .idle }
  }

  /// Calls `observer` after every change of ``activity`` and of the queue, in the turn of
  /// that change, before the callers of ``waitUntil(_:)`` are resumed.
  ///
  /// Use it to follow a link's progress as it happens, such as to know that the task opening
  /// a link waits for a person while its redirect's screen is shown
  /// (``DeepLinkActivity/isWaiting``). The router holds the owner weakly; the observation
  /// ends when the owner is released or with ``removeObserver(_:)``. Observing again with
  /// the same owner replaces its observer.
  ///
  /// ```swift
  /// links.observe(self) { links in status.text = links.activity.description }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: Whose observation this is.
  ///   - observer: Reads the router after each change.
  public func observe(_ owner: AnyObject, _ observer: @escaping @MainActor (DeepLinkRouter<Route>) -> Void) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
    observers.append(Observation(owner: owner, body: observer))
  }

  /// Ends an observation started with ``observe(_:_:)``.
  ///
  /// - Parameter owner: The owner the observation was started with.
  public func removeObserver(_ owner: AnyObject) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
  }

  /// Opens a link: resolves it, then opens its route.
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - origin: Where it came from; an external link cannot reach an internal-only route.
  /// - Returns: What became of it.
  @discardableResult
  public func open(_ url: URL, origin: EntrySource = .link) async -> DeepLinkOutcome<Route> {
    let route: Route
    do throws(DeepLinkError) {
      route = try resolve(url, origin)
    } catch {
      return .rejected(link: url.absoluteString, reason: error.description)
    }
    return await open(route, source: origin)
  }

  /// Opens what came into the app — a link, a notification tap, a Quick Action, Handoff or
  /// Spotlight, a widget, an App Intent, an App Clip — through the same guards, plans and
  /// queue as every link; the entry's source is part of the request's origin and events.
  ///
  /// The entry is read by ``entryReader`` (by its source and kind), or by its URL through the
  /// router's `resolve`.
  ///
  /// ```swift
  /// await links.open(.notification("order-shipped", payload: ["order": "42"]))
  /// ```
  ///
  /// - Parameter entry: What came in.
  /// - Returns: What happened to it; `.rejected` when nothing reads it.
  @discardableResult
  public func open(_ entry: Entry) async -> DeepLinkOutcome<Route> {
    let route: Route
    do throws(DeepLinkError) {
      // Without readers of its own, the router reads an entry's URL as it reads a link.
      route = try (entryReader ?? EntryReader(links: resolve)).route(for: entry)
    } catch {
      return .rejected(link: entry.description, reason: error.description)
    }
    return await open(route, source: entry.source)
  }

  /// Opens a link given as text; malformed text is rejected like any unknown link.
  ///
  /// - Parameters:
  ///   - link: The link, such as `myapp://product/42`.
  ///   - origin: Where it came from.
  @discardableResult
  public func open(_ link: String, origin: EntrySource = .link) async -> DeepLinkOutcome<Route> {
    guard let url = URL(string: link) else {
      return .rejected(link: link, reason: "it is not a well-formed URL")
    }
    return await open(url, origin: origin)
  }

  /// Opens a route, after the routes queued before it, passing every guard.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - source: How it came in; the app itself unless you say.
  /// - Returns: What happened to it.
  @discardableResult
  public func open(_ route: Route, source: EntrySource = .app) async -> DeepLinkOutcome<Route> {
    if let closedReason { return .cancelled(route, closedReason) }
    return await withCheckedContinuation { continuation in
      if pendingLinkPolicy == .newestWins {
        let superseded = queue
        queue.removeAll()
        for link in superseded {
          link.continuation.resume(returning: .dropped(link.route, reason: "a newer link arrived"))
        }
      }
      queue.append(QueuedLink(route: route, source: source, continuation: continuation))
      startNext()
    }
  }

  /// Starts the first queued link when none is being opened, and tells the waiters what
  /// changed (a link queued, started or finished).
  private func startNext() {
    defer { stateChanged() }
    guard opening == nil else { return }
    guard !queue.isEmpty else {
      activity = .idle
      return
    }
    let next = queue.removeFirst()
    startedCount += 1
    let number = startedCount
    opening = (number, next)
    openingSource = next.source
    activity = .opening(next.route)
    Task { @MainActor in
      let outcome = await self.process(next.route, number: number)
      // A link cancelled meanwhile has had its outcome; its task only stops.
      guard let opening = self.opening, opening.number == number else { return }
      self.opening = nil
      opening.link.continuation.resume(returning: outcome)
      self.startNext()
    }
  }

  /// Whether the link numbered `number` is still the one being opened: false once its
  /// window closed, and it must show nothing more.
  private func isOpening(_ number: Int) -> Bool { opening?.number == number }

  /// Ends the link being opened and every queued one with `.cancelled(route, reason)`, and
  /// every link opened after at once, until ``reopen()``: its window closed. What the link
  /// being opened waits for is abandoned, so nothing more is shown; a plan already handed to
  /// the navigator is the navigator's. A route saved for a relaunch
  /// (``persistPendingRoutes(in:)``) stays saved: a scene also disconnects as the app quits.
  func cancelAll(_ reason: CancellationReason) {
    let current = opening
    let waiting = queue
    let abandon = abandonWait
    closedReason = reason
    opening = nil
    queue.removeAll()
    abandonWait = nil
    activity = .idle
    if let current { current.link.continuation.resume(returning: .cancelled(current.link.route, reason)) }
    for link in waiting { link.continuation.resume(returning: .cancelled(link.route, reason)) }
    abandon?()
    stateChanged()
  }

  /// Takes links again after ``cancelAll(_:)``: the router's window was registered again.
  func reopen() {
    closedReason = nil
  }

  /// Sets what the link being opened does, and tells the waiters when it changed.
  private func setActivity(_ new: DeepLinkActivity<Route>) {
    guard activity != new else { return }
    activity = new
    stateChanged()
  }

  /// Tells the observers, then resumes every waiter whose condition now holds, in the order
  /// they began to wait.
  private func stateChanged() {
    savePendingRoute()
    if !observers.isEmpty {
      observers.removeAll { $0.owner == nil }
      for observer in observers { observer.body(self) }
    }
    guard !waiters.isEmpty else { return }
    var ready: [CheckedContinuation<Void, Never>] = []
    waiters.removeAll { waiter in
      guard waiter.condition(self) else { return false }
      ready.append(waiter.continuation)
      return true
    }
    for continuation in ready { continuation.resume() }
  }

  /// Saves the route not shown yet — the one being opened, else the first queued — when it
  /// changed; clears the store when there is none.
  private func savePendingRoute() {
    // A closed window's routes stay saved for a relaunch (see `cancelAll(_:)`).
    guard let savePending, closedReason == nil else { return }
    let pending: (Route, EntrySource)? =
      switch activity {
      case .opening(let route), .waitingForRedirect(let route, _), .waitingForPresentations(let route):
        (route, openingSource)
      case .idle: queue.first.map { ($0.route, $0.source) }
      }
    guard pending?.0 != lastSaved else { return }
    lastSaved = pending?.0
    savePending(pending?.0, pending?.1 ?? .link)
  }

  private func process(_ route: Route, number: Int) async -> DeepLinkOutcome<Route> {
    var chain: [Route] = [route]
    while true {
      let decision = await decide(route)
      // A link whose window closed while it was decided or waited shows nothing.
      guard isOpening(number) else { return .cancelled(route, closedReason ?? .windowClosed) }
      switch decision.kind {
      case .allow:
        switch waitsForPresentations ? await performWhenNothingIsPresented(route, number: number) : await perform(route) {
        case .success: return .opened(route)
        // The navigator went with its window: the link ends unshown, as any request of a
        // released navigator does, rather than refused by a rule.
        case .failure where navigator == nil: return .cancelled(route, .navigatorReleased)
        case .failure(let error): return .refused(route, error)
        }
      case .deny(let reason):
        return .dropped(route, reason: reason)
      case .redirect(let target):
        if chain.contains(target) || chain.count > maximumRedirects {
          let path = (chain + [target]).map { "\($0)" }.joined(separator: " → ")
          return .dropped(route, reason: "redirect loop: \(path)")
        }
        chain.append(target)
        if let failure = await openRedirect(target, for: route, chain: &chain, number: number) {
          return navigator == nil ? .cancelled(route, .navigatorReleased) : .dropped(route, reason: failure)
        }
      }
    }
  }

  /// Runs the guards on a route; the first that does not allow decides.
  private func decide(_ route: Route) async -> RouteGuard<Route>.Decision {
    for routeGuard in guards {
      let decision = await routeGuard.decide(route)
      switch decision.kind {
      case .allow: continue
      case .deny(let reason): return .deny(reason: "guard '\(routeGuard.name)' refused: \(reason)")
      case .redirect: return decision
      }
    }
    return .allow
  }

  /// Opens a redirect's route (its own guards first) and waits for its screen to close;
  /// meanwhile ``activity`` says that `route` waits for `target`.
  /// - Returns: Nil when the redirect succeeded, or why it did not.
  private func openRedirect(_ target: Route, for route: Route, chain: inout [Route], number: Int) async -> String? {
    let decision = await decide(target)
    guard isOpening(number) else { return "its window closed" }
    switch decision.kind {
    case .allow: break
    case .deny(let reason): return "the redirect to \(target) was refused: \(reason)"
    case .redirect(let next):
      let path = (chain + [next]).map { "\($0)" }.joined(separator: " → ")
      return chain.contains(next) ? "redirect loop: \(path)" : "the redirect to \(target) redirects again to \(next)"
    }
    // Start watching the redirect's screen in the same turn as its plan completes, so a
    // person's dismissal in between cannot be missed.
    defer { if isOpening(number) { abandonWait = nil } }
    return await withCheckedContinuation { (waiting: CheckedContinuation<String?, Never>) in
      // Resumed once: by the redirect's screen, or by the window closing first.
      let continuation = OnceContinuation(waiting)
      abandonWait = { continuation.resume(returning: "its window closed") }
      let moves: NavigationPlan
      switch makePlan(target) {
      case .success(let built): moves = built
      case .failure(let error): return continuation.resume(returning: "the redirect to \(target) could not open: \(error)")
      }
      guard let navigator else {
        return continuation.resume(
          returning: "the redirect to \(target) could not open: \(NavigationError.navigatorReleased)")
      }
      let shownBefore = navigator.topMostScreen
      navigator.perform(moves, origin: .deepLink(RouteDescription(reflecting: target), source: openingSource)) { [weak navigator] result in
        // The window closed while the redirect's plan was performed: nothing to wait for.
        guard continuation.isWaiting else { return }
        if case .failure(let error) = result {
          return continuation.resume(returning: "the redirect to \(target) could not open: \(error)")
        }
        guard let navigator else {
          return continuation.resume(
            returning: "the redirect to \(target) could not open: \(NavigationError.navigatorReleased)")
        }
        // Waiting is for a screen the redirect showed: a redirect that shows none would
        // otherwise wait for whatever was on top already, and hold every link behind it.
        guard let screen = navigator.topMostScreen, screen !== shownBefore else {
          return continuation.resume(returning: "the redirect to \(target) showed no screen to wait for")
        }
        do throws(NavigationError) {
          try navigator.result(of: screen, expecting: (any Sendable).self) { [weak self] outcome in
            guard continuation.isWaiting else { return }
            self?.setActivity(.opening(route))
            if case .cancelled(let reason) = outcome {
              continuation.resume(returning: "the redirect to \(target) ended without success (\(reason))")
            } else {
              continuation.resume(returning: nil)
            }
          }
          self.setActivity(.waitingForRedirect(route, redirect: target))
        } catch {
          continuation.resume(returning: "the redirect to \(target) could not be awaited: \(error)")
        }
      }
    }
  }

  /// The route's plan, or the reason it cannot be built.
  private func makePlan(_ route: Route) -> Result<NavigationPlan, NavigationError> {
    do throws(NavigationError) {
      return .success(try plan(route))
    } catch {
      return .failure(error)
    }
  }

  private func perform(_ route: Route) async -> Result<Void, NavigationError> {
    let moves: NavigationPlan
    switch makePlan(route) {
    case .success(let built): moves = built
    case .failure(let error): return .failure(error)
    }
    guard let navigator else { return .failure(.navigatorReleased) }
    return await withCheckedContinuation { continuation in
      navigator.perform(moves, origin: .deepLink(RouteDescription(reflecting: route), source: openingSource)) {
        continuation.resume(returning: $0)
      }
    }
  }

  /// Performs the route's plan once nothing is presented. The check and the start of the
  /// plan happen in one turn, when the navigator is idle, so nothing presented meanwhile
  /// (a screen presenting another from its `didDisappear`) is opened over.
  private func performWhenNothingIsPresented(_ route: Route, number: Int) async -> Result<Void, NavigationError> {
    defer { if isOpening(number) { abandonWait = nil } }
    return await withCheckedContinuation { continuation in
      let gate = PresentationGate(
        navigator: navigator, makePlan: { [self] in makePlan(route) },
        origin: { [openingSource] in .deepLink(RouteDescription(reflecting: route), source: openingSource) },
        waiting: { [weak self] isWaiting in self?.setActivity(isWaiting ? .waitingForPresentations(route) : .opening(route)) }
      ) {
        continuation.resume(returning: $0)
      }
      // The window closed: the gate starts no plan, and its task stops (the result unread).
      abandonWait = { gate.abandon() }
      gate.attempt()
    }
  }
}

/// Holds one waiting link until the navigator is idle with nothing presented, then starts
/// its plan in the same turn; re-checks after every change until then.
@MainActor
private final class PresentationGate {
  private weak var navigator: Navigator?
  private let makePlan: @MainActor () -> Result<NavigationPlan, NavigationError>
  /// Names the link in navigation events; called only when someone listens.
  private let origin: @MainActor () -> RequestOrigin
  /// Told true when the link starts waiting, false when its plan starts.
  private let waiting: @MainActor (Bool) -> Void
  private var finish: (@MainActor (Result<Void, NavigationError>) -> Void)?

  init(
    navigator: Navigator?, makePlan: @escaping @MainActor () -> Result<NavigationPlan, NavigationError>,
    origin: @escaping @MainActor () -> RequestOrigin, waiting: @escaping @MainActor (Bool) -> Void,
    finish: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    self.navigator = navigator
    self.makePlan = makePlan
    self.origin = origin
    self.waiting = waiting
    self.finish = finish
  }

  func attempt() {
    guard finish != nil else { return }
    guard let navigator else { return done(.failure(.navigatorReleased)) }
    guard navigator.isBusy || navigator.queuedRequestCount > 0 || !navigator.snapshot.presented.isEmpty else {
      waiting(false)
      switch makePlan() {
      case .failure(let error): done(.failure(error))
      case .success(let moves): navigator.perform(moves, origin: origin()) { [self] in done($0) }
      }
      return
    }
    waiting(true)
    navigator.whenIdleAfterNextChange { [self] idle in
      if idle { attempt() } else { done(.failure(.navigatorReleased)) }
    }
  }

  /// Stops waiting without starting the plan, when the link's window closed; the link has
  /// had its outcome, so the result handed back is not read.
  func abandon() {
    guard let finish else { return }
    self.finish = nil
    finish(.failure(.navigatorReleased))
  }

  private func done(_ result: Result<Void, NavigationError>) {
    finish?(result)
    finish = nil
  }
}

/// A continuation resumed at most once: by what it waits for, or by the window closing first.
@MainActor
private final class OnceContinuation<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?

  init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = continuation
  }

  /// Whether it was not resumed yet.
  var isWaiting: Bool { continuation != nil }

  func resume(returning value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
