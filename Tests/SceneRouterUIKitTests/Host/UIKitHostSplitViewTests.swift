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

/// Split views are not shown by UIKitHost yet (issue 34): a request for one is refused with
/// the host's reason, and what was shown stays.
@MainActor
@Suite("UIKitHost and split views")
struct UIKitHostSplitViewTests {
  @Test("a split view is refused with the host's reason; the navigation stays as it was")
  func refused() {
    let app = UIKitTestApp()
    let home = ProbeScreen()
    app.navigator.setRoot(.stack([home]))
    let before = app.navigator.snapshot
    var errors: [String] = []
    app.navigator.setRoot(.split(primary: .screen(ProbeScreen()), secondary: .screen(ProbeScreen()))) { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    #expect(errors == ["Invalid transition: UIKitHost does not show split views yet; the headless host and the SwiftUI model do."])
    #expect(app.navigator.snapshot == before)
    #expect(app.host.snapshot == before)
  }
}

#endif
