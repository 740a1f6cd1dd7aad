/// Why a request ended without being performed or refused.
public enum RequestCancellation: Hashable, Sendable, CustomStringConvertible {
  /// The navigator was released while the request waited or was in flight.
  case navigatorReleased
  /// A person's gesture was let go before its point of no return; nothing changed.
  case gestureCancelled
  /// The window the request waited in closed: its scene disconnected and
  /// ``WindowNavigators/remove(_:)`` removed it; nothing more is shown for the request.
  case windowClosed

  /// `the navigator was released`, `the person let go before the gesture completed` or
  /// `the window closed`.
  public var description: String {
    switch self {
    case .navigatorReleased: "the navigator was released"
    case .gestureCancelled: "the person let go before the gesture completed"
    case .windowClosed: "the window closed"
    }
  }
}
