import SceneRouter

/// Login's view model: signs in, or opens Sign Up or Forgot Password.
@MainActor
public final class LoginViewModel {
  /// The routes Login uses.
  public typealias Routes = SignUpRoute & ForgotPasswordRoute & Closable
  /// The router, seen only through the routes Login uses.
  package let router: any Routes
  private let session: Session

  /// Creates the view model.
  public init(router: any Routes, session: Session) {
    self.router = router
    self.session = session
  }

  /// Signs in and closes Login, handing the name to whoever opened it.
  public func signIn(as name: String) {
    session.signIn(as: name)
    router.close(returning: name, completion: nil)
  }

  /// Opens Sign Up; when someone signs up, Login closes with their name.
  public func signUp() async {
    if case .completed(let name) = await router.openSignUp() {
      router.close(returning: name, completion: nil)
    }
  }

  /// Opens Forgot Password.
  public func forgotPassword() { router.openForgotPassword() }

  /// Closes Login without signing in.
  public func cancel() { router.close(completion: nil) }
}

/// The Login screen.
@MainActor
public final class LoginScreen: StorefrontScreen {
  /// The view model.
  public let viewModel: LoginViewModel

  /// Creates the screen.
  public init(viewModel: LoginViewModel) { self.viewModel = viewModel }

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Log in" }
  /// The lines of content the terminal shows.
  public var body: [String] { ["Log in to keep a wishlist."] }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    [
      ScreenAction("Log in as Ana") { [viewModel] in viewModel.signIn(as: "Ana") },
      ScreenAction("Sign up") { [viewModel] in await viewModel.signUp() },
      ScreenAction("Forgot password") { [viewModel] in viewModel.forgotPassword() },
      ScreenAction("Cancel") { [viewModel] in viewModel.cancel() },
    ]
  }
}
