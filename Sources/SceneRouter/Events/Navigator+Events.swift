extension Navigator {
  // MARK: - Listening

  /// Calls `observer` with every ``NavigationEvent``, synchronously, in the navigator's
  /// one order: after the state has changed, in request order, nothing dropped.
  ///
  /// This is the form for loggers and analytics that must neither reorder nor lose an
  /// event. An event caused by the observer itself (it routes, and the request is
  /// received) is delivered after the current event has reached every observer.
  ///
  /// - Parameter observer: Receives each event.
  /// - Returns: A token whose ``NavigationEventObservation/cancel()`` ends the observation;
  ///   without it, the observation lasts as long as the navigator.
  @discardableResult
  public func addEventObserver(
    _ observer: @escaping @MainActor (NavigationEvent) -> Void
  ) -> NavigationEventObservation {
    let id = eventHub.add { event in
      observer(event)
      return true
    }
    return NavigationEventObservation(hub: eventHub, id: id)
  }

  /// Calls `observer` with every event and with `owner`, which the observation holds
  /// weakly: it ends by itself when `owner` is released, and never keeps it alive.
  ///
  /// ```swift
  /// navigator.addEventObserver(self) { screenViews, event in
  ///   if case .shown(let screen) = event { screenViews.record(screen.name) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object the observation belongs to; held weakly.
  ///   - observer: Receives the owner and each event.
  /// - Returns: A token that ends the observation earlier.
  @discardableResult
  package func addEventObserver<Owner: AnyObject>(
    _ owner: Owner, _ observer: @escaping @MainActor (Owner, NavigationEvent) -> Void
  ) -> NavigationEventObservation {
    let id = eventHub.add { [weak owner] event in
      guard let owner else { return false }
      observer(owner, event)
      return true
    }
    return NavigationEventObservation(hub: eventHub, id: id)
  }

  /// The navigator's events as an asynchronous sequence, for a task that consumes them.
  ///
  /// Events enter the stream synchronously, in the navigator's one order, from the moment
  /// this is called; the task reads them later. **Buffering:** events the task has not
  /// read yet wait in the stream's buffer, as `bufferingPolicy` says — by default
  /// `.unbounded`, which keeps every event (memory grows while the task lags); with
  /// `.bufferingNewest(n)` or `.bufferingOldest(n)` events beyond `n` are dropped. A
  /// logger that must see everything should use ``addEventObserver(_:)`` instead. The
  /// stream finishes when the navigator is released; when the task stops reading (the
  /// stream is terminated), the navigator drops it at the next event.
  ///
  /// ```swift
  /// Task {
  ///   for await event in navigator.events() { print(event) }
  /// }
  /// ```
  ///
  /// - Parameter bufferingPolicy: What happens to events the task has not read yet.
  /// - Returns: The stream of events.
  package func events(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<NavigationEvent> {
    let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream(bufferingPolicy: bufferingPolicy)
    let finisher = StreamFinisher(continuation)
    // The hub holds the finisher through this listener: when the navigator (and so the
    // hub) goes away, the finisher goes too and finishes the stream.
    _ = eventHub.add { [finisher] event in
      if case .terminated = finisher.continuation.yield(event) { return false }
      return true
    }
    return stream
  }

  /// Calls `observer` each time the navigator becomes idle (no request in flight or queued,
  /// no person's change in progress), in the turn it does, before `waitUntilIdle()` callers
  /// resume; for `SceneRouterTesting`'s waits.
  ///
  /// - Parameter observer: Called at each idle point.
  /// - Returns: A token whose ``NavigationEventObservation/cancel()`` ends the observation.
  package func addIdleObserver(_ observer: @escaping @MainActor () -> Void) -> NavigationEventObservation {
    NavigationEventObservation(hub: eventHub, id: eventHub.addIdle(observer))
  }

  /// How many event and idle observations are active, for tests that check none is left.
  package var eventListenerCount: Int { eventHub.listenerCount }

  // MARK: - Emitting (internal)

  // MARK: - A person's gestures and changes

  /// Reports a person's gesture as it begins; the person's change is received as a request.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  @_spi(Hosting) public func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture) {
    emitEvent(.gestureBegan(gesture))
    _ = receivePersonRequest(.gesture(gesture))
  }

  /// Reports a person's gesture as it ends: a finished one's change follows as the step of
  /// the person's request; a cancelled one cancels that request.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  ///   - finished: Whether the gesture's change happens.
  @_spi(Hosting) public func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool) {
    if finished {
      emitEvent(.gestureFinished(gesture))
      return
    }
    emitEvent(.gestureCancelled(gesture))
    if let request = eventHub.personRequest?.received {
      eventHub.personRequest = nil
      emitEvent(.cancelled(request.id, .gestureCancelled))
    }
  }

  /// Numbers the request of a person's change as the change begins.
  func reservePersonRequest() {
    if eventHub.personRequest == nil { eventHub.personRequest = (eventHub.makeRequestID(), nil) }
  }

  /// The person's request, received now as `action` unless it already was.
  func receivePersonRequest(_ action: @autoclosure () -> NavigationRequest.PersonAction) -> NavigationRequestID {
    if let received = eventHub.personRequest?.received { return received.id }
    let id = eventHub.personRequest?.id ?? eventHub.makeRequestID()
    let request = NavigationRequest(id: id, origin: .personAction, kind: .personAction(action()))
    eventHub.personRequest = (id, request)
    emitEvent(.received(request))
    return id
  }

  /// Ends the person's request with the change's result.
  func finishPersonRequest(_ id: NavigationRequestID, _ result: Result<Void, NavigationError>) {
    eventHub.personRequest = nil
    emitEnding(id, result)
  }

  /// When a person's change is over without a step (a host that reports no gesture
  /// events), its number is given back, or its request cancelled, so that every number
  /// received ends exactly once.
  func settlePersonRequest() {
    guard let request = eventHub.personRequest else { return }
    eventHub.personRequest = nil
    if request.received == nil {
      if eventHub.giveBack(request.id) { return }
      emitEvent(.received(NavigationRequest(id: request.id, origin: .personAction, kind: .personAction(.changeThatDidNotHappen))))
    }
    emitEvent(.cancelled(request.id, .gestureCancelled))
  }

  /// Emits an event when someone listens; `event` is not built otherwise.
  package func emitEvent(_ event: @autoclosure () -> NavigationEvent) {
    if eventHub.isObserved { eventHub.emit(event()) }
  }

  /// Emits a request's `planned` and `started` events, steps named without titles.
  func emitPlanned(_ id: NavigationRequestID, _ steps: [NavigationStep]) {
    guard eventHub.isObserved else { return }
    eventHub.emit(.planned(id, steps: steps.map { NavigationEvent.Step($0.withoutTitles) }))
    eventHub.emit(.started(id))
  }

  /// Emits a request's one ending.
  func emitEnding(_ id: NavigationRequestID, _ result: Result<Void, NavigationError>) {
    guard eventHub.isObserved else { return }
    switch result {
    case .success: eventHub.emit(.completed(id))
    case .failure(let error): eventHub.emit(.refused(id, error))
    }
  }

  /// The visible screens before a change, when someone listens (nil otherwise).
  func visibleScreensBeforeChange() -> [VisibleEntry]? {
    eventHub.isObserved ? Self.visibleEntries(in: state) : nil
  }

  /// Emits `hidden` for the screens no longer visible and `shown` for those newly
  /// visible, comparing with the screens visible before the change.
  func emitVisibilityChanges(since before: [VisibleEntry]?, step: NavigationStep, request: NavigationRequestID) {
    guard let before, eventHub.isObserved else { return }
    let after = Self.visibleEntries(in: state)
    let step = step.withoutTitles
    for entry in before where !after.contains(where: { $0.id == entry.id }) {
      eventHub.emit(
        .hidden(VisibleScreen(id: entry.id, name: entry.name, place: entry.place, request: request, step: step)))
    }
    for entry in after where !before.contains(where: { $0.id == entry.id }) {
      eventHub.emit(
        .shown(VisibleScreen(id: entry.id, name: entry.name, place: entry.place, request: request, step: step)))
    }
  }

  /// A visible screen's identity, name and place.
  struct VisibleEntry {
    var id: ScreenID
    var name: String
    var place: VisibleScreen.Place
  }

  /// The visible screens of a state, in the one order the engine's appearance callbacks use too
  /// (``NavigationState/forEachShownScreen(_:)``), gathered into one array.
  static func visibleEntries(in state: NavigationState) -> [VisibleEntry] {
    var entries: [VisibleEntry] = []
    state.forEachShownScreen { id in
      entries.append(VisibleEntry(id: id, name: state[id]?.name ?? "", place: place(of: id, in: state)))
    }
    return entries
  }

  /// Where a screen is: its tab, its position in its stack, its presentation level.
  static func place(of id: ScreenID, in state: NavigationState) -> VisibleScreen.Place {
    guard let node = state[id] else { return VisibleScreen.Place() }
    var place = VisibleScreen.Place(level: node.level)
    if let parent = node.parent, state[parent]?.kind == .stack { place.stackPosition = node.indexInParent }
    var child = id
    var current = node.parent ?? node.presenter
    while let ancestor = current, let ancestorNode = state[ancestor] {
      if ancestorNode.kind == .tabs {
        place.tab = state[child]?.indexInParent
        break
      }
      child = ancestor
      // A presentation in a tab's presentation context belongs to that tab.
      current = ancestorNode.parent ?? ancestorNode.presenter
    }
    return place
  }
}

/// Finishes an event stream when the navigator that feeds it goes away.
final class StreamFinisher: Sendable {
  let continuation: AsyncStream<NavigationEvent>.Continuation

  init(_ continuation: AsyncStream<NavigationEvent>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    continuation.finish()
  }
}
