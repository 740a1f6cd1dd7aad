/// Where a route or a URL comes from: one of the ways into the app, or the app itself.
///
/// Every way in goes through the same guarded path, and the source is kept with the route,
/// in its events and in a saved pending route. It also decides what a URL can reach: a URL
/// from any source but ``app`` comes from outside, and internal-only routes
/// (`DeepLinkExposure.internalOnly`) are out of its reach. Pass ``link`` for what the system
/// hands the app as a URL; pass ``app`` only for links the app builds itself.
public enum EntrySource: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// A URL the system opened: a custom scheme or a universal link
  /// (`scene(_:openURLContexts:)`, `NSUserActivityTypeBrowsingWeb`, SwiftUI's `onOpenURL`).
  case link
  /// Handoff or a Spotlight result: an `NSUserActivity` of one of the app's own types.
  case userActivity
  /// A tap on a notification: a `UNNotificationResponse`'s content `userInfo`.
  case notification
  /// A Home Screen Quick Action: a `UIApplicationShortcutItem`'s type and `userInfo`.
  case shortcut
  /// A widget's URL (`widgetURL(_:)`, `Link`).
  case widget
  /// An App Intent that opens the app to content (`TargetContentProvidingIntent`,
  /// `onAppIntentExecution`), by the intent's target.
  case intent
  /// An App Clip invocation, handed to the full app (the invocation URL).
  case appClip
  /// The app itself: a link it opens from its own screens; every route is in its reach.
  case app

  /// The source's name, such as `notification`.
  public var description: String { rawValue }

  /// Whether the route comes from outside the app: every source but ``app``.
  package var isExternal: Bool { self != .app }
}
