import Foundation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Popovers: the anchor and arrows travel with the transition, the width decides what the
/// popover shows as (one rule, `PresentationStyle.shown(in:)`), and both are in the snapshot.
@MainActor
@Suite("Popovers")
struct PopoverConfigurationTests {
  let host = HeadlessHost()
  let navigator: Navigator
  let home = AnchoredScreen("Home", anchors: ["cart", "share"])

  init() {
    navigator = Navigator(host: host)
    navigator.setRoot(.stack([home]))
  }

  private func open(_ name: String, as transition: Transition) -> [String] {
    var failures: [String] = []
    navigator.route(to: TestScreen(name), from: home, as: transition) {
      if case .failure(let error) = $0 { failures.append(error.description) }
    }
    return failures
  }

  @Test("a popover in a compact width shows as a form sheet; every other style and width as itself")
  func adaptation() {
    for style in PresentationStyle.allCases {
      #expect(style.shown(in: .regular) == style)
      #expect(style.shown(in: .compact) == (style == .popover ? .formSheet : style))
    }
  }

  @Test(
    "transitions and configurations read as written",
    arguments: [
      (Transition.popover(anchor: .view("cart")), "modal(popover, anchor: cart)"),
      (.popover(anchor: .barButton("share"), arrows: [.up, .down], inNavigation: true),
       "modal(popover, in navigation, anchor: bar button share, arrows: up, down)"),
      (Transition.push(zoomingFrom: "photo-1"), "zoom(from: photo-1, push)"),
      (Transition.modal(.pageSheet, zoomingFrom: "cover").animated(false), "zoom(from: cover, modal(pageSheet)) (not animated)"),
    ])
  func descriptions(_ transition: Transition, _ text: String) {
    #expect(transition.description == text)
  }

  @Test("the steps name the popover and the zoom")
  func steps() {
    let popover = PopoverConfiguration(anchor: .view("cart"), arrowDirections: .left)
    let step = NavigationStep.present(
      .screen(.init(id: ScreenID(3), name: "Cart")), from: ScreenID(1), style: .popover, animation: .standard,
      popover: popover)
    #expect(step.description == "present Cart#3 from #1 as popover (anchor: cart, arrows: left) (standard)")
    #expect(NavigationStep.setWidth(.compact).description == "setWidth compact")
    #expect(StepAnimation.zoom(source: "photo").description == "zoom from photo")
  }

  @Test("a plan's request names the popover it presents, and a width change reads as the person's")
  func requestTexts() throws {
    var received: [String] = []
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    navigator.perform(
      NavigationPlan([.open(.screen(TestScreen("Cart")), as: .popover(anchor: .view("cart")).animated(false))]))
    try host.setWidth(.compact)
    observation.cancel()
    #expect(received.count == 2)
    #expect(received.first == "plan: plan: open Cart as modal(popover, anchor: cart) (not animated)")
    #expect(received.last == "person's action: the window became compact")
    #expect(navigator.snapshot.presented.first?.shownAs == .formSheet)
  }

  @Test("a popover's anchor and the style it shows as are in both snapshots, and survive a width change")
  func snapshots() throws {
    #expect(open("Cart", as: .popover(anchor: .view("cart"))) == [])
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented popover (anchor: cart):
        └─ Cart
        """)
    try host.setWidth(.compact)
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented popover (anchor: cart) shown as formSheet:
        └─ Cart
        """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.topPopover?.shownAs == .formSheet)
  }

  @Test("popovers that cannot be shown are refused with the reason, and nothing changes")
  func refused() {
    #expect(
      open("Wishlist", as: .popover(anchor: .view("wishlist")))
        == ["Cannot show a popover from 'Home': it registers no anchor 'wishlist' (Screen.popoverAnchors), so the popover would point at nothing."])
    #expect(open("Empty", as: .popover(anchor: .view(""))) == ["Invalid transition: a popover's anchor needs an identifier."])
    #expect(
      open("Arrowless", as: .popover(anchor: .view("cart"), arrows: []))
        == ["Invalid transition: a popover needs at least one arrow direction."])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
  }

  @Test("a width change is refused while a transition is in flight, and changes nothing")
  func widthMidTransition() throws {
    host.configuration.completesTransitionsAutomatically = false
    navigator.route(to: TestScreen("Detail"), from: home, as: .push)
    #expect(throws: NavigationError.personActionUnavailable(action: "make the window compact", reason: "a transition is in flight")) {
      try host.setWidth(.compact)
    }
    #expect(host.horizontalSizeClass == .regular)
    try host.completeTransition()
    try host.setWidth(.compact)
    #expect(host.horizontalSizeClass == .compact)
  }

  @Test("a navigator over a compact host starts compact")
  func compactHost() {
    let compact = HeadlessHost(configuration: .init(width: .compact))
    let other = Navigator(host: compact)
    let shop = AnchoredScreen("Shop", anchors: ["info"])
    other.setRoot(.stack([shop]))
    other.route(to: TestScreen("Info"), from: shop, as: .popover(anchor: .view("info")))
    #expect(other.snapshot.presented.first?.shownAs == .formSheet)
    #expect(compact.snapshot == other.snapshot)
  }

  @Test("the popover survives encoding and restores with the snapshot; the width decides again")
  func restored() throws {
    _ = open("Cart", as: .popover(anchor: .barButton("share"), arrows: .down, inNavigation: true))
    try host.setWidth(.compact)
    let data = try JSONEncoder().encode(navigator.snapshot)
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    #expect(decoded == navigator.snapshot)

    let other = HeadlessHost()
    let restored = Navigator(host: other)
    let plan = try NavigationPlan(restoring: decoded) { name, _ in
      name == "Home" ? AnchoredScreen("Home", anchors: ["share"]) as any Screen : TestScreen(name)
    }
    restored.perform(plan)
    var regular = decoded
    regular.presented[0].shownAs = nil
    #expect(restored.snapshot == regular)
    #expect(other.snapshot == regular)
  }
}

/// A screen registering popover anchors.
@MainActor
final class AnchoredScreen: Screen {
  let screenName: String
  let popoverAnchors: Set<String>

  init(_ name: String, anchors: Set<String>) {
    screenName = name
    popoverAnchors = anchors
  }
}
