import Foundation
@testable import ArticleApps
import SceneRouter
import SceneRouterHeadless
import SceneRouterMVVM
import Testing

/// Article 003's login app as its window starts it: the onboarding's page container as the root
/// on the first launch, swiped through by a person, left by "Get started" or "Skip" for the
/// login; the login at once on every later launch.
@MainActor
@Suite("The login app's first launch", .timeLimit(.minutes(10)))
struct LoginAppTests {
  typealias Page = LoginSample.OnboardingScreen

  let navigator: Navigator
  let host: HeadlessHost
  let record = LoginSample.LaunchRecord(hasSeenOnboarding: false)

  init() {
    (navigator, host) = Navigator.headless(failingWith: { Issue.record("\($0)") })
    LoginSample.LoginApp(navigator: navigator, record: record).start()
  }

  /// The onboarding, the first page shown.
  static let onboarding = """
    pages
    ├─ Onboarding "Welcome" (selected)
    ├─ Onboarding "Routes"
    └─ Onboarding "Ready"
    """

  /// The login, in a navigation stack at the window's root.
  static let login = """
    stack
    └─ Login
    """

  /// The requests the navigator received, as printed.
  @MainActor
  final class Heard {
    var requests: [String] = []
  }

  private var page: Page? { navigator.topMostScreen as? Page }

  private func refusal(_ action: () throws(NavigationError) -> Void) -> String? {
    do {
      try action()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("the first launch shows the onboarding's first page, with Skip")
  func firstLaunch() {
    #expect(navigator.snapshot.description == Self.onboarding)
    #expect(page?.page == .welcome)
    #expect(page?.button == .skip)
  }

  @Test("a person swipes to the last page, whose Get started makes the login the root and is remembered")
  func swipeToTheEndAndGetStarted() async throws {
    let heard = Heard()
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { heard.requests.append("\(request)") }
    }
    try host.swipeToPage(1)
    #expect(page?.page == .routes)
    try host.swipeToPage(2)
    observation.cancel()
    #expect(
      navigator.snapshot.description == """
        pages
        ├─ Onboarding "Welcome"
        ├─ Onboarding "Routes"
        └─ Onboarding "Ready" (selected)
        """)
    #expect(
      heard.requests.map { $0.replacingOccurrences(of: #"request \d+"#, with: "request n", options: .regularExpression) } == [
        "request n from person's action: select tab 1", "request n from person's action: select tab 2",
      ])
    let last = try #require(page)
    #expect(last.button == .getStarted)
    #expect(record.hasSeenOnboarding == false)
    try await last.buttonTapped()
    #expect(navigator.snapshot.description == Self.login)
    #expect(record.hasSeenOnboarding)
  }

  @Test("a person swipes back to the page before")
  func swipeBack() throws {
    try host.swipeToPage(1)
    try host.swipeToPage(0)
    #expect(navigator.snapshot.description == Self.onboarding)
  }

  @Test("Skip on the first page goes to the login, and the next launch starts there")
  func skipThenRelaunch() async throws {
    try await #require(page).buttonTapped()
    #expect(navigator.snapshot.description == Self.login)
    #expect(record.hasSeenOnboarding)
    let (next, _) = Navigator.headless(failingWith: { Issue.record("\($0)") })
    LoginSample.LoginApp(navigator: next, record: record).start()
    #expect(next.snapshot.description == Self.login)
  }

  @Test("the login after the onboarding is a stack: Sign up is pushed onto it")
  func loginIsAStack() async throws {
    try await #require(page).buttonTapped()
    let login = try #require(navigator.topMostScreen as? LoginSample.LoginScreen)
    login.viewModel.email = "ann@example.com"
    try await login.signUpTapped()
    #expect(
      navigator.snapshot.description == """
        stack
        ├─ Login
        └─ SignUp "ann@example.com"
        """)
  }

  @Test("swipes a page container refuses, and what a page has no control for, change nothing")
  func refusals() throws {
    #expect(refusal { () throws(NavigationError) in try host.swipeToPage(-1) } == "Cannot select tab -1: the tab container has 3 tabs.")
    #expect(
      refusal { () throws(NavigationError) in try host.swipeToPage(2) }
        == "Cannot swipe to page 2: a swipe moves one page, and page 0 is shown.")
    #expect(refusal { () throws(NavigationError) in try host.tapTab(1) } == "Cannot tap tab 1: no tab bar is visible.")
    #expect(refusal { () throws(NavigationError) in try host.tapBack() } == "Cannot tap back: no navigation bar is visible.")
    try host.swipeToPage(1)
    try host.swipeToPage(2)
    #expect(refusal { () throws(NavigationError) in try host.swipeToPage(3) } == "Cannot select tab 3: the tab container has 3 tabs.")
    #expect(
      navigator.snapshot.description == """
        pages
        ├─ Onboarding "Welcome"
        ├─ Onboarding "Routes"
        └─ Onboarding "Ready" (selected)
        """)
    #expect(record.hasSeenOnboarding == false)
  }

  @Test("once the login is the root, no swipe pages, and the pages are freed")
  func afterTheOnboarding() async throws {
    weak var first: Page?
    first = page
    try await #require(page).buttonTapped()
    #expect(refusal { () throws(NavigationError) in try host.swipeToPage(1) } == "Cannot swipe to page 1: no page container is visible.")
    #expect(navigator.snapshot.description == Self.login)
    #expect(first == nil)
  }

  @Test("a later launch starts on the login, with no onboarding")
  func laterLaunch() {
    let (next, _) = Navigator.headless(failingWith: { Issue.record("\($0)") })
    LoginSample.LoginApp(navigator: next, record: LoginSample.LaunchRecord(hasSeenOnboarding: true)).start()
    #expect(next.snapshot.description == Self.login)
  }
}
