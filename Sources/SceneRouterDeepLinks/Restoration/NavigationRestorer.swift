public import Foundation

/// Saves a window's navigation as routes and restores it on the next launch, through the
/// deep-link table, the guards and the planner, so that an app update that changed its
/// routes restores what still fits and reports the rest.
///
/// Saving walks the navigator's path to its topmost screen, asks the app which route each screen
/// stands for and prints each as a link: a ``SavedNavigation``. Restoring reads each link
/// with the app's table as it is now, passes each route through the guards, asks the app
/// where it goes (`place`), and performs the moves of every route that fits as one
/// `NavigationPlan`: shown whole, or refused with nothing changed. A route that no longer
/// fits is left out with its reason, and so is every route saved above it.
///
/// The navigator's listeners hear the same: a `NavigationEvent.routeDropped(index:reason:)`
/// for each route left out, then the plan's request (from `RequestOrigin.restoration`), and
/// `NavigationEvent.restorationFailed(_:)` when nothing was restored.
///
/// ```swift
/// let restorer = NavigationRestorer<AppRoute>(routeTableVersion: 3, guards: links.guards) { screen in
///   (screen as? ProductScreen).map { .product($0.id) }
/// } link: { route throws(DeepLinkError) in
///   try table.url(for: route)
/// } resolve: { url throws(DeepLinkError) in
///   try table.route(for: url, origin: .app)
/// } place: { route throws(NavigationError) in
///   switch route {
///   case .wishlist: [.perform(.selectTab(1))]
///   case .product(let id): [.open(ProductScreen(id), as: .push)]
///   }
/// }
/// activity.userInfo = ["navigation": restorer.save(navigator).data]   // when the scene asks
/// let report = try await restorer.restore(data, in: navigator)       // on the next launch
/// ```
@MainActor
public struct NavigationRestorer<Route: Hashable & Sendable> {
  /// The moves that show a route on top of the routes restored before it.
  public typealias Place = @MainActor (Route) throws(NavigationError) -> [NavigationPlan.Move]

  /// The version of the app's route table, saved with the routes.
  public var routeTableVersion: Int
  /// The guards every restored route passes, in order: usually the deep-link router's.
  public var guards: [RouteGuard<Route>]

  private let route: @MainActor (any Screen) -> Route?
  private let link: @MainActor (Route) throws(DeepLinkError) -> URL
  private let resolve: @MainActor (URL) throws(DeepLinkError) -> Route
  private let place: Place

  /// Creates a restorer.
  ///
  /// - Parameters:
  ///   - routeTableVersion: The version of the app's route table.
  ///   - guards: The guards every restored route passes.
  ///   - route: The route a screen stands for; nil for a screen that has none (it is not saved).
  ///   - link: Prints a route as a link, such as a `DeepLinkTable`'s `url(for:)`.
  ///   - resolve: Reads a link as a route, such as a `DeepLinkTable`'s `route(for:origin:)`.
  ///   - place: The moves that show a route on top of those restored before it.
  public init(
    routeTableVersion: Int, guards: [RouteGuard<Route>] = [],
    route: @escaping @MainActor (any Screen) -> Route?,
    link: @escaping @MainActor (Route) throws(DeepLinkError) -> URL,
    resolve: @escaping @MainActor (URL) throws(DeepLinkError) -> Route,
    place: @escaping Place
  ) {
    self.routeTableVersion = routeTableVersion
    self.guards = guards
    self.route = route
    self.link = link
    self.resolve = resolve
    self.place = place
  }

  /// The window's navigation as routes: each screen on the path to the top-most one that
  /// stands for a route whose link prints, bottom first.
  ///
  /// - Parameter navigator: The window's navigator.
  /// - Returns: The value to save.
  /// - Complexity: O(*n*) in the number of screens on the path.
  public func save(_ navigator: Navigator) -> SavedNavigation {
    var links: [String] = []
    for screen in navigator.pathToTopMostScreen {
      guard let route = route(screen) else { continue }
      do throws(DeepLinkError) {
        links.append(try link(route).absoluteString)
      } catch {
        // A route the table cannot print cannot be read back either; the ones above it
        // are still saved and placed on what comes back.
        continue
      }
    }
    return SavedNavigation(links: links, routeTableVersion: routeTableVersion)
  }

  /// Restores saved bytes in a window.
  ///
  /// - Parameters:
  ///   - data: The bytes ``SavedNavigation/data`` gave.
  ///   - navigator: The window's navigator, with its root set.
  /// - Returns: What came back and what was left out.
  /// - Throws: `RestorationError` when nothing was restored: the bytes are not a saved
  ///   navigation this version reads, or the navigator refused the plan. The navigation is
  ///   unchanged then.
  public func restore(_ data: Data, in navigator: Navigator) async throws(RestorationError) -> RestorationReport<Route> {
    let saved: SavedNavigation
    do throws(RestorationError) {
      saved = try SavedNavigation(data: data)
    } catch {
      navigator.emitEvent(.restorationFailed(error))
      throw error
    }
    return try await restore(saved, in: navigator)
  }

