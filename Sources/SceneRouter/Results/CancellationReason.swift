/// Why something ended without being done: a routed screen that handed back no value
/// (``RouteResult/cancelled(_:)``, ``ResultDelivery/cancelled(_:)``), or a request that ended
/// without being performed or refused (``NavigationEvent/cancelled(_:_:)``,
/// `DeepLinkOutcome.cancelled(_:_:)`).
///
/// One type for both, since both say why something was given up; each case says what it can end.
public enum CancellationReason: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// A screen's result: its router closed it without a value.
  case closedWithoutResult
  /// A screen's result: another route removed it (a dismissal below it, a new root, a pop past it).
  case removedByRoute
  /// A screen's result: a person removed it (swiped back, tapped back, pulled the sheet down,
  /// re-tapped the tab).
  case removedByPerson
  /// A screen's result or a request: the navigator that showed the screen, or that the request
  /// waited for or was in flight in, was released.
  case navigatorReleased
  /// A request: a person's gesture was let go before its point of no return; nothing changed.
  case gestureCancelled
  /// A request: the window it waited in closed (its scene disconnected and
  /// `WindowNavigators.remove(_:)` removed it); nothing more is shown for the request.
  case windowClosed

  /// A phrase such as `closed without a result`, `the navigator was released` or
  /// `the window closed`.
  public var description: String {
    switch self {
    case .closedWithoutResult: "closed without a result"
    case .removedByRoute: "removed by another route"
    case .removedByPerson: "removed by a person"
    case .navigatorReleased: "the navigator was released"
    case .gestureCancelled: "the person let go before the gesture completed"
    case .windowClosed: "the window closed"
    }
  }
}
