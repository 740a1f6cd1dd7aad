#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Page containers (`NavigationTree.pages(_:selected:)`): a `UIPageViewController` with the
// scroll transition, its pages kept by the host (UIKit holds only the shown one), a
// person's swipe reported as a tab selection.

extension UIKitHost {
  /// A `UIPageViewController` showing page `selected` of `pages`, the observer its data
  /// source and delegate.
  func makePageContainer(_ pages: [UIViewController], id: ScreenID, selected: Int) throws(NavigationError)
    -> UIViewController
  {
    guard pages.indices.contains(selected) else { throw .tabIndexOutOfRange(index: selected, count: pages.count) }
    let container = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    container.dataSource = observer
    container.delegate = observer
    container.setViewControllers([pages[selected]], direction: .forward, animated: false, completion: nil)
    register(container, as: id, screen: nil)
    records[id]?.selection = selected
    records[id]?.pages = pages
    return container
  }

  /// `.selectTab` of a page container: `setViewControllers(_:direction:animated:completion:)`,
  /// forward or reverse as the page lies.
  func performSelectPage(_ index: Int, of id: ScreenID) throws(NavigationError) {
    guard let container = records[id]?.controller as? UIPageViewController, let pages = records[id]?.pages else {
      throw .noTabContainer
    }
    guard pages.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: pages.count) }
    let shown = shownPage(of: container) ?? 0
    records[id]?.selection = index
    if index != shown {
      container.setViewControllers([pages[index]], direction: index < shown ? .reverse : .forward, animated: false, completion: nil)
    }
    finishCurrent()
  }

  /// The pages of a page container the host shows, nil for another controller.
  func pageList(of controller: UIViewController) -> [UIViewController]? {
    guard controller is UIPageViewController, let id = ids[ObjectIdentifier(controller)] else { return nil }
    return records[id]?.pages
  }

  /// The index of the page a page container shows.
  func shownPage(of controller: UIViewController) -> Int? {
    guard let pages = pageList(of: controller), let shown = (controller as? UIPageViewController)?.viewControllers?.first
    else { return nil }
    return pages.firstIndex { $0 === shown }
  }

  /// The page `offset` pages from `page` in a page container (the observer's data source).
  func page(_ offset: Int, from page: UIViewController, in container: UIPageViewController) -> UIViewController? {
    guard let pages = pageList(of: container), let index = pages.firstIndex(where: { $0 === page }),
      pages.indices.contains(index + offset)
    else { return nil }
    return pages[index + offset]
  }

  /// A person's swipe begins (`pageViewController(_:willTransitionTo:)`): a tab selection,
  /// reported at once, as a tab tap is, so that the navigator knows it before the pages'
  /// callbacks; a swipe the person gives up on is reported back when it ends.
  func pageContainerWillSwipe(_ container: UIPageViewController, to page: UIViewController?) {
    guard current == nil, let page, let id = ids[ObjectIdentifier(container)], records[id]?.swipeStart == nil,
      let index = pageList(of: container)?.firstIndex(where: { $0 === page }), let start = records[id]?.selection,
      index != start
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    records[id]?.swipeStart = start
    records[id]?.selection = index
    report(.selectTab(tabs: id, index: index))
  }

  /// A person's swipe ended (`pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`):
  /// a swipe not completed goes back to the page it started from, which the navigator hears.
  func pageContainerDidFinishSwipe(_ container: UIPageViewController, completed: Bool) {
    guard let id = ids[ObjectIdentifier(container)], let start = records[id]?.swipeStart else { return }
    records[id]?.swipeStart = nil
    if !completed, let shown = shownPage(of: container), shown == start {
      records[id]?.selection = start
      report(.selectTab(tabs: id, index: start))
    }
    endPersonChange()
  }
}

#endif
