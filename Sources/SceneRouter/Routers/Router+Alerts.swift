extension Router {
  /// Presents an alert or a confirmation dialog from this router's screens, as a route opens a
  /// screen, and calls `completion` with the action a person chose: the fire-and-forget form of
  /// ``alert(_:)``, for a route protocol called from a button handler.
  ///
  /// ```swift
  /// extension RemoveMugRoute where Self: Router {
  ///   func confirmRemoval(_ remove: @escaping @MainActor () -> Void) {
  ///     alert(Alert("Remove the mug?", actions: [.destructive("Remove", true), .cancel("Keep")])) { choice in
  ///       if case .success(.completed(true)) = choice { remove() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The alert is a request like any other (``Navigator/alert(_:from:)`` says what it is in the
  /// navigator's state): the router's ``Routable/route(to:as:completion:)`` presents it, so it
  /// goes through the same queue and events as a screen, and one over a presentation is presented
  /// from the top-most one.
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - completion: Called once: with the chosen action's value, or why there is none
  ///     (``RouteResult/cancelled(_:)``), or with the ``NavigationError`` that refused it
  ///     (``NavigationError/Code/invalidPresentation``, ``NavigationError/Code/alreadyPresenting``,
  ///     or what opening any screen throws).
  public func alert<Value>(
    _ alert: Alert<Value>,
    completion: @escaping @MainActor (Result<RouteResult<Value>, NavigationError>) -> Void
  ) {
    if let problem = alert.problem { return completion(.failure(problem)) }
    route(to: AlertScreen(alert), as: .modal(alert.presentationStyle), expecting: Value.self, completion: completion)
  }

  /// Presents an alert or a confirmation dialog from this router's screens and returns the
  /// action a person chose: the `async` form of ``alert(_:completion:)``.
  ///
  /// ```swift
  /// extension RemoveMugRoute where Self: Router {
  ///   func confirmRemoval() async throws(NavigationError) -> Bool {
  ///     let removal = Alert<Bool>("Remove the mug?", actions: [.destructive("Remove", true), .cancel("Keep")])
  ///     return try await alert(removal) == .completed(true)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter alert: The alert.
  /// - Returns: The chosen action's value, or why there is none: `.cancelled(.removedByPerson)`
  ///   for an action without a value, `.cancelled(.removedByRoute)` when a route removed it.
  /// - Throws: What ``alert(_:completion:)`` refuses with; nothing changed then.
  public func alert<Value>(_ alert: Alert<Value>) async throws(NavigationError) -> RouteResult<Value> {
    let outcome = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<RouteResult<Value>, NavigationError>, Never>) in
      self.alert(alert) { continuation.resume(returning: $0) }
    }
    return try outcome.get()
  }
}
