extension Navigator {
  // MARK: - Renamed: one name per act (README, "One verb per act")

  /// Deprecated: opening a screen is ``route(to:from:as:completion:)``, the name routers use.
  @available(*, deprecated, renamed: "route(to:from:as:completion:)")
  public func open(
    _ screen: any Screen, from source: any Screen, as transition: Transition, completion: Completion? = nil
  ) {
    route(to: screen, from: source, as: transition, completion: completion)
  }

  /// Deprecated: opening a screen for its result is ``route(to:from:as:expecting:)``.
  @available(*, deprecated, renamed: "route(to:from:as:expecting:)")
  public func open<Value: Sendable>(
    _ screen: any Screen, from source: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> RouteResult<Value> {
    try await route(to: screen, from: source, as: transition, expecting: type)
  }

  /// Deprecated: watching a screen's result is ``result(of:expecting:completion:)``, the
  /// completion-handler form of ``result(of:expecting:)``.
  @available(*, deprecated, renamed: "result(of:expecting:completion:)")
  public func watchResult<Value: Sendable>(
    of screen: any Screen, expecting type: Value.Type, _ body: @escaping @MainActor (RouteResult<Value>) -> Void
  ) throws(NavigationError) {
    try result(of: screen, expecting: type, completion: body)
  }
}
