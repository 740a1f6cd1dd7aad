/// A Clean Swift scene on SceneRouter: models, worker, interactor (business logic and data
/// store), presenter, router (routing logic and data passing) and view controller, with a test.
///
/// The router's one route opens another scene of the same kind for the selected item, by
/// segue or instantiated from the storyboard and pushed, handing the item over in
/// `passDataTo…`: rename its destination when the next scene exists.
struct CleanSwiftTemplate {
  let name: String
  let module: String

  var files: [ScaffoldFile] {
    [
      ScaffoldFile(name: "\(name)Models.swift", role: .source, contents: models),
      ScaffoldFile(name: "\(name)Worker.swift", role: .source, contents: worker),
      ScaffoldFile(name: "\(name)Interactor.swift", role: .source, contents: interactor),
      ScaffoldFile(name: "\(name)Presenter.swift", role: .source, contents: presenter),
      ScaffoldFile(name: "\(name)Router.swift", role: .source, contents: router),
      ScaffoldFile(name: "\(name)ViewController.swift", role: .source, contents: viewController),
      ScaffoldFile(name: "\(name)SceneTests.swift", role: .test, contents: test),
    ]
  }

  private var models: String {
    #"""
    /// The \#(name) scene's models: what each use case is asked, answers and shows.
    enum \#(name) {
      /// Loading the scene's items.
      enum Fetch {
        /// What the view controller asks for.
        struct Request: Sendable {}
        /// What the interactor found.
        struct Response: Sendable {
          var items: [String]
        }
        /// What the view controller shows.
        struct ViewModel: Sendable {
          var lines: [String]
        }
      }
    }

