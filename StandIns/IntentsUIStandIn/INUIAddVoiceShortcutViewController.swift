public import Foundation
public import IntentsStandIn
public import UIKitStandIn

/// IntentsUI's "Add to Siri" sheet: a person records a phrase for a shortcut, then its delegate
/// hears that the shortcut was added, or that the person cancelled; the delegate dismisses it.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontroller
///
/// A `UIViewController`, so main-actor isolated; made only with a shortcut (no
/// `init(nibName:bundle:)`). What the person does on it belongs to the system: on Linux
/// `IntentsUISimulator` plays it.
@available(iOS 12.0, macOS 12.0, *)
@MainActor
open class INUIAddVoiceShortcutViewController: UIViewController {
  /// The shortcut the sheet adds.
  package let shortcut: INShortcut
  /// Hears that the shortcut was added or the person cancelled; held weakly.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontroller/delegate
  open weak var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?

  /// Creates the sheet for a shortcut.
  ///
  /// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutviewcontroller/init(shortcut:)
  ///
  /// - Parameter shortcut: The shortcut to add to Siri.
  public init(shortcut: INShortcut) {
    self.shortcut = shortcut
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates the sheet from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }
}
