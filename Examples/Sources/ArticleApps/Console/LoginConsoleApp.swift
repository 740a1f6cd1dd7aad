import SceneRouter
import SceneRouterHeadless

/// Article 003's MVVM login in a terminal: the router decides where "login" leads. On the app's
/// first launch its onboarding comes first: three pages to swipe through, then the login.
@MainActor
final class LoginConsoleApp: ArticleConsoleApp {
  /// The e-mail a person types on the login screen.
  static let typedEmail = "ann@example.com"

  let navigator: Navigator
  let host: HeadlessHost
  private let app: LoginSample.LoginApp

  /// Starts the app.
  ///
  /// - Parameter firstLaunch: Whether this is the app's first launch (the onboarding not seen yet).
  init(firstLaunch: Bool) {
    (navigator, host) = makeNavigator()
    app = LoginSample.LoginApp(navigator: navigator, record: LoginSample.LaunchRecord(hasSeenOnboarding: !firstLaunch))
    app.start()
  }

  /// The login screen when it is on top, with the e-mail typed.
  private var login: LoginSample.LoginScreen? {
    guard let login = navigator.topMostScreen as? LoginSample.LoginScreen else { return nil }
    if login.viewModel.email.isEmpty { login.viewModel.email = Self.typedEmail }
    return login
  }

  func content() -> [String] {
    if let page = navigator.topMostScreen as? LoginSample.OnboardingScreen {
      let count = LoginSample.OnboardingScreen.Page.allCases.count
      return [page.page.text, "Page \(page.page.rawValue + 1) of \(count)"]
    }
    return login.map { ["E-mail: \($0.viewModel.email)"] } ?? []
  }

  func actions() -> [ArticleAction] {
    if let page = navigator.topMostScreen as? LoginSample.OnboardingScreen {
      return [
        ArticleAction(title: page.button == .getStarted ? "Get started" : "Skip") { [page] in
          try await page.buttonTapped()
          return nil
        }
      ]
    }
    guard let login else { return [] }
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
