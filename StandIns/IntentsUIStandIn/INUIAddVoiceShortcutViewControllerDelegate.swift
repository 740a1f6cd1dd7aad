public import Foundation
public import IntentsStandIn

/// What the "Add to Siri" sheet tells its delegate: the person added the shortcut (or adding
/// failed), or cancelled. Either way the delegate dismisses the sheet.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontrollerdelegate
///
/// `NSObjectProtocol` and not main-actor isolated, as on Apple's page (see
/// ``INUIAddVoiceShortcutButtonDelegate``); both requirements are required, as in IntentsUI.
@available(iOS 12.0, macOS 12.0, *)
public protocol INUIAddVoiceShortcutViewControllerDelegate: NSObjectProtocol {
  /// The person finished: `voiceShortcut` is the shortcut added, nil when it could not be added
  /// (then `error` says why).
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontrollerdelegate/addvoiceshortcutviewcontroller(_:didfinishwith:error:)
  ///
  /// - Parameters:
  ///   - controller: The sheet.
  ///   - voiceShortcut: The shortcut added to Siri, or nil.
  ///   - error: What went wrong, or nil.
  func addVoiceShortcutViewController(
    _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?,
    error: (any Error)?
  )
  /// The person cancelled.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontrollerdelegate/addvoiceshortcutviewcontrollerdidcancel(_:)
  ///
  /// - Parameter controller: The sheet.
  func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}
