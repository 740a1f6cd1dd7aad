import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// UIKit's `prepare(for:sender:)` is synchronous: the destination must have its data
/// before it returns. The synchronous segue path guarantees it.
@MainActor
@Suite("Synchronous segue preparation")
struct SyncSegueTests {
  @MainActor
  protocol NoteDataStore: DataStore { var text: String { get set } }

  final class NoteInteractor: NoteDataStore { var text = "" }

  final class ComposeRouter: CleanSwiftRouter<any NoteDataStore>, SegueRouting {
    let segueRoutes = SegueRoutes<ComposeRouter>()
      .registering(preparing: "Preview") { router, segue throws(CleanSwiftRoutingError) in
        try router.route(segue: segue) { (source: any NoteDataStore, destination: inout any NoteDataStore) in
          destination.text = source.text
        }
      }
  }

  final class ComposeScreen: DataStoreProviding, SeguePreparing {
    let interactor = NoteInteractor()
    let router: ComposeRouter
    /// Weak: the navigator's host owns this screen.
    weak var navigator: Navigator?
    /// What the destination held, and whether it was on screen, the moment preparation returned.
    private(set) var seenWhenPrepareReturned: [String] = []

    init(navigator: Navigator) {
      self.navigator = navigator
      router = ComposeRouter(navigator: navigator)
      router.attach(to: self, dataStore: interactor)
    }

    var sceneDataStore: (any DataStore)? { interactor }

    func prepareSynchronously(for segue: StoryboardSegue, sender: (any Sendable)?) throws(CleanSwiftRoutingError) {
      try router.prepareRoute(for: segue)
      let store = try ComposeRouter.dataStore(of: segue.destination, as: (any NoteDataStore).self)
      seenWhenPrepareReturned = ["text: \(store.text)", "on screen: \(navigator?.isShowing(segue.destination) ?? false)"]
    }
  }

  final class PreviewScreen: DataStoreProviding {
    let interactor = NoteInteractor()
    var sceneDataStore: (any DataStore)? { interactor }
    var screenTitle: String { interactor.text }
  }

  @Test("the destination holds the data as soon as prepare returns, before the segue shows it")
  func dataArrivesInsidePrepare() async throws {
    let (navigator, _) = makeNavigator()
    let storyboard = Storyboard(name: "Notes")
    storyboard.register(scene: "Preview") { PreviewScreen() }
    storyboard.registerSegue("Preview", from: "Compose", to: "Preview", as: .push)
    let compose = ComposeScreen(navigator: navigator)
    navigator.setRoot(.stack([compose]))
    compose.interactor.text = "Buy milk"

    #expect(try await storyboard.triggerSegue(withIdentifier: "Preview", from: compose, on: navigator) == .performed)
    #expect(compose.seenWhenPrepareReturned == ["text: Buy milk", "on screen: false"])
    #expect(navigator.snapshot.description == "stack\n├─ Compose\n└─ Preview \"Buy milk\"")
  }

  @Test("an identifier with only an asynchronous route, or none, is refused by the synchronous path")
  func unknownIdentifier() throws {
    let (navigator, _) = makeNavigator()
    let compose = ComposeScreen(navigator: navigator)
    navigator.setRoot(.stack([compose]))
    let segue = StoryboardSegue(identifier: "Share", source: compose, destination: PreviewScreen(), transition: .push)
    #expect(throws: CleanSwiftRoutingError.noRouteForSegue(router: "ComposeRouter", identifier: "Share")) {
      try compose.router.prepareRoute(for: segue)
    }
  }
}
