public import Foundation

/// UserNotifications' `UNNotification`: a notification the system delivered.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotification
///
/// Made by the system only (no public initializer).
@available(iOS 10.0, macOS 10.14, *)
open class UNNotification: NSObject {
  private let storedDate: Date
  private let storedRequest: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    storedDate = date
    storedRequest = request
    super.init()
  }

  /// When it was delivered.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/date
  open var date: Date { storedDate }

  /// The request it was delivered for, with its content.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/request
  open var request: UNNotificationRequest { storedRequest }
}
