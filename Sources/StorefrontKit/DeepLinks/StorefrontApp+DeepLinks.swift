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
  /// before its first step, so a link that cannot be shown changes nothing.
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
    let plan = try makePlan(for: route, link: link)
    let result = await withCheckedContinuation { continuation in
      navigator.perform(plan) { continuation.resume(returning: $0) }
    }
    if case .failure(let error) = result { throw StorefrontLinkError(link: link, reason: .refused(error)) }
  }

  /// The moves that show a route, with its screens and their routers built.
  ///
  /// - Returns: The plan, or nil when the route names a product the shop does not sell.
  public func plan(for route: StorefrontRoute) -> NavigationPlan? {
    try? makePlan(for: route, link: route.description)
  }

  private func makePlan(for route: StorefrontRoute, link: String) throws(StorefrontLinkError) -> NavigationPlan {
    var moves: [NavigationPlan.Move] = [.perform(.dismissPresented)]
    switch route {
    case .shop:
      moves.append(.perform(.selectTab(StorefrontTab.shop.rawValue)))
    case .wishlist:
      moves.append(.perform(.selectTab(StorefrontTab.wishlist.rawValue)))
    case .product(let id):
      guard let product = makeProduct(id) else { throw StorefrontLinkError(link: link, reason: .unknownProduct(id)) }
      moves.append(.open(product, as: .push))
    case .wishlistProduct(let id):
      guard let product = makeProduct(id) else { throw StorefrontLinkError(link: link, reason: .unknownProduct(id)) }
      moves += [
        .perform(.selectTab(StorefrontTab.wishlist.rawValue)), .perform(.popToRoot), .open(product, as: .push),
      ]
    case .login:
      moves.append(.open(makeLogin().screen, as: LoginScreen.transition))
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

  private func makeProduct(_ id: Int) -> ProductScreen? {
    ProductScreen.make(id, router: SiriRouter(navigator: navigator, services: services, rootTransition: .push))
  }

  private func makeLogin() -> (screen: LoginScreen, router: AppRouter) {
    let router = AppRouter(navigator: navigator, services: services, rootTransition: LoginScreen.transition)
    let screen = LoginScreen(viewModel: LoginViewModel(router: router, session: services.session))
    router.root = screen
    return (screen, router)
  }
}
