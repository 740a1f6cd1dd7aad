public import Foundation

/// Publishes the route of the screen a person sees, printed as a link by the same table that
/// reads links, whenever it changes: what an app hands to Handoff and Spotlight as its current
/// `NSUserActivity` (`webpageURL`, `becomeCurrent()`), so that another device or a search
/// result comes back in through `DeepLinkRouter.open(_:)` to the same screen.
///
/// ```swift
/// let current = CurrentRoutePublisher(navigator: navigator) { screen in
///   (screen as? ProductScreen).map { AppRoute.product($0.id) }
/// } link: { route throws(DeepLinkError) in
///   try table.url(for: route)
/// } publish: { route, url in
///   activity.webpageURL = url
///   if url != nil { activity.becomeCurrent() } else { activity.resignCurrent() }
/// }
/// ```
@MainActor
public final class CurrentRoutePublisher<Route: Hashable & Sendable> {
  /// The route of the screen a person sees, if it has one, and its link.
  public private(set) var current: (route: Route, url: URL)?

  private let route: @MainActor (any Screen) -> Route?
  private let link: @MainActor (Route) throws(DeepLinkError) -> URL
  private let publish: @MainActor (Route?, URL?) -> Void

  /// Starts publishing: now, and after every change of what `navigator` shows.
  ///
  /// - Parameters:
  ///   - navigator: The window's navigator; the publisher observes it for as long as the
  ///     publisher lives.
  ///   - route: The route a screen stands for; nil for a screen that has none.
  ///   - link: Prints a route as a link, such as a `DeepLinkTable`'s `url(for:)`; a route that
  ///     does not print is published as none.
  ///   - publish: Hears each change: the route and its link, or nil for none.
  public init(
    navigator: Navigator, route: @escaping @MainActor (any Screen) -> Route?,
    link: @escaping @MainActor (Route) throws(DeepLinkError) -> URL,
    publish: @escaping @MainActor (Route?, URL?) -> Void
  ) {
    self.route = route
    self.link = link
    self.publish = publish
    update(navigator.topMostScreen)
    navigator.observe(self) { [weak self, weak navigator] _ in self?.update(navigator?.topMostScreen) }
  }

  private func update(_ screen: (any Screen)?) {
    var next: (route: Route, url: URL)?
    if let screen, let route = route(screen) {
      do throws(DeepLinkError) {
        next = (route, try link(route))
      } catch {
        next = nil
      }
    }
    guard next?.route != current?.route || next?.url != current?.url else { return }
    current = next
    publish(next?.route, next?.url)
  }
}
