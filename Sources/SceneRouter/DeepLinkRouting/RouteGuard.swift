/// A condition a route needs before it opens, such as "signed in".
///
/// A guard looks at the route about to open and decides: let it through, refuse it with
/// a reason, or redirect to another route first (present Login). After a redirect the
/// ``DeepLinkRouter`` waits for the redirect's screen to close; when it hands back a
/// value — any value, of any type: the router does not look at it, so Login may close
/// with the signed-in name or with `true` — the guards are asked again (so the guard
/// itself decides from the session whether the sign-in counts) and the original route
/// continues; when it goes away without one (closed without a value, pulled down,
/// dismissed), the original route is dropped with the reason.
///
/// ```swift
/// let signedIn = RouteGuard<AppRoute>("signed in") { route in
///   guard route.needsAccount, !session.isSignedIn else { return .allow }
///   return .redirect(to: .login)
/// }
/// ```
public struct RouteGuard<Route: Hashable & Sendable>: Sendable {
  /// The guard's name, used in the reasons it gives.
  public let name: String
  /// Decides for one route; may suspend, for example to ask a server.
  public let decide: @MainActor @Sendable (Route) async -> RouteGuard<Route>.Decision

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, such as `signed in`.
  ///   - decide: Decides for one route.
  public init(_ name: String, decide: @escaping @MainActor @Sendable (Route) async -> RouteGuard<Route>.Decision) {
    self.name = name
    self.decide = decide
  }

  /// What a ``RouteGuard`` decides for a route.
  public enum Decision: Hashable, Sendable {
    /// The route may open.
    case allow
    /// The route may not open, for the reason given.
    case deny(reason: String)
    /// Open this route first; the original continues when its screen closes with a value.
    case redirect(to: Route)
  }
}
