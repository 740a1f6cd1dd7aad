extension Navigator {
  /// Presents an alert or a confirmation dialog from `source` and waits for the action a
  /// person chooses.
  ///
  /// The alert is a presentation level (style ``PresentationStyle/alert`` or
  /// ``PresentationStyle/actionSheet``) in the navigator's state and snapshots, and its
  /// events are a request's like any other. The result is `.completed(value)` when a person
  /// chooses an action that has a value; `.cancelled(.removedByPerson)` when the action has
  /// none (a plain cancel); `.cancelled(.removedByRoute)` when a route dismisses it, as a new
  /// root or a deep link's plan does.
  ///
  /// ```swift
  /// let choice = try await navigator.alert(
  ///   Alert("Remove from bag?", actions: [.destructive("Remove", true), .cancel("Keep")]), from: bag)
  /// if case .completed(true) = choice { bag.removeSelected() }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - source: The screen it is presented from; an alert over a presentation is presented
  ///     from the top-most one, as any presentation is.
  /// - Returns: The chosen action's value, or why there is none.
  /// - Throws: ``NavigationError/Code/invalidPresentation`` for an alert with no action or two cancel
  ///   actions; ``NavigationError/Code/alreadyPresenting`` while another alert is shown; what
  ///   opening any screen throws.
  public func alert<Value>(_ alert: Alert<Value>, from source: any Screen) async throws(NavigationError)
    -> RouteResult<Value>
  {
    if let problem = alert.problem { throw problem }
    return try await route(
      to: AlertScreen(alert), from: source, as: .modal(alert.presentationStyle), expecting: Value.self
    ).result
  }
}
