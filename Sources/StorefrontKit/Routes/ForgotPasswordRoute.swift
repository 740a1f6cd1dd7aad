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
    let router = AppRouter(spawnedBy: self, rootTransition: .push)
    let screen = ForgotPasswordScreen(viewModel: ForgotPasswordViewModel(router: router, session: services.session))
    route(to: screen, managedBy: router)
  }
}

extension AppRouter: ForgotPasswordRoute {}
