/// A person's page swipes on the simulated device.
extension UIKitSimulator {
  /// Swipes the visible page view controller to the page after the shown one (`forward`) or
  /// before it: the data source hands out the page, the delegate hears `willTransitionTo`,
  /// the page shows with a tab switch's callbacks (Apple documents none for a page change;
  /// rule 39's order), then `didFinishAnimating` with `transitionCompleted` true.
  ///
  /// - Parameter forward: Whether to swipe to the next page.
  /// - Throws: ``UIKitSimulatorError`` when no page view controller is visible, a transition
  ///   is in flight, or the data source has no page there.
  public func swipePage(forward: Bool) throws(UIKitSimulatorError) {
    let action = forward ? "swipe to the next page" : "swipe to the page before"
    try checkIdle(action)
    guard let window, let top = AppearanceTransaction.levels(in: window).last,
      let pages = AppearanceTransaction.front(top).first(where: { $0 is UIPageViewController }) as? UIPageViewController,
      let shown = pages.viewControllers?.first
    else { throw UIKitSimulatorError(action, "no page view controller is visible") }
    let next =
      forward
      ? pages.dataSource?.pageViewController(pages, viewControllerAfter: shown)
      : pages.dataSource?.pageViewController(pages, viewControllerBefore: shown)
    guard let next else { throw UIKitSimulatorError(action, "the data source has no page there") }
    pages.delegate?.pageViewController(pages, willTransitionTo: [next])
    pages.show([next])
    pages.delegate?.pageViewController(pages, didFinishAnimating: true, previousViewControllers: [shown], transitionCompleted: true)
  }
}
