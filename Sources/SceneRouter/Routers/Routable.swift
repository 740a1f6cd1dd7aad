/// Something that opens screens: the first of article 002's three router capabilities.
///
/// Opening is one act with one name, in the two forms Foundation pairs: from synchronous code
/// (a button handler) `router.route(to: screen, as: .push)` starts it and returns, with an
/// optional `completion:`; from asynchronous code `try await router.route(to: screen, as: .push)`
/// returns once the transition has finished, or throws why it was refused.
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
  /// finished, or to handle the refusal yourself, write `try await router.route(to:as:)`.
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it; it also decides how the screen is later closed.
  public func route(to screen: any Screen, as transition: Transition) {
    route(to: screen, as: transition, completion: nil)
  }

  /// Opens `screen` from this router's root with `transition` and returns once the transition
  /// has finished: the `async` form of ``route(to:as:completion:)``.
  ///
  /// ```swift
  /// try await router.route(to: DetailScreen(), as: .push)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to show.
  ///   - transition: How to open it; it also decides how the screen is later closed.
  /// - Throws: ``NavigationError`` when the screen cannot be opened; nothing changed then.
  public func route(to screen: any Screen, as transition: Transition) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      route(to: screen, as: transition) { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
