/// A navigation request waiting its turn: the request with the screen objects it names
/// (``QueuedRequest/Planning``, the one form a request is made in), its value for events, logs
/// and `Navigator.pendingRequests` (made from it when it is queued), and whom to tell when done.
@MainActor
struct QueuedRequest {
  /// A request as it is made and planned: each of the navigator's requests, with the screen
  /// objects it names. `PlanningContext.plan(_:state:...)` switches over it, and
  /// `Navigator.kind(of:)` reads its value for events off it, so a request exists in this one
  /// form; the event's value names the same screens without holding them.
  enum Planning {
    /// ``Navigator/setRoot(_:animated:completion:)``.
    case setRoot(Layout, animated: Bool)
    /// ``Navigator/route(to:from:as:completion:)``; with the caller awaiting the screen's
    /// result, ``Navigator/route(to:from:as:expecting:)``.
    case open(any Screen, from: any Screen, as: Transition, awaiting: PendingResult?)
    /// ``Navigator/perform(_:from:completion:)``.
    case perform(NavigationMove, from: (any Screen)?)
    /// ``Navigator/close(_:animated:completion:)``, or with a value,
    /// ``Navigator/close(_:returning:animated:completion:)``.
    case close(any Screen, returning: (any Sendable)?, animated: Bool)
    /// ``Navigator/dismiss(_:animated:completion:)``.
    case dismiss(any Screen, animated: Bool)
    /// ``Navigator/setStack(_:from:animated:completion:)``.
    case setStack([any Screen], from: any Screen, animated: Bool)
    /// ``Navigator/refreshChrome(of:completion:)``.
    case refreshChrome(any Screen)
    /// ``Navigator/perform(_:completion:)`` with a plan.
    case plan(NavigationPlan)
  }

  /// What the request is; events name the request by its identity.
  let request: NavigationRequest
  /// The request itself, planned against the state of the moment its turn comes.
  let planning: Planning
  let completion: Navigator.Completion?
}
