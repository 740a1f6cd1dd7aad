public import Foundation
public import SceneRouter

extension StorefrontApp {
  /// The route a link names, read by the app's link parser.
  ///
  /// - Parameter url: The link, such as `storefront://wishlist/product/42`.
  /// - Throws: ``StorefrontLinkError`` when the storefront does not handle the link.
  public func route(for url: URL) throws(StorefrontLinkError) -> StorefrontRoute {
    try links.route(for: url)
  }

  /// Opens the screen a link names, as one navigation request.
  ///
  /// Every link starts from the tabs: whatever is presented is dismissed first (a login
  /// in progress is cancelled), then the route's moves run. The whole plan is checked
  /// before its first step, so a link that cannot be shown changes nothing. A link to a
  /// wishlist product while signed out presents Login first and opens the product after
  /// signing in; links that arrive meanwhile wait their turn.
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
    try await open(try route(for: url), link: url.absoluteString)
  }

  /// Opens a route as a link would; see ``open(_:)-(URL)``.
  ///
  /// - Parameter route: The route.
  /// - Throws: ``StorefrontLinkError`` when the route cannot be shown; nothing changed then.
  public func open(_ route: StorefrontRoute) async throws(StorefrontLinkError) {
    try await open(route, link: route.description)
  }

  private func open(_ route: StorefrontRoute, link: String) async throws(StorefrontLinkError) {
    switch route {
    case .product(let id), .wishlistProduct(let id):
      guard services.catalog.product(id) != nil else { throw StorefrontLinkError(link: link, reason: .unknownProduct(id)) }
    case .shop, .wishlist, .login, .signUp, .forgotPassword:
      break
    }
    guard let linkRouter else { throw StorefrontLinkError(link: link, reason: .refused(.noRoot)) }
    // Links open one at a time; a link behind another waits for the person that one waits for.
    await tasks.takeLinkTurn()
    let outcome = await linkRouter.open(route)
    tasks.endLinkTurn()
    switch outcome {
    case .opened: return
    case .refused(_, let error): throw StorefrontLinkError(link: link, reason: .refused(error))
    case .dropped(_, let reason): throw StorefrontLinkError(link: link, reason: .dropped(reason))
    case .rejected(_, let reason): throw StorefrontLinkError(link: link, reason: .rejected(reason))
    }
  }

  /// The moves that show a route, with its screens and their routers built.
  ///
  /// - Returns: The plan, or nil when the route names a product the shop does not sell.
  public func plan(for route: StorefrontRoute) -> NavigationPlan? {
    try? makePlan(for: route)
  }

  /// The moves that show a route. Every link starts from the tabs: whatever is presented
  /// is dismissed first.
  ///
  /// - Throws: ``NavigationError/invalidTransition(_:)`` for a product the shop does not sell.
  func makePlan(for route: StorefrontRoute) throws(NavigationError) -> NavigationPlan {
    var moves: [NavigationPlan.Move] = [.perform(.dismissPresented)]
    switch route {
    case .shop:
      moves.append(.perform(.selectTab(StorefrontTab.shop.rawValue)))
    case .wishlist:
      moves.append(.perform(.selectTab(StorefrontTab.wishlist.rawValue)))
    case .product(let id):
      moves.append(.open(try makeProduct(id), as: .push))
    case .wishlistProduct(let id):
      moves += [
        .perform(.selectTab(StorefrontTab.wishlist.rawValue)), .perform(.popToRoot), .open(try makeProduct(id), as: .push),
      ]
    case .login:
      let login = makeLogin().screen
      tasks.redirectShows(login)
      moves.append(.open(login, as: LoginScreen.transition))
    case .signUp:
      let login = makeLogin()
      let signUpRouter = AppRouter(navigator: navigator, services: services, rootTransition: .push)
      let viewModel = SignUpViewModel(router: signUpRouter, session: services.session)
      // Nobody awaits a linked Sign Up, so it closes Login itself, as Login would.
      viewModel.onAccountCreated = { [weak loginRouter = login.router] name in
        loginRouter?.close(returning: name)
      }
      let signUp = SignUpScreen(viewModel: viewModel)
      signUpRouter.root = signUp
      moves += [.open(login.screen, as: LoginScreen.transition), .open(signUp, as: .push)]
    case .forgotPassword:
      let router = AppRouter(navigator: navigator, services: services, rootTransition: .push)
      let forgot = ForgotPasswordScreen(viewModel: ForgotPasswordViewModel(router: router, session: services.session))
      router.root = forgot
      moves += [.open(makeLogin().screen, as: LoginScreen.transition), .open(forgot, as: .push)]
    }
    return NavigationPlan(moves)
  }

  private func makeProduct(_ id: Int) throws(NavigationError) -> ProductScreen {
    guard let screen = ProductScreen.make(id, router: SiriRouter(navigator: navigator, services: services, rootTransition: .push)) else {
      throw .invalidTransition("the shop sells no product \(id)")
    }
    return screen
  }

  private func makeLogin() -> (screen: LoginScreen, router: AppRouter) {
    let router = AppRouter(navigator: navigator, services: services, rootTransition: LoginScreen.transition)
    let screen = LoginScreen(viewModel: LoginViewModel(router: router, session: services.session))
    router.root = screen
    return (screen, router)
  }
}
