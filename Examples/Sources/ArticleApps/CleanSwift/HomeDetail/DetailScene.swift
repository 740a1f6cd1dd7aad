import SceneRouter
import SceneRouterCleanSwift

// Article 004's Detail scene: shows the message it was given.

protocol DetailDataStore: DataStore {
  var message: String { get set }
}

protocol DetailDataPassing: DataPassing where Store == any DetailDataStore {}

final class DetailInteractor: DetailDataStore {
  var message = ""
}

final class DetailRouter: CleanSwiftRouter<any DetailDataStore>, DetailDataPassing {
  /// Back to Home, with the message as Detail left it.
  func routeBackToHome() async throws(CleanSwiftRoutingError) {
    try await routeBack(passing: passDataToHome)
  }

  private func passDataToHome(source: any DetailDataStore, destination: inout any HomeDataStore) {
    destination.message = source.message
  }
}

final class DetailScreen: DataStoreProviding, AppearanceObserving {
  let interactor = DetailInteractor()
  let router: DetailRouter
  private(set) var label = ""

  init(navigator: Navigator) {
    router = DetailRouter(navigator: navigator)
    router.attach(to: self, dataStore: interactor)
  }

  var sceneDataStore: (any DataStore)? { router.dataStore }
  var screenTitle: String { label }

  func screen(didReceive event: AppearanceEvent) {
    if event == .didLoad { label = interactor.message }
  }
}

/// A screen with no data store, for the failure tests.
final class PlainScreen: Screen {}
