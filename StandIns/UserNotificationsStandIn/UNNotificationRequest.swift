public import Foundation

/// UserNotifications' `UNNotificationRequest`: a notification's identifier and content. The
/// initializer that schedules one (with a trigger) is not declared: the apps only receive them.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationRequest: NSObject {
  private let storedIdentifier: String
  private let storedContent: UNNotificationContent

  init(identifier: String, content: UNNotificationContent) {
    storedIdentifier = identifier
    storedContent = content
    super.init()
  }

  /// The request's identifier.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
  open var identifier: String { storedIdentifier }

  /// What the notification says and carries.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
  open var content: UNNotificationContent { storedContent }
}
