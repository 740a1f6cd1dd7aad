public import Foundation

/// Intents' `INVoiceShortcut`: a shortcut a person added to Siri, with the phrase they chose.
///
/// Apple: https://developer.apple.com/documentation/intents/invoiceshortcut
///
/// Apps never create one ("the system creates the instance for you"): it has no public
/// initializer, and `init()` is unavailable as on Apple platforms. The IntentsUI stand-in's
/// simulation makes them with a package initializer, as the system does when a person adds a
/// shortcut.
@available(iOS 12.0, macOS 12.0, *)
open class INVoiceShortcut: NSObject {
  /// The shortcut's unique identifier.
  ///
  /// Apple: https://developer.apple.com/documentation/intents/invoiceshortcut/identifier
  public let identifier: UUID
  /// The phrase the person speaks to run the shortcut.
  ///
  /// Apple: https://developer.apple.com/documentation/intents/invoiceshortcut/invocationphrase
  public let invocationPhrase: String
  /// The shortcut Siri runs when the person speaks the phrase.
  ///
  /// Apple: https://developer.apple.com/documentation/intents/invoiceshortcut/shortcut
  public let shortcut: INShortcut

  /// A voice shortcut, as the system makes one when a person adds a shortcut to Siri.
  package init(identifier: UUID = UUID(), invocationPhrase: String, shortcut: INShortcut) {
    self.identifier = identifier
    self.invocationPhrase = invocationPhrase
    self.shortcut = shortcut
    super.init()
  }
}
