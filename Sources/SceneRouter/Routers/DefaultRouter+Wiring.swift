extension NavigationPlan.Move {
  /// Opens a screen managed by `router`: the screen becomes the router's root, and the
  /// router's root transition opens it, so the two cannot drift apart (as
  /// ``Router/route(to:managedBy:completion:)`` does for a single route).
  ///
  /// ```swift
  /// let productRouter = DefaultRouter(spawnedBy: appRouter, rootTransition: .push)
  /// navigator.perform(NavigationPlan([
  ///   .perform(.selectTab(1)), .open(ProductScreen(id: 42, router: productRouter), managedBy: productRouter),
  /// ]))
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - router: The router that will close it; it holds the screen weakly.
  @MainActor
  public static func open(_ screen: any Screen, managedBy router: DefaultRouter) -> Self {
    router.root = screen
    return .open(screen, as: router.rootTransition)
  }
}

extension DefaultRouter {
  /// Makes `screen` this router's root and hands it back, for layouts built in one
  /// expression: a tab's root, a restored stack, a window's first screen.
  ///
  /// ```swift
  /// let shopRouter = DefaultRouter(navigator: navigator, rootTransition: .selectTab(0))
  /// let wishlistRouter = DefaultRouter(navigator: navigator, rootTransition: .selectTab(1))
  /// navigator.setRoot(.tabs([
  ///   .stack([shopRouter.managing(ShopScreen(router: shopRouter))]),
  ///   .stack([wishlistRouter.managing(WishlistScreen(router: wishlistRouter))]),
  /// ], selected: 0))
  /// ```
  ///
  /// - Parameter screen: The screen this router routes from and closes; held weakly.
  /// - Returns: `screen`.
  @discardableResult
  public func managing<S: Screen>(_ screen: S) -> S {
    root = screen
    return screen
  }
}
