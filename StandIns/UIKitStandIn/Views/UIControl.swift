/// UIKit's `UIControl`, the superclass of buttons. Declared only as `UIButton`'s superclass:
/// no target–action (STAND-INS.md, UIKit point 2), no states.
///
/// Apple: https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {}
