extension Router {
  /// Asks `guards` in order, then opens `screen` when all of them allow it.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it.
  ///   - guards: The conditions, asked in order; the first refusal stops the route.
  /// - Throws: ``NavigationError/Code/guardDenied`` naming the guard that refused,
  ///   or why the screen could not be opened; nothing was opened then.
  public func route(to screen: any Screen, as transition: Transition, guardedBy guards: [RouteGuard<any Router>])
    async throws(NavigationError)
  {
    try await passing(guards)
    try await route(to: screen, as: transition)
  }

  /// Asks `guards` in order, then opens `screen` managed by `child` when all allow it.
  ///
  /// - Parameters:
  ///   - screen: The screen to show; it becomes `child`'s root once the guards allow it.
  ///   - child: The router that will close it; its root transition opens the screen.
  ///   - guards: The conditions, asked in order.
  /// - Throws: ``NavigationError/Code/guardDenied`` or why it could not be opened.
  public func route(to screen: any Screen, managedBy child: DefaultRouter, guardedBy guards: [RouteGuard<any Router>])
    async throws(NavigationError)
  {
    try await passing(guards)
    try await route(to: screen, managedBy: child)
  }

  /// Asks `guards` in order, then opens `screen` managed by `child` for its result when all
  /// allow it: returns once it is shown, with its pending result.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - child: The router that will close it with its value.
  ///   - guards: The conditions, asked in order.
  ///   - type: The type of the value it hands back.
  /// - Returns: Its pending result.
  /// - Throws: ``NavigationError/Code/guardDenied`` or why it could not be shown.
  public func route<Value: Sendable>(
    to screen: any Screen, managedBy child: DefaultRouter, guardedBy guards: [RouteGuard<any Router>],
    expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await passing(guards)
    return try await route(to: screen, managedBy: child, expecting: type)
  }

  /// The former name of ``route(to:managedBy:guardedBy:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "route(to:managedBy:guardedBy:expecting:)")
  public func show<Value: Sendable>(
    _ screen: any Screen, managedBy child: DefaultRouter, guardedBy guards: [RouteGuard<any Router>], expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await route(to: screen, managedBy: child, guardedBy: guards, expecting: type)
  }

  private func passing(_ guards: [RouteGuard<any Router>]) async throws(NavigationError) {
    for routeGuard in guards {
      if let reason = await routeGuard.decide(self).denial {
        throw .guardDenied(guard: routeGuard.name, reason: reason)
      }
    }
  }
}
