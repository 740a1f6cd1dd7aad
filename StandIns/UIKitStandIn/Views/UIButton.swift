/// UIKit's `UIButton`, declared only as the superclass of IntentsUI's "Add to Siri" button:
/// no title, image or configuration; nothing draws on Linux.
///
/// Apple: https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {}
