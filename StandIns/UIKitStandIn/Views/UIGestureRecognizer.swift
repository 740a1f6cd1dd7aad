import Foundation

/// UIKit's `UIGestureRecognizer`, declared for a navigation controller's back-swipe
/// recognizers: whether one is enabled decides whether the simulated person's swipe starts.
/// No target–action (STAND-INS.md, UIKit point 2), no state machine, no delegate.
///
/// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Whether the recognizer handles touches; a disabled one recognizes no gesture. True by
  /// default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  open var isEnabled = true

  /// A recognizer a stand-in container installs itself.
  override init() {
    super.init()
  }
}
