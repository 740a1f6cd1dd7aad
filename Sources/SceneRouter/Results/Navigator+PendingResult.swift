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
}