  /// Restores a saved navigation in a window: what fits, as one plan.
  ///
  /// - Parameters:
  ///   - saved: The saved navigation.
  ///   - navigator: The window's navigator, with its root set.
  /// - Returns: What came back and what was left out.
  /// - Throws: `RestorationError` when the navigator refused the plan; the navigation is
  ///   unchanged then.
  public func restore(_ saved: SavedNavigation, in navigator: Navigator) async throws(RestorationError) -> RestorationReport<Route> {
    // The guards may suspend (ask a server), so they are asked first, bottom up, until one
    // route does not read or does not pass: every route above it is dropped anyway.
    var verdicts: [Int: DroppedRoute.Reason] = [:]
    if !guards.isEmpty {
      for (index, text) in saved.links.enumerated() {
        var unreadable: DroppedRoute.Reason?
        guard let route = read(text, unreadable: &unreadable) else { break }
        if let reason = await check(route) {
          verdicts[index] = reason
          break
        }
      }
    }
    let (report, plan) = assemble(saved) { verdicts[$0] }
    Self.emitDrops(of: report, to: navigator)
    guard let plan else { return report }
    let result = await withCheckedContinuation { continuation in
      navigator.perform(plan, origin: .restoration) { continuation.resume(returning: $0) }
    }
    if case .failure(let error) = result {
      navigator.emitEvent(.restorationFailed(.refused(error)))
      throw .refused(error)
    }
    return report
  }

  /// Restores a saved navigation without asking the guards, and calls `completion` when the
  /// navigator has performed or refused the plan: in the same turn on a host that completes at
  /// once. For harnesses that cannot await, such as a fuzzer's.
  ///
  /// - Parameters:
  ///   - saved: The saved navigation.
  ///   - navigator: The window's navigator, with its root set.
  ///   - completion: Hears the report, or why nothing was restored.
  @_spi(Testing)
  public func restoreWithoutGuards(
    _ saved: SavedNavigation, in navigator: Navigator,
    completion: @escaping @MainActor (Result<RestorationReport<Route>, RestorationError>) -> Void
  ) {
    let (report, plan) = assemble(saved) { _ in nil }
    Self.emitDrops(of: report, to: navigator)
    guard let plan else { return completion(.success(report)) }
    navigator.perform(plan, origin: .restoration) { result in
      switch result {
      case .success: completion(.success(report))
      case .failure(let error):
        navigator.emitEvent(.restorationFailed(.refused(error)))
        completion(.failure(.refused(error)))
      }
    }
  }

  /// Tells the navigator's listeners about each saved route left out, bottom first.
  private static func emitDrops(of report: RestorationReport<Route>, to navigator: Navigator) {
    for dropped in report.dropped {
      navigator.emitEvent(.routeDropped(index: dropped.index, reason: dropped.reason))
    }
  }

  /// Reads one saved link with the table as it is now: its route, or nil with why it does not
  /// read in `unreadable`. (A two-case enum of the two cost an app 3 KB of value witnesses.)
  private func read(_ text: String, unreadable: inout DroppedRoute.Reason?) -> Route? {
    guard let url = URL(string: text) else {
      unreadable = .unknownLink("it is not a well-formed URL")
      return nil
    }
    do throws(DeepLinkError) {
      return try resolve(url)
    } catch {
      unreadable = .unknownLink(error.description)
      return nil
    }
  }

  /// Asks the guards about one route; nil when every guard allows it.
  private func check(_ route: Route) async -> DroppedRoute.Reason? {
    for routeGuard in guards {
      switch await routeGuard.decide(route).kind {
      case .allow: continue
      case .deny(let reason): return .guardRefused(guard: routeGuard.name, reason: reason)
      case .redirect(let target): return .guardRedirected(guard: routeGuard.name, to: RouteDescription(reflecting: target))
      }
    }
    return nil
  }

  /// The report and the one plan of the routes that fit, reading each link, taking the guards'
  /// verdict by index, and placing each route; every route above a dropped one is dropped too.
  private func assemble(
    _ saved: SavedNavigation, verdict: (Int) -> DroppedRoute.Reason?
  ) -> (RestorationReport<Route>, NavigationPlan?) {
    var restored: [Route] = []
    var dropped: [DroppedRoute] = []
    var moves: [NavigationPlan.Move] = []
    for (index, text) in saved.links.enumerated() {
      var reason: DroppedRoute.Reason?
      if let first = dropped.first {
        reason = .above(droppedAt: first.index)
      } else {
        if let route = read(text, unreadable: &reason) {
          if let refusal = verdict(index) {
            reason = refusal
          } else {
            do throws(NavigationError) {
              moves += try place(route)
              restored.append(route)
            } catch {
              reason = .notPlaced(error)
            }
          }
        }
      }
      if let reason { dropped.append(DroppedRoute(index: index, link: text, reason: reason)) }
    }
    let report = RestorationReport(restored: restored, dropped: dropped, savedRouteTableVersion: saved.routeTableVersion)
    return (report, moves.isEmpty ? nil : NavigationPlan(moves))
  }
}
