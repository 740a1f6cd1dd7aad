/// The look of the "Add to Siri" button.
///
/// Apple: https://developer.apple.com/documentation/intentsui/inuiaddvoiceshortcutbuttonstyle
///
/// An Objective-C enumeration, open on Apple platforms (a `switch` needs `@unknown default`
/// there, which Swift refuses for this closed enumeration): only assign and compare it. Raw
/// values as in IntentsUI's header.
@available(iOS 12.0, macOS 12.0, *)
public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
  /// A white button.
  case white = 0
  /// A white button with an outline.
  case whiteOutline = 1
  /// A black button.
  case black = 2
  /// A black button with an outline.
  case blackOutline = 3
  /// White or black, following the appearance.
  @available(iOS 13.0, *)
  case automatic = 4
  /// White or black with an outline, following the appearance.
  @available(iOS 13.0, *)
  case automaticOutline = 5
}
