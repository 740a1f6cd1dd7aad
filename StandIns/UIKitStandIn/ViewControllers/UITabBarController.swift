import Foundation

/// UIKit's `UITabBarController`: tabs held strongly (rule 53), one selected; selection in
/// code calls no delegate method (rule 28).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller
///
/// With more than five tabs UIKit puts tabs 4 and after under More (rule 31): a person's
/// tap on More shows the More list in ``moreNavigationController`` (``selectedIndex`` is
/// then `NSNotFound`), and choosing a row there shows that tab, which the More navigation
/// controller's delegate hears as `willShow`/`didShow`. UIKit pushes the chosen tab onto
/// the More navigation controller (moving a navigation controller's screens into it); the
/// stand-in shows the chosen tab as the selected tab instead, without moving controllers.
@MainActor
open class UITabBarController: UIViewController {
  private var tabControllers: [UIViewController]?
  /// The tabs set with `tabs` (iOS 18), in order; empty when the tabs are view controllers.
  var tabList: [UITab] = []
  /// `mode`'s raw value.
  var modeValue = 0
  /// `sidebar`, made on first use.
  var sidebarObject: AnyObject?
  /// The `performBatchUpdates(_:)` calls made (read by the simulation).
  var batchUpdateCount = 0
  /// `prominentTabIdentifier`'s value.
  var prominentIdentifier: String?
  private var selected = 0
  private lazy var more = UINavigationController(rootViewController: MoreListController(nibName: nil, bundle: nil))
  /// Whether the More list shows, after a person tapped More.
  private var showsMoreList = false

  /// Hears a person's taps; held weakly (rule 55).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs' root controllers; nil when none were set. Assigning it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs; the old ones are removed first (rule 35).
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animated: Whether to animate the tab bar.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    tabList = []
    for old in tabControllers ?? [] {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    tabControllers = viewControllers
    for tab in viewControllers ?? [] {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    if !(viewControllers ?? []).indices.contains(selected) { selected = 0 }
    if !hasMore { leaveMoreList() }
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
    ).finish()
  }

  /// The selected tab's index, `NSNotFound` while the More list shows; assigning it
  /// selects without asking the delegate (rule 28). An index past the end is ignored (rule
  /// 33 is undocumented).
  open var selectedIndex: Int {
    get { showsMoreList ? NSNotFound : selected }
    set { select(newValue) }
  }

  /// The selected tab's controller, ``moreNavigationController`` while the More list shows;
  /// assigning ``moreNavigationController`` shows the More list (rule 31), assigning a
  /// controller that is not a tab raises (rule 32).
  open var selectedViewController: UIViewController? {
    get {
      if showsMoreList { return more }
      return tabControllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil }
    }
    set {
      if let newValue, newValue === more, hasMore {
        showMoreList()
        return
      }
      guard let newValue, let index = tabControllers?.firstIndex(where: { $0 === newValue }) else {
        simulator.raise("NSInternalInconsistencyException", "Attempting to select a view controller that isn't a child! (null)")
        return
      }
      select(index)
    }
  }

  /// The navigation controller of the More list; never one of ``viewControllers`` (rule 31).
  open var moreNavigationController: UINavigationController { more }

  /// Selects the tab `subsequentVC` is (rule 45); selection in code asks no delegate.
  ///
  /// - Parameters:
  ///   - unwindSegue: The unwind segue.
  ///   - subsequentVC: The tab to show.
  open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    guard let index = tabControllers?.firstIndex(where: { $0 === subsequentVC }) else { return }
    select(index)
  }

  // MARK: - Internal

  override var appearanceChild: UIViewController? { selectedViewController }

  /// Whether some tabs live under More: more than five tabs (rule 31).
  var hasMore: Bool { (tabControllers?.count ?? 0) > 5 }

  /// Whether tab `index` has no tab item of its own and lives under More.
  func isUnderMore(_ index: Int) -> Bool { hasMore && index >= 4 }

  /// Whether the More list shows.
  var isShowingMoreList: Bool { showsMoreList }

  /// Selects tab `index`, leaving the More list if it shows; a tab switch's callbacks, or
  /// `order`'s (a row chosen in the More list shows its tab as a push would).
  func select(_ index: Int, order: AppearanceTransaction.Order = .tabSwitch) {
    guard let tabControllers, tabControllers.indices.contains(index) else {
      simulator.log("UITabBarController: selectedIndex \(index) is out of range")
      return
    }
    guard index != selected || showsMoreList else { return }
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    selected = index
    leaveMoreList()
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: order, animated: false
    ).finish()
  }

  /// Shows the More list in the More navigation controller (rule 31).
  func showMoreList() {
    guard !showsMoreList else { return }
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    addChild(more)
    more.didMove(toParent: self)
    showsMoreList = true
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .tabSwitch, animated: false
    ).finish()
  }

  private func leaveMoreList() {
    guard showsMoreList else { return }
    showsMoreList = false
    more.willMove(toParent: nil)
    more.removeFromParent()
  }
}
