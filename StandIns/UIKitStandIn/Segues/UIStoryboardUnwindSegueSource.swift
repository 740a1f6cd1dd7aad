public import Foundation

/// What UIKit tells the controllers it searches for an unwind segue's destination (UIKit's
/// `UIStoryboardUnwindSegueSource`); UIKit creates it, apps only read it.
///
/// Apple: https://developer.apple.com/documentation/uikit/uistoryboardunwindseguesource
///
/// UIKit's `unwindAction` is a `Selector`, an Objective-C construct Linux lacks (STAND-INS
/// point 2): it is not declared, and the stand-in's device is told by a closure which
/// controller implements the action.
@MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
  private let sourceController: UIViewController
  private let senderObject: Any?

  init(source: UIViewController, sender: Any?) {
    sourceController = source
    senderObject = sender
    super.init()
  }

  /// The controller the unwind segue starts from.
  open var source: UIViewController { sourceController }
  /// What triggered the unwind segue.
  open var sender: Any? { senderObject }
}
