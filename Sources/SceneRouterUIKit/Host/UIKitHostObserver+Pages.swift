#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation

// The data source and delegate of the page view controllers the host makes (no app
// delegate to forward to: the host makes its page containers itself).

extension UIKitHostObserver: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    host?.page(-1, from: viewController, in: pageViewController)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    host?.page(1, from: viewController, in: pageViewController)
  }

  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
    host?.pageContainerWillSwipe(pageViewController, to: pendingViewControllers.first)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    host?.pageContainerDidFinishSwipe(pageViewController, completed: completed)
  }
}

#endif
