public import Foundation

extension DeepLinkRouter {
  /// Creates a deep-link router from closures that throw any error, for code that does not
  /// annotate its closures with `throws(DeepLinkError)` and `throws(NavigationError)`.
  ///
  /// The library wraps what the closures throw: a `DeepLinkError` or a
  /// `NavigationError` passes through unchanged; any other error from `resolve` becomes
  /// `DeepLinkError.declined(reason:)` and any other error from `plan` becomes
  /// `NavigationError.declined(reason:)`, both with the error's description.
  ///
  /// ```swift
  /// let links = DeepLinkRouter(navigator: navigator) { url, origin in
  ///   try table.route(for: url, origin: origin)
  /// } planning: { route in
  ///   guard let post = store.post(route.id) else { throw PostError.missing(route.id) }
  ///   return NavigationPlan([.open(PostScreen(post), as: .push)])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - navigator: The navigator that performs the plans.
  ///   - guards: The guards every route passes, in order.
  ///   - waitsForPresentations: Whether links wait until nothing is presented.
  ///   - resolve: Turns a link into a route.
  ///   - plan: Turns a route into the moves that show it.
  public convenience init(
    navigator: Navigator, guards: [RouteGuard<Route>] = [], waitsForPresentations: Bool = false,
    resolving resolve: @escaping @MainActor (URL, EntrySource) throws -> Route,
    planning plan: @escaping @MainActor (Route) throws -> NavigationPlan
  ) {
    self.init(
      navigator: navigator, guards: guards, waitsForPresentations: waitsForPresentations,
      resolve: { url, origin throws(DeepLinkError) in
        do {
          return try resolve(url, origin)
        } catch let error as DeepLinkError {
          throw error
        } catch {
          throw .declined(reason: String(describing: error))
        }
      },
      plan: { route throws(NavigationError) in
        do {
          return try plan(route)
        } catch let error as NavigationError {
          throw error
        } catch {
          throw .declined(reason: String(describing: error))
        }
      })
  }
}
