import SceneRouter
import SceneRouterMVVM

extension LoginSample {
  /// What an onboarding page's router decides from: the record its routes write.
  @MainActor
  final class OnboardingViewModel {
    /// Where leaving the onboarding is remembered.
    let record: LaunchRecord

    init(record: LaunchRecord) {
      self.record = record
    }
  }

  /// One page of the login app's first-launch onboarding (``LoginApp``): a title, a line of
  /// text, and one button, "Skip" before the last page and "Get started" on it. A person swipes
  /// between the pages; the buttons are routes the page's router decides.
  @MainActor
  final class OnboardingScreen: Screen {
    /// The three pages, first to last.
    enum Page: Int, CaseIterable, Sendable {
      case welcome, routes, ready

      /// The page's title.
      var title: String {
        switch self {
        case .welcome: "Welcome"
        case .routes: "Routes"
        case .ready: "Ready"
        }
      }

      /// The page's line of text.
      var text: String {
        switch self {
        case .welcome: "Swipe left to see what this app does."
        case .routes: "A screen names a route; its router decides where it leads."
        case .ready: "Log in, sign up, or reset your password."
        }
      }
    }

    /// The page's buttons, as route names; where they lead is the router's decision.
    enum Route: String, Hashable, Sendable, CaseIterable {
      case getStarted, skip
    }

    let page: Page
    let viewModel: OnboardingViewModel
    let router: OnboardingRouter

    var screenTitle: String { page.title }

    /// The page's button: "Skip" before the last page, "Get started" on it.
    var button: Route { page == Page.allCases.last ? .getStarted : .skip }

    init(_ page: Page, navigator: Navigator, record: LaunchRecord) {
      self.page = page
      viewModel = OnboardingViewModel(record: record)
      router = OnboardingRouter(navigator: navigator)
      router.attach(to: viewModel)
    }

    /// A person taps the page's button.
    func buttonTapped() async throws(ViewModelRoutingError) {
      try await router.route(to: button, from: self)
    }
  }

  /// The onboarding pages' router: "Get started" and "Skip" both make the login the window's
  /// root, in a navigation stack (its sign-up is pushed), and the record then says the
  /// onboarding was seen, so the next launch starts on the login.
  @MainActor
  final class OnboardingRouter: ViewModelRouter<OnboardingViewModel>, ViewModelRouting {
    func route(
      to id: OnboardingScreen.Route, from context: any Screen, parameters: Never?
    ) async throws(ViewModelRoutingError) {
      let viewModel = try requireViewModel(for: id)
      guard let navigator else { throw .navigation(.navigatorReleased) }
      switch id {
      case .getStarted, .skip:
        do {
          try await navigator.perform(NavigationPlan([.setRoot(.stack([LoginScreen(navigator: navigator)]))]))
        } catch {
          throw .navigation(error)
        }
        viewModel.record.hasSeenOnboarding = true
      }
    }
  }
}
