import Foundation
import SceneRouter
import SceneRouterDeepLinks

/// The notes app's links: read into routes and printed back by one table.
enum NotesLink: Hashable, Sendable {
  case post(id: Int)
  case settings
  case login
}

enum NotesLinks {
  static func table() throws(DeepLinkPatternError) -> DeepLinkTable<NotesLink> {
    try DeepLinkTable(
      configuration: .init(customSchemes: ["notes"]),
      [
        DeepLinkEntry(
          "/post/:id(int)", parse: { .post(id: try $0.value("id")) },
          print: { route in
            guard case .post(let id) = route else { return nil }
            return ["id": id]
          }),
        DeepLinkEntry("/settings", parse: { _ in .settings }, print: { $0 == .settings ? [:] : nil }),
        DeepLinkEntry("/login", parse: { _ in .login }, print: { $0 == .login ? [:] : nil }),
      ])
  }
}

/// The whole app on one navigator: two tabs whose roots are wired to their routers, and a
/// deep-link router whose plans use the routes' own screen factories.
@MainActor
final class NotesApp {
  let navigator: Navigator
  let session = NotesSession()
  let person = NotesPerson()
  let feedRouter: NotesRouter
  let profileRouter: NotesRouter
  private(set) var links: DeepLinkRouter<NotesLink>?

  init(navigator: Navigator) throws {
    self.navigator = navigator
    feedRouter = NotesRouter(navigator: navigator, session: session, person: person, rootTransition: .replaceRoot)
    profileRouter = NotesRouter(navigator: navigator, session: session, person: person, rootTransition: .replaceRoot)
    let feed = feedRouter.managing(FeedScreen(viewModel: FeedViewModel(router: feedRouter)))
    let profile = profileRouter.managing(
      ProfileScreen(viewModel: ProfileViewModel(router: profileRouter, session: session)))
    navigator.setRoot(.tabs([.stack([feed]), .stack([profile])], selected: 0))

    let table = try NotesLinks.table()
    let session = self.session
    let signedIn = RouteGuard<NotesLink>("signed in") { route in
      route == .settings && session.user == nil ? .redirect(to: .login) : .allow
    }
    links = DeepLinkRouter(navigator: navigator, guards: [signedIn]) { url, origin throws(DeepLinkError) in
      try table.route(for: url, origin: origin)
    } plan: { [feedRouter, profileRouter] route throws(NavigationError) in
      switch route {
      case .post(let id):
        let post = try feedRouter.makePost(id)
        return NavigationPlan([
          .perform(.dismissPresented), .perform(.selectTab(0)), .perform(.popToRoot),
          .open(post, managedBy: NotesRouter(spawnedBy: feedRouter, rootTransition: .push)),
        ])
      case .settings:
        return NavigationPlan([
          .perform(.dismissPresented), .perform(.selectTab(1)), .perform(.popToRoot), .open(SettingsScreen(), as: .push),
        ])
      case .login:
        let login = NotesLogin.make(spawnedBy: profileRouter)
        return NavigationPlan([.open(login.screen, managedBy: login.router)])
      }
    }
  }
}
