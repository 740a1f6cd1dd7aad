public import Foundation

/// What the "Add to Siri" button asks of its delegate when a person taps it: present the sheet
/// that adds its shortcut, or the one that edits it.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbuttondelegate
///
/// As on Apple's page, `protocol INUIAddVoiceShortcutButtonDelegate : NSObjectProtocol`: only an
/// `NSObject` can adopt it (a router can: `DefaultRouter` is one), and it is not main-actor
/// isolated (IntentsUI's delegates carry no `@MainActor`, unlike UIKit's). A main-actor
/// conformer (every router) adopts it with `@preconcurrency`, on Apple platforms as here: the
/// system calls it on the main thread, which Swift then checks when it runs. Both requirements
/// are required, as in IntentsUI.
@available(iOS 12.0, macOS 12.0, *)
public protocol INUIAddVoiceShortcutButtonDelegate: NSObjectProtocol {
  /// Present the sheet that adds the button's shortcut to Siri.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbuttondelegate/present(_:for:)-5foo8
  ///
  /// - Parameters:
  ///   - addVoiceShortcutViewController: The sheet to present; set its delegate.
  ///   - addVoiceShortcutButton: The button that was tapped.
  func present(
    _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
    for addVoiceShortcutButton: INUIAddVoiceShortcutButton
  )
  /// Present the sheet that edits or deletes the button's shortcut, once added.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbuttondelegate/present(_:for:)-9n4m9
  ///
  /// - Parameters:
  ///   - editVoiceShortcutViewController: The sheet to present; set its delegate.
  ///   - addVoiceShortcutButton: The button that was tapped.
  func present(
    _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
    for addVoiceShortcutButton: INUIAddVoiceShortcutButton
  )
}
