public import Foundation

/// UserNotifications' `UNNotificationContent`: what a notification says, its category and the
/// app's values. Read-only; `UNMutableNotificationContent`, which writes it, is not declared.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent
@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationContent: NSObject {
  private let storedCategoryIdentifier: String
  private let storedTitle: String
  private let storedUserInfo: [AnyHashable: Any]

  init(categoryIdentifier: String, title: String, userInfo: [AnyHashable: Any]) {
    storedCategoryIdentifier = categoryIdentifier
    storedTitle = title
    storedUserInfo = userInfo
    super.init()
  }

  /// The identifier of the notification's category, as the app registered it; empty when it
  /// has none.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
  open var categoryIdentifier: String { storedCategoryIdentifier }

  /// The notification's title; empty when it has none.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/title
  open var title: String { storedTitle }

  /// The app's values: a remote notification's payload keys other than `aps`.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
  open var userInfo: [AnyHashable: Any] { storedUserInfo }
}
