import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport

/// A shop's routes, its deep-link table in two versions, and one window of it on a headless
/// host: Home and Wishlist tabs; products and their reviews push; Account presents.
enum ShopRoute: Hashable, Sendable {
  case home, wishlist, product(Int), reviews(Int), account

  /// The table of version 1, or of version 2, which no longer has reviews.
  static func table(version: Int) throws -> DeepLinkTable<ShopRoute> {
    var entries: [DeepLinkEntry<ShopRoute>] = [
      DeepLinkEntry("/home", parse: { _ in .home }, print: { $0 == .home ? [:] : nil }),
      DeepLinkEntry("/wishlist", parse: { _ in .wishlist }, print: { $0 == .wishlist ? [:] : nil }),
      DeepLinkEntry(
        "/product/:id(int)", parse: { .product(try $0.value("id")) },
        print: { guard case .product(let id) = $0 else { return nil }; return ["id": id] }),
      DeepLinkEntry("/account", parse: { _ in .account }, print: { $0 == .account ? [:] : nil }),
    ]
    if version < 2 {
      entries.append(
        DeepLinkEntry(
          "/reviews/:id(int)", parse: { .reviews(try $0.value("id")) },
          print: { guard case .reviews(let id) = $0 else { return nil }; return ["id": id] }))
    }
    return try DeepLinkTable(configuration: .init(customSchemes: ["shop"]), entries)
  }

  /// The route a test screen stands for.
  @MainActor
  static func route(of screen: any Screen) -> ShopRoute? {
    let id = Int(screen.screenTitle)
    switch (screen.screenName, id) {
    case ("Home", _): return .home
    case ("Wishlist", _): return .wishlist
    case ("Product", let id?): return .product(id)
    case ("Reviews", let id?): return .reviews(id)
    case ("Account", _): return .account
    default: return nil
    }
  }

  /// The moves that show a route from anywhere (a link's plan).
  @MainActor
  static func plan(_ route: ShopRoute) -> NavigationPlan {
    switch route {
    case .home: NavigationPlan([.perform(.dismissPresented), .perform(.selectTab(0)), .perform(.popToRoot)])
    case .wishlist: NavigationPlan([.perform(.dismissPresented), .perform(.selectTab(1)), .perform(.popToRoot)])
    case .product(let id):
      NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Product", title: "\(id)"), as: .push)])
    case .reviews(let id):
      NavigationPlan([.perform(.dismissPresented), .open(TestScreen("Reviews", title: "\(id)"), as: .push)])
    case .account: NavigationPlan([.open(TestScreen("Account"), as: .modal(.formSheet))])
    }
  }

  /// The moves that show a route on top of those restored before it.
  @MainActor
  static func place(_ route: ShopRoute) -> [NavigationPlan.Move] {
    switch route {
    case .home: [.perform(.selectTab(0))]
    case .wishlist: [.perform(.selectTab(1))]
    case .product(let id): [.open(TestScreen("Product", title: "\(id)"), as: .push)]
    case .reviews(let id): [.open(TestScreen("Reviews", title: "\(id)"), as: .push)]
    case .account: [.open(TestScreen("Account"), as: .modal(.formSheet))]
    }
  }
}

/// Whether a person is signed in.
@MainActor
final class ShopSession {
  var signedIn = true
}

/// One window of the shop: a headless host, its navigator at Home and Wishlist tabs, and its
/// deep-link router reading the table of `version`; Account needs a signed-in person.
@MainActor
final class ShopWindow {
  let host = HeadlessHost()
  let navigator: Navigator
  let links: DeepLinkRouter<ShopRoute>
  let table: DeepLinkTable<ShopRoute>
  let session: ShopSession

  init(version: Int = 1, session: ShopSession = ShopSession()) throws {
    let navigator = Navigator(host: host)
    self.navigator = navigator
    self.session = session
    navigator.setRoot(.tabs([.stack([TestScreen("Home")]), .stack([TestScreen("Wishlist")])], selected: 0))
    let table = try ShopRoute.table(version: version)
    self.table = table
    let signedIn = RouteGuard<ShopRoute>("signed in") { [session] route in
      route == .account && !session.signedIn ? .redirect(to: .home) : .allow
    }
    links = DeepLinkRouter(navigator: navigator, guards: [signedIn]) { url, origin throws(DeepLinkError) in
      try table.route(for: url, origin: origin)
    } plan: { route in
      ShopRoute.plan(route)
    }
  }

  /// A restorer reading this window's table, with its guards.
  func restorer(version: Int = 1) -> NavigationRestorer<ShopRoute> {
    let table = table
    return NavigationRestorer(routeTableVersion: version, guards: links.guards) { screen in
      ShopRoute.route(of: screen)
    } link: { route throws(DeepLinkError) in
      try table.url(for: route)
    } resolve: { url throws(DeepLinkError) in
      try table.route(for: url, origin: .app)
    } place: { route in
      ShopRoute.place(route)
    }
  }
}
