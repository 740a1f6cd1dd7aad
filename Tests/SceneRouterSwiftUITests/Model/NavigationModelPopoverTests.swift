@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import SceneRouterTestSupport
import Testing

/// What the SwiftUI views need for popovers and zoom transitions: the popover over a level
/// and its anchor, the write a tap outside makes, the width, and the view a screen zoomed from.
@MainActor
@Suite("NavigationModel: popovers, width and zoom")
struct NavigationModelPopoverTests {
  /// Home in a stack registering `cart`, and Cart in a popover over it.
  private func popoverShown(arrows: PopoverArrowDirections = .any) -> (ModelFixture, TestScreen) {
    let fixture = ModelFixture()
    let home = AnchoredScreen("Home", anchors: ["cart"])
    fixture.navigator.setRoot(.stack([home]))
    let cart = TestScreen("Cart")
    fixture.navigator.route(to: cart, from: home, as: .popover(anchor: .view("cart"), arrows: arrows))
    return (fixture, cart)
  }

  @Test("a popover over the root is the model's popover over level 0, not a sheet or a cover")
  func popoverOverLevel() {
    let (fixture, _) = popoverShown(arrows: .up)
    #expect(fixture.model.popover(above: 0)?.style == .popover)
    #expect(fixture.model.popoverConfiguration(above: 0) == PopoverConfiguration(anchor: .view("cart"), arrowDirections: .up))
    #expect(fixture.model.sheet(above: 0) == nil)
    #expect(fixture.model.fullScreenCover(above: 0) == nil)
    #expect(fixture.model.popover(above: 1) == nil)
  }

  @Test("SwiftUI writing false for a tap outside dismisses the popover as the person's")
  func tapOutside() throws {
    let (fixture, _) = popoverShown()
    try fixture.model.setPresentation(nil, above: 0)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("in a compact width the popover shows as a form sheet; the write is a sheet pulled down")
  func compactWidth() throws {
    let (fixture, _) = popoverShown()
    try fixture.model.setWidth(.compact)
    #expect(fixture.model.horizontalSizeClass == .compact)
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented popover (anchor: cart) shown as formSheet:
      └─ Cart
      """)
    try fixture.model.setPresentation(nil, above: 0)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("a pushed screen and a sheet name the view they zoomed out of")
  func zoomSources() throws {
    let fixture = ModelFixture()
    let home = TestScreen("Home")
    fixture.navigator.setRoot(.stack([home]))
    let photo = TestScreen("Photo")
    fixture.navigator.route(to: photo, from: home, as: Transition.push(zoomingFrom: "photo-1"))
    let photoID = try #require(fixture.model.root.flatMap { fixture.model.path(of: $0.id).last })
    #expect(fixture.model.zoomSource(of: photoID) == "photo-1")
    let cover = TestScreen("Cover")
    fixture.navigator.route(to: cover, from: photo, as: Transition.modal(.pageSheet, zoomingFrom: "cover"))
    let sheet = try #require(fixture.model.sheet(above: 0))
    #expect(fixture.model.zoomSource(of: sheet.id) == "cover")
    #expect(fixture.model.zoomSource(of: try #require(fixture.model.root?.id)) == nil)
  }
}

/// A screen registering popover anchors.
@MainActor
private final class AnchoredScreen: Screen {
  let screenName: String
  let popoverAnchors: Set<String>

  init(_ name: String, anchors: Set<String>) {
    screenName = name
    popoverAnchors = anchors
  }
}
