#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouterDeepLinks

extension Entry {
  /// The entry of an activity a scene continues (`scene(_:continue:)`, or the launch options'
  /// `userActivities`): a universal link (`NSUserActivityTypeBrowsingWeb`) is a link; any
  /// other activity — Handoff, a Spotlight result — is a user activity of its type, with its
  /// web page URL and its `userInfo` as text. An activity that ``UserActivityPublisher``
  /// published for a link that is not a web page keeps it under
  /// ``UserActivityPublisher/linkKey``: that link is the entry's URL.
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
  ///   Task { await links.open(Entry(userActivity)) }
  /// }
  /// ```
  ///
  /// - Parameter activity: The activity.
  public init(_ activity: NSUserActivity) {
    if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
      self = .link(url)
    } else {
      let payload = Entry.textPayload(activity.userInfo ?? [:])
      let link = payload[UserActivityPublisher.linkKey].flatMap { URL(string: $0) }
      self = .userActivity(activity.activityType, webpageURL: activity.webpageURL ?? link, payload: payload)
    }
  }

  /// The entry of a Home Screen Quick Action: a shortcut of the item's type, with its
  /// `userInfo` as text (text, numbers and booleans; anything else left out).
  ///
  /// UIKit hands the action over in `UIScene.ConnectionOptions.shortcutItem` when it launches
  /// the app, and to `windowScene(_:performActionFor:completionHandler:)` while the app runs:
  ///
  /// ```swift
  /// func windowScene(
  ///   _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
  ///   completionHandler: @escaping (Bool) -> Void
  /// ) {
  ///   let entry = Entry(shortcutItem)
  ///   Task {
  ///     let outcome = await links.open(entry)
  ///     if case .opened = outcome { completionHandler(true) } else { completionHandler(false) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter shortcutItem: The Quick Action.
  public init(_ shortcutItem: UIApplicationShortcutItem) {
    var userInfo: [AnyHashable: Any] = [:]
    for (key, value) in shortcutItem.userInfo ?? [:] {
      userInfo[key] = value
    }
    self = .shortcut(shortcutItem.type, payload: Entry.textPayload(userInfo))
  }
}
#endif
