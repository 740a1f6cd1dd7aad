public import Foundation
public import IntentsStandIn
public import UIKitStandIn

/// IntentsUI's "Add to Siri" button: shows whether its shortcut is added, and when a person
/// taps it asks its delegate to present the sheet that adds the shortcut, or the sheet that
/// edits it once added.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbutton
///
/// A `UIButton`, so main-actor isolated. The tap itself belongs to the system: on Linux
/// `IntentsUISimulator.tap(_:)` plays it.
@available(iOS 12.0, macOS 12.0, *)
@MainActor
open class INUIAddVoiceShortcutButton: UIButton {
  /// The button's look, chosen when it is made.
  private let buttonStyle: INUIAddVoiceShortcutButtonStyle
  /// The shortcut the button adds or edits; the button does nothing without one.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbutton/shortcut
  open var shortcut: INShortcut?
  /// Told to present the add or edit sheet; held weakly.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbutton/delegate
  open weak var delegate: (any INUIAddVoiceShortcutButtonDelegate)?

  /// Creates an "Add to Siri" button.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbutton/init(style:)
  ///
  /// - Parameter style: The button's look.
  public init(style: INUIAddVoiceShortcutButtonStyle) {
    buttonStyle = style
    super.init(frame: .zero)
  }

  /// Creates a button from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }
}
