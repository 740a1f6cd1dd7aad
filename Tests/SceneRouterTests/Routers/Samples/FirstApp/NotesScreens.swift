import SceneRouter

@MainActor
final class FeedViewModel {
  typealias Routes = PostRoute
  private let router: any Routes
  init(router: any Routes) { self.router = router }
  func tapPost(_ id: Int) async throws(NavigationError) { try await router.openPost(id) }
}

@MainActor
final class FeedScreen: Screen {
  let viewModel: FeedViewModel
  init(viewModel: FeedViewModel) { self.viewModel = viewModel }
}

@MainActor
final class PostScreen: Screen {
  let id: Int
  let screenTitle: String
  init(id: Int, title: String) {
    self.id = id
    screenTitle = title
  }
  /// The link a person shares for this post, printed by the same table that reads links.
  func shareLink() throws -> String { try NotesLinks.table().url(for: .post(id: id)).absoluteString }
}

@MainActor
final class ProfileViewModel {
  typealias Routes = EditNameRoute & SettingsRoute
  private let router: any Routes
  private let session: NotesSession
  init(router: any Routes, session: NotesSession) {
    self.router = router
    self.session = session
  }
  var name: String { session.displayName }

  /// Opens the editor; returns once it is shown, with what it will hand back.
  func tapEditName() async throws(NavigationError) -> PendingRouteResult<String> {
    try await router.editName(session.displayName)
  }

  func apply(_ result: RouteResult<String>) {
    if case .completed(let name) = result { session.displayName = name }
  }

  func tapSettings() async throws(NavigationError) { try await router.openSettings() }
}

@MainActor
final class ProfileScreen: Screen {
  let viewModel: ProfileViewModel
  init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
  var screenTitle: String { viewModel.name }
}

@MainActor
final class EditNameViewModel {
  var name: String
  private let router: any Closable
  init(name: String, router: any Closable) {
    self.name = name
    self.router = router
  }
  func save() { router.close(returning: name, completion: nil) }
}

@MainActor
final class EditNameScreen: Screen {
  let viewModel: EditNameViewModel
  init(viewModel: EditNameViewModel) { self.viewModel = viewModel }
}

@MainActor
final class SettingsScreen: Screen {}

@MainActor
final class LoginViewModel {
  private let session: NotesSession
  private let router: any Closable
  init(session: NotesSession, router: any Closable) {
    self.session = session
    self.router = router
  }
  func signIn(as name: String) {
    session.user = name
    router.close(returning: name, completion: nil)
  }
  func cancel() { router.close(completion: nil) }
}

/// Login; the person acts when it has appeared (a tap, as on a device).
@MainActor
final class LoginScreen: AppearanceObserving {
  let viewModel: LoginViewModel
  private let person: NotesPerson
  init(viewModel: LoginViewModel, person: NotesPerson) {
    self.viewModel = viewModel
    self.person = person
  }
  func screen(didReceive event: AppearanceEvent) {
    guard event == .didAppear else { return }
    switch person.atLogin {
    case .signIn(let name): viewModel.signIn(as: name)
    case .pullDown: viewModel.cancel()
    }
  }
}
