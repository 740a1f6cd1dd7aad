extension Navigator {
  /// The screens a person went through to the one they see, bottom first: each level's
  /// stack in order, its selected tab, then each presentation's, up to ``topMostScreen``.
  /// What a window saves to be restored (`NavigationRestorer`).
  ///
  /// - Complexity: O(*n*) in the number of screens on the path.
  package var pathToTopMostScreen: [any Screen] {
    state.pathToTopMostScreen.compactMap { screen(for: $0) }
  }

  /// The style a screen was presented with, so that a restorer saves a product shown as a
  /// sheet as the sheet's route rather than the pushed page's.
  ///
  /// ```swift
  /// NavigationRestorer<AppRoute>(routeTableVersion: 2) { [navigator] screen in
  ///   guard let product = screen as? ProductScreen else { return nil }
  ///   return navigator.presentationStyle(of: product) == nil ? .product(product.id) : .productSheet(product.id)
  /// } ...
  /// ```
  ///
  /// - Parameter screen: A screen on screen.
  /// - Returns: The style given when the screen was presented: for the screen a presentation
  ///   shows, or the bottom of the stack it shows. Nil for a screen pushed, in the window's
  ///   root, or not on screen.
  public func presentationStyle(of screen: any Screen) -> PresentationStyle? {
    id(of: screen).flatMap(state.presentationStyle(ofScreen:))
  }
}
