public import SceneRouter

/// A screen built by a route's factory together with the router that manages it.
///
/// Every storefront screen has one factory, in its route's extension (such as
/// ``ProductRoute/makeProduct(_:as:)``). A tap opens the result with
/// ``SceneRouter/Router/route(to:managedBy:completion:)``; a deep link's plan opens the same
/// value with ``move``. So a screen reached by a link has the same router type and the same
/// transition as the screen reached by a tap.
///
/// ```swift
/// let product = try router.makeProduct(42, as: .push)
/// navigator.perform(NavigationPlan([.perform(.selectTab(1)), product.move]))
/// ```
@MainActor
public struct RoutedScreen<Content: Screen, Manager: DefaultRouter> {
  /// The screen.
  public let screen: Content
  /// The router that routes from the screen and closes it; its root is ``screen``.
  public let router: Manager

  /// Ties `screen` to `router`: the screen becomes the router's root when the navigator
  /// shows it (``SceneRouter/DefaultRouter/managing(_:)``).
  ///
  /// - Parameters:
  ///   - screen: The screen built for `router`.
  ///   - router: The router its view model holds.
  public init(_ screen: Content, managedBy router: Manager) {
    self.screen = router.managing(screen)
    self.router = router
  }

  /// The plan move that opens the screen with its router's root transition.
  public var move: NavigationPlan.Move { .open(screen, managedBy: router) }
}
