extension Navigator {
  // MARK: - Results

  /// Opens a screen for what it hands back: returns as soon as it is shown, with its
  /// pending result.
  ///
  /// Two awaits: this one says whether the screen could be shown,
  /// ``PendingRouteResult/result`` later says what it returned, so a caller acts on the shown
  /// screen in between; `try await navigator.route(to:from:as:expecting:).result` is both in
  /// one line. The screen hands a value back with ``close(_:returning:animated:completion:)``.
  /// When it goes away any other way (closed without a value, dismissed by another route,
  /// removed by a person), the result is ``RouteResult/cancelled(_:)``; an awaiting caller
  /// never hangs. The request watches the result from the step that shows the screen, so
  /// nothing can close it unseen.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - source: The screen the request starts from.
  ///   - transition: How to open it.
  ///   - type: The type of value the screen hands back.
  /// - Returns: The screen's pending result.
  /// - Throws: ``NavigationError`` when the screen cannot be shown; nothing changed then.
  public func route<Value: Sendable>(
    to screen: any Screen, from source: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    let pending = PendingRouteResult<Value>(screenName: screen.screenName)
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PendingRouteResult<Value>, NavigationError>, Never>) in
      let awaiting = PendingResult { [pending] (result: RouteResult<Value>) in pending.settle(result) }
      enqueue(
        .open(screen, from: source, as: transition, awaiting: awaiting),
        completion: { [pending] result in continuation.resume(returning: result.map { pending }) })
    }
    return try outcome.get()
  }

  /// The former name of ``route(to:from:as:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "route(to:from:as:expecting:)")
  public func show<Value: Sendable>(
    _ screen: any Screen, from source: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await route(to: screen, from: source, as: transition, expecting: type)
  }

  /// Waits for what a screen already on screen hands back when it closes.
  ///
  /// Use it when something else opened the screen, such as a deep link's plan that
  /// presented Login: the caller resumes with the value the screen closes with, or with
  /// ``RouteResult/cancelled(_:)`` when it goes away without one.
  ///
  /// - Parameters:
  ///   - screen: A screen on screen that nobody awaits yet.
  ///   - type: The type of the value it hands back.
  /// - Throws: ``NavigationError/Code/notInHierarchy`` when it is not on screen, or
  ///   ``NavigationError/Code/resultAlreadyAwaited`` when someone already awaits it.
  public func result<Value: Sendable>(
    of screen: any Screen, expecting type: Value.Type
  ) async throws(NavigationError) -> RouteResult<Value> {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<RouteResult<Value>, NavigationError>, Never>) in
      do throws(NavigationError) {
        try result(of: screen, expecting: type) { continuation.resume(returning: .success($0)) }
      } catch {
        continuation.resume(returning: .failure(error))
      }
    }
    return try outcome.get()
  }

  /// Calls `completion` once with what a screen on screen hands back when it closes; the
  /// completion-handler form of ``result(of:expecting:)``, for callers that must start
  /// watching in the same turn as the screen appears (nothing can slip in between).
  ///
  /// - Parameters:
  ///   - screen: A screen on screen that nobody awaits yet.
  ///   - type: The type of the value it hands back.
  ///   - body: Called once with the value, or with why there is none.
  /// - Throws: ``NavigationError/Code/notInHierarchy`` or
  ///   ``NavigationError/Code/resultAlreadyAwaited`` when someone already awaits it.
  public func result<Value: Sendable>(
    of screen: any Screen, expecting type: Value.Type,
    completion body: @escaping @MainActor (RouteResult<Value>) -> Void
  ) throws(NavigationError) {
    guard let id = id(of: screen) else { throw .notInHierarchy(screen: screen.screenName) }
    guard pendingResults[id] == nil else {
      throw .resultAlreadyAwaited(screen: screen.screenName)
    }
    pendingResults[id] = PendingResult(delivering: body)
  }
}
