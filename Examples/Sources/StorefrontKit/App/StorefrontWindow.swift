public import SceneRouter
public import SceneRouterDeepLinks

/// The storefront of article 002 in one window, on any host: the tabs, the routers of every
/// screen, and the deep-link router, over a navigator the caller made for its host.
///
/// ``StorefrontApp`` is this window on a headless host (the terminal, the tests); the iOS
/// apps in `Examples/StorefrontUIKit.swiftpm` and `Examples/StorefrontSwiftUI.swiftpm` make
/// one over `UIKitHost` and over SwiftUI's `NavigationModel`:
///
/// ```swift
/// let host = UIKitHost(window: window)
/// let storefront = StorefrontWindow(navigator: Navigator(host: host))
/// window.makeKeyAndVisible()
/// try await storefront.open(url)   // storefront://product/42
/// ```
@MainActor
public final class StorefrontWindow {
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

  /// Builds the window's routers and shows the tabs, Shop selected.
  ///
  /// - Parameters:
  ///   - navigator: The navigator over the window's host; the window does not own the host.
  ///   - services: The catalog and session.
  ///   - tabBarStyle: A tab bar (the default), or a sidebar-adaptable one for iPad.
  public init(
    navigator: Navigator, services: StorefrontServices = StorefrontServices(),
    tabBarStyle: StorefrontTabBar.Style = .tabBar
  ) {
    self.navigator = navigator
    self.services = services
    services.tasks.follow(navigator)
    router = AppRouter(navigator: navigator, services: services, rootTransition: .replaceRoot)
    let tabBar = StorefrontTabBar(router: router)
    shopRouter = tabBar.shop.router
    wishlistRouter = tabBar.wishlist.router
    navigator.setRoot(tabBar.layout(style: tabBarStyle))
    linkRouter = DeepLinkRouter(navigator: navigator, guards: [Self.signedIn(services.session)]) {
      url, origin throws(DeepLinkError) in
      guard case .success(let table) = StorefrontLinks.table else { throw .noMatch }
      return try table.route(for: url, origin: origin)
    } plan: { [weak self] route throws(NavigationError) in
      // The window owns the navigator's routers: without the window, the plan has no router.
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
}
