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
    let signUp = makeSignUp()
    return await services.tasks.awaitingPerson(on: signUp.screen) {
      do throws(NavigationError) {
        return try await route(to: signUp.screen, as: signUp.router.rootTransition, expecting: String.self).result
      } catch {
        navigator?.unhandledErrorHandler(error)
        return .cancelled(.closedWithoutResult)
      }
    }
  }

  /// Sign Up's one factory, used by taps and links alike: the screen with its view model
  /// and a new router that pushes it.
  ///
  /// - Returns: Sign Up and its router.
  public func makeSignUp() -> RoutedScreen<SignUpScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .push)
    return RoutedScreen(SignUpScreen(viewModel: SignUpViewModel(router: router, session: services.session)), managedBy: router)
  }
}

extension AppRouter: SignUpRoute {}
