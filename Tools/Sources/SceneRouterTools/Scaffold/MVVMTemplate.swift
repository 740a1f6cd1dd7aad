/// An MVVM scene with a router (article 003): the screen names routes, the router reads
/// the view model to choose where each leads, and holds the view model weakly.
struct MVVMTemplate {
  let name: String
  let module: String

  var files: [ScaffoldFile] {
    [
      ScaffoldFile(name: "\(name)ViewModel.swift", role: .source, contents: viewModel),
      ScaffoldFile(name: "\(name)Screen.swift", role: .source, contents: screen),
      ScaffoldFile(name: "\(name)Router.swift", role: .source, contents: router),
      ScaffoldFile(name: "\(name)SignInScreen.swift", role: .source, contents: signIn),
      ScaffoldFile(name: "\(name)RouterTests.swift", role: .test, contents: test),
    ]
  }

  private var viewModel: String {
    #"""
    /// The \#(name) screen's state and decisions.
    @MainActor
    final class \#(name)ViewModel {
      /// Whether the user may open a section; the router reads it.
      var isSignedIn = false
      let sections = ["Account", "Notifications"]
    }

    /// What the \#(name) routes carry.
    struct \#(name)Parameters: Hashable, Sendable {
      var section: String
    }

    """#
  }

  private var screen: String {
    #"""
    import SceneRouter
    import SceneRouterMVVM

    /// The \#(name) screen: it names routes; where they lead is its router's decision.
    @MainActor
    final class \#(name)Screen: Screen {
      /// The routes this screen can ask for.
      enum Route: String, Hashable, Sendable, CaseIterable {
        case section
      }

      let viewModel = \#(name)ViewModel()
      let router: \#(name)Router
      let screenTitle: String

      init(navigator: Navigator, title: String = "\#(name)") {
        screenTitle = title
        router = \#(name)Router(navigator: navigator)
        router.attach(to: viewModel)
      }

      func sectionTapped(at index: Int) async throws(ViewModelRoutingError) {
        guard viewModel.sections.indices.contains(index) else { return }
        let parameters = \#(name)Parameters(section: viewModel.sections[index])
        try await router.route(to: .section, from: self, parameters: parameters)
      }
    }

    """#
  }

  private var router: String {
    #"""
    import SceneRouter
    import SceneRouterMVVM

    /// Chooses where the \#(name) screen's routes lead, from its view model's state.
    @MainActor
    final class \#(name)Router: ViewModelRouter<\#(name)ViewModel>, ViewModelRouting {
      func route(
        to id: \#(name)Screen.Route, from context: any Screen, parameters: \#(name)Parameters?
      ) async throws(ViewModelRoutingError) {
        switch id {
        case .section:
          guard let parameters else {
            throw .missingParameters(route: id.rawValue, expected: String(describing: \#(name)Parameters.self))
          }
          let viewModel = try requireViewModel(for: id)
          if viewModel.isSignedIn {
            // The router holds its navigator weakly; the app keeps it.
            guard let navigator else { throw .navigation(.navigatorReleased) }
            try await open(\#(name)Screen(navigator: navigator, title: parameters.section), from: context, as: .push)
          } else {
            try await open(\#(name)SignInScreen(section: parameters.section), from: context, as: .modal(.formSheet))
          }
        }
      }
    }

    """#
  }

  private var signIn: String {
    #"""
    import SceneRouter

    /// Asks the user to sign in before a \#(name) section opens.
    @MainActor
    final class \#(name)SignInScreen: Screen {
      let screenTitle: String

      init(section: String) { screenTitle = "Sign in to see " + section }
    }

    """#
  }

  private var test: String {
    #"""
    import SceneRouter
    import SceneRouterHeadless
    import SceneRouterMVVM
    import Testing
    @testable import \#(module)

    @MainActor
    @Suite("\#(name) router")
    struct \#(name)RouterTests {
      let host = HeadlessHost()
      let navigator: Navigator
      let screen: \#(name)Screen

      init() {
        navigator = Navigator(host: host)
        screen = \#(name)Screen(navigator: navigator)
        navigator.setRoot(.stack([screen]))
      }

      @Test("signed in, a section is pushed")
      func signedIn() async throws {
        screen.viewModel.isSignedIn = true
        try await screen.sectionTapped(at: 1)
        #expect(navigator.snapshot.description == """
          stack
          ├─ \#(name) "\#(name)"
          └─ \#(name) "Notifications"
          """)
        #expect(host.snapshot == navigator.snapshot)
      }

      @Test("signed out, the router presents sign-in instead")
      func signedOut() async throws {
        try await screen.sectionTapped(at: 0)
        let top = try #require(navigator.topMostScreen as? \#(name)SignInScreen)
        #expect(top.screenTitle == "Sign in to see Account")
        #expect(host.snapshot == navigator.snapshot)
      }

      @Test("a section route without parameters is refused with a readable error")
      func missingParameters() async {
        await #expect(throws: ViewModelRoutingError.missingParameters(route: "section", expected: "\#(name)Parameters")) {
          try await screen.router.route(to: .section, from: screen, parameters: nil)
        }
      }
    }

    """#
  }
}
