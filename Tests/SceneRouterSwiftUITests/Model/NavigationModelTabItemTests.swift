import Foundation
import Observation
import SceneRouter
import SceneRouterSwiftUI
import Testing

/// A screen that describes its tab.
@MainActor
private final class ItemScreen: Screen {
  let screenName: String
  var screenTitle: String
  var tabItem: TabItem?

  init(_ name: String, title: String = "", tabItem: TabItem? = nil) {
    screenName = name
    screenTitle = title
    self.tabItem = tabItem
  }
}

/// What `TabsView` and `ScreenSlot` read: each tab's item and each screen's navigation title,
/// published by the model when the navigator hands them over.
@MainActor
@Suite("NavigationModel: tab items and navigation titles")
struct NavigationModelTabItemTests {
  private let fixture = ModelFixture()
  private let shop = ItemScreen("Shop", title: "Shop", tabItem: TabItem("Shop", image: "bag"))
  private let wishlist = ItemScreen("Wishlist", tabItem: TabItem("Wishlist", image: "heart"))
  private let home = ItemScreen("Home", title: "Home")

  private var tabs: [NavigationModel.Node] {
    guard case .tabs(let id) = fixture.model.root else { return [] }
    return fixture.model.tabs(of: id)
  }

  init() {
    fixture.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist]), .screen(home)], selected: 0))
  }

  @Test("each tab's item is its root screen's; a tab with none has none")
  func items() {
    #expect(tabs.map { fixture.model.tabItem(of: $0) } == [TabItem("Shop", image: "bag"), TabItem("Wishlist", image: "heart"), nil])
    fixture.expectSnapshot("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist
      └─ Home "Home"
      """)
  }

  @Test("navigation titles are the screens' titles as handed over")
  func titles() throws {
    let shopID = try #require(fixture.navigator.id(of: shop))
    let wishlistID = try #require(fixture.navigator.id(of: wishlist))
    #expect(fixture.model.navigationTitle(of: shopID) == "Shop")
    #expect(fixture.model.navigationTitle(of: wishlistID) == "")
  }

  @Test("refreshChrome publishes the new badge and title; observers of the model hear it")
  func refreshPublishes() throws {
    let changed = Flag()
    withObservationTracking {
      _ = tabs.map { fixture.model.tabItem(of: $0) }
    } onChange: {
      changed.set()
    }
    wishlist.tabItem = TabItem("Wishlist", image: "heart", badge: "2")
    wishlist.screenTitle = "Wishlist (2)"
    fixture.navigator.refreshChrome(of: wishlist)
    #expect(changed.isSet)
    #expect(fixture.model.tabItem(of: tabs[1]) == TabItem("Wishlist", image: "heart", badge: "2"))
    let wishlistID = try #require(fixture.navigator.id(of: wishlist))
    #expect(fixture.model.navigationTitle(of: wishlistID) == "Wishlist (2)")
    fixture.expectSnapshot("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart, badge: 2]
      │  └─ Wishlist "Wishlist (2)"
      └─ Home "Home"
      """)
  }

  @Test("a system item reaches the views as its title and SF Symbol, SwiftUI having no system tab items")
  func systemItem() {
    let favorites = ItemScreen("Favorites", tabItem: TabItem(system: .favorites, badge: "1"))
    fixture.navigator.setRoot(.tabs([.stack([shop]), .stack([favorites])], selected: 0))
    #expect(
      tabs.map { fixture.model.tabItem(of: $0).map { "\($0.title) \($0.image ?? "no image") \($0.badge ?? "no badge")" } }
        == ["Shop bag no badge", "Favorites star 1"])
    fixture.expectSnapshot("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      └─ stack [tab: system favorites, badge: 1]
         └─ Favorites
      """)
  }
}
