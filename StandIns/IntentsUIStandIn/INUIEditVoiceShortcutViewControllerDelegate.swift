public import Foundation
public import IntentsStandIn

/// What the sheet editing a voice shortcut tells its delegate: the person changed the
/// shortcut, deleted it, or cancelled. Each time the delegate dismisses the sheet.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontrollerdelegate
///
/// `NSObjectProtocol` and not main-actor isolated, as on Apple's page (see
/// ``INUIAddVoiceShortcutButtonDelegate``); every requirement is required, as in IntentsUI.
@available(iOS 12.0, macOS 12.0, *)
public protocol INUIEditVoiceShortcutViewControllerDelegate: NSObjectProtocol {
  /// The person changed the shortcut: `voiceShortcut` is the shortcut now, nil when the change
  /// failed (then `error` says why).
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontrollerdelegate/editvoiceshortcutviewcontroller(_:didupdate:error:)
  ///
  /// - Parameters:
  ///   - controller: The sheet.
  ///   - voiceShortcut: The changed shortcut, or nil.
  ///   - error: What went wrong, or nil.
  func editVoiceShortcutViewController(
    _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?, error: (any Error)?
  )
  /// The person deleted the shortcut.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontrollerdelegate/editvoiceshortcutviewcontroller(_:diddeletevoiceshortcutwithidentifier:)
  ///
  /// - Parameters:
  ///   - controller: The sheet.
  ///   - deletedVoiceShortcutIdentifier: The deleted shortcut's identifier.
  func editVoiceShortcutViewController(
    _ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID
  )
  /// The person cancelled.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontrollerdelegate/editvoiceshortcutviewcontrollerdidcancel(_:)
  ///
  /// - Parameter controller: The sheet.
  func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}
