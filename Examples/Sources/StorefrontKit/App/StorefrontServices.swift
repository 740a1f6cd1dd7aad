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

  /// Creates the services.
  public init(catalog: Catalog = .sample, session: Session = Session()) {
    self.catalog = catalog
    self.session = session
  }
}
