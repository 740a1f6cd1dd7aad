import SceneRouter

/// The storefront's router: a ``DefaultRouter`` that also carries the services its
/// routes need to build screens, and hands them to the routers it spawns.
///
/// Open, so that an app adds a platform's capabilities in a subclass (the UIKit app's router of
/// Apple's "Add to Siri" sheet).
@MainActor
open class AppRouter: DefaultRouter {
  /// The catalog and session.
  public let services: StorefrontServices

  /// Creates the first router of a window.
  public init(navigator: Navigator, services: StorefrontServices, rootTransition: Transition, root: (any Screen)? = nil) {
    self.services = services
    super.init(navigator: navigator, rootTransition: rootTransition, root: root)
  }

  /// Creates a router spawned by another, sharing its navigator and services.
  public init(spawnedBy parent: AppRouter, rootTransition: Transition) {
    self.services = parent.services
    super.init(spawnedBy: parent, rootTransition: rootTransition)
  }
}
