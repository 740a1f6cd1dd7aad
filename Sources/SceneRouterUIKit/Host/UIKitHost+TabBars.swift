#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Tab bars, the More list and the sidebar: tab items, selection, a person's taps.

extension UIKitHost {
  // MARK: - Steps

  /// `.selectTab`: `selectedTab` with `UITab`s, `selectedIndex` otherwise.
  func performSelectTab(_ index: Int, of tabsID: ScreenID) throws(NavigationError) {
    if records[tabsID]?.pages != nil {
      try performSelectPage(index, of: tabsID)
      return
    }
    guard let tabs = records[tabsID]?.controller as? UITabBarController else { throw .noTabContainer }
    let count = Self.tabControllers(of: tabs).count
    guard index >= 0, index < count else { throw .tabIndexOutOfRange(index: index, count: count) }
    records[tabsID]?.selection = index
    Self.select(index, in: tabs)
    finishCurrent()
  }

  /// `.refreshChrome`: the screen's navigation title, and its tab item when it is a tab's root.
  func performRefreshChrome(of reference: NavigationStep.Screen) throws(NavigationError) {
    guard let controller = records[reference.id]?.controller else { throw .notInHierarchy(screen: reference.name) }
    applyNavigationTitle(reference.title, to: controller)
    records[reference.id]?.tabItem = reference.tabItem
    if let tab = tab(rootedAt: controller) {
      applyTabItem(to: tab)
      if let container = tab.parent as? UITabBarController { applyProminentTab(in: container, animated: true) }
    }
    finishCurrent()
  }

  /// `.showSidebar`: `UITabBarController.Sidebar.isHidden`; the selected tab stays, so nothing appears.
  func performShowSidebar(_ shown: Bool, of tabsID: ScreenID) throws(NavigationError) {
    // `UITabBarController.Sidebar.isHidden`; the selected tab stays, so nothing appears.
    guard let tabs = records[tabsID]?.controller as? UITabBarController, records[tabsID]?.sidebarRecord != nil else { throw .noTabContainer }
    records[tabsID]?.sidebarRecord?.shown = shown
    Self.setSidebarShown(shown, of: tabs)
    finishCurrent()
  }

  /// The controller whose screen names a tab: the bottom of the tab's navigation stack, or the tab.
  func tabRoot(of tab: UIViewController) -> UIViewController {
    (tab as? UINavigationController)?.viewControllers.first ?? tab
  }

  /// Shows the tab item of a tab's root screen on the tab's `tabBarItem`, and on its `UITab` in
  /// a sidebar-adaptable container: its title, its image as an SF Symbol
  /// (`UIImage(systemName:)`) and its badge; a system item as UIKit's
  /// (`UITabBarItem(tabBarSystemItem:tag:)`) with its badge, and on a `UITab` as its title and
  /// SF Symbol. A tab whose root screen
  /// has no item keeps the bar item the app gave it, unless an item was shown before: then
  /// the bar item goes back to the tab's title, with no image and no badge.
  func applyTabItem(to tab: UIViewController) {
    let root = tabRoot(of: tab)
    guard let id = ids[ObjectIdentifier(root)] else { return }
    let tabID = ids[ObjectIdentifier(tab)]
    guard let item = records[id]?.tabItem else {
      if let tabID, records[tabID]?.showsTabItem == true {
        records[tabID]?.showsTabItem = false
        showOwnBarItem(on: tab, title: tab.title ?? root.title, image: nil, badge: nil, tabID: tabID)
        Self.applyTabItem(title: tab.title ?? root.title, image: nil, badge: nil, to: tab)
      }
      return
    }
    if let tabID { records[tabID]?.showsTabItem = true }
    if let system = item.systemItem {
      // UIKit's own item; its title and image cannot be changed, so a new one each time.
      tab.tabBarItem = UITabBarItem(tabBarSystemItem: Self.uiKitSystemItem(system), tag: 0)
      tab.tabBarItem.badgeValue = item.badge
      if let tabID { records[tabID]?.showsSystemItem = true }
    } else {
      showOwnBarItem(on: tab, title: item.title, image: item.image, badge: item.badge, tabID: tabID)
    }
    // A `UITab` has no system form: it shows the system item's title and SF Symbol.
    Self.applyTabItem(title: item.title, image: item.image, badge: item.badge, to: tab)
  }

  /// Shows a title, an SF Symbol and a badge on a tab's bar item; on a new item when the tab
  /// shows a system item, whose title and image UIKit does not let change
  /// (https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)).
  private func showOwnBarItem(on tab: UIViewController, title: String?, image: String?, badge: String?, tabID: ScreenID?) {
    let symbol = image.flatMap { UIImage(systemName: $0) }
    if let tabID, records[tabID]?.showsSystemItem == true {
      records[tabID]?.showsSystemItem = false
      tab.tabBarItem = UITabBarItem(title: title, image: symbol, tag: 0)
    } else {
      tab.tabBarItem.title = title
      tab.tabBarItem.image = symbol
    }
    tab.tabBarItem.badgeValue = badge
  }

  /// UIKit's system tab bar item for a tab item's.
  static func uiKitSystemItem(_ item: TabItem.SystemItem) -> UITabBarItem.SystemItem {
    switch item {
    case .more: .more
    case .favorites: .favorites
    case .featured: .featured
    case .topRated: .topRated
    case .recents: .recents
    case .contacts: .contacts
    case .history: .history
    case .bookmarks: .bookmarks
    case .search: .search
    case .downloads: .downloads
    case .mostRecent: .mostRecent
    case .mostViewed: .mostViewed
    }
  }

