extension NavigationPlan.Move {
  /// Opens a screen managed by `router`: the router's root transition opens it, and the
  /// screen becomes the router's root when the plan shows it (not at all if the plan is
  /// refused), so the two cannot drift apart (as ``Router/route(to:managedBy:completion:)``
  /// does for a single route).
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
    router.willManage(screen)
    return .open(screen, as: router.rootTransition)
  }
}

extension DefaultRouter {
  /// Makes `screen` this router's root once the navigator shows it (at once if it is shown
  /// already; not at all if the request showing it is refused), and hands it back, for
  /// layouts built in one expression: a tab's root, a restored stack, a window's first screen.
  ///
  /// ```swift
  /// let shopRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
  /// let wishlistRouter = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot)
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
    willManage(screen)
    return screen
  }

  /// Assigns this router to `screen` through its navigator: the navigator makes the screen
  /// this router's root when a request shows it, before any callback, and undoes it if the
  /// host refuses. A router whose navigator is gone assigns nothing: every request it makes
  /// is refused with ``NavigationError/Code/navigatorReleased``.
  ///
  /// - Parameter screen: The screen this router will route from and close.
  package func willManage(_ screen: any Screen) {
    navigator?.assign(self, toManage: screen)
  }
}
