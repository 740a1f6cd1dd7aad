import SceneRouter
import SceneRouterHeadless

/// The storefront of article 002 on a headless host: two tabs, Shop and Wishlist, each in
/// its own navigation stack, with routers for every screen.
@MainActor
public final class StorefrontApp {
  /// The host that shows the screens.
  public let host: HeadlessHost
  /// The window's navigator.
  public let navigator: Navigator
  /// The catalog and session.
  public let services: StorefrontServices
  /// The window's router: its tab routes build the tabs, and its routes' factories build
  /// the screens of links, so a link's screen is built by the same code as a tap's.
  public let router: AppRouter
  /// The router of the Shop tab's first screen.
  public let shopRouter: AppRouter
  /// The router of the Wishlist tab's first screen.
  public let wishlistRouter: AppRouter
  /// Reads links into routes; ``StorefrontLinks`` reads them with SceneRouter's ``DeepLinkTable``.
  package var links: any StorefrontLinkParsing = StorefrontLinks()
  /// Opens routes from links: one at a time, after the "signed in" guard, as whole plans.
  public private(set) var linkRouter: DeepLinkRouter<StorefrontRoute>?

  /// Builds the app and shows the tabs, Shop selected.
  ///
  /// - Parameters:
  ///   - services: The catalog and session.
  ///   - configuration: The headless host's choices.
  public init(services: StorefrontServices = StorefrontServices(), configuration: HeadlessHost.Configuration = .init()) {
    self.services = services
    host = HeadlessHost(configuration: configuration)
    navigator = Navigator(host: host)
    services.tasks.follow(navigator)
    router = AppRouter(navigator: navigator, services: services, rootTransition: .replaceRoot)
    let tabBar = StorefrontTabBar(router: router)
    shopRouter = tabBar.shop.router
    wishlistRouter = tabBar.wishlist.router
    navigator.setRoot(tabBar.layout())
    linkRouter = DeepLinkRouter(navigator: navigator, guards: [Self.signedIn(services.session)]) {
      url, origin throws(DeepLinkError) in
      guard case .success(let table) = StorefrontLinks.table else { throw .noMatch }
      return try table.route(for: url, origin: origin)
    } plan: { [weak self] route throws(NavigationError) in
      // The app owns the navigator: without the app, the navigator is gone too.
      guard let self else { throw .navigatorReleased }
      return try self.makePlan(for: route)
    }
    if let linkRouter { services.tasks.follow(links: linkRouter) }
  }

  /// Products on the wishlist are for signed-in people: a link to one while signed out
  /// presents Login first, and the product opens after signing in. ``tasks`` follows the
  /// link router: the link's task waits for a person while that Login is on screen.
  ///
  /// This gate is the storefront's addition to article 002, whose deep-link router opens
  /// every link at once; it shows a ``SceneRouter/RouteGuard`` redirecting and continuing.
  static func signedIn(_ session: Session) -> RouteGuard<StorefrontRoute> {
    RouteGuard("signed in") { [weak session] route in
      guard case .wishlistProduct = route, session?.isSignedIn == false else { return .allow }
      return .redirect(to: .login)
    }
  }

  /// The app's own tasks; see ``AppTasks``.
  public var tasks: AppTasks { services.tasks }

  /// The screen a person sees, with its content and actions.
  public var topMostScreen: (any StorefrontScreen)? { navigator.topMostScreen as? any StorefrontScreen }

  /// Performs the top-most screen's action with this 0-based index, and waits until the
  /// navigation it started has finished.
  ///
  /// - Returns: False when there is no such action.
  @discardableResult
  public func perform(action index: Int) async -> Bool {
    guard let screen = topMostScreen, screen.actions.indices.contains(index) else { return false }
    let action = screen.actions[index]
    await action.perform()
    return true
  }
}
