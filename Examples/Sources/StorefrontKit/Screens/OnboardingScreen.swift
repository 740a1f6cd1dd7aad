import SceneRouter

/// A page of the storefront's first-launch onboarding (``StorefrontOnboarding``): a title, a
/// line, and on the last page "Start shopping".
@MainActor
public final class OnboardingScreen: StorefrontScreen {
  /// The name shown in snapshots.
  public let screenName: String
  /// The title shown in the breadcrumb and in snapshots.
  public let screenTitle: String
  /// The page's line.
  public let body: [String]
  /// What a person can do here: nothing but swipe, except on the last page.
  public let actions: [ScreenAction]

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - name: The page's name in snapshots.
  ///   - title: The page's title.
  ///   - line: The page's line of text.
  ///   - actions: What a person can do on the page besides swiping.
  init(name: String, title: String, line: String, actions: [ScreenAction] = []) {
    screenName = name
    screenTitle = title
    body = [line]
    self.actions = actions
  }
}
