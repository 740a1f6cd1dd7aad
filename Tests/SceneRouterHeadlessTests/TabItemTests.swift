import Foundation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// A screen that describes its tab, as a storefront's Shop and Wishlist screens do.
@MainActor
private final class TabScreen: Screen {
  let screenName: String
  var screenTitle: String
  var tabItem: TabItem?

  init(_ name: String, title: String = "", tabItem: TabItem? = nil) {
    screenName = name
    screenTitle = title
    self.tabItem = tabItem
  }
}

@MainActor
@Suite("Tab items and titles on the headless host")
struct TabItemTests {
  private let host = HeadlessHost()
  private let navigator: Navigator
  private let shop = TabScreen("Shop", tabItem: TabItem("Shop", image: "bag"))
  private let wishlist = TabScreen("Wishlist", tabItem: TabItem("Wishlist", image: "heart"))

  init() {
    navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
  }

  @Test("the snapshot prints each tab's item on the tab's line, and the host shows the same")
  func snapshotPrintsItems() {
    #expect(
      navigator.snapshot.description == """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop
        └─ stack [tab: Wishlist, image: heart]
           └─ Wishlist
        """)
    #expect(navigator.snapshot.tabItems == [0: TabItem("Shop", image: "bag"), 1: TabItem("Wishlist", image: "heart")])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a screen with no tab item prints as before")
  func noItemPrintsAsBefore() {
    let plain = TabScreen("Home")
    let other = TabScreen("Settings", title: "Settings")
    navigator.setRoot(.tabs([.stack([plain]), .screen(other)], selected: 1))
    #expect(
      navigator.snapshot.description == """
        tabs
        ├─ stack
        │  └─ Home
        └─ Settings "Settings" (selected)
        """)
    #expect(navigator.snapshot.tabItems == [:])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a pushed screen's tab item is no tab's; the tab's root names the tab")
  func onlyTabRootsCount() {
    navigator.route(to: TabScreen("Product", tabItem: TabItem("Ignored")), from: shop, as: .push)
    #expect(
      navigator.snapshot.description == """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop
        │  └─ Product
        └─ stack [tab: Wishlist, image: heart]
           └─ Wishlist
        """)
    #expect(navigator.snapshot.tabItems.keys.sorted() == [0, 2])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("refreshChrome shows a new badge: state first, one step on the host, observers after")
  func refreshShowsBadge() {
    host.clearLogs()
    var observed: [String] = []
    navigator.observe(host) { observed.append($0.description) }
    wishlist.tabItem = TabItem("Wishlist", image: "heart", badge: "3")
    // Not refreshed yet: the tab bar still shows what the navigator handed over.
    #expect(navigator.snapshot.tabItems[1] == TabItem("Wishlist", image: "heart"))
    var result: Result<Void, NavigationError>?
    navigator.refreshChrome(of: wishlist) { result = $0 }
    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(host.performedSteps.map(\.description) == [#"refreshChrome Wishlist#5 [tab: Wishlist, image: heart, badge: 3]"#])
    #expect(host.appearanceLog == [])
    let expected = """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop
      └─ stack [tab: Wishlist, image: heart, badge: 3]
         └─ Wishlist
      """
    #expect(navigator.snapshot.description == expected)
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.tabItem(of: wishlist) == TabItem("Wishlist", image: "heart", badge: "3"))
    #expect(observed == [expected])
  }

  @Test("refreshChrome with nothing changed performs no step")
  func refreshWithoutChange() {
    host.clearLogs()
    var result: Result<Void, NavigationError>?
    navigator.refreshChrome(of: shop) { result = $0 }
    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(host.performedSteps == [])
  }

  @Test("refreshChrome of a screen not on screen is refused")
  func refreshOffScreen() {
    var result: Result<Void, NavigationError>?
    navigator.refreshChrome(of: TabScreen("Gone")) { result = $0 }
    #expect(result?.failure.map { "\($0)" } == NavigationError.notInHierarchy(screen: "Gone").description)
  }

  @Test("a refresh made while a transition is in flight waits its turn in the queue")
  func refreshWaitsInQueue() throws {
    host.configuration.completesTransitionsAutomatically = false
    host.clearLogs()
    navigator.route(to: TabScreen("Product"), from: shop, as: .push)
    wishlist.tabItem = TabItem("Wishlist", image: "heart", badge: "1")
    navigator.refreshChrome(of: wishlist)
    #expect(navigator.queuedRequestCount == 1)
    #expect(host.performedSteps.map(\.description) == ["push Product#6 onto #2 (standard)"])
    try host.completeTransition()
    #expect(
      host.performedSteps.map(\.description) == [
        "push Product#6 onto #2 (standard)", "refreshChrome Wishlist#5 [tab: Wishlist, image: heart, badge: 1]",
      ])
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a refreshed title is the screen's title in the snapshot and in the step")
  func refreshTitle() {
    host.clearLogs()
    shop.screenTitle = "Spring sale"
    navigator.refreshChrome(of: shop)
    #expect(host.performedSteps.map(\.description) == [#"refreshChrome Shop#3 "Spring sale" [tab: Shop, image: bag]"#])
    #expect(navigator.snapshot.description.contains(#"└─ Shop "Spring sale""#))
  }

  @Test("snapshots with tab items round-trip through JSON; those without encode as before")
  func codable() throws {
    wishlist.tabItem = TabItem("Wishlist", image: "heart", badge: "2")
    navigator.refreshChrome(of: wishlist)
    let snapshot = navigator.snapshot
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: data) == snapshot)
    let plain = NavigationSnapshot(root: .stack([.screen("Home")]))
    let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!text.contains("tabItems"))
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: Data(text.utf8)) == plain)
    #expect(snapshot != NavigationSnapshot(root: snapshot.root, presented: snapshot.presented))
  }

  @Test("a presented tab container's items count after the root's screens")
  func presentedTabs() {
    let login = TabScreen("Login", tabItem: TabItem("Sign in", image: "person"))
    let help = TabScreen("Help", tabItem: TabItem("Help", badge: "!"))
    navigator.perform(NavigationPlan([.open(.tabs([.stack([login]), .screen(help)], selected: 0), as: .modal(.fullScreen).animated(false))]))
    #expect(
      navigator.snapshot.description == """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop
        └─ stack [tab: Wishlist, image: heart]
           └─ Wishlist
        presented fullScreen:
        └─ tabs
           ├─ stack (selected) [tab: Sign in, image: person]
           │  └─ Login
           └─ Help [tab: Help, badge: !]
        """)
    #expect(host.snapshot == navigator.snapshot)
  }
}

extension Result {
  fileprivate var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
