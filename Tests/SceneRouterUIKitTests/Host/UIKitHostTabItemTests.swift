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

/// A view controller that is a screen and describes its tab.
@MainActor
private final class TabViewController: UIViewController, Screen {
  let screenName: String
  var screenTitle: String
  var tabItem: TabItem?

  init(_ name: String, title: String = "", tabItem: TabItem? = nil) {
    screenName = name
    screenTitle = title
    self.tabItem = tabItem
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// `UIKitHost` shows each tab root's `TabItem` on the tab's `tabBarItem` and each screen's
/// title in its navigation bar.
@MainActor
@Suite("UIKitHost: tab items and navigation titles")
struct UIKitHostTabItemTests {
  private let app = UIKitTestApp()
  private let shop = TabViewController("Shop", title: "Shop", tabItem: TabItem("Shop", image: "bag"))
  private let wishlist = TabViewController("Wishlist", tabItem: TabItem("Wishlist", image: "heart"))

  private var tabs: [UIViewController] { (app.window.rootViewController as? UITabBarController)?.viewControllers ?? [] }

  private func items() -> [String] {
    tabs.map { tab in
      let item = tab.tabBarItem
      return "\(item?.title ?? "nil") \(item?.image.map { _ in "image" } ?? "no image") \(item?.badgeValue ?? "no badge")"
    }
  }

  init() {
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
  }

  @Test("each tab's bar item shows its root screen's title, SF Symbol and badge")
  func itemsApplied() {
    #expect(items() == ["Shop image no badge", "Wishlist image no badge"])
    #expect(tabs[0].tabBarItem.image == UIImage(systemName: "bag"))
    #expect(tabs[1].tabBarItem.image == UIImage(systemName: "heart"))
    app.expectScreens("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      └─ stack [tab: Wishlist, image: heart]
         └─ Wishlist
      """)
  }

  @Test("navigation titles come from screen titles; an empty title leaves the controller's own")
  func navigationTitles() async {
    #expect(shop.navigationItem.title == "Shop")
    #expect(wishlist.navigationItem.title == nil)
    let product = TabViewController("Product", title: "Red shoes")
    _ = await app.navigator.opening(product, from: shop, as: .push)
    #expect(product.navigationItem.title == "Red shoes")
  }

  @Test("refreshChrome sets the new badge and title on UIKit's items")
  func refresh() {
    wishlist.tabItem = TabItem("Wishlist", image: "heart", badge: "3")
    shop.screenTitle = "Sale"
    app.navigator.refreshChrome(of: wishlist)
    app.navigator.refreshChrome(of: shop)
    #expect(items() == ["Shop image no badge", "Wishlist image 3"])
    #expect(shop.navigationItem.title == "Sale")
    app.expectScreens("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Sale"
      └─ stack [tab: Wishlist, image: heart, badge: 3]
         └─ Wishlist
      """)
    wishlist.tabItem = TabItem("Wishlist", image: "heart")
    app.navigator.refreshChrome(of: wishlist)
    #expect(items() == ["Shop image no badge", "Wishlist image no badge"])
  }

  @Test("a tab with no item keeps the bar item UIKit made; one whose root drops its item goes back to its title")
  func droppedItem() {
    let home = TabViewController("Home", title: "Home")
    home.title = "Home (app)"
    app.navigator.setRoot(.tabs([.stack([home]), .screen(wishlist)], selected: 0))
    // The navigation controller's own bar item, untouched (UIKit's shows the title it takes
    // from its stack; the stand-in's shows the navigation controller's, nil).
    #expect(items() == ["nil no image no badge", "Wishlist image no badge"])
    wishlist.tabItem = nil
    wishlist.title = "Wishes"
    app.navigator.refreshChrome(of: wishlist)
    #expect(items() == ["nil no image no badge", "Wishes no image no badge"])
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Home "Home"
      └─ Wishlist
      """)
  }

  @Test("a new stack root in a tab gives the tab the new root's item")
  func setStackNewRoot() {
    let saved = TabViewController("Saved", tabItem: TabItem("Saved", image: "star", badge: "1"))
    app.navigator.setStack([saved], from: wishlist, animated: false)
    #expect(items() == ["Shop image no badge", "Saved image 1"])
    app.expectScreens("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      └─ stack [tab: Saved, image: star, badge: 1]
         └─ Saved
      """)
  }

  @Test("a system item is UIKit's own bar item with the badge; a refresh to an item of its own makes a new bar item")
  func systemItem() {
    let favorites = TabViewController("Favorites", tabItem: TabItem(system: .favorites, badge: "2"))
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([favorites])], selected: 0))
    let made = tabs[1].tabBarItem
    #expect(tabs.map { UIKitSimulator.systemItem(of: $0.tabBarItem) } == [nil, .favorites])
    #expect(items() == ["Shop image no badge", "nil no image 2"])
    app.expectScreens("""
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      └─ stack [tab: system favorites, badge: 2]
         └─ Favorites
      """)
    favorites.tabItem = TabItem(system: .favorites, badge: "3")
    app.navigator.refreshChrome(of: favorites)
    #expect(UIKitSimulator.systemItem(of: tabs[1].tabBarItem) == .favorites)
    #expect(items() == ["Shop image no badge", "nil no image 3"])
    favorites.tabItem = TabItem("Saved", image: "heart")
    app.navigator.refreshChrome(of: favorites)
    #expect(tabs[1].tabBarItem !== made)
    #expect(UIKitSimulator.systemItem(of: tabs[1].tabBarItem) == nil)
    #expect(items() == ["Shop image no badge", "Saved image no badge"])
    #expect(tabs[1].tabBarItem.image == UIImage(systemName: "heart"))
  }

  @Test("a UITab has no system form: it shows the system item's title and SF Symbol, and the badge")
  func systemItemOnUITab() throws {
    let search = TabViewController("Search", tabItem: TabItem(system: .search, badge: "1"))
    app.navigator.setRoot(.sidebarTabs([TabGroup(tabs: [.stack([shop]), .stack([search])])], selected: 0))
    let container = try #require(app.window.rootViewController as? UITabBarController)
    #expect(container.tabs.map { "\($0.title) \($0.badgeValue ?? "no badge")" } == ["Shop no badge", "Search 1"])
    #expect(container.tabs.map(\.image) == [UIImage(systemName: "bag"), UIImage(systemName: "magnifyingglass")])
  }

  @Test("in a sidebar-adaptable container each UITab shows its root screen's item, and refreshChrome updates it")
  func sidebarTabItems() throws {
    app.navigator.setRoot(.sidebarTabs([TabGroup(tabs: [.stack([shop]), .stack([wishlist])])], selected: 0))
    let container = try #require(app.window.rootViewController as? UITabBarController)
    func uiTabs() -> [String] {
      container.tabs.map { "\($0.title) \($0.image.map { _ in "image" } ?? "no image") \($0.badgeValue ?? "no badge")" }
    }
    #expect(uiTabs() == ["Shop image no badge", "Wishlist image no badge"])
    #expect(container.tabs.map(\.image) == [UIImage(systemName: "bag"), UIImage(systemName: "heart")])
    wishlist.tabItem = TabItem("Wishes", image: "heart", badge: "3")
    app.navigator.refreshChrome(of: wishlist)
    #expect(uiTabs() == ["Shop image no badge", "Wishes image 3"])
    // From iOS 27 each tab's title, image and badge change in one performBatchUpdates: one
    // per tab as the container is built, one for the refresh.
    #expect(UIKitSimulator.tabBatchUpdateCount(of: container) == 3)
    app.expectScreens("""
      tabs (sidebar shown)
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      └─ stack [tab: Wishes, image: heart, badge: 3]
         └─ Wishlist
      """)
  }

  @Test("a sidebar-adaptable container names its prominent tab in prominentTabIdentifier; a refresh moves it")
  func prominentTab() throws {
    let other = UIKitTestApp()
    let home = TabViewController("Home", tabItem: TabItem("Home", image: "house"))
    let search = TabViewController("Search", tabItem: TabItem(system: .search, role: .prominent))
    other.navigator.setRoot(.sidebarTabs([TabGroup(tabs: [.stack([home]), .stack([search])])], selected: 0))
    let container = try #require(other.window.rootViewController as? UITabBarController)
    #expect(container.tabs.map(\.identifier) == ["tab 0", "tab 1"])
    #expect(container.prominentTabIdentifier == "tab 1")
    search.tabItem = TabItem(system: .search)
    home.tabItem = TabItem("Home", image: "house", role: .prominent)
    other.navigator.refreshChrome(of: search)
    other.navigator.refreshChrome(of: home)
    #expect(container.prominentTabIdentifier == "tab 0")
  }

  @Test("a plain container with a prominent tab is built with UITabs and names it; a person's tap selects through them")
  func plainProminentTab() throws {
    let other = UIKitTestApp()
    let home = TabViewController("Home", tabItem: TabItem("Home", image: "house", badge: "2"))
    let search = TabViewController("Search", tabItem: TabItem(system: .search, role: .prominent))
    other.navigator.setRoot(.tabs([.stack([home]), .stack([search])], selected: 0))
    let container = try #require(other.window.rootViewController as? UITabBarController)
    #expect(container.tabs.map { "\($0.identifier) \($0.title) \($0.badgeValue ?? "no badge")" } == ["tab 0 Home 2", "tab 1 Search no badge"])
    #expect(container.tabs.map(\.image) == [UIImage(systemName: "house"), UIImage(systemName: "magnifyingglass")])
    #expect(container.prominentTabIdentifier == "tab 1")
    #expect(container.mode != .tabSidebar)
    try other.device.tapTab(1)
    other.expectScreens("""
      tabs
      ├─ stack [tab: Home, image: house, badge: 2]
      │  └─ Home
      └─ stack (selected) [tab: system search, prominent]
         └─ Search
      """)
    search.tabItem = TabItem(system: .search)
    home.tabItem = TabItem("Home", image: "house", role: .prominent)
    other.navigator.refreshChrome(of: search)
    other.navigator.refreshChrome(of: home)
    #expect(container.prominentTabIdentifier == "tab 0")
  }

  @Test("a plain container without a prominent tab keeps viewControllers and no UITabs")
  func plainWithoutProminentTab() throws {
    let container = try #require(app.window.rootViewController as? UITabBarController)
    #expect(container.tabs.isEmpty)
    #expect(container.viewControllers?.count == 2)
    #expect(container.prominentTabIdentifier == nil)
  }
}

#endif
