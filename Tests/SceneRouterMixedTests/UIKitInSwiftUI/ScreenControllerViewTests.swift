#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
@_spi(Hosting) import SceneRouter
import SceneRouterHeadless
import SceneRouterMixed
import SceneRouterSwiftUI
import SceneRouterUIKit
import Testing

/// A UIKit screen inside the SwiftUI model host: the representable shows the screen's own
/// controller, and the navigator routes to and from it like any other screen.
@MainActor
@Suite("Mixed apps: UIKit screens in the SwiftUI model host")
struct ScreenControllerViewTests {
  @Test("the representable shows the screen's own controller, pushed and popped by the model")
  func controllerScreenInModel() throws {
    let model = NavigationModel()
    let navigator = Navigator(host: model)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    let log = EventLog()
    let home = ModelScreen("Home", log: log)
    navigator.setRoot(.stack([home]))
    let map = ControllerScreen("Map", title: "Stores", log: log)
    navigator.route(to: map, from: home, as: .push)
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Map "Stores"
      """)
    #expect(model.snapshot == navigator.snapshot)
    // What NavigationRootView's content closure receives, and how the app recognises a controller.
    guard let mapID = navigator.id(of: map), let shownScreen = model.screen(for: mapID) as? any UIViewController & Screen
    else {
      Issue.record("the model does not show Map")
      return
    }
    let shown = SwiftUISimulator.show(ScreenControllerView(controller: shownScreen))
    #expect(shown.controller === map)
    #expect(map.title == "Stores")
    #expect(log.lines == ["Home didLoad", "Home willAppear", "Home didAppear", "Home willDisappear", "Home didDisappear"])
    try model.tapBack()
    #expect(navigator.snapshot.description == """
      stack
      └─ Home
      """)
    #expect(model.snapshot == navigator.snapshot)
  }
}

#endif
