import Foundation
import UserNotifications
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUserNotifications

/// The notification center's delegate: ``StorefrontApp`` sets it in its initializer, which runs
/// before launch finishes (so a tap that launched the app is delivered, as Apple requires), and
/// keeps each tap as an `Entry` until the window's storefront takes it.
///
/// The center's delegate is not main-actor isolated, so the method is `nonisolated`; the entry,
/// which is `Sendable`, crosses to the main actor.
final class NotificationTaps: NSObject, UNUserNotificationCenterDelegate {
  private var waiting: [Entry] = []
  private var open: ((Entry) -> Void)?

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    // A tap on the notification opens it; a dismissal or another action opens nothing.
    guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return completionHandler() }
    let entry = Entry(response)
    Task { @MainActor [weak self] in
      self?.receive(entry)
      completionHandler()
    }
  }

  /// Hands a tap to the window, or keeps it until the window takes taps.
  private func receive(_ entry: Entry) {
    if let open { open(entry) } else { waiting.append(entry) }
  }

  /// Opens every tap that waited, in order, then each new one, with `open`.
  ///
  /// - Parameter open: Opens an entry in the window.
  func deliver(to open: @escaping (Entry) -> Void) {
    self.open = open
    let entries = waiting
    waiting = []
    entries.forEach(open)
  }
}
