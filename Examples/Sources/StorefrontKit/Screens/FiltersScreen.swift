import SceneRouter

/// Filters' view model: hands the chosen filter back to the Shop.
@MainActor
public final class FiltersViewModel {
  /// The filter the Shop shows now.
  public let current: ShopFilter
  private let router: any Closable

  /// Creates the view model.
  public init(current: ShopFilter, router: any Closable) {
    self.current = current
    self.router = router
  }

  /// Closes Filters, handing `filter` to the Shop.
  public func choose(_ filter: ShopFilter) { router.close(returning: filter, completion: nil) }
}

/// The Shop's filters, in a sheet that rests at detents.
@MainActor
public final class FiltersScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: FiltersViewModel

  /// Creates the screen.
  public init(viewModel: FiltersViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Filters" }
  /// The lines of content the terminal shows.
  public var body: [String] { ["Showing: \(viewModel.current.title)."] }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    ShopFilter.allCases.map { filter in ScreenAction("Show \(filter.title.lowercased())") { [viewModel] in viewModel.choose(filter) } }
  }
}
