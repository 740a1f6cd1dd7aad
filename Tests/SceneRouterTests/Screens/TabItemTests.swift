import Foundation
import SceneRouter
import Testing

/// A tab item's system form: its title and SF Symbol, how it prints, how it encodes.
@Suite("Tab items")
struct TabItemTests {
  private static func json(_ item: TabItem) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(item), as: UTF8.self)
  }

  @Test("a system item carries its English title and nearest SF Symbol, for hosts without a system form")
  func systemItemTitlesAndSymbols() {
    #expect(
      TabItem.SystemItem.allCases.map { "\($0): \($0.title), \($0.symbolName)" } == [
        "more: More, ellipsis",
        "favorites: Favorites, star",
        "featured: Featured, star",
        "topRated: Top Rated, star",
        "recents: Recents, clock",
        "contacts: Contacts, person.crop.circle",
        "history: History, clock",
        "bookmarks: Bookmarks, book",
        "search: Search, magnifyingglass",
        "downloads: Downloads, arrow.down.circle",
        "mostRecent: Most Recent, clock",
        "mostViewed: Most Viewed, list.number",
      ])
    var expected = TabItem("Top Rated", image: "star", badge: "4")
    expected.systemItem = .topRated
    #expect(TabItem(system: .topRated, badge: "4") == expected)
    #expect(TabItem(system: .topRated, badge: "4") != TabItem("Top Rated", image: "star", badge: "4"))
  }

  @Test("a system item prints as the system's, with its badge; an item of its own as before")
  func descriptions() {
    #expect(
      [TabItem(system: .favorites), TabItem(system: .mostViewed, badge: "3"), TabItem("Shop", image: "bag", badge: "1")]
        .map(\.description) == ["tab: system favorites", "tab: system mostViewed, badge: 3", "tab: Shop, image: bag, badge: 1"])
  }

  @Test("a system item encodes its case; an item of its own encodes as it always has, and both decode back")
  func json() throws {
    let system = TabItem(system: .search, badge: "2")
    let own = TabItem("Home", image: "house")
    #expect(try Self.json(system) == #"{"badge":"2","image":"magnifyingglass","systemItem":"search","title":"Search"}"#)
    #expect(try Self.json(own) == #"{"image":"house","title":"Home"}"#)
    #expect(try JSONDecoder().decode(TabItem.self, from: Data(Self.json(system).utf8)) == system)
    #expect(try JSONDecoder().decode(TabItem.self, from: Data(#"{"image":"house","title":"Home"}"#.utf8)) == own)
  }

  @Test("the prominent role prints last on the tab's line and encodes as role; an item without one decodes as before")
  func prominentRole() throws {
    let search = TabItem(system: .search, badge: "2", role: .prominent)
    let deals = TabItem("Deals", image: "tag", role: .prominent)
    #expect([search, deals].map(\.description) == ["tab: system search, badge: 2, prominent", "tab: Deals, image: tag, prominent"])
    #expect(try Self.json(deals) == #"{"image":"tag","role":"prominent","title":"Deals"}"#)
    #expect(try JSONDecoder().decode(TabItem.self, from: Data(Self.json(search).utf8)) == search)
    #expect(try JSONDecoder().decode(TabItem.self, from: Data(#"{"image":"tag","title":"Deals"}"#.utf8)).role == nil)
  }

  @Test("a saved snapshot keeps the prominent tab: it round-trips through JSON, and one saved before roles decodes")
  func snapshotKeepsProminentTab() throws {
    let snapshot = NavigationSnapshot(
      root: .tabs([.stack([.screen("Home")]), .stack([.screen("Search")])], selected: 0),
      tabItems: [0: TabItem("Home"), 1: TabItem(system: .search, role: .prominent)])
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.tabItems[1]?.role == .prominent)
    let old = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #","role":"prominent""#, with: "")
      .replacingOccurrences(of: #""role":"prominent","#, with: "")
    #expect(!old.contains("role"))
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: Data(old.utf8)).tabItems[1]?.role == nil)
  }
}

