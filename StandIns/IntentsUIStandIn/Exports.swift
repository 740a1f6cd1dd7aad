// IntentsUI re-exports Intents (sample code that imports IntentsUI alone names `INShortcut`
// and `INVoiceShortcut`); the stand-in does the same. Its classes subclass UIKit's, whose
// stand-in their files import without re-exporting it: code that uses UIKit names imports UIKit.
@_exported public import IntentsStandIn
