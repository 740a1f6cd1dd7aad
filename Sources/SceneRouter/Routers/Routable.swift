/// Something that opens screens: the first of article 002's three router capabilities.
@MainActor
public protocol Routable: AnyObject {
  /// Opens `screen` from this router's root with `transition`.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it; it also decides how the screen is later closed.
  ///   - completion: Called once when done or refused; when nil, a refusal goes to the
  ///     navigator's ``Navigator/unhandledErrorHandler``.
  func route(to screen: any Screen, as transition: Transition, completion: Navigator.Completion?)
}

extension Routable {
  /// Opens `screen` from this router's root with `transition`, without waiting; a refusal goes
  /// to the navigator's ``Navigator/unhandledErrorHandler``. To wait until the transition has
  /// finished, or to handle the refusal yourself, write
  /// `try await router.routeAndWait(to:as:)`.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it; it also decides how the screen is later closed.
  public func route(to screen: any Screen, as transition: Transition) {
    route(to: screen, as: transition, completion: nil)
  }
}
