#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouter

extension Entry {
  /// The entry of an activity a scene continues (`scene(_:continue:)`, or the launch options'
  /// `userActivities`): a universal link (`NSUserActivityTypeBrowsingWeb`) is a link; any
  /// other activity — Handoff, a Spotlight result — is a user activity of its type, with its
  /// web page URL and its `userInfo` as text.
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
      self = .userActivity(
        activity.activityType, webpageURL: activity.webpageURL, payload: Entry.textPayload(activity.userInfo ?? [:]))
    }
  }
}
#endif
