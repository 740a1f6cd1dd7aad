public import UIKitStandIn

/// Intents' `INShortcut`: an action of the app that a person may add to Siri, made from a user
/// activity (or an intent).
///
/// Apple: https://developer.apple.com/documentation/intents/inshortcut
///
/// In Swift, `INShortcut` is an enumeration of Intents' Swift overlay (the Objective-C class
/// is `INShortcutReference` there): `enum INShortcut: ReferenceConvertible { case intent(INIntent);
/// case userActivity(NSUserActivity) }`, with `init(userActivity:)` and `userActivity`, as the
/// SDK's Swift interface declares them. It is `Hashable` as there; `ReferenceConvertible`
/// (bridging to the Objective-C class) is left out, Linux having no bridging.
@available(iOS 12.0, macOS 11.0, *)
public enum INShortcut: Hashable {
  /// A shortcut that performs an intent.
  case intent(INIntent)
  /// A shortcut that continues a user activity in the app.
  case userActivity(NSUserActivity)

  /// Creates a shortcut that continues a user activity.
  ///
  /// Apple: https://developer.apple.com/documentation/intents/inshortcut/init(useractivity:)
  ///
  /// - Parameter userActivity: The activity the app continues when the shortcut runs.
  public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

  /// The activity the shortcut continues; nil for an intent's shortcut.
  ///
  /// Apple: https://developer.apple.com/documentation/intents/inshortcut/useractivity
  public var userActivity: NSUserActivity? {
    if case .userActivity(let activity) = self { activity } else { nil }
  }
}
