public import Foundation

/// UserNotifications' `UNNotificationResponse`: how the person responded to a notification.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse
///
/// Made by the system only (no public initializer); not main-actor isolated, not declared
/// `Sendable` (UNUSERNOTIFICATIONS-MEMBERS.md, point 3).
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationResponse: NSObject {
  private let storedNotification: UNNotification
  private let storedActionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    storedNotification = notification
    storedActionIdentifier = actionIdentifier
    super.init()
  }

  /// The notification the person responded to.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
  open var notification: UNNotification { storedNotification }

  /// The action the person chose: `UNNotificationDefaultActionIdentifier` for a tap on the
  /// notification, `UNNotificationDismissActionIdentifier` for a dismissal, or one of the
  /// category's actions.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
  open var actionIdentifier: String { storedActionIdentifier }
}
