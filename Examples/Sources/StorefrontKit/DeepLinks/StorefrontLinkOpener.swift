public import Foundation
public import SceneRouterDeepLinks

/// Opens the storefront's links without owning the app: what a task that may outlive the
/// app's window holds instead of the app.
///
/// A link to a wishlist product while signed out waits for Login, which a person may never
/// close. The task awaiting it must not keep the window alive: the app owns the navigator,
/// and the navigator holds the wait, so a task holding the app while it waits would form a
/// loop that nobody breaks once the window is dropped (issue 10, found by `StorefrontFuzz`).
/// The opener holds only the link router (which holds the navigator weakly), the catalog,
/// the link reader and the app's task tracker; none of them owns the navigator. When the
/// app goes, its navigator goes with it, the awaited Login ends ("the navigator was
/// released"), and the task ends too.
///
/// ```swift
/// let opener = app.linkOpener
/// app.tasks.start("open \(url)") {
///   try? await opener.open(url)   // holds no reference to the app
/// }
/// ```
@MainActor
public struct StorefrontLinkOpener {
  private let linkRouter: DeepLinkRouter<StorefrontRoute>?
  private let catalog: Catalog
  private let tasks: AppTasks
  private let links: any StorefrontLinkParsing

  /// Creates an opener from the app's parts.
  ///
  /// - Parameters:
  ///   - linkRouter: The app's deep-link router; nil refuses every link with `noRoot`.
  ///   - catalog: What the shop sells: a link to another product is refused before the guards.
  ///   - tasks: The app's tasks, which give links their turn one at a time.
  ///   - links: Reads links into routes.
  package init(
    linkRouter: DeepLinkRouter<StorefrontRoute>?, catalog: Catalog, tasks: AppTasks, links: any StorefrontLinkParsing
  ) {
    self.linkRouter = linkRouter
    self.catalog = catalog
    self.tasks = tasks
    self.links = links
  }

  /// Opens the screen a link names; see ``StorefrontApp/open(_:)-(URL)``.
  ///
  /// - Parameter url: The link.
  /// - Throws: ``StorefrontLinkError`` when the link is not the storefront's, names a
  ///   product the shop does not sell, or the navigator refuses it (also when the app
  ///   was dropped meanwhile); nothing changed then.
  public func open(_ url: URL) async throws(StorefrontLinkError) {
    try await open(try links.route(for: url), link: url.absoluteString)
  }

  /// Opens a route as a link would; see ``open(_:)-(URL)``.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``StorefrontLinkError`` when the route cannot be shown; nothing changed then.
  public func open(_ route: StorefrontRoute) async throws(StorefrontLinkError) {
    try await open(route, link: route.description)
  }

  /// Opens what came into the app — a notification tap, a Quick Action, a Spotlight result, a
  /// widget's URL — through the same guards and plans as a link, with its source in the events.
  ///
  /// - Parameter entry: What came in.
  /// - Throws: ``StorefrontLinkError`` when the storefront does not read it or cannot show it.
  public func open(_ entry: Entry) async throws(StorefrontLinkError) {
    let route: StorefrontRoute
    // A URL the link table refuses keeps the table's reason, said once, of the entry.
    var linkError: StorefrontLinkError?
    do throws(DeepLinkError) {
      route = try StorefrontEntries.route(for: entry) { [links] url throws(DeepLinkError) in
        do throws(StorefrontLinkError) {
          return try links.route(for: url)
        } catch {
          linkError = error
          throw .declined(reason: error.description)
        }
      }
    } catch {
      if let linkError { throw StorefrontLinkError(link: entry.description, reason: linkError.reason) }
      throw StorefrontLinkError(link: entry.description, reason: .rejected(error.description))
    }
    try await open(route, link: entry.description, source: entry.source)
  }

  private func open(
    _ route: StorefrontRoute, link: String, source: EntrySource = .link
  ) async throws(StorefrontLinkError) {
    switch route {
    case .product(let id), .productSheet(let id), .wishlistProduct(let id):
      guard catalog.product(id) != nil else { throw StorefrontLinkError(link: link, reason: .unknownProduct(id)) }
    case .shop, .wishlist, .search, .login, .signUp, .forgotPassword:
      break
    }
    guard let linkRouter else { throw StorefrontLinkError(link: link, reason: .refused(.noRoot)) }
    // Links open one at a time; a link behind another waits for the person that one waits for.
    await tasks.takeLinkTurn()
    let outcome = await linkRouter.open(route, source: source)
    tasks.endLinkTurn()
    switch outcome {
    case .opened: return
    case .refused(_, let error): throw StorefrontLinkError(link: link, reason: .refused(error))
    case .dropped(_, let reason): throw StorefrontLinkError(link: link, reason: .dropped(reason))
    case .rejected(_, let reason): throw StorefrontLinkError(link: link, reason: .rejected(reason))
    case .cancelled(_, let reason): throw StorefrontLinkError(link: link, reason: .dropped(reason.description))
    }
  }
}
