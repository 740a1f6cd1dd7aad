extension Navigator {
  /// Starts watching the result of a screen that has just been shown: in the same turn as
  /// the request's completion, so that nothing can close it unseen.
  ///
  /// A screen already gone (a request made from an observer closed it first) settles at
  /// once as removed by another route.
  func pendingResult<Value: Sendable>(of screen: any Screen, expecting type: Value.Type) -> PendingRouteResult<Value> {
    let pending = PendingRouteResult<Value>(screenName: screen.screenName)
    do throws(NavigationError) {
      try result(of: screen, expecting: type) { [pending] in pending.settle($0) }
    } catch {
      pending.settle(.cancelled(.removedByRoute))
    }
    return pending
  }

  /// Opens a screen, returning as soon as it is shown with what it will hand back.
  ///
  /// The two-await form of ``route(to:from:as:expecting:)``: the first await says whether
  /// the screen could be shown, ``PendingRouteResult/result`` later says what it returned.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - source: The screen the request starts from.
  ///   - transition: How to open it.
  ///   - type: The type of value the screen hands back.
  /// - Returns: The screen's pending result.
  /// - Throws: ``NavigationError`` when the screen cannot be shown; nothing changed then.
  public func show<Value: Sendable>(
    _ screen: any Screen, from source: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PendingRouteResult<Value>, NavigationError>, Never>) in
      route(to: screen, from: source, as: transition) { [weak self] result in
        switch result {
        case .success:
          guard let self else { return continuation.resume(returning: .failure(.navigatorReleased)) }
          continuation.resume(returning: .success(self.pendingResult(of: screen, expecting: type)))
        case .failure(let error):
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try outcome.get()
  }
}
