/// A router: it opens, closes and dismisses, through a navigator.
///
/// Route protocols get their default implementations from an extension constrained to
/// `Router`, so any router can take them on, and a view model sees only the routes its
/// `Routes` typealias names (article 002):
///
/// ```swift
/// protocol LoginRoute { func openLogin() }
///
/// extension LoginRoute where Self: Router {
///   func openLogin() {
///     let router = DefaultRouter(spawnedBy: self, rootTransition: .modal(.formSheet, inNavigation: true))
///     let screen = LoginScreen(viewModel: LoginViewModel(router: router))
///     route(to: screen, managedBy: router)
///   }
/// }
///
/// extension DefaultRouter: LoginRoute {}
///
/// final class WishlistViewModel {
///   typealias Routes = LoginRoute & ProductRoute
///   private let router: any Routes
/// }
/// ```
@MainActor
public protocol Router: Routable, Closable, Dismissable {
  /// The navigator this router sends its requests to; nil once it is released.
  ///
  /// A router lives inside what its navigator owns (screen, view model, router), so it
  /// holds the navigator weakly, as ``DefaultRouter`` does: a strong reference would keep
  /// a dropped window alive forever.
  var navigator: Navigator? { get }
}

extension Router {
  /// Opens `screen`, managed by `child`: opens it with the child's root transition, so the
  /// two cannot disagree, and the navigator makes the screen the child's root as it shows
  /// it, before any callback (a refused request leaves the child as it was).
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - child: The router that will close it; it holds the screen weakly.
  ///   - completion: Called once when done or refused.
  public func route(to screen: any Screen, managedBy child: DefaultRouter, completion: Navigator.Completion? = nil) {
    child.willManage(screen)
    route(to: screen, as: child.rootTransition, completion: completion)
  }

  /// Opens `screen`, managed by `child`, and returns once the transition has finished: the
  /// `async` form of ``route(to:managedBy:completion:)``.
  ///
  /// - Parameters:
  ///   - screen: The screen to show; it becomes `child`'s root.
  ///   - child: The router that will close it; its root transition opens the screen.
  /// - Throws: ``NavigationError`` when the screen cannot be opened; nothing changed then.
  public func route(to screen: any Screen, managedBy child: DefaultRouter) async throws(NavigationError) {
    child.willManage(screen)
    try await route(to: screen, as: child.rootTransition)
  }

  /// Performs a plan as one request from a route: what presents a whole container (tabs, a
  /// split view) with any presentation transition, or opens several screens at once.
  ///
  /// ```swift
  /// extension HomeRoute where Self: Router {
  ///   func showHome() { perform(NavigationPlan([.open(.tabs([.stack([news]), .stack([user])], selected: 0), as: .fade)])) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - plan: The moves, checked whole before the first step.
  ///   - completion: Called once when done or refused; a refusal with no completion goes to
  ///     the navigator's ``Navigator/unhandledErrorHandler``.
  public func perform(_ plan: NavigationPlan, completion: Navigator.Completion? = nil) {
    guard let navigator else {
      // The window is gone with its navigator: only the caller can still hear it.
      completion?(.failure(.navigatorReleased))
      return
    }
    navigator.perform(plan, completion: completion)
  }

  /// Performs a plan as one request from a route and returns once it is done: the `async`
  /// form of ``perform(_:completion:)``, so a route sees whether the container it presents is
  /// shown.
  ///
  /// - Parameter plan: The moves, checked whole before the first step.
  /// - Throws: ``NavigationError`` when the plan cannot complete; nothing changed then.
  public func perform(_ plan: NavigationPlan) async throws(NavigationError) {
    guard let navigator else { throw .navigatorReleased }
    try await navigator.perform(plan)
  }
}
