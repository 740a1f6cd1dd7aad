import Foundation

/// UIKit's `UIPageViewController`: shows one page (the scroll transition) of pages its data
/// source hands out; a person swipes to the page before or after (``UIKitSimulator/swipePage(forward:)``).
///
/// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller
///
/// Only the shown page is a child. Apple does not document the appearance callbacks of a
/// page change: the stand-in gives a tab switch's order (rule 39), in code and for a swipe.
/// The stand-in shows a page change at once (no animation is in flight), and shows one page
/// whatever the transition style (a page curl's two-page spine is not modelled).
@MainActor
open class UIPageViewController: UIViewController {
  /// The style of the page change.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.enum
  public enum TransitionStyle: Int, Sendable {
    /// Pages curl like paper.
    case pageCurl = 0
    /// Pages scroll.
    case scroll = 1
  }

  /// The direction pages move in.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.enum
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right.
    case horizontal = 0
    /// Up and down.
    case vertical = 1
  }

  /// Which way `setViewControllers(_:direction:animated:completion:)` moves.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection-swift.enum
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the page before.
    case reverse = 1
  }

  /// A key of the options given at creation.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The spine's location (page curl).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages (scroll).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The style given at creation.
  public let transitionStyle: TransitionStyle
  /// The orientation given at creation.
  public let navigationOrientation: NavigationOrientation
  private var shown: [UIViewController]?

  /// Hands out the pages before and after the shown one for a person's swipe; held weakly.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Hears a person's swipes; held weakly.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// Creates a page view controller.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/init(transitionstyle:navigationorientation:options:)
  ///
  /// - Parameters:
  ///   - style: The transition style.
  ///   - navigationOrientation: The orientation.
  ///   - options: Options by ``OptionsKey``; the stand-in keeps none.
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The shown pages: one with the scroll transition; nil before any were set.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/viewcontrollers
  open var viewControllers: [UIViewController]? { shown }

  /// Shows other pages; asks neither the data source nor the delegate.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)
  ///
  /// - Parameters:
  ///   - viewControllers: The pages to show: one with the scroll transition; another count raises.
  ///   - direction: The direction of the change.
  ///   - animated: Whether to animate; the stand-in changes at once.
  ///   - completion: Called with true when the change is done.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let count = viewControllers?.count ?? 0
    guard count == 1 else {
      simulator.raise(
        "NSInvalidArgumentException",
        "The number of view controllers provided (\(count)) doesn't match the number required (1) for the requested transition")
      return
    }
    show(viewControllers ?? [])
    completion?(true)
  }

  // MARK: - Internal

  override var appearanceChild: UIViewController? { shown?.first }

  /// Shows `pages` in place of the shown ones, with a tab switch's callbacks (rule 39).
  func show(_ pages: [UIViewController]) {
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    for old in shown ?? [] where !pages.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    for page in pages where page.parent !== self {
      addChild(page)
      page.didMove(toParent: self)
    }
    shown = pages
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .tabSwitch, animated: false
    ).finish()
  }
}
