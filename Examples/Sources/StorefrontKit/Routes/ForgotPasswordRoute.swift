import SceneRouter

/// Opens Forgot Password.
@MainActor
public protocol ForgotPasswordRoute: AnyObject {
  /// Pushes Forgot Password.
  func openForgotPassword()
}

extension ForgotPasswordRoute where Self: AppRouter {
  /// Pushes Forgot Password with its own router.
  public func openForgotPassword() {
    let forgot = makeForgotPassword()
    route(to: forgot.screen, managedBy: forgot.router)
  }

  /// Forgot Password's one factory, used by taps and links alike: the screen with its view
  /// model and a new router that pushes it.
  ///
  /// - Returns: Forgot Password and its router.
  public func makeForgotPassword() -> RoutedScreen<ForgotPasswordScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .push)
    let screen = ForgotPasswordScreen(viewModel: ForgotPasswordViewModel(router: router, session: services.session))
    return RoutedScreen(screen, managedBy: router)
  }
}

extension AppRouter: ForgotPasswordRoute {}
