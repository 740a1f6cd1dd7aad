public import IntentsStandIn

/// The system's side of Siri shortcuts on Linux: what a person does on IntentsUI's button and
/// sheets, and the delegate calls IntentsUI makes in answer. Not IntentsUI: a test drives it
/// as the UIKit stand-in's `UIKitSimulator` drives the device.
///
/// It remembers the shortcuts added through it, as Siri does: tapping a button whose shortcut
/// was added asks for the edit sheet, otherwise for the add sheet.
@MainActor
public final class IntentsUISimulator {
  /// The shortcuts added to Siri, oldest first.
  public private(set) var voiceShortcuts: [INVoiceShortcut] = []

  /// Creates a simulator with no shortcut added.
  public init() {}

  /// A person taps the "Add to Siri" button: its delegate is asked to present a new
  /// `INUIAddVoiceShortcutViewController` for the button's shortcut, or a new
  /// `INUIEditVoiceShortcutViewController` once that shortcut was added. Nothing happens
  /// without a shortcut or a delegate.
  ///
  /// - Parameter button: The button.
  public func tap(_ button: INUIAddVoiceShortcutButton) {
    guard let shortcut = button.shortcut, let delegate = button.delegate else { return }
    if let added = voiceShortcuts.last(where: { $0.shortcut == shortcut }) {
      delegate.present(INUIEditVoiceShortcutViewController(voiceShortcut: added), for: button)
    } else {
      delegate.present(INUIAddVoiceShortcutViewController(shortcut: shortcut), for: button)
    }
  }

  /// A person records `phrase` on the add sheet and taps Done: the shortcut is added and the
  /// sheet's delegate hears `addVoiceShortcutViewController(_:didFinishWith:error:)`.
  ///
  /// - Parameters:
  ///   - phrase: What the person will say.
  ///   - sheet: The add sheet.
  /// - Returns: The voice shortcut added.
  @discardableResult
  public func add(_ phrase: String, on sheet: INUIAddVoiceShortcutViewController) -> INVoiceShortcut {
    let voiceShortcut = INVoiceShortcut(invocationPhrase: phrase, shortcut: sheet.shortcut)
    voiceShortcuts.append(voiceShortcut)
    sheet.delegate?.addVoiceShortcutViewController(sheet, didFinishWith: voiceShortcut, error: nil)
    return voiceShortcut
  }

  /// A person taps Cancel on the add sheet: its delegate hears
  /// `addVoiceShortcutViewControllerDidCancel(_:)`.
  ///
  /// - Parameter sheet: The add sheet.
  public func cancel(_ sheet: INUIAddVoiceShortcutViewController) {
    sheet.delegate?.addVoiceShortcutViewControllerDidCancel(sheet)
  }

  /// A person deletes the shortcut on the edit sheet: it is removed and the sheet's delegate
  /// hears `editVoiceShortcutViewController(_:didDeleteVoiceShortcutWithIdentifier:)`.
  ///
  /// - Parameter sheet: The edit sheet.
  public func delete(on sheet: INUIEditVoiceShortcutViewController) {
    let identifier = sheet.voiceShortcut.identifier
    voiceShortcuts.removeAll { $0.identifier == identifier }
    sheet.delegate?.editVoiceShortcutViewController(sheet, didDeleteVoiceShortcutWithIdentifier: identifier)
  }

  /// A person taps Cancel on the edit sheet: its delegate hears
  /// `editVoiceShortcutViewControllerDidCancel(_:)`.
  ///
  /// - Parameter sheet: The edit sheet.
  public func cancel(_ sheet: INUIEditVoiceShortcutViewController) {
    sheet.delegate?.editVoiceShortcutViewControllerDidCancel(sheet)
  }
}