    """#
  }

  private var worker: String {
    #"""
    /// Fetches the items the \#(name) scene shows; replace with your service.
    @MainActor
    final class \#(name)Worker {
      func fetchItems() -> [String] { ["First", "Second"] }
    }

    """#
  }

  private var interactor: String {
    #"""
    import SceneRouter
    import SceneRouterCleanSwift

    /// What the \#(name) view controller asks of its interactor.
    @MainActor
    protocol \#(name)BusinessLogic: BusinessLogic {
      func fetchItems(request: \#(name).Fetch.Request)
      func selectItem(at index: Int)
    }

    /// The data the \#(name) scene keeps, and the router passes on.
    @MainActor
    protocol \#(name)DataStore: DataStore {
      var title: String { get set }
      var items: [String] { get set }
      var selectedItem: String? { get set }
    }

    /// The \#(name) scene's business logic and data store.
    @MainActor
    final class \#(name)Interactor: \#(name)BusinessLogic, \#(name)DataStore {
      var presenter: (any \#(name)PresentationLogic)?
      var worker = \#(name)Worker()
      var title = "\#(name)"
      var items: [String] = []
      var selectedItem: String?

      func fetchItems(request: \#(name).Fetch.Request) {
        items = worker.fetchItems()
        presenter?.presentItems(response: \#(name).Fetch.Response(items: items))
      }

      func selectItem(at index: Int) {
        selectedItem = items.indices.contains(index) ? items[index] : nil
      }
    }

    """#
  }

  private var presenter: String {
    #"""
    import SceneRouter
    import SceneRouterCleanSwift

    /// What the \#(name) interactor hands its presenter.
    @MainActor
    protocol \#(name)PresentationLogic: AnyObject {
      func presentItems(response: \#(name).Fetch.Response)
    }

    /// Formats the \#(name) scene's items; holds its view controller weakly.
    final class \#(name)Presenter: CleanSwiftPresenter<any \#(name)DisplayLogic>, \#(name)PresentationLogic {
      func presentItems(response: \#(name).Fetch.Response) {
        let lines = response.items.enumerated().map { String($0.offset + 1) + ". " + $0.element }
        viewController?.displayItems(viewModel: \#(name).Fetch.ViewModel(lines: lines))
      }
    }

    """#
  }

  private var router: String {
    #"""
    import SceneRouter
    import SceneRouterCleanSwift

    /// The routes of the \#(name) scene.
    @MainActor
    protocol \#(name)RoutingLogic: RoutingLogic {
      func routeTo\#(name)(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError)
    }

    /// The \#(name) router's data store, as the view controller sees it.
    @MainActor
    protocol \#(name)DataPassing: DataPassing where Store == any \#(name)DataStore {}

    /// Routes from the \#(name) scene: routeTo = passDataTo + navigate (article 001).
    final class \#(name)Router: CleanSwiftRouter<any \#(name)DataStore>, \#(name)RoutingLogic, \#(name)DataPassing {
      /// Opens a \#(name) for the selected item: by segue, or instantiated from the storyboard and pushed.
      func routeTo\#(name)(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
        try await route(segue: segue, orInstantiate: "\#(name)", as: .push, passing: passDataTo\#(name))
      }

      private func passDataTo\#(name)(source: any \#(name)DataStore, destination: inout any \#(name)DataStore) {
        destination.title = source.selectedItem ?? source.title
      }
    }

    """#
  }

  private var viewController: String {
    #"""
    import SceneRouter
    import SceneRouterCleanSwift

    /// What the \#(name) presenter shows through.
    @MainActor
    protocol \#(name)DisplayLogic: AnyObject {
      func displayItems(viewModel: \#(name).Fetch.ViewModel)
    }

    /// The \#(name) scene's screen: it sets up the VIP cycle and forwards taps.
    @MainActor
    final class \#(name)ViewController: DataStoreProviding, \#(name)DisplayLogic {
      var interactor: (any \#(name)BusinessLogic)?
      var router: (any \#(name)RoutingLogic & \#(name)DataPassing)?
      private(set) var lines: [String] = []

      init(navigator: Navigator, storyboard: Storyboard?) {
        let interactor = \#(name)Interactor()
        let presenter = \#(name)Presenter()
        let router = \#(name)Router(navigator: navigator, storyboard: storyboard)
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.attach(to: self)
        router.attach(to: self, dataStore: interactor)
      }

      var sceneDataStore: (any DataStore)? { router?.dataStore }
      var screenTitle: String { router?.dataStore?.title ?? "" }

      func load() { interactor?.fetchItems(request: \#(name).Fetch.Request()) }

      func displayItems(viewModel: \#(name).Fetch.ViewModel) { lines = viewModel.lines }

      func itemTapped(at index: Int) async throws(CleanSwiftRoutingError) {
        interactor?.selectItem(at: index)
        try await router?.routeTo\#(name)(segue: nil)
      }
    }

    """#
  }

  private var test: String {
    #"""
    import SceneRouter
    import SceneRouterCleanSwift
    import SceneRouterHeadless
    import Testing
    @testable import \#(module)

    @MainActor
    @Suite("\#(name) scene")
    struct \#(name)SceneTests {
      let host = HeadlessHost()
      let navigator: Navigator
      let storyboard = Storyboard(name: "Main")
      let screen: \#(name)ViewController

      init() {
        navigator = Navigator(host: host)
        let (navigator, storyboard) = (navigator, storyboard)
        storyboard.register(scene: "\#(name)") { [unowned navigator, unowned storyboard] in
          \#(name)ViewController(navigator: navigator, storyboard: storyboard)
        }
        screen = \#(name)ViewController(navigator: navigator, storyboard: storyboard)
        navigator.setRoot(.stack([screen]))
      }

      @Test("loading shows the worker's items through the presenter")
      func load() {
        screen.load()
        #expect(screen.lines == ["1. First", "2. Second"])
      }

      @Test("choosing an item passes it on and pushes the next scene")
      func route() async throws {
        screen.load()
        try await screen.itemTapped(at: 1)
        let next = try #require(navigator.topMostScreen as? \#(name)ViewController)
        #expect(next.screenTitle == "Second")
        #expect(navigator.snapshot.description == """
          stack
          ├─ \#(name) "\#(name)"
          └─ \#(name) "Second"
          """)
        #expect(host.snapshot == navigator.snapshot)
      }
    }

    """#
  }
}
