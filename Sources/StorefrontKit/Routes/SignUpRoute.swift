import SceneRouter

/// Opens Sign Up and reports who signed up.
@MainActor
public protocol SignUpRoute: AnyObject {
  /// Pushes Sign Up and waits until it closes.
  func openSignUp() async -> RouteResult<String>
}

extension SignUpRoute where Self: AppRouter {
  /// Pushes Sign Up and awaits the new account's name.
  public func openSignUp() async -> RouteResult<String> {
    let router = AppRouter(spawnedBy: self, rootTransition: .push)
    let screen = SignUpScreen(viewModel: SignUpViewModel(router: router, session: services.session))
    router.root = screen
    return await services.tasks.awaitingPerson(on: screen) {
      do throws(NavigationError) {
        return try await route(to: screen, as: router.rootTransition, expecting: String.self)
      } catch {
        navigator?.unhandledErrorHandler(error)
        return .cancelled(.closedWithoutResult)
      }
    }
  }
}

extension AppRouter: SignUpRoute {}
