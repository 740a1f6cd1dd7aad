public import Foundation

/// Intents' `INIntent`: a request for Siri to perform, the other kind of shortcut. Declared only
/// so that ``INShortcut`` has both of its cases, as on Apple platforms (a `switch` over a
/// shortcut must handle intents there too); the storefront uses activities.
///
/// Apple: https://developer.apple.com/documentation/intents/inintent
@available(iOS 10.0, macOS 11.0, *)
open class INIntent: NSObject {}
