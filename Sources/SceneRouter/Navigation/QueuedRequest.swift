/// A navigation request waiting its turn: what it is (a value, for events, logs and
/// ``Navigator/pendingRequests``), how to plan it, and whom to tell when done.
@MainActor
struct QueuedRequest {
  /// How a request is planned: the most frequent requests as values, so that making one
  /// allocates no closure; any other as a closure.
  @MainActor
  enum Planning {
    /// ``Navigator/route(to:from:as:completion:)``.
    case open(any Screen, from: any Screen, as: Transition)
    /// ``Navigator/close(_:animated:completion:)``.
    case close(any Screen, animated: Bool)
    /// Any other request.
    case custom(@MainActor (inout PlanningContext) throws(NavigationError) -> Void)

    /// Plans the request in `context`.
    func plan(in context: inout PlanningContext) throws(NavigationError) {
      switch self {
      case .open(let screen, let source, let transition):
        let sourceID = try context.existingID(of: source)
        let target = try context.opening(screen, as: transition)
        try context.planner.open(target, from: sourceID, as: transition)
      case .close(let screen, let animated):
        let id = try context.existingID(of: screen)
        try context.planner.close(id, animated: animated)
        context.closing(id, with: nil)
      case .custom(let planning):
        try planning(&context)
      }
    }
  }

  /// What the request is; events name the request by its identity.
  let request: NavigationRequest
  /// Plans the request against the state of the moment its turn comes.
  let planning: Planning
  let completion: Navigator.Completion?
}
