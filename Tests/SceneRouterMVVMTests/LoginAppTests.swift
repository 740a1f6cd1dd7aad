import SceneRouter
import SceneRouterMVVM
import SceneRouterTestSupport
@testable import ArticleApps
import SceneRouterHeadless
import Testing

@MainActor
@Suite("Article 003's MVVM login")
struct LoginAppTests {
  typealias Login = LoginSample.LoginScreen

  let navigator: Navigator
  let host: HeadlessHost
  let login: Login

  init() {
    (navigator, host) = makeNavigator()
    login = Login(navigator: navigator)
    login.viewModel.email = "ann@example.com"
    navigator.setRoot(.stack([login]))
  }

  private func failure(_ body: () async throws(ViewModelRoutingError) -> Void) async -> String? {
    do {
      try await body()
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "login leads to Home, or to Change Password when the password has expired",
    arguments: [
      (false, "Home \"Welcome, ann@example.com\""),
      (true, "stack\n└─ Login\npresented formSheet:\n└─ stack\n   └─ ChangePassword \"ann@example.com\""),
    ])
  func loginDecides(expired: Bool, expected: String) async throws {
    login.viewModel.isPasswordExpired = expired
    try await login.loginTapped()
    #expect(navigator.snapshot.description == expected)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("sign up pushes Sign Up with the e-mail typed so far")
  func signUp() async throws {
    try await login.signUpTapped()
    #expect(navigator.snapshot.description == """
      stack
      ├─ Login
      └─ SignUp "ann@example.com"
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("forgot password presents Forgot Password with the e-mail")
  func forgotPassword() async throws {
    try await login.forgotPasswordTapped()
    #expect(navigator.snapshot.description == """
      stack
      └─ Login
      presented formSheet:
      └─ ForgotPassword "ann@example.com"
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a route named by a string works as its typed id", arguments: Login.Route.allCases)
  func stringIDs(route: Login.Route) async throws {
    try await login.router.route(
      toRouteNamed: route.rawValue, from: login, parameters: LoginSample.Parameters(email: "ann@example.com"))
    #expect(navigator.snapshot != NavigationSnapshot(root: .stack([.screen("Login")])))
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("an unknown route name is an error, not silence")
  func unknownRouteName() async {
    let error = await failure { () async throws(ViewModelRoutingError) in
      try await login.router.route(toRouteNamed: "logout", from: login)
    }
    #expect(error == "'Login' has no route 'logout'.")
    #expect(navigator.snapshot.description == "stack\n└─ Login")
  }

  @Test("a route that needs parameters fails without them")
  func missingParameters() async {
    let error = await failure { () async throws(ViewModelRoutingError) in
      try await login.router.route(to: .forgotPassword, from: login)
    }
    #expect(error == "Route 'forgotPassword' needs parameters of type Parameters.")
  }

  @Test("the router holds its view model weakly, and says so when it has to decide without one")
  func viewModelHeldWeakly() async {
    let router = LoginSample.LoginRouter(navigator: navigator)
    do {
      let viewModel = LoginSample.LoginViewModel()
      router.attach(to: viewModel)
      #expect(router.viewModel != nil)
    }
    #expect(router.viewModel == nil)
    let error = await failure { () async throws(ViewModelRoutingError) in try await router.route(to: .login, from: login) }
    #expect(error == "LoginRouter cannot decide route 'login': its view model was released.")
  }

  @Test("a login screen is released with its view model and router")
  func releasedTogether() {
    weak var screen: Login?
    weak var viewModel: LoginSample.LoginViewModel?
    weak var router: LoginSample.LoginRouter?
    do {
      let other = Login(navigator: navigator)
      screen = other
      viewModel = other.viewModel
      router = other.router
    }
    #expect(screen == nil)
    #expect(viewModel == nil)
    #expect(router == nil)
  }

  @Test("a route refused by the navigator is a wrapped navigation error")
  func refusedNavigation() async {
    let (navigator, _) = makeNavigator()
    let bare = Login(navigator: navigator)
    navigator.setRoot(.screen(bare))
    let error = await failure { () async throws(ViewModelRoutingError) in try await bare.signUpTapped() }
    #expect(error == "Cannot push 'SignUp' from 'Login': 'Login' is not inside a navigation stack.")
  }
}
