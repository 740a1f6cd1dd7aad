#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter

/// The screen of a view controller that code outside the navigator pushed (a flow not yet
/// moved to routers) and that does not adopt `Screen` itself: named after its class, titled
/// after its `title`. The host keeps it while the controller is shown; it holds the
/// controller weakly, as UIKit's containers own their controllers.
@MainActor
final class AdoptedViewController: Screen {
  private weak var controller: UIViewController?
  let screenName: String

  init(_ controller: UIViewController) {
    self.controller = controller
    screenName = String(describing: type(of: controller))
  }

  var screenTitle: String { controller?.title ?? "" }
}

#endif
