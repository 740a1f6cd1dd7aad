@_spi(Hosting) import SceneRouter
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// Guards on routes from routers: Profile → Settings needs a signed-in user, and the guard
/// presents Login first, without a deep link.
@MainActor
@Suite("Router guards", .timeLimit(.minutes(10)))
struct RouterGuardTests {
  @MainActor
  final class Session { var user: String? }

  /// A login screen that a person answers as soon as it appears: signs in as `answer`, or
  /// pulls the sheet down when there is none.
  @MainActor
  final class LoginScreen: AppearanceObserving {
    let router: DefaultRouter
    let answer: String?
    let session: Session
    init(router: DefaultRouter, session: Session, answer: String?) {
      self.router = router
      self.session = session
      self.answer = answer
    }
    func screen(didReceive event: AppearanceEvent) {
      guard event == .didAppear else { return }
      if let answer {
        session.user = answer
        router.close(returning: answer)
      } else {
        router.close()
      }
    }
  }

  private func signedIn(_ session: Session, answer: String?) -> RouteGuard<any Router> {
    RouteGuard<any Router>("signed in") { router in
      if session.user != nil { return .allow }
      let loginRouter = DefaultRouter(spawnedBy: router, rootTransition: .modal(.formSheet, inNavigation: true))
      let login = LoginScreen(router: loginRouter, session: session, answer: answer)
      switch try? await router.route(to: login, managedBy: loginRouter, expecting: String.self).result {
      case .completed: return .allow
      case .cancelled(let reason): return .deny(reason: "Login was \(reason)")
      case nil: return .deny(reason: "Login could not be shown")
      }
    }
  }

  private func profile() -> (Navigator, HeadlessHost, DefaultRouter) {
    let (navigator, host) = makeNavigator()
    let profile = TestScreen("Profile")
    navigator.setRoot(.stack([profile]))
    return (navigator, host, DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: profile))
  }

  @Test("a signed-in user goes straight to Settings")
  func allowed() async throws {
    let (navigator, host, router) = profile()
    let session = Session()
    session.user = "Ana"
    try await router.route(to: TestScreen("Settings"), as: .push, guardedBy: [signedIn(session, answer: nil)])
    #expect(navigator.snapshot.description == "stack\n├─ Profile\n└─ Settings")
    #expect(host.performedSteps.count == 2)
  }

  @Test("signed out, Login comes first, and Settings follows once Login closes with a value")
  func redirectsThenContinues() async throws {
    let (navigator, host, router) = profile()
    let session = Session()
    try await router.route(to: TestScreen("Settings"), as: .push, guardedBy: [signedIn(session, answer: "Ana")])
    #expect(session.user == "Ana")
    #expect(navigator.snapshot.description == "stack\n├─ Profile\n└─ Settings")
    #expect(host.appearanceLog.map(\.description).filter { $0.hasPrefix("Login") } == [
      "Login didLoad", "Login willAppear", "Login didAppear", "Login willDisappear", "Login didDisappear",
    ])
  }

  @Test("signed out and Login pulled down: the route is refused with the guard's name and reason, Settings never opens")
  func refusedWhenLoginGoesAway() async throws {
    let (navigator, _, router) = profile()
    let session = Session()
    await #expect(throws: NavigationError.guardDenied(guard: "signed in", reason: "Login was closed without a result")) {
      try await router.route(to: TestScreen("Settings"), as: .push, guardedBy: [signedIn(session, answer: nil)])
    }
    #expect(navigator.snapshot.description == "stack\n└─ Profile")
    let denied = NavigationError.guardDenied(guard: "signed in", reason: "Login was closed without a result")
    #expect(denied.description == "The guard 'signed in' refused: Login was closed without a result.")
    #expect(denied.code == .guardDenied)
  }

  @MainActor
  final class Asked { var names: [String] = [] }

  @Test("guards are asked in order and the first refusal stops the route")
  func firstRefusalStops() async throws {
    let (navigator, _, router) = profile()
    let asked = Asked()
    let guards = [
      RouteGuard<any Router>("signed in") { _ in
        asked.names.append("signed in")
        return .allow
      },
      RouteGuard<any Router>("online") { _ in
        asked.names.append("online")
        return .deny(reason: "the device is offline")
      },
      RouteGuard<any Router>("never asked") { _ in
        asked.names.append("never asked")
        return .allow
      },
    ]
    await #expect(throws: NavigationError.guardDenied(guard: "online", reason: "the device is offline")) {
      try await router.route(to: TestScreen("Settings"), as: .push, guardedBy: guards)
    }
    #expect(asked.names == ["signed in", "online"])
    #expect(navigator.snapshot.description == "stack\n└─ Profile")
  }
}
