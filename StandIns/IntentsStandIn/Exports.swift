// Intents re-exports Foundation, so code that imports Intents alone sees it; the stand-in does
// the same. Foundation's `NSUserActivity`, which Linux Foundation lacks, is declared by
// UIKitStandIn (`UIKitMembers.md`, point 6): `INShortcut.swift` imports it from there for the
// shortcut's activity, without re-exporting it, so `import Intents` makes no UIKit name visible.
@_exported public import Foundation
