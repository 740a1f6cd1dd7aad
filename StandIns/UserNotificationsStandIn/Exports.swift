// UserNotifications re-exports Foundation, so code that imports UserNotifications alone sees
// it; the stand-in does the same. It needs nothing from UIKit: UserNotifications is a framework
// of its own on iOS, macOS, watchOS and tvOS.
@_exported public import Foundation
