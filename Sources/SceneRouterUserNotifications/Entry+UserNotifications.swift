#if canImport(UserNotifications) || os(Linux)
// iOS, iPadOS and macOS, the platforms Package.swift declares; on Linux against the stand-in.

#if canImport(UserNotifications)
public import UserNotifications
#elseif os(Linux)
public import UserNotificationsStandIn
#endif
public import SceneRouterDeepLinks

extension Entry {
  /// The entry of a person's response to a notification: a notification of its content's
  /// category (`categoryIdentifier`, the notification's kind), with the content's `userInfo`
  /// as text (text, numbers and booleans; nested values such as `aps` left out).
  ///
  /// The app decides which responses open something: a tap is
  /// `UNNotificationDefaultActionIdentifier`; a dismissal, or an action that works in the
  /// background, is usually not a way into a screen.
  ///
  /// The center's delegate is not main-actor isolated, so a main-actor app delegate implements
  /// its method `nonisolated`, makes the entry there (an `Entry` is `Sendable`) and opens it on
  /// the main actor:
  ///
  /// ```swift
  /// nonisolated func userNotificationCenter(
  ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
  ///   withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  /// ) {
  ///   let entry = Entry(response)
  ///   Task { @MainActor in
  ///     await links.open(entry)
  ///     completionHandler()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter response: The response.
  public init(_ response: UNNotificationResponse) {
    let content = response.notification.request.content
    self = .notification(content.categoryIdentifier, userInfo: content.userInfo)
  }
}
#endif
