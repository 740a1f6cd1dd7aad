import UIKit
import UserNotifications
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUserNotifications

/// The app's delegate, as Xcode's iOS App template writes it: launch, and the configuration
/// of each scene UIKit connects, whose delegate (``SceneDelegate``) builds the window.
///
/// It is also the notification center's delegate, which must be set before launch finishes so
/// that a tap that launched the app is delivered: each tap becomes an `Entry` that waits in the
/// ``EntryInbox`` until the scene's storefront opens it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // The storefront is built per window; the registry of windows and the notification
    // center's delegate are the app's.
    StorefrontWindows.launch(application)
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  // MARK: Notification taps

  /// A person tapped one of the storefront's notifications (`back-in-stock`, `price-drop`,
  /// `StorefrontEntries`): it opens through the same guards and plans as a link. The center's
  /// delegate is not main-actor isolated, so this method is `nonisolated`; the entry, which is
  /// `Sendable`, crosses to the main actor.
  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    // A tap on the notification opens it; a dismissal or another action opens nothing.
    guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return completionHandler() }
    let entry = Entry(response)
    Task { @MainActor in
      EntryInbox.shared.receive(entry)
      completionHandler()
    }
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
