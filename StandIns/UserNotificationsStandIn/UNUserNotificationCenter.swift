public import Foundation

/// UserNotifications' `UNUserNotificationCenter`: the app's notification center, which hands
/// the person's responses to notifications to its delegate.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
///
/// Not main-actor isolated, as on Apple's page. The stand-in declares it `Sendable` nowhere
/// (UNUSERNOTIFICATIONS-MEMBERS.md, point 3). Made by the system only: `current()` returns the
/// app's one center.
@available(iOS 10.0, macOS 10.14, *)
open class UNUserNotificationCenter: NSObject {
  /// The app's one center. Unchecked: its only state is the weak delegate, which apps set
  /// at launch.
  nonisolated(unsafe) private static let shared = UNUserNotificationCenter()

  private override init() { super.init() }

  /// The app's notification center.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
  open class func current() -> UNUserNotificationCenter { shared }

  /// The delegate that hears the person's responses; set it before the app finishes
  /// launching, or a tap that launched the app is not delivered.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
}
