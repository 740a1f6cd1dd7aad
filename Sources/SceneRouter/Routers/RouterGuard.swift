/// A condition a route from a router needs before it opens, such as "signed in": the
/// in-app counterpart of the deep-link router's ``RouteGuard``.
///
/// A guard is asked with the router that routes, just before the screen is opened. It may
/// suspend, and so it may open a screen of its own first and decide from what that screen
/// hands back: present Login, then let the route continue when Login closes with any
/// value, or refuse it when Login goes away without one.
///
/// ```swift
/// let signedIn = RouterGuard("signed in") { router in
///   if session.isSignedIn { return .allow }
///   let loginRouter = DefaultRouter(spawnedBy: router, rootTransition: .modal(.formSheet, inNavigation: true))
///   let login = LoginScreen(viewModel: LoginViewModel(session: session, router: loginRouter))
///   switch try? await router.route(to: login, managedBy: loginRouter, expecting: String.self) {
///   case .completed: return .allow
///   case .cancelled(let reason): return .deny(reason: "Login was \(reason)")
///   case nil: return .deny(reason: "Login could not be shown")
///   }
/// }
///
/// extension SettingsRoute where Self: Router {
///   func openSettings() async throws(NavigationError) {
///     try await route(to: SettingsScreen(), as: .push, guardedBy: [signedIn])
///   }
/// }
/// ```
///
/// A refusal throws ``NavigationError/Code/guardDenied``, and nothing is opened.
public struct RouterGuard: Sendable {
  /// What a guard decides for one route.
  public enum Decision: Hashable, Sendable {
    /// The route may open.
    case allow
    /// The route may not open, for the reason given.
    case deny(reason: String)
  }

  /// The guard's name, used in the errors it causes.
  public let name: String
  /// Decides, given the router that routes; may suspend, to open a screen of its own first.
  public let decide: @MainActor @Sendable (any Router) async -> Decision

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, such as `signed in`.
  ///   - decide: Decides, given the router that routes.
  public init(_ name: String, decide: @escaping @MainActor @Sendable (any Router) async -> Decision) {
    self.name = name
    self.decide = decide
  }
}

extension Router {
  /// Asks `guards` in order, then opens `screen` when all of them allow it.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it.
  ///   - guards: The conditions, asked in order; the first refusal stops the route.
  /// - Throws: ``NavigationError/Code/guardDenied`` naming the guard that refused,
  ///   or why the screen could not be opened; nothing was opened then.
  public func route(to screen: any Screen, as transition: Transition, guardedBy guards: [RouterGuard])
    async throws(NavigationError)
  {
    try await passing(guards)
    try await route(to: screen, as: transition)
  }

  /// Asks `guards` in order, then opens `screen` managed by `child` when all allow it.
  ///
  /// - Parameters:
  ///   - screen: The screen to show; it becomes `child`'s root once the guards allow it.
  ///   - child: The router that will close it; its root transition opens the screen.
  ///   - guards: The conditions, asked in order.
  /// - Throws: ``NavigationError/Code/guardDenied`` or why it could not be opened.
  public func route(to screen: any Screen, managedBy child: DefaultRouter, guardedBy guards: [RouterGuard])
    async throws(NavigationError)
  {
    try await passing(guards)
    try await route(to: screen, managedBy: child)
  }

  /// Asks `guards` in order, then shows `screen` for its result when all allow it.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - child: The router that will close it with its value.
  ///   - guards: The conditions, asked in order.
  ///   - type: The type of the value it hands back.
  /// - Returns: Its pending result.
  /// - Throws: ``NavigationError/Code/guardDenied`` or why it could not be shown.
  public func show<Value: Sendable>(
    _ screen: any Screen, managedBy child: DefaultRouter, guardedBy guards: [RouterGuard], expecting type: Value.Type
  ) async throws(NavigationError) -> PendingRouteResult<Value> {
    try await passing(guards)
    return try await show(screen, managedBy: child, expecting: type)
  }

  private func passing(_ guards: [RouterGuard]) async throws(NavigationError) {
    for routeGuard in guards {
      if case .deny(let reason) = await routeGuard.decide(self) {
        throw .guardDenied(guard: routeGuard.name, reason: reason)
      }
    }
  }
}
