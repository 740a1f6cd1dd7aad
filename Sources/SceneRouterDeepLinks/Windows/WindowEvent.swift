/// What happened among the app's windows, in order: windows registered, brought to the
/// foreground and removed, and where each route was sent.
public enum WindowEvent: Equatable, Sendable, CustomStringConvertible {
  /// A window's navigator was registered.
  case registered(WindowID)
  /// A window became the active (foreground) one.
  case activated(WindowID)
  /// A window's scene disconnected and its navigator was removed.
  case removed(WindowID)
  /// A route was sent to a window by the policy, for the reason given.
  case routed(RouteDescription, to: WindowID, reason: String)
  /// A new window was asked for, to open the request.
  case requestedNewWindow(WindowRequest, WindowID?)
  /// A route was refused.
  case refused(WindowRoutingError)

  /// A line saying what happened.
  public var description: String {
    switch self {
    case .registered(let id): "registered \(id)"
    case .activated(let id): "activated \(id)"
    case .removed(let id): "removed \(id)"
    case .routed(let route, let id, let reason): "\(route) → \(id) (\(reason))"
    case .requestedNewWindow(let request, let id): "new window\(id.map { " \($0)" } ?? "") for \(request)"
    case .refused(let error): "refused: \(error)"
    }
  }
}
