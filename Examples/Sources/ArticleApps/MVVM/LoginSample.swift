import SceneRouter
import SceneRouterMVVM

/// Article 003's login screen in MVVM, with its router deciding where "login" leads.
enum LoginSample {
  /// What the routes of the login screen carry: the e-mail typed so far.
  struct Parameters: Hashable, Sendable {
    var email: String
  }

  @MainActor
  final class LoginViewModel {
    var email = ""
    /// Set by the login use case when the server says the password has expired.
    var isPasswordExpired = false
  }

  @MainActor
  final class LoginScreen: Screen {
    /// The screen defines route names only; where they lead is the router's decision.
    enum Route: String, Hashable, Sendable, CaseIterable {
      case login, signUp, forgotPassword
    }

    let viewModel: LoginViewModel
    let router: LoginRouter

    init(navigator: Navigator) {
      viewModel = LoginViewModel()
      router = LoginRouter(navigator: navigator)
      router.attach(to: viewModel)
    }

    func loginTapped() async throws(ViewModelRoutingError) {
      try await router.route(to: .login, from: self)
    }

    func signUpTapped() async throws(ViewModelRoutingError) {
      try await router.route(to: .signUp, from: self, parameters: Parameters(email: viewModel.email))
    }

    func forgotPasswordTapped() async throws(ViewModelRoutingError) {
      try await router.route(to: .forgotPassword, from: self, parameters: Parameters(email: viewModel.email))
    }
  }

  @MainActor
  final class LoginRouter: ViewModelRouter<LoginViewModel>, ViewModelRouting {
    func route(
      to id: LoginScreen.Route, from context: any Screen, parameters: Parameters?
    ) async throws(ViewModelRoutingError) {
      switch id {
      case .login:
        // The dynamic decision storyboard segues cannot make (article 003).
        let viewModel = try requireViewModel(for: id)
        if viewModel.isPasswordExpired {
          try await open(
            ChangePasswordScreen(email: viewModel.email), from: context, as: .modal(.formSheet, inNavigation: true))
        } else {
          try await open(HomeScreen(email: viewModel.email), from: context, as: .replaceRoot)
        }
      case .signUp:
        try await open(SignUpScreen(email: parameters?.email ?? ""), from: context, as: .push)
      case .forgotPassword:
        guard let parameters else {
          throw .missingParameters(route: id.rawValue, expected: String(describing: Parameters.self))
        }
        try await open(ForgotPasswordScreen(email: parameters.email), from: context, as: .modal(.formSheet))
      }
    }
  }

  @MainActor
  final class HomeScreen: Screen {
    let screenTitle: String
    init(email: String) { screenTitle = "Welcome, \(email)" }
  }

  @MainActor
  final class ChangePasswordScreen: Screen {
    let screenTitle: String
    init(email: String) { screenTitle = email }
  }

  @MainActor
  final class SignUpScreen: Screen {
    let screenTitle: String
    init(email: String) { screenTitle = email }
  }

  @MainActor
  final class ForgotPasswordScreen: Screen {
    let screenTitle: String
    init(email: String) { screenTitle = email }
  }
}
