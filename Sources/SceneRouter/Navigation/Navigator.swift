import Foundation

/// Performs navigation requests one at a time and keeps the state of what is on screen.
///
/// A navigator belongs to one window. Routers send it requests; it plans each request
/// against its state (refusing what UIKit would refuse, with a ``NavigationError``),
/// hands the steps to its ``NavigationHost``, and waits for each step's completion
/// before the next. A request made while a transition is in flight waits in a queue and
/// runs afterwards, in order; every request's completion is called exactly once.
///
/// Every change, routed or made by a person, happens in one order: the navigator's state
/// changes first, then the host delivers the appearance callbacks, so code inside them sees
/// the new state. While a change is delivered (a routed transition, a tap, a gesture in
/// progress) the navigator is busy, and requests made meanwhile, from callbacks, observers
/// or completions, wait in one first-in, first-out queue. Completions are called in request
/// order.
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator(host: host)
/// navigator.setRoot(.stack([ListOrdersScreen()]))
/// navigator.route(to: ShowOrderScreen(), from: list, as: .push)
/// print(navigator.snapshot)
/// ```
@MainActor
public final class Navigator: NavigationHostDelegate {
  /// Called once when a request has been performed or refused.
  public typealias Completion = @MainActor (Result<Void, NavigationError>) -> Void

  /// The host that performs the steps.
  package let host: any NavigationHost
  /// What to do when a screen below a presentation asks to present.
  package var presentationPolicy: PresentationPolicy

  package private(set) var state = NavigationState()
  private var nextID = 1
  private var registry = ScreenRegistry()
  /// Routers assigned to screens not shown yet, wired when a request shows them.
  private var assignments = RouterAssignments()
  private var queue = RequestQueue()
  private var isDraining = false
  /// The request being performed, so that its completion is called even if the navigator
  /// is released while its transition is in flight.
  private var current: QueuedRequest?
  /// Its steps and what they did so far.
  private var performance: Performance?
  /// An empty array with room for steps, which the next request's planning fills.
  private var spareSteps: [NavigationStep] = []
  /// Hears the host finish each step of the request being performed; made once, so that a
  /// step allocates no closure.
  private lazy var stepCompletion: @MainActor (Result<Void, NavigationError>) -> Void = { [weak self] result in
    self?.hostDidFinishStep(result)
  }
  /// How many changes a person has begun on the host and not yet ended.
  private var personChanges = 0
  var pendingResults: [ScreenID: PendingResult] = [:]
  private var observers: [Observation] = []
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  /// Called once, in the same turn, when the navigator is next idle after a change; with
  /// false when it is released first.
  private var idleActions: [@MainActor (Bool) -> Void] = []
  /// Listeners to ``NavigationEvent``s; see ``addEventObserver(_:)``.
  let eventHub = NavigationEventHub()

  /// One observer, held as long as its owner lives.
  private struct Observation {
    weak var owner: AnyObject?
    let body: @MainActor (NavigationSnapshot) -> Void
  }

  /// Creates a navigator over a host and makes itself the host's delegate.
  ///
  /// - Parameters:
  ///   - host: The host that performs the steps.
  ///   - presentationPolicy: What to do when a screen below a presentation presents.
  public init(host: any NavigationHost, presentationPolicy: PresentationPolicy = .presentFromTopMost) {
    self.host = host
    self.presentationPolicy = presentationPolicy
    host.delegate = self
    state = NavigationState(width: host.horizontalSizeClass)
  }

  isolated deinit {
    for pending in pendingResults.values { pending.resume(nil, .navigatorReleased) }
    if let current { emitEvent(.cancelled(current.request.id, .navigatorReleased)) }
    current?.completion?(.failure(.navigatorReleased))
    queue.failAll(with: .navigatorReleased) { id in emitEvent(.cancelled(id, .navigatorReleased)) }
    for waiter in idleWaiters { waiter.resume() }
    for action in idleActions { action(false) }
  }

  // MARK: - What is on screen

  /// Everything on screen, as a value.
  ///
  /// - Complexity: O(*n*) in the number of screens shown.
  public var snapshot: NavigationSnapshot {
    state.snapshot(title: { [registry] id in registry.screen(for: id)?.screenTitle }) { [registry] id in
      registry.screen(for: id)?.restorationIdentity
    }
  }

  /// The screen a person sees: the top-most presentation's selected, top-most screen.
  public var topMostScreen: (any Screen)? {
    state.topMostScreen.flatMap { registry.screen(for: $0) }
  }

