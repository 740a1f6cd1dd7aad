import SceneRouter
import SceneRouterHeadless

/// Article 003's MVVM login in a terminal: the router decides where "login" leads.
@MainActor
final class LoginConsoleApp: ArticleConsoleApp {
  let navigator: Navigator
  let host: HeadlessHost
  private let login: LoginSample.LoginScreen

  init() {
    (navigator, host) = makeNavigator()
    login = LoginSample.LoginScreen(navigator: navigator)
    login.viewModel.email = "ann@example.com"
    navigator.setRoot(.stack([login]))
  }

  func content() -> [String] {
    navigator.topMostScreen === login ? ["E-mail: \(login.viewModel.email)"] : []
  }

  func actions() -> [ArticleAction] {
    guard navigator.topMostScreen === login else { return [] }
    return [
      ArticleAction(title: "Log in") { [login] in
        login.viewModel.isPasswordExpired = false
        try await login.loginTapped()
        return nil
      },
      ArticleAction(title: "Log in with an expired password") { [login] in
        login.viewModel.isPasswordExpired = true
        try await login.loginTapped()
        return nil
      },
      ArticleAction(title: "Sign up") { [login] in
        try await login.signUpTapped()
        return nil
      },
      ArticleAction(title: "Forgot password") { [login] in
        try await login.forgotPasswordTapped()
        return nil
      },
    ]
  }
}
