import SceneRouter

extension LoginSample {
  /// Article 003's login app as its window starts it: on the first launch the window's root is
  /// the onboarding, three pages in a page container a person swipes through (UIKit's
  /// `UIPageViewController`, SwiftUI's `TabView` with the page style); "Get started" on the last
  /// page, or "Skip" on the others, makes the login the root (``OnboardingRouter``). Every later
  /// launch starts on the login.
  ///
  /// ```swift
  /// let app = LoginSample.LoginApp(navigator: navigator, record: LoginSample.LaunchRecord(hasSeenOnboarding: false))
  /// app.start()
  /// ```
  @MainActor
  final class LoginApp {
    /// The window's navigator.
    let navigator: Navigator
    /// What the app remembers across launches.
    let record: LaunchRecord

    /// The app of one window.
    ///
    /// - Parameters:
    ///   - navigator: The window's navigator.
    ///   - record: Whether the onboarding was seen on an earlier launch.
    init(navigator: Navigator, record: LaunchRecord) {
      self.navigator = navigator
      self.record = record
    }

    /// Sets the window's root, as a scene delegate does when its window connects
    /// (`scene(_:willConnectTo:options:)`) or a SwiftUI app when its window group appears.
    func start() {
      if record.hasSeenOnboarding {
        navigator.setRoot(.stack([LoginScreen(navigator: navigator)]))
      } else {
        let pages = OnboardingScreen.Page.allCases.map { page in
          Layout.screen(OnboardingScreen(page, navigator: navigator, record: record))
        }
        navigator.setRoot(.pages(pages, selected: 0))
      }
    }
  }
}
