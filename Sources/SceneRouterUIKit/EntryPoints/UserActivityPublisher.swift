#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouter
public import SceneRouterDeepLinks

/// Keeps an `NSUserActivity` of the app's type current for the screen a person sees, so that
/// Handoff offers it on their other devices and Spotlight finds it: over the core's
/// `CurrentRoutePublisher`, the screen's route is printed by the same link table that reads
/// links, and the activity comes back in through `Entry(_:)` and the same guarded path.
///
/// Each new route gets a new activity: an `http` or `https` link becomes its `webpageURL` (so
/// a device without the app opens the web page); every link is also kept in its `userInfo`
/// under ``linkKey`` (a custom scheme cannot be a web page URL), and `Entry(_:)` reads it back
/// as the entry's URL. The activity becomes current (`becomeCurrent()`); the one before is
/// invalidated; a screen with no route, or a route with no link, leaves none current.
///
/// ```swift
/// let handoff = UserActivityPublisher(
///   navigator: navigator, activityType: "com.shop.product", eligibleForSearch: true
/// ) { screen in
///   (screen as? ProductViewController).map { AppRoute.product($0.id) }
/// } link: { route throws(DeepLinkError) in
///   try table.url(for: route)
/// }
/// ```
///
/// List the activity type under `NSUserActivityTypes` in the app's `Info.plist`, and keep the
/// publisher for as long as the window lives.
@MainActor
public final class UserActivityPublisher {
  /// The `userInfo` key under which an activity keeps its link's text.
  nonisolated public static let linkKey = "SceneRouter.link"

  /// The type of the activities published, one of the app's `NSUserActivityTypes`.
  public let activityType: String
  /// The activity current for the screen a person sees; nil when the screen has no route, or
  /// once ``invalidate()`` was called. A scene may return it from
  /// `stateRestorationActivity(for:)`.
  public private(set) var activity: NSUserActivity?
  private let eligibleForHandoff: Bool
  private let eligibleForSearch: Bool
  /// The core's publisher, which this one owns: it observes the navigator while it lives.
  private var publisher: AnyObject?

  /// Starts publishing: now, and after every change of what `navigator` shows.
  ///
  /// - Parameters:
  ///   - navigator: The window's navigator.
  ///   - activityType: The activities' type, listed under `NSUserActivityTypes`.
  ///   - eligibleForHandoff: Whether Handoff offers them on other devices; true by default.
  ///   - eligibleForSearch: Whether Spotlight indexes them; false by default.
  ///   - route: The route a screen stands for; nil for a screen that has none.
  ///   - link: Prints a route as a link, such as a `DeepLinkTable`'s `url(for:)`.
  ///   - configure: Finishes each new activity before it becomes current (a `title`, more
  ///     `userInfo` merged with the link's); nothing by default.
  public init<Route: Hashable & Sendable>(
    navigator: Navigator, activityType: String, eligibleForHandoff: Bool = true, eligibleForSearch: Bool = false,
    route: @escaping @MainActor (any Screen) -> Route?,
    link: @escaping @MainActor (Route) throws(DeepLinkError) -> URL,
    configure: @escaping @MainActor (NSUserActivity, Route) -> Void = { _, _ in }
  ) {
    self.activityType = activityType
    self.eligibleForHandoff = eligibleForHandoff
    self.eligibleForSearch = eligibleForSearch
    publisher = CurrentRoutePublisher(navigator: navigator, route: route, link: link) { [weak self] route, url in
      guard let self else { return }
      guard let route, let url else { return self.replace(with: nil) }
      let next = self.makeActivity(for: url)
      configure(next, route)
      self.replace(with: next)
    }
  }

  /// Stops publishing and invalidates the current activity.
  public func invalidate() {
    publisher = nil
    replace(with: nil)
  }

  /// A new activity for a link.
  private func makeActivity(for url: URL) -> NSUserActivity {
    let activity = NSUserActivity(activityType: activityType)
    if let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
      activity.webpageURL = url
    }
    activity.userInfo = [Self.linkKey: url.absoluteString]
    activity.isEligibleForHandoff = eligibleForHandoff
    activity.isEligibleForSearch = eligibleForSearch
    return activity
  }

  /// Invalidates the current activity and makes `next` current.
  private func replace(with next: NSUserActivity?) {
    activity?.invalidate()
    activity = next
    next?.becomeCurrent()
  }
}
#endif