  /// The tab (a tab bar controller's child) whose root is `controller`, if any.
  func tab(rootedAt controller: UIViewController) -> UIViewController? {
    if controller.parent is UITabBarController { return controller }
    if let navigation = controller.parent as? UINavigationController, navigation.parent is UITabBarController,
      navigation.viewControllers.first === controller
    {
      return navigation
    }
    return nil
  }

  /// The title of a tab's `UITab` (`TabItem.title(of:screenTitle:screenName:)`): its root
  /// screen's tab item's title, else the screen's title, or its name.
  static func tabTitle(_ node: NavigationTree<NavigationStep.Screen>) -> String {
    func title(_ screen: NavigationStep.Screen) -> String {
      TabItem.title(of: screen.tabItem, screenTitle: screen.title, screenName: screen.name)
    }
    switch node {
    case .screen(let screen): return title(screen)
    case .stack(let screens): return screens.first.map(title) ?? "stack"
    case .tabs, .split, .sidebarTabs, .pages: return node.visibleScreenName
    }
  }

  /// A tab bar controller, its delegate and its More navigation controller's delegate the
  /// host's observer: a person chooses a tab under More in the More list, which the More
  /// navigation controller's delegate hears, not the tab bar's.
  func makeObservedTabBarController() -> UITabBarController {
    let container = makeTabBarController()
    observer.observe(container)
    observer.observe(container.moreNavigationController)
    return container
  }

  /// The tab container the host shows whose More navigation controller (rule 31) is `navigation`.
  func tabsID(ofMore navigation: UINavigationController) -> ScreenID? {
    records.first { ($0.value.controller as? UITabBarController)?.moreNavigationController === navigation }?.key
  }

  /// A person chose a tab in the More list (rule 31): a tab selection, decided at once.
  func choseUnderMore(_ controller: UIViewController, in more: UINavigationController, tabsID: ScreenID) {
    // The tab itself, or (UIKit moves a navigation controller's screens into the More
    // navigation controller) a screen of the tab's stack.
    guard let tabs = records[tabsID]?.controller as? UITabBarController,
      let index = tabs.viewControllers?.firstIndex(where: { tab in
        tab === controller || (tab as? UINavigationController)?.viewControllers.contains { $0 === controller } == true
      }),
      index != records[tabsID]?.selection
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    moreChoice = ObjectIdentifier(more)
    records[tabsID]?.selection = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  /// A person taps a tab of a tab bar controller without `UITab`s
  /// (`tabBarController(_:shouldSelect:)`): a tab selection, decided at once. With `UITab`s
  /// (iOS 18) the observer reports through `tabBarController(_:shouldSelectTab:)` only: iOS 27
  /// no longer calls the view-controller form for some taps. Without them, UIKit may call
  /// both forms; whichever comes first reports the selection and the other finds it made.
  func tabBarController(_ tabs: UITabBarController, willSelect controller: UIViewController) {
    guard let index = Self.tabControllers(of: tabs).firstIndex(where: { $0 === controller }) else { return }
    tabBarController(tabs, willSelectTabAt: index)
  }

  /// The person's selection ended (`tabBarController(_:didSelect:)`).
  func tabBarController(_ tabs: UITabBarController, didSelect controller: UIViewController) {
    tabBarControllerDidSelectTab(tabs)
  }

  /// A person selects tab `index` (counted over the tabs that are not groups) in a tab bar or
  /// a sidebar (iOS 18's `tabBarController(_:shouldSelectTab:)`, or the view-controller form
  /// before): a tab selection, decided at once.
  func tabBarController(_ tabs: UITabBarController, willSelectTabAt index: Int) {
    guard let tabsID = ids[ObjectIdentifier(tabs)], tappedTabs == nil, index != selectedIndex(of: tabs) else { return }
    delegate?.hostDidBeginPersonChange(self)
    tappedTabs = ObjectIdentifier(tabs)
    records[tabsID]?.selection = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  /// The person's selection ended (`tabBarController(_:didSelectTab:previousTab:)`).
  func tabBarControllerDidSelectTab(_ tabs: UITabBarController) {
    guard tappedTabs == ObjectIdentifier(tabs) else { return }
    tappedTabs = nil
    endPersonChange()
  }

  /// A sidebar starts showing or hiding (`tabBarController(_:sidebarVisibilityWillChange:animator:)`,
  /// called when `isHidden` changes, in code too). A change the host did not make is a
  /// person's: it is reported now, and ends when the change does (`end`, which the caller
  /// runs as the animator's completion). No screen appears or disappears.
  ///
  /// - Returns: Whether a person's change began, which `end` is to finish.
  func sidebarVisibilityWillChange(of tabs: UITabBarController) -> Bool {
    guard current == nil, pulledDown == nil, personPops.isEmpty, tappedTabs == nil, splitWidthChange == nil,
      let tabsID = ids[ObjectIdentifier(tabs)], let record = records[tabsID]?.sidebarRecord
    else { return false }
    // UIKit calls it before or after `isHidden` changes: the navigator's last knowledge decides.
    let shown = !record.shown
    records[tabsID]?.sidebarRecord?.shown = shown
    delegate?.hostDidBeginPersonChange(self)
    report(.showSidebar(tabs: tabsID, shown: shown))
    return true
  }

  /// A person's sidebar change ended.
  func sidebarVisibilityDidChange() {
    endPersonChange()
  }
}

#endif
