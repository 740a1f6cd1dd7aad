/// A condition a route needs before it opens, such as "signed in": one type for the routes
/// a `DeepLinkRouter` opens and for the routes a router opens.
///
/// `Route` is what the guard is asked about. For a deep link it is the app's route value,
/// and the guard may let it through, refuse it with a reason, or redirect to another
/// route first (present Login). After a redirect the `DeepLinkRouter` waits for the
/// redirect's screen to close; when it hands back a value — any value, of any type: the
/// router does not look at it, so Login may close with the signed-in name or with `true` —
/// the guards are asked again (so the guard itself decides from the session whether the
/// sign-in counts) and the original route continues; when it goes away without one (closed
/// without a value, pulled down, dismissed), the original route is dropped with the reason.
///
/// ```swift
/// let signedIn = RouteGuard<AppRoute>("signed in") { route in
///   guard route.needsAccount, !session.isSignedIn else { return .allow }
///   return .redirect(to: .login)
/// }
/// ```
///
/// For a route from a router, `Route` is `any Router`: the guard is asked with the router
/// that routes, just before the screen is opened (``Router/route(to:as:guardedBy:)``). It
/// may suspend, and so it may open a screen of its own first and decide from what that
/// screen hands back. It cannot redirect — there is no route value to redirect to, so
/// ``Decision/redirect(to:)`` is not offered — and a refusal throws
/// ``NavigationError/Code/guardDenied``.
///
/// ```swift
/// let online = RouteGuard<any Router>("online") { _ in
///   connection.isOnline ? .allow : .deny(reason: "offline")
/// }
/// ```
public struct RouteGuard<Route>: Sendable {
  /// The guard's name, used in the reasons it gives.
  public let name: String
  /// Decides for one route; may suspend, for example to ask a server.
  public let decide: @MainActor @Sendable (Route) async -> Decision

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, such as `signed in`.
  ///   - decide: Decides for one route.
  public init(_ name: String, decide: @escaping @MainActor @Sendable (Route) async -> Decision) {
    self.name = name
    self.decide = decide
  }

  /// What a ``RouteGuard`` decides for a route: ``allow``, ``deny(reason:)``, or (for
  /// routes that are values) ``redirect(to:)``.
  public struct Decision {
    /// The decision as the library reads it.
    package enum Kind {
      case allow
      case deny(reason: String)
      case redirect(to: Route)
    }

    package let kind: Kind

    /// The route may open.
    public static var allow: Self { Self(kind: .allow) }

    /// The route may not open, for the reason given.
    ///
    /// - Parameter reason: Why, such as `not signed in`; errors and outcomes quote it.
    /// - Returns: The refusal.
    public static func deny(reason: String) -> Self { Self(kind: .deny(reason: reason)) }

    /// Why the route may not open, or nil when it may (or is redirected).
    package var denial: String? {
      if case .deny(let reason) = kind { reason } else { nil }
    }
  }
}

extension RouteGuard.Decision where Route: Hashable & Sendable {
  /// Open this route first; the original continues when its screen closes with a value.
  ///
  /// - Parameter route: The route to open first, such as `.login`.
  /// - Returns: The redirect.
  public static func redirect(to route: Route) -> Self { Self(kind: .redirect(to: route)) }
}

extension RouteGuard.Decision: Sendable where Route: Sendable {}
extension RouteGuard.Decision.Kind: Sendable where Route: Sendable {}
extension RouteGuard.Decision: Equatable where Route: Equatable {}
extension RouteGuard.Decision.Kind: Equatable where Route: Equatable {}
