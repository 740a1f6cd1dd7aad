public import Foundation

/// The system's side of notifications on Linux: it makes the responses the system makes and
/// delivers them to the app's notification center delegate, as a person's tap does. Not
/// UserNotifications: tests drive it as they drive the UIKit stand-in's `UIKitSimulator`.
@MainActor
public final class UserNotificationsSimulator {
  /// Creates a simulator.
  public init() {}

  /// The response the system makes when a person acts on a notification.
  ///
  /// - Parameters:
  ///   - category: The notification's category identifier.
  ///   - title: Its title.
  ///   - userInfo: The app's values in it.
  ///   - identifier: Its request's identifier.
  ///   - action: What the person chose: a tap (`UNNotificationDefaultActionIdentifier`) by default.
  ///   - date: When it was delivered.
  /// - Returns: The response.
  public func response(
    category: String, title: String = "", userInfo: [AnyHashable: Any] = [:], identifier: String = "notification",
    action: String = UNNotificationDefaultActionIdentifier, date: Date = Date(timeIntervalSince1970: 0)
  ) -> UNNotificationResponse {
    let content = UNNotificationContent(categoryIdentifier: category, title: title, userInfo: userInfo)
    let notification = UNNotification(date: date, request: UNNotificationRequest(identifier: identifier, content: content))
    return UNNotificationResponse(notification: notification, actionIdentifier: action)
  }

  /// Delivers a response to the app's center's delegate, and returns once the delegate calls
  /// the completion handler.
  ///
  /// - Parameter response: The response.
  /// - Returns: False when the center has no delegate (the response is lost, as on a device).
  @discardableResult
  public func deliver(_ response: UNNotificationResponse) async -> Bool {
    let center = UNUserNotificationCenter.current()
    guard let delegate = center.delegate else { return false }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      delegate.userNotificationCenter(center, didReceive: response) { continuation.resume() }
    }
    return true
  }
}
