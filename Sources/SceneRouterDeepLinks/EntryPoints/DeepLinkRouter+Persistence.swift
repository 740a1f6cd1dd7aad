extension DeepLinkRouter where Route: Codable {
  /// Saves the route this router has not shown yet — waiting for the window, for a guard's
  /// redirect (a login, onboarding), for presentations to close, or queued — in `persistence`,
  /// and clears it once the route is opened or dropped, so that a relaunch can finish it with
  /// ``openSavedRoute(from:)``. A route whose window closed
  /// (``DeepLinkOutcome/cancelled(_:_:)``) stays saved: a scene disconnects as the app quits too.
  ///
  /// - Parameter persistence: Where and in which route format to save it.
  public func persistPendingRoutes(in persistence: PendingRoutePersistence<Route>) {
    savePending = { route, source in persistence.save(route, source: source) }
  }

  /// Opens the route a previous launch saved and did not show, once, through the guards and
  /// the plan like any link; the saved route is cleared whatever happens.
  ///
  /// - Parameter persistence: Where it was saved.
  /// - Returns: What happened to it; `.rejected` when it no longer fits (another route format,
  ///   too old, unreadable), nil when nothing was saved.
  public func openSavedRoute(from persistence: PendingRoutePersistence<Route>) async -> DeepLinkOutcome<Route>? {
    let saved: PendingRoute<Route>?
    do throws(PendingRouteError) {
      saved = try persistence.take()
    } catch {
      return .rejected(link: "the saved route", reason: error.description)
    }
    guard let saved else { return nil }
    return await open(saved.route, source: saved.source)
  }
}
