import UIKit

/// The app's delegate, as Xcode's iOS App template writes it: launch, and the configuration
/// of each scene UIKit connects, whose delegate (``SceneDelegate``) builds the window.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // The storefront is built per window; the registry of windows is the app's.
    StorefrontWindows.launch(application)
    return true
  }

  // MARK: UISceneSession Lifecycle

  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    // Called when a new scene session is being created. The delegate class is named here
    // rather than in Info.plist, which a .swiftpm app's manifest generates.
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    // Each window's storefront lives in its scene delegate and goes with it.
  }
}
