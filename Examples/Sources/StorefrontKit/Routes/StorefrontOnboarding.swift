public import SceneRouter

/// The storefront's first-launch onboarding: three pages a person swipes through, presented
/// full screen over the tabs as a page container (UIKit's `UIPageViewController`, SwiftUI's
/// paged `TabView`); the last page's "Start shopping" dismisses it.
///
/// ```swift
/// let onboarding = StorefrontOnboarding(navigator: navigator)
/// navigator.perform(onboarding.plan)
/// ```
///
/// A person's swipe to the next page is a person's tab selection to the navigator; a route
/// could select a page with `.selectTab(_:)`.
@MainActor
public struct StorefrontOnboarding {
  /// The pages, first to last: Welcome, the wishlist tip, Start.
  public let pages: [OnboardingScreen]

  /// Makes the pages; the last one's "Start shopping" dismisses them on `navigator`.
  ///
  /// - Parameter navigator: The window's navigator.
  public init(navigator: Navigator) {
    pages = [
      OnboardingScreen(name: "Welcome", title: "Welcome", line: "Swipe to see what the storefront does."),
      OnboardingScreen(name: "WishlistTip", title: "Your wishlist", line: "Save a product for later from its page."),
      OnboardingScreen(
        name: "Start", title: "Ready", line: "Everything is in the Shop tab.",
        actions: [
          ScreenAction("Start shopping") { [weak navigator] in
            try? await navigator?.perform(NavigationPlan([.perform(.dismissPresented)]))
          }
        ]),
    ]
  }

  /// The page container, the first page shown.
  public var layout: Layout { .pages(pages.map { .screen($0) }, selected: 0) }

  /// The plan that shows the onboarding full screen over what the window shows.
  public var plan: NavigationPlan { NavigationPlan([.open(layout, as: .modal(.fullScreen))]) }
}
