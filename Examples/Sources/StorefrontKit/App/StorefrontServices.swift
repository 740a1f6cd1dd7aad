import SceneRouter

/// What the storefront's routes need to build screens: the catalog and the session, and
/// the app's own tasks, so that a route that awaits a person's result can say so.
@MainActor
public final class StorefrontServices {
  /// The products on sale.
  public let catalog: Catalog
  /// Who is signed in and what they keep.
  public let session: Session
  /// The app's tasks: which are running and which wait for a person.
  public let tasks = AppTasks()
  /// Makes the router of each product page from the router opening it and the page's
  /// transition: a ``SiriRouter`` by default. The UIKit app returns its subclass, which shows
  /// Apple's "Add to Siri" sheet; set it before the window is built.
  public var makeSiriRouter: @MainActor (_ parent: AppRouter, _ transition: Transition) -> SiriRouter = {
    SiriRouter(spawnedBy: $0, rootTransition: $1)
  }

  /// Creates the services.
  public init(catalog: Catalog = .sample, session: Session = Session()) {
    self.catalog = catalog
    self.session = session
  }
}
