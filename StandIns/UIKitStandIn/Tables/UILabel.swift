/// UIKit's `UILabel`: read-only text. The stand-in keeps the text and line limit; nothing
/// draws on Linux.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// The text shown; nil shows nothing.
  open var text: String?
  /// The most lines the text uses; 0 for as many as it needs. 1 by default.
  open var numberOfLines: Int = 1
}
