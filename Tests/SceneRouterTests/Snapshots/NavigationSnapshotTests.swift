import Foundation
import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

@Suite("Navigation snapshots")
struct NavigationSnapshotTests {
  /// Built anew on each read: a stored global would hold the nodes' boxes through an enum's
  /// spare bits, which LeakSanitizer cannot read (it reported them at exit).
  static var sample: NavigationSnapshot {
    NavigationSnapshot(
      root: .tabs([.stack([.screen("Shop"), .screen("Product", "Mug")]), .stack([.screen("Wishlist")])], selected: 0),
      presented: [
        .init(.formSheet, .stack([.screen("Login", "Log in"), .screen("SignUp")])),
        .init(.overFullScreen, .screen("PopUp", "Done")),
      ])
  }

  @Test("prints as a readable tree, presentations after the root")
  func printsAsTree() {
    #expect(Self.sample.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Shop
      │  └─ Product "Mug"
      └─ stack
         └─ Wishlist
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp
      presented overFullScreen:
      └─ PopUp "Done"
      """)
  }

  @Test("survives a JSON round trip, so navigation can be saved and compared")
  func codableRoundTrip() throws {
    let data = try JSONEncoder().encode(Self.sample)
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: data) == Self.sample)
  }

  @Test("knows the screen a person sees")
  func topMost() {
    #expect(Self.sample.topMostScreen == .screen("PopUp", "Done"))
    #expect(NavigationSnapshot(root: nil).topMostScreen == nil)
    #expect(NavigationSnapshot(root: nil).description == "(nothing on screen)")
  }

  @Test("a navigator's snapshot reads live titles from its screens")
  @MainActor
  func liveTitles() {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    let screen = TestScreen("Order", title: "Draft")
    navigator.setRoot(.screen(screen))
    screen.screenTitle = "Order 12"
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Order", "Order 12")))
  }
}

@MainActor
@Suite("Restoring snapshots")
struct RestoringSnapshotTests {
  @Test("a saved snapshot restores the same navigation on a new navigator")
  func restoresAfterARoundTrip() throws {
    let (navigator, _) = makeNavigator()
    let data = try JSONEncoder().encode(NavigationSnapshotTests.sample)
    let saved = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    navigator.perform(try NavigationPlan(restoring: saved) { name, title in TestScreen(name, title: title) })
    #expect(navigator.snapshot == NavigationSnapshotTests.sample)
  }

  @Test("a screen that cannot be made refuses the whole restoration, naming it")
  func unknownScreen() {
    #expect(throws: NavigationError.unrestorableScreen(name: "Product", title: "Mug")) {
      _ = try NavigationPlan(restoring: NavigationSnapshotTests.sample) { name, title in
        name == "Product" ? nil : TestScreen(name, title: title)
      }
    }
    #expect(throws: NavigationError.emptySnapshot) {
      _ = try NavigationPlan(restoring: NavigationSnapshot(root: nil)) { name, _ in TestScreen(name) }
    }
  }
}
