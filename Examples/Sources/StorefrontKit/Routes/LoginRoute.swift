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
    let login = makeLogin()
    return await services.tasks.awaitingPerson(on: login.screen) {
      do throws(NavigationError) {
        return try await self.route(to: login.screen, as: login.router.rootTransition, expecting: String.self).result
      } catch {
        navigator?.unhandledErrorHandler(error)
        return .cancelled(.closedWithoutResult)
      }
    }
  }

  /// Login's one factory, used by taps and links alike: the screen with its view model and
  /// a new router whose root transition is ``LoginScreen/transition``.
  ///
  /// - Returns: Login and its router.
  public func makeLogin() -> RoutedScreen<LoginScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: LoginScreen.transition)
    return RoutedScreen(LoginScreen(viewModel: LoginViewModel(router: router, session: services.session)), managedBy: router)
  }
}

extension AppRouter: LoginRoute {}

extension LoginScreen {
  /// How Login opens, from a route or a link: a form sheet in its own navigation stack.
  public static let transition = Transition.modal(.formSheet, inNavigation: true)
}
