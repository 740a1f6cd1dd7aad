/// A composable route (article 002): a route protocol, its default implementation for
/// `DefaultRouter` that spawns the new screen's router, the view model seeing only its
/// `Routes`, and the screen.
struct ComposableTemplate {
  let name: String
  let module: String

  private var lower: String { name.prefix(1).lowercased() + name.dropFirst() }

  var files: [ScaffoldFile] {
    [
      ScaffoldFile(name: "\(name)Route.swift", role: .source, contents: route),
      ScaffoldFile(name: "\(name)ViewModel.swift", role: .source, contents: viewModel),
      ScaffoldFile(name: "\(name)Screen.swift", role: .source, contents: screen),
      ScaffoldFile(name: "\(name)RouteTests.swift", role: .test, contents: test),
    ]
  }

  private var route: String {
    #"""
    import SceneRouter

    /// Opens the \#(name) screen; any router conforming to it can.
    @MainActor
    protocol \#(name)Route: AnyObject {
      func open\#(name)(itemCount: Int)
    }

    extension \#(name)Route where Self: DefaultRouter {
      func open\#(name)(itemCount: Int) {
        open\#(name)(itemCount: itemCount, as: .modal(.formSheet, inNavigation: true))
      }

      /// Opens the \#(name) screen with any transition (for deep links), telling `completion` how it went.
      func open\#(name)(itemCount: Int, as transition: Transition, completion: Navigator.Completion? = nil) {
        let router = DefaultRouter(spawnedBy: self, rootTransition: transition)
        let screen = \#(name)Screen(viewModel: \#(name)ViewModel(itemCount: itemCount, router: router))
        route(to: screen, managedBy: router, completion: completion)
      }
    }

    extension DefaultRouter: \#(name)Route {}

    """#
  }

  private var viewModel: String {
    #"""
    import SceneRouter

    /// The \#(name) screen's view model: it sees only the routes it needs.
    @MainActor
    final class \#(name)ViewModel {
      typealias Routes = Closable
      private let router: any Routes
      let itemCount: Int

      init(itemCount: Int, router: any Routes) {
        self.itemCount = itemCount
        self.router = router
      }

      func closeTapped(completion: Navigator.Completion? = nil) { router.close(completion: completion) }
    }

    """#
  }

  private var screen: String {
    #"""
    import SceneRouter

    /// The \#(name) screen.
    @MainActor
    final class \#(name)Screen: Screen {
      let viewModel: \#(name)ViewModel

      init(viewModel: \#(name)ViewModel) { self.viewModel = viewModel }

      var screenTitle: String { "\#(name) (" + String(viewModel.itemCount) + ")" }
    }

    """#
  }

  private var test: String {
    #"""
    import SceneRouter
    import SceneRouterHeadless
    import Testing
    @testable import \#(module)

    @MainActor
    @Suite("\#(name) route")
    struct \#(name)RouteTests {
      /// The screen the route opens from.
      final class Origin: Screen {}

      let host = HeadlessHost()
      let navigator: Navigator
      let origin = Origin()
      let router: DefaultRouter

      init() {
        navigator = Navigator(host: host)
        navigator.setRoot(.stack([origin]))
        router = DefaultRouter(navigator: navigator, rootTransition: .push, root: origin)
      }

      /// Waits for a completion-based call to finish.
      func finished(_ start: (@escaping Navigator.Completion) -> Void) async -> Result<Void, NavigationError> {
        await withCheckedContinuation { continuation in
          start { continuation.resume(returning: $0) }
        }
      }

      @Test("opens the \#(name) screen in a form sheet with its own navigation, and closes it")
      func openAndClose() async throws {
        let opened = await finished { router.open\#(name)(itemCount: 3, as: .modal(.formSheet, inNavigation: true), completion: $0) }
        #expect(throws: Never.self) { try opened.get() }
        let screen = try #require(navigator.topMostScreen as? \#(name)Screen)
        #expect(screen.screenTitle == "\#(name) (3)")
        #expect(host.snapshot == navigator.snapshot)
        let closed = await finished { screen.viewModel.closeTapped(completion: $0) }
        #expect(throws: Never.self) { try closed.get() }
        #expect(navigator.topMostScreen === origin)
      }
    }

    """#
  }
}
