import Foundation
import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A screen with a tab item.
@MainActor
private final class ItemScreen: Screen {
  let screenName: String
  var tabItem: TabItem?

  init(_ name: String, tabItem: TabItem?) {
    screenName = name
    self.tabItem = tabItem
  }
}

/// Page containers (`NavigationTree.pages(_:selected:)`) as navigation state: their layouts,
/// steps and snapshots as text, the layouts they cannot hold refused whole, a tab item that
/// does not print on a page, a person's swipe as a person's tab selection and its refusals
/// (the state unchanged), and snapshots that survive JSON and restore.
@MainActor
@Suite("Page containers")
struct PageContainerTests {
  static func onboarding() -> Layout {
    .pages([.screen(TestScreen("Welcome")), .screen(TestScreen("Sync")), .stack([TestScreen("Done")])], selected: 0)
  }

  @Test("a layout, its request and its step read as sentences")
  func texts() {
    let navigator = Navigator(host: HeadlessHost())
    var lines: [String] = []
    let observation = navigator.addEventObserver { event in
      switch event {
      case .received(let request): lines.append("\(request.kind)")
      case .planned(_, let steps): lines += steps.map(\.description)
      default: break
      }
    }
    navigator.setRoot(Self.onboarding())
    observation.cancel()
    #expect(
      lines.map { $0.replacingOccurrences(of: #"#\d+"#, with: "#n", options: .regularExpression) } == [
        "set root pages [Welcome, Sync, stack [Done]] selected 0",
        "setRoot pages#n[Welcome#n, Sync#n, stack#n[Done#n]] selected 0 (none)",
      ])
  }

  @Test(
    "layouts a page container cannot hold are refused whole, with nothing shown",
    arguments: [
      ("selected", "Cannot select tab 2: the tab container has 2 tabs."),
      ("tabs", "Invalid transition: a tab container cannot hold another tab container."),
      ("pages", "Invalid transition: a tab container cannot hold another tab container."),
      ("split", "Invalid transition: a tab container cannot hold a split view."),
    ])
  func refusedLayouts(_ shape: String, _ text: String) {
    let navigator = Navigator(host: HeadlessHost())
    let completions = Completions()
    let inner: Layout =
      switch shape {
      case "tabs": .tabs([.screen(TestScreen("A"))], selected: 0)
      case "pages": .pages([.screen(TestScreen("A"))], selected: 0)
      case "split": .split(primary: .screen(TestScreen("A")), secondary: .screen(TestScreen("B")))
      default: .screen(TestScreen("A"))
      }
    navigator.setRoot(.pages([inner, .screen(TestScreen("C"))], selected: shape == "selected" ? 2 : 0), completion: completions.record())
    #expect(completions.failures == [text])
    #expect(navigator.snapshot == NavigationSnapshot(root: nil))
  }

  @Test("a tab container cannot hold a page container")
  func pagesInTabs() {
    let navigator = Navigator(host: HeadlessHost())
    let completions = Completions()
    navigator.setRoot(
      .tabs([.pages([.screen(TestScreen("A"))], selected: 0), .screen(TestScreen("B"))], selected: 0),
      completion: completions.record())
    #expect(completions.failures == ["Invalid transition: a tab container cannot hold another tab container."])
  }

  @Test("a swipe is a person's tab selection; a route pushes in the shown page's stack")
  func swipeAndPush() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(Self.onboarding())
    var received: [String] = []
    let observation = navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    try host.swipeToPage(1)
    try host.swipeToPage(2)
    navigator.perform(NavigationPlan([.open(TestScreen("Tips"), as: .push)]))
    observation.cancel()
    #expect(
      received == [
        "person's action: select tab 1", "person's action: select tab 2", "plan: plan: open Tips as push",
      ])
    #expect(
      navigator.snapshot.description == """
        pages
        ├─ Welcome
        ├─ Sync
        └─ stack (selected)
           ├─ Done
           └─ Tips
        """)
    #expect(navigator.topMostScreen?.screenName == "Tips")
  }

  @Test("swipes a person cannot make are refused with their whole texts, the state unchanged")
  func refusedSwipes() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(Self.onboarding())
    let before = navigator.snapshot
    func text(_ body: () throws(NavigationError) -> Void) -> String? {
      do throws(NavigationError) {
        try body()
        return nil
      } catch { return error.description }
    }
    #expect(text { () throws(NavigationError) in try host.swipeToPage(2) } == "Cannot swipe to page 2: a swipe moves one page, and page 0 is shown.")
    #expect(text { () throws(NavigationError) in try host.swipeToPage(0) } == "Cannot swipe to page 0: a swipe moves one page, and page 0 is shown.")
    #expect(text { () throws(NavigationError) in try host.swipeToPage(-1) } == "Cannot select tab -1: the tab container has 3 tabs.")
    #expect(text { () throws(NavigationError) in try host.tapTab(1) } == "Cannot tap tab 1: no tab bar is visible.")
    #expect(navigator.snapshot == before)
    navigator.setRoot(.tabs([.screen(TestScreen("Shop")), .screen(TestScreen("Wishlist"))], selected: 0))
    #expect(text { () throws(NavigationError) in try host.swipeToPage(1) } == "Cannot swipe to page 1: no page container is visible.")
  }

  @Test("a page shows no tab item, in the snapshot or printed")
  func noTabItems() {
    let navigator = Navigator(host: HeadlessHost())
    let welcome = ItemScreen("Welcome", tabItem: TabItem("Welcome", image: "hand.wave"))
    navigator.setRoot(.pages([.stack([welcome]), .screen(TestScreen("Sync"))], selected: 0))
    #expect(navigator.snapshot.tabItems == [:])
    #expect(
      navigator.snapshot.description == """
        pages
        ├─ stack (selected)
        │  └─ Welcome
        └─ Sync
        """)
  }

  @Test("a snapshot survives JSON as it is saved, and restores")
  func restoration() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(Self.onboarding())
    try host.swipeToPage(1)
    let snapshot = navigator.snapshot
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(snapshot.root), as: UTF8.self)
    #expect(
      text
        == #"{"pages":{"_0":[{"screen":{"name":"Welcome","title":""}},{"screen":{"name":"Sync","title":""}},{"stack":{"_0":[{"screen":{"name":"Done","title":""}}]}}],"selected":1}}"#
    )
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: encoder.encode(snapshot))
    #expect(decoded == snapshot)
    let restored = Navigator(host: HeadlessHost())
    restored.perform(try NavigationPlan(restoring: decoded) { name, _ in TestScreen(name) })
    #expect(restored.snapshot == snapshot)
  }

  @Test("the getting-started guide's pages")
  func guide() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    let welcome = TestScreen("Welcome")
    let sync = TestScreen("Sync")
    let done = TestScreen("Done")
    navigator.setRoot(.pages([.screen(welcome), .screen(sync), .screen(done)], selected: 0))
    try host.swipeToPage(1)   // a person swipes to the next page
    navigator.perform(.selectTab(2))
    #expect(navigator.snapshot.description == """
      pages
      ├─ Welcome
      ├─ Sync
      └─ Done (selected)
      """)
  }
}
