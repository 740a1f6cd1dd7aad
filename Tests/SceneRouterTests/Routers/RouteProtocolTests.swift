import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// Route protocols in article 002's style carry results: the route is written once, in an
/// extension constrained to `Router`, and a view model that sees only its `Routes` (or only
/// `any Closable`) opens a screen for a value and closes with one.
@MainActor
@Suite("Route protocols with results", .timeLimit(.minutes(10)))
struct RouteProtocolTests {
  @MainActor
  protocol EditNameRoute {
    func editName(_ name: String) async throws(NavigationError) -> PendingRouteResult<String>
  }

  @MainActor
  final class EditNameScreen: Screen {
    let viewModel: EditNameViewModel
    init(viewModel: EditNameViewModel) { self.viewModel = viewModel }
    var screenTitle: String { viewModel.name }
  }

  /// Sees its router only as something that closes.
  @MainActor
  final class EditNameViewModel {
    var name: String
    private let router: any Closable
    init(name: String, router: any Closable) {
      self.name = name
      self.router = router
    }
    func save() { router.close(returning: name, completion: nil) }
    /// The awaited form: returns once the editor is gone.
    func saveAndWait() async throws(NavigationError) { try await router.close(returning: name) }
  }

  /// Sees its router only through its `Routes`.
  @MainActor
  final class ProfileViewModel {
    typealias Routes = EditNameRoute
    private let router: any Routes
    private(set) var name = "Ana"
    init(router: any Routes) { self.router = router }

    func rename() async throws(NavigationError) -> PendingRouteResult<String> {
      try await router.editName(name)
    }

    func apply(_ result: RouteResult<String>) {
      if case .completed(let newName) = result { name = newName }
    }
  }

  /// A router with a dependency of its own, keeping `init(spawnedBy:rootTransition:)`.
  final class ProfileRouter: DefaultRouter, EditNameRoute {
    let greeting: String
    init(spawnedBy parent: some Router, rootTransition: Transition, greeting: String) {
      self.greeting = greeting
      super.init(spawnedBy: parent, rootTransition: rootTransition)
    }
  }

  @Test("a view model holding only its Routes opens a sheet and gets the edited value back")
  func viewModelGetsTheValue() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let homeRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    let profileRouter = ProfileRouter(spawnedBy: homeRouter, rootTransition: .push, greeting: "Hello")
    let profile = ProfileViewModel(router: profileRouter)
    let profileScreen = TestScreen("Profile")
    profileScreen.viewModel = profile
    try await homeRouter.route(to: profileScreen, managedBy: profileRouter)

    let pending = try await profile.rename()
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Profile
      presented formSheet:
      └─ stack
         └─ EditName "Ana"
      """)
    let editor = try #require(navigator.topMostScreen as? EditNameScreen)
    editor.viewModel.name = "Ana María"
    editor.viewModel.save()
    profile.apply(await pending.result)
    #expect(profile.name == "Ana María")
    #expect(profileRouter.greeting == "Hello")
    #expect(navigator.snapshot.description == "stack\n├─ Home\n└─ Profile")
  }

  /// Home, whose router is a `ProfileRouter`, with the name editor opened over it by `rename()`.
  private func editorOpenedFromHome() async throws -> (
    Navigator, HeadlessHost, ProfileViewModel, PendingRouteResult<String>
  ) {
    let (navigator, host) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = ProfileRouter(
      spawnedBy: DefaultRouter(navigator: navigator, rootTransition: .replaceRoot), rootTransition: .replaceRoot,
      greeting: "Hi")
    router.root = home
    let profile = ProfileViewModel(router: router)
    return (navigator, host, profile, try await profile.rename())
  }

  @Test("an awaited close with a value returns once the sheet is gone, and the value reaches whoever awaits it")
  func awaitedCloseWithAValue() async throws {
    let (navigator, _, profile, pending) = try await editorOpenedFromHome()
    let editor = try #require(navigator.topMostScreen as? EditNameScreen)
    editor.viewModel.name = "Ana María"
    try await editor.viewModel.saveAndWait()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    #expect(await pending.result == .completed("Ana María"))
    profile.apply(await pending.result)
    #expect(profile.name == "Ana María")
  }

  @Test("an awaited close with a value from a router whose screen is gone throws, and nothing changes")
  func awaitedCloseRefused() async throws {
    let (navigator, _) = makeNavigator()
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let router = DefaultRouter(navigator: navigator, rootTransition: .push)
    do {
      try await router.close(returning: 7)
      Issue.record("a router with no root closed")
    } catch {
      #expect(error.code == .notInHierarchy)
      #expect(error.description == "The router has no root screen: it was never attached, or its screen was closed and released.")
    }
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("a sheet pulled down leaves the value as it was, with the reason")
  func pulledDown() async throws {
    let (navigator, host, profile, pending) = try await editorOpenedFromHome()
    try host.pullDownSheet()
    #expect(navigator.snapshot.description == "stack\n└─ Home")
    #expect(await pending.result == .cancelled(.removedByPerson))
    profile.apply(await pending.result)
    #expect(profile.name == "Ana")
  }
}

extension RouteProtocolTests.EditNameRoute where Self: Router {
  func editName(_ name: String) async throws(NavigationError) -> PendingRouteResult<String> {
    let router = DefaultRouter(spawnedBy: self, rootTransition: .modal(.formSheet, inNavigation: true))
    let screen = RouteProtocolTests.EditNameScreen(viewModel: .init(name: name, router: router))
    return try await route(to: screen, managedBy: router, expecting: String.self)
  }
}
