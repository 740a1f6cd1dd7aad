/// What a person does with a tab bar controller's `UITab`s (iOS 18): a tap on a top-level
/// tab's item, a choice in the sidebar, showing and hiding the sidebar.
///
/// Apple: https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar
extension UIKitSimulator {
  /// How many times `tabs.performBatchUpdates(_:)` (iOS 27) ran: changes of tab properties
  /// made as one update.
  ///
  /// - Parameter tabs: The tab bar controller.
  public static func tabBatchUpdateCount(of tabs: UITabBarController) -> Int { tabs.batchUpdateCount }

  /// The system item a tab bar item was made as (`UITabBarItem(tabBarSystemItem:tag:)`), which
  /// UIKit draws but does not publish; nil for an item made with a title and an image.
  ///
  /// - Parameter item: The tab bar item.
  public static func systemItem(of item: UITabBarItem) -> UITabBarItem.SystemItem? { item.systemItem }

  /// The tab bar controller a person sees on top, when one is visible.
  private func frontTabBarController(_ action: String) throws(UIKitSimulatorError) -> UITabBarController {
    guard let window, let top = AppearanceTransaction.levels(in: window).last,
      let tabs = AppearanceTransaction.front(top).first(where: { $0 is UITabBarController }) as? UITabBarController
    else { throw UIKitSimulatorError(action, "no tab bar is visible") }
    return tabs
  }

  /// Whether the window is compact, where a tab bar controller shows only its tab bar.
  private var isCompact: Bool {
    guard let window else { return false }
    return (window.layoutSizeClass ?? window.traitCollection.horizontalSizeClass) == .compact
  }

  /// A tap on the item of tab `index` of a tab bar controller with `tabs`: only top-level tabs
  /// have items (https://developer.apple.com/documentation/uikit/uitab/placement/automatic).
  /// The delegate's `shouldSelectTab` is asked and `didSelectTab` told; a tap on the selected
  /// tab pops its navigation controller to the root (rule 30). Whether UIKit also calls the
  /// view-controller methods (`shouldSelect`, `didSelect`) for such a tab bar is not
  /// documented; the stand-in does not.
  func tapTabItem(_ index: Int, of tabs: UITabBarController) throws(UIKitSimulatorError) {
    let leaves = tabs.leafTabs
    guard leaves.indices.contains(index), leaves[index].group == nil else {
      throw UIKitSimulatorError("tap tab \(index)", "the tab bar has no item for tab \(index)")
    }
    personSelects(leaves[index], at: index, in: tabs, popsToRoot: true)
  }

  /// Chooses tab `index` (counted over every tab that is not a group, in order) in the sidebar
  /// of the visible tab bar controller: the delegate's `tabBarController(_:shouldSelectTab:)`
  /// is asked, the tab shows with a tab switch's callbacks (choosing the selected tab changes
  /// nothing), then the delegate hears `tabBarController(_:didSelectTab:previousTab:)`.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: ``UIKitSimulatorError`` when no tab bar with a sidebar is visible, the window is
  ///   compact, the sidebar is hidden, it has no such row, or a swipe back is in progress.
  public func chooseSidebarTab(_ index: Int) throws(UIKitSimulatorError) {
    let action = "choose tab \(index) in the sidebar"
    try checkNoSwipe(action)
    let tabs = try sidebarTabBarController(action)
    guard !tabs.sidebar.isHidden else { throw UIKitSimulatorError(action, "the sidebar is hidden") }
    let leaves = tabs.leafTabs
    guard leaves.indices.contains(index) else { throw UIKitSimulatorError(action, "the sidebar has no row for tab \(index)") }
    personSelects(leaves[index], at: index, in: tabs, popsToRoot: false)
  }

  /// Shows or hides the sidebar of the visible tab bar controller, animated: its delegate hears
  /// `tabBarController(_:sidebarVisibilityWillChange:animator:)`; no view controller appears or
  /// disappears. Showing a shown sidebar, or hiding a hidden one, changes nothing.
  ///
  /// - Parameter hidden: Whether to hide the sidebar.
  /// - Throws: ``UIKitSimulatorError`` when no tab bar with a sidebar is visible, the window is
  ///   compact, or a swipe back is in progress.
  public func setSidebarHidden(_ hidden: Bool) throws(UIKitSimulatorError) {
    let action = hidden ? "hide the sidebar" : "show the sidebar"
    try checkNoSwipe(action)
    let tabs = try sidebarTabBarController(action)
    tabs.sidebar.change(hidden: hidden, animated: true)
  }

  /// The visible tab bar controller whose sidebar a person can use: its tabs adapt to a
  /// sidebar, and the window is regular.
  private func sidebarTabBarController(_ action: String) throws(UIKitSimulatorError) -> UITabBarController {
    let tabs = try frontTabBarController(action)
    guard tabs.adaptsToSidebar else { throw UIKitSimulatorError(action, "the tab bar shows no sidebar") }
    guard !isCompact else { throw UIKitSimulatorError(action, "a compact width shows the tab bar, no sidebar") }
    return tabs
  }

  /// A person selects `tab` (tab `index`): `shouldSelectTab` is asked, the tab shows (a tap on
  /// the selected tab pops its stack when `popsToRoot`), then `didSelectTab` is told.
  func personSelects(_ tab: UITab, at index: Int, in tabs: UITabBarController, popsToRoot: Bool) {
    if let delegate = tabs.delegate, !delegate.tabBarController(tabs, shouldSelectTab: tab) { return }
    let previous = tabs.selectedTab
    if index == tabs.selectedIndex {
      if popsToRoot, let navigation = tab.viewController as? UINavigationController, navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: true)
      }
    } else {
      tabs.select(index)
      tab.group?.selectedChild = tab
    }
    tabs.delegate?.tabBarController(tabs, didSelectTab: tab, previousTab: previous)
  }
}
