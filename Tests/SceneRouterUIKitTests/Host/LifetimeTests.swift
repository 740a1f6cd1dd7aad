#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// Closed screens are released: the host keeps nothing UIKit would not.
@MainActor
@Suite("UIKitHost releases closed screens")
struct LifetimeTests {
  @Test("a popped screen and its hosting controller are released")
  func popped() {
    let app = UIKitTestApp()
    let home = ProbeScreen()
    app.navigator.setRoot(.stack([home]))
    weak var released: ProbeScreen?
    weak var releasedController: UIViewController?
    do {
      let detail = ProbeScreen()
      released = detail
      app.navigator.route(to: detail, from: home, as: .push)
      releasedController = app.host.viewController(for: ScreenID(3))
      #expect(releasedController != nil)
      app.navigator.close(detail)
    }
    #expect(app.host.viewController(for: ScreenID(3)) == nil)
    #expect(releasedController?.parent == nil)
    #expect(app.navigator.isShowing(home))
    #expect(releasedController == nil)
    #expect(released == nil)
  }
}

@MainActor
final class ProbeScreen: Screen {}

#endif
