extension Navigator {
  /// The screens a person went through to the one they see, bottom first: each level's
  /// stack in order, its selected tab, then each presentation's, up to ``topMostScreen``.
  /// What a window saves to be restored (``NavigationRestorer``).
  ///
  /// - Complexity: O(*n*) in the number of screens on the path.
  public var pathToTopMostScreen: [any Screen] {
    state.pathToTopMostScreen.compactMap { screen(for: $0) }
  }
}
