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

/// A screen model UIKit does not draw itself, whose title and refusal can change while it
/// is shown, and which records the appearance callbacks it hears.
@MainActor
private final class Draft: Screen, AppearanceObserving {
  var screenName: String { "Draft" }
  var screenTitle = "New draft"
  var refusesInteractiveDismissal = false
  private(set) var events: [AppearanceEvent] = []
  func screen(didReceive event: AppearanceEvent) { events.append(event) }
}

@MainActor
@Suite("ScreenHostingController")
struct ScreenHostingControllerTests {
  @Test("takes the screen's title and refusal when made and before each appearance, and forwards every callback")
  func takesAttributesAndForwards() {
    let draft = Draft()
    let controller = ScreenHostingController(screen: draft)
    #expect(controller.title == "New draft")
    #expect(controller.isModalInPresentation == false)

    controller.viewDidLoad()
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
    // The draft gets text: it now refuses to be pulled down, and says so in its title.
    draft.screenTitle = "Draft (unsaved)"
    draft.refusesInteractiveDismissal = true
    #expect(controller.isModalInPresentation == false)
    controller.viewWillDisappear(false)
    controller.viewDidDisappear(false)
    controller.viewWillAppear(false)
    #expect(controller.title == "Draft (unsaved)")
    #expect(controller.isModalInPresentation == true)
    controller.viewDidAppear(false)
    #expect(draft.events == [.didLoad, .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear])
  }
}

#endif
