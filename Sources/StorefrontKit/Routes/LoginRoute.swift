import SceneRouter

/// Opens the login flow and reports who signed in.
@MainActor
public protocol LoginRoute: AnyObject {
  /// Presents Login in its own navigation stack and waits until it closes.
  ///
  /// - Returns: The signed-in user's name, or why nobody signed in.
  func openLogin() async -> RouteResult<String>
}

extension LoginRoute where Self: AppRouter {
  /// Presents Login in a new navigation stack and awaits the signed-in name.
  public func openLogin() async -> RouteResult<String> {
    let router = AppRouter(spawnedBy: self, rootTransition: LoginScreen.transition)
    let screen = LoginScreen(viewModel: LoginViewModel(router: router, session: services.session))
    router.root = screen
    return await services.tasks.awaitingPerson(on: screen) {
      do throws(NavigationError) {
        return try await self.route(to: screen, as: router.rootTransition, expecting: String.self)
      } catch {
        navigator?.unhandledErrorHandler(error)
        return .cancelled(.closedWithoutResult)
      }
    }
  }
}

extension AppRouter: LoginRoute {}

extension LoginScreen {
  /// How Login opens, from a route or a link: a form sheet in its own navigation stack.
  package static let transition = Transition.modal(.formSheet, inNavigation: true)
}
