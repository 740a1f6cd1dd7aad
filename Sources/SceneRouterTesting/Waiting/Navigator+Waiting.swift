public import SceneRouter

extension Navigator {
  /// Returns once `condition` holds: checked now, then after every `NavigationEvent`, in
  /// the turn of that event; throws ``NavigationWaitError`` when the navigator becomes idle
  /// (nothing in flight, nothing queued) without it holding.
  ///
  /// A test awaits the state it expects, whatever the requests in between, and fails as soon
  /// as nothing more can happen, never after a time:
  ///
  /// ```swift
  /// navigator.route(to: message, from: inbox, as: .push)  // queued behind a transition in flight
  /// try await navigator.waitUntil { $0.topMostScreen === message }
  /// ```
  ///
  /// A transition the host holds in flight keeps it waiting, as `waitUntilIdle()` does. Its
  /// observation of the navigator ends when the wait ends, also when the waiting task is
  /// cancelled.
  ///
  /// - Parameter condition: Reads the navigator; the wait ends the first time it returns true.
  /// - Returns: The snapshot at the moment the condition held, which may have changed by the
  ///   time the caller resumes.
  /// - Throws: ``NavigationWaitError`` when the navigator is, or becomes, idle without the
  ///   condition holding; `CancellationError` when the waiting task is cancelled.
  @discardableResult
  public func waitUntil(_ condition: @escaping @MainActor (Navigator) -> Bool) async throws -> NavigationSnapshot {
    try Task.checkCancellation()
    if condition(self) { return snapshot }
    guard isBusy || queuedRequestCount > 0 else { throw NavigationWaitError(snapshot: snapshot) }
    let wait = ConditionWait(navigator: self, condition: condition)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { wait.start($0) }
    } onCancel: {
      Task { @MainActor in wait.end(.failure(CancellationError())) }
    }
  }
}
