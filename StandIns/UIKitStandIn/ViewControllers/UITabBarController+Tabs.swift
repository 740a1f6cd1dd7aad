import Foundation

/// The tab bar controller's `UITab`s (iOS 18): top-level tabs and groups, the selected tab,
/// the display mode and the sidebar.
///
/// Apple: https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar
///
/// The stand-in shows every tab that is not a group as a child controller, in order, and lists
/// them in `viewControllers` (Apple's pages do not say what `viewControllers` holds with
/// groups); ``selectedTab`` is one of them. A group's own view controller is never shown. The
/// tab bar gives items to top-level tabs only
/// (https://developer.apple.com/documentation/uikit/uitab/placement/automatic); the sidebar
/// lists every tab, a group's as a section.
extension UITabBarController {
  /// A tab bar's display mode.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum
  @available(iOS 18.0, *)
  public enum Mode: Int, Sendable {
    /// A sidebar on iPad when the tabs hold a group, else a tab bar.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic
    case automatic = 0
    /// Only a tab bar.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabbar
    case tabBar = 1
    /// A tab bar or a sidebar, depending on the context: on iPad a sidebar in a regular width,
    /// on iPhone (a compact width) the regular tab bar.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar
    case tabSidebar = 2
  }

  /// The tabs, top-level tabs and groups; assigning it is `setTabs(_:animated: false)`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
  @available(iOS 18.0, *)
  public var tabs: [UITab] {
    get { tabList }
    set { setTabs(newValue, animated: false) }
  }

  /// Replaces the tabs: the controllers of the tabs that are not groups become the tab bar
  /// controller's children, as `setViewControllers(_:animated:)` does (rule 35).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabs(_:animated:)
  ///
  /// - Parameters:
  ///   - tabs: The new tabs.
  ///   - animated: Whether to animate the tab bar.
  @available(iOS 18.0, *)
  public func setTabs(_ tabs: [UITab], animated: Bool) {
    var leaves: [UITab] = []
    func collect(_ tab: UITab, in group: UITabGroup?) {
      tab.group = group
      if let nested = tab as? UITabGroup {
        for child in nested.children { collect(child, in: nested) }
      } else {
        leaves.append(tab)
      }
    }
    for tab in tabs { collect(tab, in: nil) }
    setViewControllers(leaves.compactMap(\.viewController), animated: animated)
    tabList = tabs
  }

  /// The selected tab, at the top level or in a group; assigning it selects without asking
  /// the delegate (rule 28). Nil while no tabs are set.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
  @available(iOS 18.0, *)
  public var selectedTab: UITab? {
    get {
      let leaves = leafTabs
      return leaves.indices.contains(selectedIndex) ? leaves[selectedIndex] : nil
    }
    set {
      guard let newValue, let index = leafTabs.firstIndex(where: { $0 === newValue }) else {
        simulator.log("UITabBarController: selectedTab is not one of the tabs")
        return
      }
      select(index)
      newValue.group?.selectedChild = newValue
    }
  }

  /// The display mode; `.automatic` by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
  @available(iOS 18.0, *)
  public var mode: UITabBarController.Mode {
    get { Mode(rawValue: modeValue) ?? .automatic }
    set { modeValue = newValue.rawValue }
  }

  /// The tab bar's sidebar.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.property
  @available(iOS 18.0, *)
  public var sidebar: UITabBarController.Sidebar {
    if let existing = sidebarObject as? Sidebar { return existing }
    let made = Sidebar(tabBarController: self)
    sidebarObject = made
    return made
  }

  /// Makes several changes to tab properties as one update, animated in a single layout pass
  /// with no intermediate state shown; `updates` runs synchronously (iOS 27). The stand-in
  /// draws nothing, so it runs `updates` and counts the batch
  /// (`UIKitSimulator.tabBatchUpdateCount(of:)`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/performbatchupdates(_:)
  ///
  /// - Parameter updates: The changes.
  @available(iOS 27.0, *)
  public func performBatchUpdates(_ updates: () -> Void) {
    batchUpdateCount += 1
    updates()
  }

  /// The identifier of the tab shown as prominent, with more emphasis in the tab bar; nil
  /// (the default) for none, when a `UISearchTab` that activates search may take the slot
  /// (iOS 27). The stand-in draws nothing and keeps the value.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/prominenttabidentifier
  @available(iOS 27.0, *)
  public var prominentTabIdentifier: String? {
    get { prominentIdentifier }
    set { prominentIdentifier = newValue }
  }

  /// Sets ``prominentTabIdentifier``, animated or not (iOS 27).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/setprominenttabidentifier(_:animated:)
  ///
  /// - Parameters:
  ///   - identifier: The tab's identifier; nil for none.
  ///   - animated: Whether the change is animated.
  @available(iOS 27.0, *)
  public func setProminentTabIdentifier(_ identifier: String?, animated: Bool) {
    prominentIdentifier = identifier
  }

  // MARK: - Internal

  /// The tabs that are not groups, in order: the controllers shown.
  @available(iOS 18.0, *)
  var leafTabs: [UITab] {
    func leaves(_ tab: UITab) -> [UITab] { (tab as? UITabGroup)?.children.flatMap(leaves) ?? [tab] }
    return tabList.flatMap(leaves)
  }

  /// Whether the tabs can show as a sidebar: `.tabSidebar`, or `.automatic` with a group
  /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic).
  @available(iOS 18.0, *)
  var adaptsToSidebar: Bool {
    !tabList.isEmpty && (mode == .tabSidebar || (mode == .automatic && tabList.contains { $0 is UITabGroup }))
  }
}
