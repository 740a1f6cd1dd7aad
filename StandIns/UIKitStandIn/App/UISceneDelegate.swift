public import Foundation

/// A scene's delegate (UIKit's `UISceneDelegate`): connection, links and user activities.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate
///
/// UIKit's requirements are `optional`; here every one must be implemented (point 1), and
/// only those the storefront's scene delegate implements are declared.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// UIKit added a scene to the app.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: Why it was created: links and activities to open at launch.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene is asked to open URLs while it runs.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs, with how to open them.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// The scene is asked to continue a user activity, such as a universal link.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`), which holds the window.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
  /// A person chose one of the app's Home Screen Quick Actions while the app runs (at launch,
  /// UIKit hands it over in `UIScene.ConnectionOptions.shortcutItem` instead).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
  ///
  /// - Parameters:
  ///   - windowScene: The scene that receives the action.
  ///   - shortcutItem: The action.
  ///   - completionHandler: Call it with whether the action succeeded.
  @available(iOS 13.0, *)
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  )
}
