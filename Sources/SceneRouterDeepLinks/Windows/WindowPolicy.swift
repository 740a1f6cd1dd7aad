/// Which window a route that comes into the app opens in, when the app has several.
///
/// ```swift
/// let windows = WindowNavigators<AppRoute>(policy: .windowShowingRoute(otherwise: .activeWindow), ...)
/// ```
public enum WindowPolicy: Equatable, Sendable, CustomStringConvertible {
  /// Where a route goes when no window shows it already.
  public enum Fallback: Equatable, Sendable, CustomStringConvertible {
    /// The active (foreground) window opens it.
    case activeWindow
    /// A new window opens it.
    case newWindow

    /// `the active window` or `a new window`.
    public var description: String {
      switch self {
      case .activeWindow: "the active window"
      case .newWindow: "a new window"
      }
    }
  }

  /// The active window opens every route.
  case activeWindow
  /// Every route opens in a new window.
  case newWindow
  /// A window whose top-most screen shows the route already is brought forward, unchanged;
  /// otherwise the route goes to `otherwise`.
  case windowShowingRoute(otherwise: Fallback)

  /// A phrase naming the policy, such as `the window showing the route, else a new window`.
  public var description: String {
    switch self {
    case .activeWindow: "the active window"
    case .newWindow: "a new window"
    case .windowShowingRoute(let fallback): "the window showing the route, else \(fallback)"
    }
  }
}
