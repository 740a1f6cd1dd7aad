import SceneRouter

/// Sign Up's view model: creates an account, or opens Forgot Password.
@MainActor
public final class SignUpViewModel {
  /// The routes Sign Up uses.
  public typealias Routes = ForgotPasswordRoute & Closable
  /// The router, seen only through the routes Sign Up uses.
  package let router: any Routes
  private let session: Session
  /// Told the new account's name after Sign Up closes: how a Sign Up opened by a link,
  /// which nobody awaits, still finishes the login flow.
  package var onAccountCreated: (@MainActor (String) -> Void)?

  /// Creates the view model.
  public init(router: any Routes, session: Session) {
    self.router = router
    self.session = session
  }

  /// Creates an account, signs in and closes, handing the name back.
  public func createAccount(named name: String) {
    session.signIn(as: name)
    router.close(returning: name, completion: nil)
    onAccountCreated?(name)
  }

  /// Opens Forgot Password.
  public func forgotPassword() { router.openForgotPassword() }
}

/// The Sign Up screen.
@MainActor
public final class SignUpScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: SignUpViewModel

  /// Creates the screen.
  public init(viewModel: SignUpViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Sign up" }
  /// The lines of content the terminal shows.
  public var body: [String] { ["Create an account."] }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    [
      ScreenAction("Create account 'Bo'") { [viewModel] in viewModel.createAccount(named: "Bo") },
      ScreenAction("Forgot password") { [viewModel] in viewModel.forgotPassword() },
    ]
  }
}
