/// One thing a navigator did, in the order it did it: for logs, analytics and tests.
///
/// Every request — a router's call, a plan, a deep link's plan, a person's action — is
/// `received`, then `planned` with its steps and `started`, and ends exactly once:
/// `completed`, `refused` (with the typed error; nothing changed) or `cancelled` (the
/// navigator was released first, or a person let go of a gesture). A request refused
/// while it is planned is never `planned` or `started`. Between `started` and the ending
/// come the screens that became visible or stopped being visible (``VisibleScreen``) and
/// the awaited results the change delivered.
///
/// Request numbers follow arrival, and requests end in the same order. A person's change
/// is a request that begins when the person does: a swipe back is received when the
/// finger goes down (after `gestureBegan`), so a router's request made during the swipe
/// has the next number, waits, and is planned after the swipe is over; the swipe's
/// request then ends `completed` (after `gestureFinished`) or `cancelled` (after
/// `gestureCancelled`).
///
/// Events are delivered after the navigator's state has changed, in request order, to
/// every listener in the same order; see ``Navigator/addEventObserver(_:)``.
///
/// Events carry no personal data by default: screens by name and identity (never
/// their titles), deep links by pattern and parameter names (``RouteDescription``),
/// results by how they ended (``ResultDelivery``), never their values.
///
/// ```text
/// request 2 received from router call: open Product from Shop as push
/// request 2 planned: push Product#4 onto #2 (standard)
/// request 2 started
/// hidden Shop#3 by push at tab 0, stack 0, level 0 (request 2)
/// shown Product#4 by push at tab 0, stack 1, level 0 (request 2)
/// request 2 completed
/// ```
public enum NavigationEvent: Equatable, Sendable, CustomStringConvertible {
  /// A request arrived: its identity, where it came from and what it asks
  /// (``NavigationRequest``), such as `open Product from Shop as push`.
  case received(NavigationRequest)
  /// The request's turn came and it was planned into these steps (none for a request
  /// that changes nothing).
  case planned(NavigationRequestID, steps: [Step])
  /// The host started performing the request's steps.
  case started(NavigationRequestID)
  /// The request was performed whole.
  case completed(NavigationRequestID)
  /// The request was refused; the navigation is as it was before it.
  case refused(NavigationRequestID, NavigationError)
  /// The request ended without a change: the navigator was released first, the person let go
  /// of the gesture the request stands for, or the window it waited in closed.
  case cancelled(NavigationRequestID, CancellationReason)
  /// A screen became visible.
  case shown(VisibleScreen)
  /// A screen stopped being visible.
  case hidden(VisibleScreen)
  /// A caller awaiting a screen's result was resumed, with a value or without one.
  case resultDelivered(request: NavigationRequestID, screen: ScreenID, name: String, ResultDelivery)
  /// A person began an interactive gesture.
  case gestureBegan(NavigationGesture)
  /// A person finished a gesture past its point of no return; its change follows as a
  /// request from a person's action.
  case gestureFinished(NavigationGesture)
  /// A person let go of a gesture before its point of no return; nothing changed.
  case gestureCancelled(NavigationGesture)
  /// A `NavigationRestorer` left out a saved route that no longer fits, by its position in
  /// the saved navigation (0 at the bottom) and why; never its link, which may hold personal
  /// data. Emitted when the restorer has decided, before the plan of the routes that fit is
  /// received (its origin is ``RequestOrigin/restoration``).
  case routeDropped(index: Int, reason: DroppedRoute.Reason)
  /// A `NavigationRestorer` restored nothing: the saved bytes do not read, or the navigator
  /// refused the plan of the routes that fit (after that request's `refused`). The
  /// navigation is as it was.
  case restorationFailed(RestorationError)

  /// The request the event is about, nil for a gesture's and a restoration's events.
  public var request: NavigationRequestID? {
    switch self {
    case .received(let request): request.id
    case .planned(let id, _), .started(let id), .completed(let id), .refused(let id, _),
      .cancelled(let id, _), .resultDelivered(let id, _, _, _):
      id
    case .shown(let screen), .hidden(let screen): screen.request
    case .gestureBegan, .gestureFinished, .gestureCancelled, .routeDropped, .restorationFailed: nil
    }
  }

  /// Whether the event is a request's one ending: completed, refused or cancelled.
  public var isEnding: Bool {
    switch self {
    case .completed, .refused, .cancelled: true
    default: false
    }
  }

  /// The event as one stable line, such as `request 2 completed`; see the type's
  /// discussion for the whole format.
  public var description: String {
    switch self {
    case .received(let request): "\(request.id) received from \(request.origin): \(request.kind)"
    case .planned(let id, let steps):
      "\(id) planned: " + (steps.isEmpty ? "no steps" : steps.map(\.description).joined(separator: "; "))
    case .started(let id): "\(id) started"
    case .completed(let id): "\(id) completed"
    case .refused(let id, let error): "\(id) refused: \(error)"
    case .cancelled(let id, let reason): "\(id) cancelled: \(reason)"
    case .shown(let screen): "shown \(screen)"
    case .hidden(let screen): "hidden \(screen)"
    case .resultDelivered(let id, let screen, let name, let delivery):
      "result of \(name)\(screen) delivered: \(delivery) (\(id))"
    case .gestureBegan(let gesture): "gesture began: \(gesture)"
    case .gestureFinished(let gesture): "gesture finished: \(gesture)"
    case .gestureCancelled(let gesture): "gesture cancelled: \(gesture)"
    case .routeDropped(let index, let reason): "restoration dropped route \(index): \(reason)"
    case .restorationFailed(let error): "restoration failed: \(error)"
    }
  }
}
