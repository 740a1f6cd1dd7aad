public import Foundation

/// Hears a person's page swipes (UIKit's `UIPageViewControllerDelegate`): never called for
/// `setViewControllers(_:direction:animated:completion:)`.
///
/// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
///
/// UIKit's requirements are `optional`; here both must be implemented.
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// A person's swipe begins towards `pendingViewControllers`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:)
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages the swipe shows.
  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// A person's swipe ended: `completed` when it shows the new page, false when the person let go early.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before the swipe.
  ///   - completed: Whether the swipe shows the new pages.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  )
}