  /// Assigns `router` to manage `screen`: the screen becomes the router's root when a
  /// request shows it, before any callback, and not at all if the request is refused; at
  /// once when the screen is on screen already.
  ///
  /// - Parameters:
  ///   - router: The router that will route from the screen and close it.
  ///   - screen: The screen.
  package func assign(_ router: DefaultRouter, toManage screen: any Screen) {
    if isShowing(screen) {
      router.root = screen
    } else {
      assignments.assign(router, to: screen)
    }
  }

  /// Whether `screen` is on screen (in any stack, tab or presentation, visible or not).
  public func isShowing(_ screen: any Screen) -> Bool {
    registry.id(of: screen).map(state.contains) ?? false
  }

  /// Whether a change is being delivered: a request being performed (a transition may be
  /// in flight), or a change a person began on the host (a gesture in progress); or the host
  /// is not ready yet (the host's `isReady`: a window not visible yet). Requests made
  /// while busy wait in the queue.
  public var isBusy: Bool { current != nil || personChanges > 0 || !host.isReady }

  /// Calls `action` in the same turn as the navigator next becomes idle after a change
  /// completes (a request performed or refused, a person's change ended), so that it can
  /// check the state and start a request before anything else runs; called with `false`
  /// instead if the navigator is released first.
  ///
  /// - Parameter action: Called once.
  package func whenIdleAfterNextChange(_ action: @escaping @MainActor (Bool) -> Void) {
    idleActions.append(action)
  }

  /// Returns when the navigator is idle: no request in flight or queued, and no change a
  /// person began still in progress.
  ///
  /// It waits for exactly that, never for time: a transition the host holds in flight keeps
  /// it waiting until the transition completes.
  public func waitUntilIdle() async {
    guard isBusy || queue.count > 0 else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  /// How many requests wait behind the one being performed.
  public var queuedRequestCount: Int { queue.count }

  /// The requests waiting behind the one being performed, first in line first: what each
  /// asks and where it came from, as plain values that print as they appear in logs.
  ///
  /// ```swift
  /// navigator.route(to: detail, from: home, as: .push)  // its transition is in flight
  /// navigator.close(detail)
  /// print(navigator.pendingRequests.map(\.description))
  /// // ["request 3 from router call: close Detail"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of waiting requests.
  package var pendingRequests: [NavigationRequest] { queue.requests }

  /// The request in progress: the one being performed (its transition may be in flight), or
  /// a person's change the navigator has received (a swipe back under way); nil when idle.
  ///
  /// A person's change that began without a gesture is received when the host reports its
  /// step, or as soon as a router makes a request meanwhile; until then it has no request.
  package var currentRequest: NavigationRequest? { current?.request ?? eventHub.personRequest?.received }

  /// How many routed screens have a caller awaiting their result.
  public var awaitedResultCount: Int { pendingResults.count }

  /// Calls `observer` with the new snapshot after every change, routed or made by a person.
  ///
  /// Observers are called while the change is still being delivered: a request made from
  /// one waits in the queue, behind the requests already there. The navigator holds the
  /// owner weakly; the observation ends when the owner is released or with
  /// ``removeObserver(_:)``. Observing again with the same owner replaces its observer.
  ///
  /// - Parameters:
  ///   - owner: Whose observation this is.
  ///   - observer: Receives each new snapshot.
  package func observe(_ owner: AnyObject, _ observer: @escaping @MainActor (NavigationSnapshot) -> Void) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
    observers.append(Observation(owner: owner, body: observer))
  }

