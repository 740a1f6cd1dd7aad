public import Foundation
public import SceneRouter

extension StorefrontWindow {
  /// The route a link names, read by the app's link parser.
  ///
  /// - Parameter url: The link, such as `storefront://wishlist/product/42`.
  /// - Throws: ``StorefrontLinkError`` when the storefront does not handle the link.
  public func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute {
    try links.route(for: url)
  }

  /// Opens links without holding the window; see ``StorefrontLinkOpener``.
  ///
  /// A task that may outlive the window (it waits for a Login that a person may never
  /// close) opens its link through this, so that dropping the app frees it.
  public var linkOpener: StorefrontLinkOpener {
    StorefrontLinkOpener(linkRouter: linkRouter, catalog: services.catalog, tasks: tasks, links: links)
  }

  /// Opens the screen a link names, as one navigation request.
  ///
  /// Every link starts from the tabs: whatever is presented is dismissed first (a login
  /// in progress is cancelled), then the route's moves run. The whole plan is checked
  /// before its first step, so a link that cannot be shown changes nothing. A link to a
  /// wishlist product while signed out presents Login first and opens the product after
  /// signing in; links that arrive meanwhile wait their turn.
  ///
  /// The call holds the app until it returns, which for a link waiting for Login is when
  /// a person closes Login. A caller that may drop the app meanwhile (a window that can
  /// close) opens through ``linkOpener`` instead, which holds nothing that owns the
  /// navigator.
  ///
  /// ```swift
  /// if let link = URL(string: "storefront://wishlist/product/42") {
  ///   try await app.open(link)
  /// }
  /// ```
  ///
  /// - Parameter url: The link.
  /// - Throws: ``StorefrontLinkError`` when the link is not the storefront's, names a
  ///   product the shop does not sell, or the navigator refuses it; nothing changed then.
  public func open(_ url: URL) async throws(StorefrontLinkError) {
    try await linkOpener.open(url)
  }

  /// Opens a route as a link would; see ``open(_:)-(URL)``.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``StorefrontLinkError`` when the route cannot be shown; nothing changed then.
  public func open(_ route: StorefrontRoute) async throws(StorefrontLinkError) {
    try await linkOpener.open(route)
  }

  /// The moves that show a route, with its screens and their routers built.
  ///
  /// - Returns: The plan, or nil when the route names a product the shop does not sell.
  public func plan(for route: StorefrontRoute) -> NavigationPlan? {
    try? makePlan(for: route)
  }

  /// The moves that show a route. Every link starts from the tabs: whatever is presented
  /// is dismissed first. Each screen is built by its route's factory on ``router`` (such as
  /// ``ProductRoute/makeProduct(_:as:)``), the code a tap runs; tabs are selected with the
  /// transition their tab routes select them with.
  ///
  /// - Throws: ``SceneRouter/NavigationError/declined(reason:)`` for a product the shop does not sell.
  func makePlan(for route: StorefrontRoute) throws(NavigationError) -> NavigationPlan {
    var moves: [NavigationPlan.Move] = [.perform(.dismissPresented)]
    switch route {
    case .shop:
      moves.append(.perform(StorefrontTab.shop.move))
    case .wishlist:
      moves.append(.perform(StorefrontTab.wishlist.move))
    case .search:
      moves.append(.perform(StorefrontTab.search.move))
    case .product(let id):
      moves.append(try router.makeProduct(id, as: .push).move)
    case .productSheet(let id):
      moves.append(try router.makeProduct(id, as: StorefrontRoute.sheetTransition).move)
    case .wishlistProduct(let id):
      moves += [
        .perform(StorefrontTab.wishlist.move), .perform(.popToRoot), try router.makeProduct(id, as: .push).move,
      ]
    case .login:
      moves.append(router.makeLogin().move)
    case .signUp:
      let login = router.makeLogin()
      let signUp = login.router.makeSignUp()
      // Nobody awaits a linked Sign Up, so it closes Login itself, as Login would.
      signUp.screen.viewModel.onAccountCreated = { [weak loginRouter = login.router] name in
        loginRouter?.close(returning: name)
      }
      moves += [login.move, signUp.move]
    case .forgotPassword:
      let login = router.makeLogin()
      moves += [login.move, login.router.makeForgotPassword().move]
    }
    return NavigationPlan(moves)
  }
}
