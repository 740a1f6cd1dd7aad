import SceneRouter

// A newcomer's first app, as issue 16 describes it: two tabs (Feed, Profile), a push, a
// sheet in its own stack returning an edited name, a login-gated Settings, and deep links
// read and printed by one table. Routes are article 002's route protocols; every view model
// holds only its `Routes` (or `any Closable`).

/// The session the routes read: who is signed in, and the posts there are.
@MainActor
final class NotesSession {
  var user: String?
  var displayName = "Ana"
  let posts: [Int: String] = [1: "Hello", 2: "Routers"]
}

/// The router of every notes screen: a ``DefaultRouter`` carrying the session.
@MainActor
final class NotesRouter: DefaultRouter {
  let session: NotesSession
  /// What a person does when Login appears; the tests' stand-in for a person.
  let person: NotesPerson

  init(navigator: Navigator, session: NotesSession, person: NotesPerson, rootTransition: Transition) {
    self.session = session
    self.person = person
    super.init(navigator: navigator, rootTransition: rootTransition)
  }

  init(spawnedBy parent: NotesRouter, rootTransition: Transition) {
    session = parent.session
    person = parent.person
    super.init(spawnedBy: parent, rootTransition: rootTransition)
  }
}

/// A person using the app, reduced to what they do on Login.
@MainActor
final class NotesPerson {
  enum AtLogin { case signIn(String), pullDown }
  var atLogin: AtLogin = .pullDown
}

@MainActor
protocol PostRoute {
  func openPost(_ id: Int) async throws(NavigationError)
}

@MainActor
protocol EditNameRoute {
  func editName(_ name: String) async throws(NavigationError) -> PendingRouteResult<String>
}

@MainActor
protocol SettingsRoute {
  func openSettings() async throws(NavigationError)
}

extension PostRoute where Self: NotesRouter {
  func openPost(_ id: Int) async throws(NavigationError) {
    try await route(to: try makePost(id), managedBy: NotesRouter(spawnedBy: self, rootTransition: .push))
  }

  /// The post's screen, or the app's own refusal for a post that does not exist: the
  /// same code for a tap and for a deep link.
  func makePost(_ id: Int) throws(NavigationError) -> PostScreen {
    guard let title = session.posts[id] else { throw .declined(reason: "There is no post \(id).") }
    return PostScreen(id: id, title: title)
  }
}

extension EditNameRoute where Self: NotesRouter {
  func editName(_ name: String) async throws(NavigationError) -> PendingRouteResult<String> {
    let router = NotesRouter(spawnedBy: self, rootTransition: .modal(.formSheet, inNavigation: true))
    return try await route(to: EditNameScreen(viewModel: EditNameViewModel(name: name, router: router)), managedBy: router, expecting: String.self)
  }
}

extension SettingsRoute where Self: NotesRouter {
  func openSettings() async throws(NavigationError) {
    try await route(to: SettingsScreen(), as: .push, guardedBy: [NotesGuards.signedIn(session)])
  }
}

extension NotesRouter: PostRoute, EditNameRoute, SettingsRoute {}

enum NotesGuards {
  /// Signed out, Login comes first; Settings follows when Login closes with a name.
  @MainActor
  static func signedIn(_ session: NotesSession) -> RouteGuard<any Router> {
    RouteGuard<any Router>("signed in") { router in
      if session.user != nil { return .allow }
      guard let router = router as? NotesRouter else { return .deny(reason: "no notes router") }
      let login = NotesLogin.make(spawnedBy: router)
      switch try? await router.route(to: login.screen, managedBy: login.router, expecting: String.self).result {
      case .completed: return .allow
      case .cancelled(let reason): return .deny(reason: "Login was \(reason)")
      case nil: return .deny(reason: "Login could not be shown")
      }
    }
  }
}

enum NotesLogin {
  /// Login and its router, presented as a sheet in its own stack.
  @MainActor
  static func make(spawnedBy parent: NotesRouter) -> (screen: LoginScreen, router: NotesRouter) {
    let router = NotesRouter(spawnedBy: parent, rootTransition: .modal(.formSheet, inNavigation: true))
    return (LoginScreen(viewModel: LoginViewModel(session: parent.session, router: router), person: parent.person), router)
  }
}
