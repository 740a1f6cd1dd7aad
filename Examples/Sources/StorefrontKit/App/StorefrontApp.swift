import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless

/// The storefront of article 002 on a headless host: tabs for Shop, Wishlist and (prominent) Search, each in
/// its own navigation stack, with routers for every screen. It is a ``StorefrontWindow``
/// over a ``SceneRouterHeadless/HeadlessHost`` that it owns; the iOS apps make the same
/// window over their own hosts.
@MainActor
public final class StorefrontApp {
  /// The host that shows the screens.
  public let host: HeadlessHost
  /// The storefront's tabs, routers and deep-link router, over ``host``.
  public let window: StorefrontWindow

  /// Builds the app and shows the tabs, Shop selected.
  ///
  /// - Parameters:
  ///   - services: The catalog and session.
  ///   - configuration: The headless host's choices.
  ///   - tabBarStyle: A tab bar (the default), or a sidebar-adaptable one for iPad.
  public init(
    services: StorefrontServices = StorefrontServices(), configuration: HeadlessHost.Configuration = .init(),
    tabBarStyle: StorefrontTabBar.Style = .tabBar
  ) {
    host = HeadlessHost(configuration: configuration)
    window = StorefrontWindow(navigator: Navigator(host: host), services: services, tabBarStyle: tabBarStyle)
  }

  /// The window's navigator.
  public var navigator: Navigator { window.navigator }
  /// The catalog and session.
  public var services: StorefrontServices { window.services }
  /// The window's router: its tab routes build the tabs, and its routes' factories build
  /// the screens of links, so a link's screen is built by the same code as a tap's.
  public var router: AppRouter { window.router }
  /// The router of the Shop tab's first screen.
  public var shopRouter: AppRouter { window.shopRouter }
  /// The router of the Wishlist tab's first screen.
  public var wishlistRouter: AppRouter { window.wishlistRouter }
  /// Reads links into routes; ``StorefrontLinks`` reads them with SceneRouter's ``DeepLinkTable``.
  package var links: any StorefrontLinkParsing {
    get { window.links }
    set { window.links = newValue }
  }
  /// Opens routes from links: one at a time, after the "signed in" guard, as whole plans.
  public var linkRouter: DeepLinkRouter<StorefrontRoute>? { window.linkRouter }

  /// The app's own tasks; see ``AppTasks``.
  public var tasks: AppTasks { services.tasks }

  /// The screen a person sees, with its content and actions; an alert on top is an
  /// ``AlertPanel`` whose actions are its buttons.
  public var topMostScreen: (any StorefrontScreen)? {
    if let alert = host.shownAlert { return AlertPanel(alert, host: host, navigator: navigator) }
    return window.topMostScreen
  }

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

extension StorefrontApp {
  /// The route a link names; see ``StorefrontWindow/route(for:)``.
  public func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute { try window.route(for: url) }

  /// Opens links without holding the app; see ``StorefrontWindow/linkOpener``.
  public var linkOpener: StorefrontLinkOpener { window.linkOpener }

  /// Opens the screen a link names, as one navigation request; see
  /// ``StorefrontWindow/open(_:)-(URL)``.
  ///
  /// ```swift
  /// if let link = URL(string: "storefront://wishlist/product/42") {
  ///   try await app.open(link)
  /// }
  /// ```
  public func open(_ url: URL) async throws(StorefrontLinkError) { try await window.open(url) }

  /// Opens a route as a link would; see ``StorefrontWindow/open(_:)-(StorefrontRoute)``.
  public func open(_ route: StorefrontRoute) async throws(StorefrontLinkError) { try await window.open(route) }

  /// The moves that show a route; see ``StorefrontWindow/plan(for:)``.
  public func plan(for route: StorefrontRoute) -> NavigationPlan? { window.plan(for: route) }
}
