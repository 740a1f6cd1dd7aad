public import Foundation

/// UIKit's `UIPresentationController`, reduced to its delegate: it holds the presented and
/// the presenting controller strongly while the presentation lasts (rule 54), and tells
/// its delegate about a person pulling a sheet down (rule 26).
///
/// Apple: https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  /// The presented controller owns its presentation controller, so this reference is
  /// unowned; while presenting, ``presenter`` and the strong reference below keep both
  /// alive (rule 54).
  private unowned let presented: UIViewController
  private var presentedWhilePresenting: UIViewController?
  /// The controller that presents, while presenting.
  var presenter: UIViewController? {
    didSet { presentedWhilePresenting = presenter == nil ? nil : presented }
  }
  /// The style as shown (`.automatic` resolved).
  var effectiveStyle: UIModalPresentationStyle = .fullScreen

  /// Hears about adaptation and interactive dismissal; held weakly (rule 55).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller presenting it, if known.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    presented = presentedViewController
    super.init()
    presenter = presentingViewController
  }

  /// The controller being presented.
  open var presentedViewController: UIViewController { presented }
}
