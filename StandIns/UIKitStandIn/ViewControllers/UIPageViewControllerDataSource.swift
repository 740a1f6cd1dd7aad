public import Foundation

/// Hands out the pages next to the shown one for a person's swipe (UIKit's
/// `UIPageViewControllerDataSource`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before `viewController`, nil for the first.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerbefore:)
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The shown page.
  /// - Returns: The page before it, or nil.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, nil for the last.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerafter:)
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The shown page.
  /// - Returns: The page after it, or nil.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}
