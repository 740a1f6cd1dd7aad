import Foundation

/// UIKit's `UITabBarController`: tabs held strongly (rule 53), one selected; selection in
/// code calls no delegate method (rule 28).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller
///
/// With more than five tabs UIKit puts tabs 4 and after under More (rule 31); the stand-in
/// keeps ``moreNavigationController`` but does not model choosing under More.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var selected = 0
  private lazy var more = UINavigationController(nibName: nil, bundle: nil)

  /// Hears a person's taps; held weakly (rule 55).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs' root controllers; nil when none were set. Assigning it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs }
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
    for old in tabs ?? [] {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    tabs = viewControllers
    for tab in viewControllers ?? [] {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    if !(viewControllers ?? []).indices.contains(selected) { selected = 0 }
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
    ).finish()
  }

  /// The selected tab's index; assigning it selects without asking the delegate (rule 28).
  /// An index past the end is ignored (rule 33 is undocumented).
  open var selectedIndex: Int {
    get { selected }
    set { select(newValue) }
  }

  /// The selected tab's controller; assigning a controller that is not a tab raises (rule 32).
  open var selectedViewController: UIViewController? {
    get { tabs.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
    set {
      guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
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
    guard let index = tabs?.firstIndex(where: { $0 === subsequentVC }) else { return }
    select(index)
  }

  // MARK: - Internal

  override var appearanceChild: UIViewController? { selectedViewController }

  func select(_ index: Int) {
    guard let tabs, tabs.indices.contains(index) else {
      simulator.log("UITabBarController: selectedIndex \(index) is out of range")
      return
    }
    guard index != selected else { return }
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    selected = index
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .tabSwitch, animated: false
    ).finish()
  }
}
