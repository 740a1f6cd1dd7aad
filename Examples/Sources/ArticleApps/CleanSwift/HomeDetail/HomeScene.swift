import SceneRouter
import SceneRouterCleanSwift

// Article 004's Home scene: a text field's message goes to Detail, by segue or in code.

protocol HomeDataStore: DataStore {
  var message: String { get set }
}

protocol HomeRoutingLogic: RoutingLogic {
  func routeToDetail(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
  func route(for segue: StoryboardSegue) async throws(CleanSwiftRoutingError)
}

protocol HomeDataPassing: DataPassing where Store == any HomeDataStore {}

final class HomeInteractor: HomeDataStore {
  var message = ""
}

final class HomeRouter: CleanSwiftRouter<any HomeDataStore>, HomeRoutingLogic, HomeDataPassing, SegueRouting {
  let segueRoutes = SegueRoutes<HomeRouter>()
    .registering("Detail") { router, segue throws(CleanSwiftRoutingError) in try await router.routeToDetail(segue: segue) }

  /// Article 004's `routeToDetail(segue:)`, with the two crashes of its original ("Fail route to detail")
  /// turned into thrown errors and `navigationController?.push` into a refused push.
  func routeToDetail(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "Detail", as: .push, passing: passDataToDetail)
  }

  private func passDataToDetail(source: any HomeDataStore, destination: inout any DetailDataStore) {
    destination.message = source.message
  }
}

final class HomeScreen: DataStoreProviding, SeguePreparing {
  let interactor = HomeInteractor()
  var router: (any HomeRoutingLogic & HomeDataPassing)?

  /// - Parameter wired: false leaves the router without a data store, as a scene whose
  ///   setup forgot `router.dataStore = interactor`.
  init(navigator: Navigator, storyboard: Storyboard?, wired: Bool = true) {
    let router = HomeRouter(navigator: navigator, storyboard: storyboard)
    self.router = router
    router.attach(to: self, dataStore: wired ? interactor : nil)
  }

  var sceneDataStore: (any DataStore)? { router?.dataStore }

  func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {
    try await router?.route(for: segue)
  }
}
