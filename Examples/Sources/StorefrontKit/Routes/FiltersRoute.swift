import SceneRouter

/// Opens the Shop's filters and reports the one chosen.
@MainActor
public protocol FiltersRoute: AnyObject {
  /// Presents Filters as a sheet resting at half height and waits until it closes.
  ///
  /// - Parameter current: The filter the Shop shows now.
  /// - Returns: The filter chosen, or why none was (Filters pulled down).
  func openFilters(current: ShopFilter) async -> RouteResult<ShopFilter>
}

extension FiltersRoute where Self: AppRouter {
  /// Presents Filters with ``FiltersScreen/transition`` and awaits the chosen filter.
  public func openFilters(current: ShopFilter) async -> RouteResult<ShopFilter> {
    let filters = makeFilters(current: current)
    return await services.tasks.awaitingPerson(on: filters.screen) {
      do throws(NavigationError) {
        return try await self.route(to: filters.screen, as: filters.router.rootTransition, expecting: ShopFilter.self).result
      } catch {
        navigator?.unhandledErrorHandler(error)
        return .cancelled(.closedWithoutResult)
      }
    }
  }

  /// Filters' one factory: the screen with its view model and a new router whose root
  /// transition is ``FiltersScreen/transition``.
  ///
  /// - Parameter current: The filter the Shop shows now.
  /// - Returns: Filters and its router.
  public func makeFilters(current: ShopFilter) -> RoutedScreen<FiltersScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: FiltersScreen.transition)
    return RoutedScreen(FiltersScreen(viewModel: FiltersViewModel(current: current, router: router)), managedBy: router)
  }
}

extension AppRouter: FiltersRoute {}

extension FiltersScreen {
  /// How Filters opens: a sheet resting at half height that a person can drag to full
  /// height, with a grabber, the Shop below it usable while it rests at half height.
  public static let transition = Transition.sheet(
    [.medium, .large], selected: .medium, showsGrabber: true, largestUndimmed: .medium)
}
