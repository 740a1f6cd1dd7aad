public import Foundation
public import IntentsStandIn
public import UIKitStandIn

/// IntentsUI's sheet for a shortcut already added to Siri: a person changes its phrase or
/// deletes it, then its delegate hears what they did and dismisses it.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontroller
///
/// A `UIViewController`, so main-actor isolated; made only with a voice shortcut.
@available(iOS 12.0, macOS 12.0, *)
@MainActor
open class INUIEditVoiceShortcutViewController: UIViewController {
  /// The voice shortcut the sheet edits.
  package let voiceShortcut: INVoiceShortcut
  /// Hears what the person did; held weakly.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontroller/delegate
  open weak var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?

  /// Creates the sheet for a voice shortcut.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuieditvoiceshortcutviewcontroller/init(voiceshortcut:)
  ///
  /// - Parameter voiceShortcut: The shortcut to edit or delete.
  public init(voiceShortcut: INVoiceShortcut) {
    self.voiceShortcut = voiceShortcut
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates the sheet from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }
}
