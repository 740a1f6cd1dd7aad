/// A tree of screens to install at once: the window's root, or a whole presentation.
///
/// ```swift
/// navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
/// ```
///
/// A layout is the navigation tree (``NavigationTree``) whose leaves are your screens.
public typealias Layout = NavigationTree<any Screen>