  /// Ends an observation started with ``observe(_:_:)``.
  ///
  /// - Parameter owner: The owner the observation was started with.
  package func removeObserver(_ owner: AnyObject) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
  }

  // MARK: - Host events

  /// Notes that a person began a change on the host; requests wait until it ends.
  ///
  /// - Parameter host: The host the person acts on.
  @_spi(Hosting) public func hostDidBeginPersonChange(_ host: any NavigationHost) {
    personChanges += 1
    reservePersonRequest()
  }

  /// Applies what a person did on the host, before the host delivers its callbacks.
  ///
  /// Screens the change removed are released, and callers awaiting their results resume
  /// with ``CancellationReason/removedByPerson``. A host that reports a step without
  /// ``hostDidBeginPersonChange(_:)`` first gets the same treatment, and requests made
  /// from the observers run at once.
  ///
  /// A step that would change nothing is no person's action: no request is received and no
  /// event says one happened. UIKit, for one, may tell a navigation controller's delegate
  /// `willShow` for the root it already shows when the controller first appears, which a host
  /// cannot tell from a person going back to that root.
  ///
  /// - Parameters:
  ///   - host: The host the person acted on.
  ///   - step: The change, as the step a router would have asked for.
  @_spi(Hosting) public func host(_ host: any NavigationHost, didPerformPersonAction step: NavigationStep) {
    personChanges += 1
    defer { hostDidEndPersonChange(host) }
    // Applied once, to a copy: a step that changes nothing is no person's action (see above).
    var next = state
    let applied: Result<[ScreenID], NavigationError>
    do throws(NavigationError) {
      applied = .success(try next.apply(step))
    } catch {
      applied = .failure(error)
    }
    if case .success = applied, next == state { return }
    let request = receivePersonRequest(personAction(step))
    emitPlanned(request, [step])
    switch applied {
    case .success(let removed):
      let before = visibleScreensBeforeChange()
      state = next
      emitVisibilityChanges(since: before, step: step, request: request)
      release(removed, reason: .removedByPerson, request: request)
      notifyObservers()
      finishPersonRequest(request, .success(()))
    case .failure(let error):
      // The host showed something the navigator cannot place; nothing was applied, and the
      // person's request fails with the error (its `failed` event says which).
      finishPersonRequest(request, .failure(error))
    }
  }

  /// Notes that a person's change is over; the requests that waited are planned now.
  ///
  /// - Parameter host: The host the person acted on.
  @_spi(Hosting) public func hostDidEndPersonChange(_ host: any NavigationHost) {
    guard personChanges > 0 else { return }
    personChanges -= 1
    if personChanges == 0 { settlePersonRequest() }
    drain(afterChange: true)
  }

  /// Gives a screen that code outside the navigator showed an identity, for the step the host
  /// reports next; a screen the navigator knows keeps its own.
  ///
  /// - Parameters:
  ///   - host: The host that shows the screen.
  ///   - screen: The screen.
  /// - Returns: The screen as a step refers to it.
  @_spi(Hosting) public func host(_ host: any NavigationHost, adopt screen: any Screen) -> NavigationStep.Screen {
    let id: ScreenID
    if let known = registry.id(of: screen) {
      id = known
    } else {
      id = ScreenID(nextID)
      nextID += 1
      registry.register(screen, as: id)
    }
    return NavigationStep.Screen(
      id: id, name: screen.screenName, title: screen.screenTitle, popoverAnchors: screen.popoverAnchors)
  }

  /// Plans the requests that waited for the host to become ready, in order.
  ///
  /// - Parameter host: The host that became ready.
  @_spi(Hosting) public func hostDidBecomeReady(_ host: any NavigationHost) {
    drain(afterChange: true)
  }

  // MARK: - Performing

  /// Queues a request: numbers it, reads its value for events off it, and announces it.
  func enqueue(origin: RequestOrigin = .routerCall, _ planning: QueuedRequest.Planning, completion: Completion?) {
    // A person's change in progress was numbered when it began; it is received before any
    // request made meanwhile, even from a host that reports no gesture, so that requests
    // are received, and end, in their numbers' order.
    if let person = eventHub.personRequest, person.received == nil {
      _ = receivePersonRequest(.changeInProgress)
    }
    let request = NavigationRequest(id: eventHub.makeRequestID(), origin: origin, kind: kind(of: planning))
    // A request without a completion keeps none: its refusal is reported when it ends
    // (`complete(_:with:)`), so that no closure is made for it.
    queue.append(QueuedRequest(request: request, planning: planning, completion: completion))
    emitEvent(.received(request))
    drain()
  }

  /// Hears every refusal of a request made without a completion handler, so that no
  /// failed navigation goes unnoticed.
  ///
  /// By default it writes the error to standard error with the request it refused, such as
  /// `SceneRouter: 'Elsewhere' is not on screen, so nothing can be routed from it. (request 3
  /// from router call: open Detail from Elsewhere as push)`; ``lastUnhandledRequest`` names
  /// that request for a handler of your own.
  public var unhandledErrorHandler: @MainActor (NavigationError) -> Void {
    get { customUnhandledErrorHandler ?? { [weak self] error in self?.writeUnhandled(error) } }
    set { customUnhandledErrorHandler = newValue }
  }

  /// The handler set in place of the default one, if any.
  private var customUnhandledErrorHandler: (@MainActor (NavigationError) -> Void)?

  /// The last refusal of a request made without a completion handler.
  package private(set) var lastUnhandledError: NavigationError?

  /// The request behind the last refusal ``unhandledErrorHandler`` heard; nil when the refusal
  /// came before any request (a router with no navigator to ask, a guard).
  public private(set) var lastUnhandledRequest: NavigationRequest?

  /// Reports a refusal nobody else will hear about to ``unhandledErrorHandler``.
  ///
  /// - Parameters:
  ///   - error: The refusal.
  ///   - request: The request refused, if the refusal came from one.
  package func report(_ error: NavigationError, of request: NavigationRequest? = nil) {
    lastUnhandledError = error
    lastUnhandledRequest = request
    if let customUnhandledErrorHandler {
      customUnhandledErrorHandler(error)
    } else {
      writeUnhandled(error)
    }
  }

  /// The default handling of an unhandled refusal: one line on standard error.
  private func writeUnhandled(_ error: NavigationError) {
    let line = "SceneRouter: \(error)" + (lastUnhandledRequest.map { " (\($0))" } ?? "")
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Starts queued requests while nothing is being delivered. The only place a request
  /// starts: a request made during a change waits here until the change is complete.
  private func drain(afterChange: Bool = false) {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    var changed = afterChange
    while true {
      while !isBusy, queue.count > 0 {
        // What code outside the navigator changed and the host could not hear (a presentation)
        // is reported first, so the request is planned against what is shown.
        host.reconcile()
        guard !isBusy, let request = queue.popFirst() else { break }
        start(request)
        changed = true
      }
      // Busy: the change in progress drains again when it completes.
      guard !isBusy, queue.count == 0 else { return }
      guard changed, !idleActions.isEmpty else { break }
      changed = false
      let actions = idleActions
      idleActions.removeAll()
      for action in actions { action(true) }
    }
    eventHub.emitIdle()
    if !idleWaiters.isEmpty {
      let waiters = idleWaiters
      idleWaiters.removeAll()
      for waiter in waiters { waiter.resume() }
    }
  }

  private func start(_ request: QueuedRequest) {
    let planned: PlanningContext.Output
    do throws(NavigationError) {
      planned = try PlanningContext.plan(
        request.planning, state: state, policy: presentationPolicy, nextID: nextID, registry: registry,
        pendingResults: pendingResults, assignments: assignments, steps: PlanningContext.take(&spareSteps))
    } catch {
      current = request
      emitEnding(request.request.id, .failure(error))
      complete(request, with: .failure(error))
      current = nil
      return
    }
    emitPlanned(request.request.id, planned.steps)
    nextID = planned.nextID
    for (id, screen) in planned.newScreens { registry.register(screen, as: id) }
    for (id, pending) in planned.awaited { pendingResults[id] = pending }
    for (id, closing) in planned.closing { pendingResults[id]?.closing = closing }
    current = request
    // Consumed, so that the request's steps are held once and their array can be reused.
    performance = Performance(planned: consume planned)
    wireRouters()
    guard performance?.planned.steps.isEmpty == false else {
      finish(request, with: .success(()))
      return
    }
    performStep(0)
  }

  /// Makes each new screen that has a router (assigned with ``assign(_:toManage:)``) that
  /// router's root, before the host or any callback sees the change; ``finish(_:with:)`` puts the old root back for a screen that
  /// was not shown in the end.
  private func wireRouters() {
    guard let newScreens = performance?.planned.newScreens else { return }
    for (id, screen) in newScreens {
      guard let router = assignments.manager(of: screen), router.root !== screen else { continue }
      performance?.wired.append((id, router, router.root))
      router.root = screen
    }
  }

  /// Applies step `index` of the request being performed to the state, then has the host
  /// perform it; ``hostDidFinishStep(_:)`` hears the host.
  private func performStep(_ index: Int) {
    guard let request = current, let step = performance?.planned.steps[index] else { return }
    do throws(NavigationError) {
      let before = visibleScreensBeforeChange()
      let (removed, undo) = try state.applyUndoably(step)
      emitVisibilityChanges(since: before, step: step, request: request.request.id)
      performance?.noteRemoved(removed)
      performance?.step = index
      performance?.undo = undo
    } catch {
      finish(request, with: .failure(error))
      return
    }
    guard let screens = performance?.screens else { return }
    host.perform(step, screens: screens, completion: stepCompletion)
  }

  /// Hears the host finish a step: the next step is performed, or the request finishes; the
  /// state is restored if the host refused. A completion called again is ignored.
  private func hostDidFinishStep(_ result: Result<Void, NavigationError>) {
    // The count and the step, not the array: holding it would keep it from being reused.
    guard let request = current, let index = performance?.step, let count = performance?.planned.steps.count,
      let step = performance?.planned.steps[index], let undo = performance?.undo
    else { return }
    performance?.undo = nil
    switch result {
    case .success:
      if index + 1 < count {
        performStep(index + 1)
      } else {
        finish(request, with: .success(()))
      }
    case .failure(let error):
      // A whole-checked plan never meets this; if a host refuses anyway, the state goes
      // back to exactly what the host still shows.
      let before = visibleScreensBeforeChange()
      state.undo(undo)
      emitVisibilityChanges(since: before, step: step, request: request.request.id)
      finish(request, with: .failure(error))
    }
  }

  private func finish(_ request: QueuedRequest, with result: Result<Void, NavigationError>) {
    guard var performance else { return }
    self.performance = nil
    // The steps' array, emptied, serves the next request.
    PlanningContext.giveBack(&performance.planned.steps, to: &spareSteps)
    let planned = performance.planned
    // Screens a step removed and a later step of the same request put back (a screen
    // moving into a new root) keep their identity and their awaited result.
    release(performance.removed, unlessShown: true, reason: .removedByRoute, request: request.request.id)
    // Screens planned but not shown (a host refused a step) are forgotten, and their
    // callers learn it from the request's failure; a close that did not happen leaves its
    // result awaited, so nothing is lost.
    for id in planned.newScreens.keys where !state.contains(id) { registry.remove(id) }
    for wiring in performance.wired where !state.contains(wiring.id) && wiring.router.root === planned.newScreens[wiring.id] {
      wiring.router.root = wiring.previousRoot
    }
    for id in planned.awaited.keys where !state.contains(id) { pendingResults[id] = nil }
    for (id, _) in planned.closing where state.contains(id) { pendingResults[id]?.closing = nil }
    // Still busy: requests made by observers or by the completion wait behind the queue.
    notifyObservers()
    emitEnding(request.request.id, result)
    complete(request, with: result)
    current = nil
    drain(afterChange: true)
  }

  /// Calls the completion of `request`, the request being performed; a refusal of a request
  /// made without one goes to ``unhandledErrorHandler``, so that none goes unnoticed.
  private func complete(_ request: QueuedRequest, with result: Result<Void, NavigationError>) {
    if let completion = request.completion {
      completion(result)
    } else if case .failure(let error) = result {
      report(error, of: current?.request)
    }
  }

  /// Forgets removed screens and ends their awaited results; with `unlessShown`, those the
  /// state shows again are kept. (One array type, not a generic sequence: compiled once.)
  private func release(
    _ removed: [ScreenID], unlessShown: Bool = false, reason: CancellationReason, request: NavigationRequestID
  ) {
    for id in removed where !(unlessShown && state.contains(id)) {
      let screen = registry.screen(for: id)
      let name = eventHub.isObserved ? screen?.screenName : nil
      registry.remove(id)
      guard let pending = pendingResults.removeValue(forKey: id) else { continue }
      // A person's choice that hands a value back (an alert's action) completes the result.
      if reason == .removedByPerson, let value = (screen as? any HandsBackResult)?.handedBackResult {
        pending.closing = PendingResult.Closing(value: value)
      }
      if let name {
        emitEvent(.resultDelivered(request: request, screen: id, name: name, pending.delivery(onRemoval: reason)))
      }
      pending.resumeOnRemoval(reason: reason)
    }
  }

  private func notifyObservers() {
    guard !observers.isEmpty else { return }
    observers.removeAll { $0.owner == nil }
    let snapshot = self.snapshot
    for observation in observers where observation.owner != nil { observation.body(snapshot) }
  }

  /// The screen object shown under an identity, for hosts and tools.
  package func screen(for id: ScreenID) -> (any Screen)? { registry.screen(for: id) }

  /// The identity of a screen on screen, for hosts and tools.
  package func id(of screen: any Screen) -> ScreenID? {
    registry.id(of: screen).flatMap { state.contains($0) ? $0 : nil }
  }
}
