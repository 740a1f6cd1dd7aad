/// A navigation request waiting its turn: what it is (a value, for events, logs and
/// ``Navigator/pendingRequests``), how to plan it, and whom to tell when done.
@MainActor
struct QueuedRequest {
  typealias Planning = @MainActor (inout PlanningContext) throws(NavigationError) -> Void

  /// What the request is; events name the request by its identity.
  let request: NavigationRequest
  /// Plans the request against the state of the moment its turn comes.
  let planning: Planning
  let completion: Navigator.Completion?
}
