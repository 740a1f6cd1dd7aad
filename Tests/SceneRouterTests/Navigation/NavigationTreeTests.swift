@_spi(Hosting) import SceneRouter
import Testing

/// The one navigation tree: a snapshot is the layout's tree with names and titles as leaves,
/// and `map` is the only converter between forms, carrying each container's state.
@Suite("Navigation tree")
struct NavigationTreeTests {
  /// Built anew on each read, as the snapshot tests' samples are.
  static var split: NavigationSnapshot.Node {
    .split(primary: .stack([.screen("Inbox")]), supplementary: .screen("Folders"), secondary: .screen("Mail", "Hi"), top: .primary)
  }

  static var snapshotTree: NavigationSnapshot.Node {
    .sidebarTabs([.init(tabs: [.stack([.screen("Home")])]), .init("Library", tabs: [split])], selected: 1, sidebar: .hidden)
  }

  @Test("map turns a snapshot's screens into request names and keeps every container's state")
  func mapKeepsState() {
    let named = Self.snapshotTree.map { NavigationRequest.Screen($0.name) }
    #expect(
      named
        == .sidebarTabs(
          [
            .init(tabs: [.stack([NavigationRequest.Screen("Home")])]),
            .init(
              "Library",
              tabs: [
                .split(
                  primary: .stack([NavigationRequest.Screen("Inbox")]), supplementary: .screen(NavigationRequest.Screen("Folders")),
                  secondary: .screen(NavigationRequest.Screen("Mail")), top: .primary)
              ]),
          ], selected: 1, sidebar: .hidden))
    #expect(named.description == "sidebar tabs [[stack [Home]], Library: [split [stack [Inbox], Folders, Mail]]] selected 1")
  }

  @Test("a layout's sidebarShown is the sidebar shown or hidden")
  func sidebarShown() {
    let group = NavigationTree<NavigationRequest.Screen>.Group(tabs: [.screen(NavigationRequest.Screen("Home"))])
    #expect(NavigationTree.sidebarTabs([group], selected: 0, sidebarShown: false) == .sidebarTabs([group], selected: 0, sidebar: .hidden))
    #expect(NavigationTree.sidebarTabs([group], selected: 0, sidebarShown: true) == .sidebarTabs([group], selected: 0))
  }

  @Test("tabs count over all groups, columns lead first, screens are the leaves")
  func containers() {
    let tree = Self.snapshotTree
    #expect(tree.tabs == [.stack([.screen("Home")]), Self.split])
    #expect(tree.selectedTab == 1)
    #expect(tree.tab(at: 2) == nil)
    #expect(tree.tab(at: 1)?.splitColumns == [.stack([.screen("Inbox")]), .screen("Folders"), .screen("Mail", "Hi")])
    #expect(tree.screenCount == 4)
    #expect(NavigationSnapshot.Node.split(columns: [.screen("A")], top: nil) == nil)
  }

  @Test("an outline that does not reach every tab leaves the rest at the top level")
  func groupsFromOutline() {
    let tabs: [NavigationSnapshot.Node] = [.screen("A"), .screen("B"), .screen("C")]
    #expect(
      NavigationSnapshot.Node.groups(tabs, outline: [.init("G", tabs: [.screen(0)])])
        == [.init("G", tabs: [.screen("A")]), .init(tabs: [.screen("B"), .screen("C")])])
  }

  @Test("a snapshot's screen prints its name and its title in quotes")
  func screenDescription() {
    #expect(NavigationSnapshot.Screen("Product", "Shoes").description == #"Product "Shoes""#)
    #expect(NavigationSnapshot.Screen.screen("Shop").description == "Shop")
  }
}
