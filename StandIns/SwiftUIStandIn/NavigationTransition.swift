/// The stand-in for SwiftUI's `NavigationTransition`: a type that defines the transition to
/// use when navigating to a view.
///
/// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, *)
public protocol NavigationTransition {}

/// The stand-in for SwiftUI's `ZoomNavigationTransition`: a navigation transition that zooms
/// the appearing view from a given source view.
///
/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
///
/// Apple's page lists no macOS: the zoom transition is not available there.
@available(iOS 18.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
  init() {}
}

@available(iOS 18.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A navigation transition that zooms the appearing view from a given source view.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  ///
  /// - Parameters:
  ///   - sourceID: The identifier given to the corresponding `matchedTransitionSource(id:in:)`.
  ///   - namespace: The namespace where the identifier is defined.
  /// - Returns: The transition.
  @available(iOS 18.0, *)
  @available(macOS, unavailable)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}
