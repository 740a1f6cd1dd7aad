public import Foundation

/// The app's delegate (UIKit's `UIApplicationDelegate`): launch, and the configuration of
/// each scene UIKit connects.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate
///
/// UIKit's requirements are `optional`; here every one must be implemented (point 1), and
/// only those the storefront's app delegate implements are declared. The protocol refines
/// `NSObjectProtocol`, so a conformer subclasses `NSObject` (through `UIResponder`), as on
/// a Mac.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app finished launching.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app was launched.
  /// - Returns: False when the app cannot handle what it was launched for.
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The configuration for a scene UIKit is about to create.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The new scene's session.
  ///   - options: Why the scene is created.
  /// - Returns: The configuration, naming the scene delegate's class.
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
  /// The person closed scenes of the app.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The discarded scenes' sessions.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
  /// The entry point of an app whose delegate is marked `@main`. UIKit's creates the app and
  /// runs its event loop; the stand-in's returns at once, since nothing launches an app on
  /// Linux (the storefront's apps are only type-checked here).
  @MainActor @preconcurrency public static func main() {}
}
