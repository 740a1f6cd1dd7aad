extension Router {
  /// Opens `screen` for what it hands back: returns as soon as it is shown, with its pending
  /// result; `try await route(to:as:expecting:).result` waits for the value in one line.
  ///
  /// Available wherever route protocols get their default implementations
  /// (`extension EditRoute where Self: Router`), so a route can return a value:
  ///
  /// ```swift
  /// protocol EditNameRoute { func editName(_ name: String) async throws(NavigationError) -> RouteResult<String> }
  ///
  /// extension EditNameRoute where Self: Router {
  ///   func editName(_ name: String) async throws(NavigationError) -> RouteResult<String> {
  ///     let router = DefaultRouter(spawnedBy: self, rootTransition: .modal(.formSheet, inNavigation: true))
  ///     let screen = EditNameScreen(viewModel: EditNameViewModel(name: name, router: router))
  ///     return try await route(to: screen, managedBy: router, expecting: String.self).result
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it.
  ///   - type: The type of the value it hands back through ``Closable/close(returning:completion:)``.
  /// - Returns: Its pending result; await ``PendingRouteResult/result`` for the value.
  /// - Throws: ``NavigationError`` when it cannot be shown; nothing changed then.
  public func route<Value: Sendable>(
    to screen: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PendingRouteResult<Value>, NavigationError>, Never>) in
      route(to: screen, as: transition) { [weak navigator] result in
        switch result {
        case .success:
          guard let navigator else { return continuation.resume(returning: .failure(.navigatorReleased)) }
          continuation.resume(returning: .success(navigator.pendingResult(of: screen, expecting: type)))
        case .failure(let error): continuation.resume(returning: .failure(error))
        }
      }
    }
    return try outcome.get()
  }

  /// Opens `screen` managed by `child` (as ``route(to:managedBy:completion:)``) for what it
  /// hands back: returns as soon as it is shown, with its pending result.
  ///
  /// - Parameters:
  ///   - screen: The screen to show; it becomes `child`'s root.
  ///   - child: The router that will close it, with its value, through
  ///     ``Closable/close(returning:completion:)``; its root transition opens the screen.
  ///   - type: The type of the value it hands back.
  /// - Returns: Its pending result; await ``PendingRouteResult/result`` for the value.
  /// - Throws: ``NavigationError`` when it cannot be shown; nothing changed then.
  public func route<Value: Sendable>(
    to screen: any Screen, managedBy child: DefaultRouter, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    child.willManage(screen)
    return try await route(to: screen, as: child.rootTransition, expecting: type)
  }

  /// The former name of ``route(to:as:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "route(to:as:expecting:)")
  public func show<Value: Sendable>(
    _ screen: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await route(to: screen, as: transition, expecting: type)
  }

  /// The former name of ``route(to:managedBy:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "route(to:managedBy:expecting:)")
  public func show<Value: Sendable>(
    _ screen: any Screen, managedBy child: DefaultRouter, expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await route(to: screen, managedBy: child, expecting: type)
  }

  /// Opens `screen` and calls `completion` once: with what it handed back when it closes, or
  /// with the error that refused it. What ``alert(_:completion:)`` and
  /// ``alert(_:)`` share.
  func route<Value: Sendable>(
    to screen: any Screen, as transition: Transition, expecting type: Value.Type,
    completion: @escaping @MainActor (Result<RouteResult<Value>, NavigationError>) -> Void
  ) {
    route(to: screen, as: transition) { [weak navigator] result in
      switch result {
      case .success:
        guard let navigator else { return completion(.failure(.navigatorReleased)) }
        do throws(NavigationError) {
          try navigator.result(of: screen, expecting: type) { completion(.success($0)) }
        } catch {
          // Removed before its result could be watched: a route took it away.
          completion(.success(.cancelled(.removedByRoute)))
        }
      case .failure(let error):
        completion(.failure(error))
      }
    }
  }
}
