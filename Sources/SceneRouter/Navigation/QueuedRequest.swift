/// A navigation request waiting its turn: what it is (a value, for events, logs and
/// ``Navigator/pendingRequests``), how to plan it, and whom to tell when done.
@MainActor
struct QueuedRequest {
  /// How a request is planned: the most frequent requests as values, so that making one
  /// allocates no closure; any other as a closure. `PlanningContext.plan(_:state:...)` switches
  /// over it.
  @MainActor
  enum Planning {
    /// ``Navigator/route(to:from:as:completion:)``.
    case open(any Screen, from: any Screen, as: Transition)
    /// ``Navigator/close(_:animated:completion:)``.
    case close(any Screen, animated: Bool)
    /// Any other request.
    case custom(@MainActor (inout PlanningContext) throws(NavigationError) -> Void)
  }

  /// What the request is; events name the request by its identity.
  let request: NavigationRequest
  /// Plans the request against the state of the moment its turn comes.
  let planning: Planning
  let completion: Navigator.Completion?
}
