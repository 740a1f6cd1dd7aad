public import Foundation

/// UserNotifications' `UNUserNotificationCenterDelegate`: hears how the person responded to a
/// notification, such as a tap that opens the app.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
///
/// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`, not `@MainActor`: a
/// main-actor conformer (an app delegate) implements the requirement `nonisolated`
/// (UNUSERNOTIFICATIONS-MEMBERS.md, point 3). Its requirements are `optional` on Apple
/// platforms; here the one declared is required (point 1), and only the completion-handler
/// form is declared: an app implements either it or its `async` form, never both.
@available(iOS 10.0, macOS 10.14, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// The person responded to a notification: tapped it (the default action), chose one of
  /// its actions, or dismissed it.
  ///
  /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
  ///
  /// - Parameters:
  ///   - center: The app's notification center.
  ///   - response: The response, with the notification.
  ///   - completionHandler: Call it once the response is handled.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  )
}
