extension NavigationRequest {
  /// A tree of screens a request installs: the navigation tree (``NavigationTree``) of the
  /// ``SceneRouter/Layout`` the request was made with, its screens named by
  /// ``NavigationRequest/Screen`` (`layout.map { ... }`). Prints as
  /// `tabs [stack [Shop], stack [Wishlist]] selected 0`.
  package typealias Layout = NavigationTree<Screen>
}
