/// What the storefront's routes need to build screens: the catalog and the session.
@MainActor
public final class StorefrontServices {
  /// The products on sale.
  public let catalog: Catalog
  /// Who is signed in and what they keep.
  public let session: Session

  /// Creates the services.
  public init(catalog: Catalog = .sample, session: Session = Session()) {
    self.catalog = catalog
    self.session = session
  }
}
