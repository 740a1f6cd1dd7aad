import SceneRouter

/// Forgot Password's view model: resets the password and confirms with a pop-up.
@MainActor
public final class ForgotPasswordViewModel {
  /// The routes Forgot Password uses.
  public typealias Routes = PopUpRoute
  /// The router, seen only through the routes Forgot Password uses.
  package let router: any Routes
  private let session: Session

  /// Creates the view model.
  public init(router: any Routes, session: Session) {
    self.router = router
    self.session = session
  }

  /// Requests a reset and presents the confirmation.
  public func resetPassword() {
    session.requestPasswordReset()
    router.openPopUp("Check your email to reset your password.")
  }
}

/// The Forgot Password screen.
@MainActor
public final class ForgotPasswordScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: ForgotPasswordViewModel

  /// Creates the screen.
  public init(viewModel: ForgotPasswordViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Forgot password" }
  /// The lines of content the terminal shows.
  public var body: [String] { ["We will email you a link."] }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    [ScreenAction("Reset password") { [viewModel] in viewModel.resetPassword() }]
  }
}
