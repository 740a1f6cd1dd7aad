#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

extension NSUserActivity {
  /// The `userInfo` key under which a window's `SavedNavigation` is kept.
  public static let savedNavigationKey = "SceneRouter.savedNavigation"

  /// The bytes of the `SavedNavigation` this activity carries, nil when it carries none: what
  /// a scene's `stateRestorationActivity(for:)` returns, and its session's
  /// `stateRestorationActivity` gives back on the next launch.
  ///
  /// ```swift
  /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
  ///   let activity = NSUserActivity(activityType: "com.shop.window")
  ///   activity.savedNavigation = restorer.save(navigator).data
  ///   return activity
  /// }
  /// // In scene(_:willConnectTo:options:):
  /// if let data = session.stateRestorationActivity?.savedNavigation {
  ///   Task { report = try await restorer.restore(data, in: navigator) }
  /// }
  /// ```
  public var savedNavigation: Data? {
    get { userInfo?[NSUserActivity.savedNavigationKey] as? Data }
    set {
      var values = userInfo ?? [:]
      values[NSUserActivity.savedNavigationKey] = newValue
      userInfo = values
    }
  }
}
#endif
