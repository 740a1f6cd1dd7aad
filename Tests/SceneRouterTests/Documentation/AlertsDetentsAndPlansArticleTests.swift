import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import SceneRouterTesting
import Testing

// The article's alert value type, as an app module with main-actor default isolation declares it.

nonisolated enum MugChoice: Hashable, Sendable {
  case remove, moveToBag
}

let choice = Alert<MugChoice>(
  "The mug", actions: [.destructive("Remove", .remove), .default("Move to bag", .moveToBag), .cancel("Keep")])

/// The article "Alerts, sheets at detents, popovers, and plans in one animation"
/// (`Sources/SceneRouter/SceneRouter.docc/AlertsDetentsAndPlans.md`): every Swift block, run.
@MainActor
@Suite("Article: alerts, detents and plans")
struct AlertsDetentsAndPlansArticleTests {
  /// A product page.
  final class ProductScreen: Screen {
    let id: Int
    init(id: Int) { self.id = id }
    var screenName: String { "Product" }
  }

  /// A product page registering the share button a popover points at.
  final class SharingProductScreen: Screen {
    var screenName: String { "Product" }
    var popoverAnchors: Set<String> { ["share"] }
  }

  /// A product's reviews.
  final class ReviewsScreen: Screen {
    var screenName: String { "Reviews" }
  }

  let host = HeadlessHost()
  let navigator: Navigator
  let shop = TestScreen("Shop")
  let wishlist = TestScreen("Wishlist")
  let filters = TestScreen("Filters")

  init() {
    navigator = Navigator(host: host)
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
  }

  @Test("an alert is a route: the person's choice, made once the alert is shown, is the awaited value")
  func alertRoute() async throws {
    let removal = Alert<Bool>(
      "Remove the mug?", message: "It leaves your wishlist.",
      actions: [.destructive("Remove", true), .cancel("Keep")])
    let person = Task {
      try await navigator.waitUntil { $0.snapshot.presented.first?.style == .alert }
      try host.chooseAlertAction(0)
    }
    let answer = try await navigator.alert(removal, from: wishlist)
    try await person.value
    #expect(answer == .completed(true))
    #expect(navigator.snapshot.presented == [])
  }

  @Test("an alert's value type, nonisolated for main-actor default isolation, is the chosen action's value")
  func alertValueType() async throws {
    let person = Task {
      let shown = try await navigator.waitUntil { $0.snapshot.presented.first?.style == .alert }
      #expect(shown.presented == [.init(.alert, .screen("Alert", "The mug"))])
      try host.chooseAlertAction(1)
    }
    let answer = try await navigator.alert(choice, from: wishlist)
    try await person.value
    #expect(answer == .completed(MugChoice.moveToBag))
  }

  @Test("a sheet rests at detents; a person's drag is state the hosts agree on")
  func detents() throws {
    navigator.perform(.selectTab(0))
    navigator.route(to: filters, from: shop,
      as: .sheet([.medium, .large], selected: .medium, showsGrabber: true, largestUndimmed: .medium))
    #expect(navigator.snapshot.presented.first?.sheet?.selected == "medium")
    try host.dragSheet(toDetent: "large")
    #expect(navigator.snapshot.presented.first?.sheet?.selected == "large")
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a popover points at an anchor and adapts to the width")
  func popover() throws {
    let product = SharingProductScreen()
    navigator.route(to: product, from: wishlist, as: .push)
    let shareSheet = TestScreen("Share")
    navigator.route(to: shareSheet, from: product, as: .popover(anchor: .barButton("share"), arrows: .up))
    #expect(navigator.snapshot.presented.first?.style == .popover)
    try host.setWidth(.compact)
    #expect(navigator.snapshot.presented.first?.shownAs == .formSheet)
    try host.pullDownSheet()
    #expect(navigator.snapshot.presented == [])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a push or a sheet zooms out of a view")
  func zoom() {
    let product = ProductScreen(id: 42)
    navigator.route(to: product, from: wishlist, as: .push)
    let photo = TestScreen("Photo")
    navigator.route(to: photo, from: product, as: Transition.modal(.pageSheet, zoomingFrom: "photo-1"))
    #expect(navigator.snapshot.presented.last?.zoomSource == "photo-1")
  }

  @Test("a plan lands in one animation")
  func oneAnimation() {
    navigator.route(to: TestScreen("Sheet"), from: wishlist, as: .modal(.pageSheet))
    navigator.perform(.selectTab(0))
    host.configuration.completesTransitionsAutomatically = false
    navigator.perform(
      NavigationPlan(
        [
          .perform(.dismissPresented), .perform(.selectTab(1)),
          .open(ProductScreen(id: 42), as: .push), .open(ReviewsScreen(), as: .push),
        ], animation: .lastStep))
    #expect(host.completeAllTransitions() == 1)
    #expect(navigator.snapshot.root == .tabs(
      [.stack([.screen("Shop")]), .stack([.screen("Wishlist"), .screen("Product"), .screen("Reviews")])], selected: 1))
  }
}
