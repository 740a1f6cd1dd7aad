/// The action identifier of a response to a tap on the notification itself, which opens the app.
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
@available(iOS 10.0, macOS 10.14, *)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier of a response to a dismissal (for categories that ask to hear it).
///
/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
@available(iOS 10.0, macOS 10.14, *)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"
