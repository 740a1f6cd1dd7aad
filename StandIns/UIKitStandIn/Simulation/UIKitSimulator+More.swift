/// A person's taps on a tab bar with more than five tabs (rule 31).
extension UIKitSimulator {
  /// The tab bar a person sees, when one is visible.
  private func visibleTabBarController(_ action: String) throws(UIKitSimulatorError) -> UITabBarController {
    guard let window, let top = AppearanceTransaction.levels(in: window).last,
      let tabs = AppearanceTransaction.front(top).first(where: { $0 is UITabBarController }) as? UITabBarController
    else { throw UIKitSimulatorError(action, "no tab bar is visible") }
    return tabs
  }

  /// Taps the More item of the visible tab bar: the delegate's `shouldSelect` and
  /// `didSelect` hear about `moreNavigationController`, and the More list shows
  /// (`selectedIndex == NSNotFound`). A tap while the list shows changes nothing.
  ///
  /// - Throws: ``UIKitSimulatorError`` when no tab bar is visible, it has five tabs or
  ///   fewer (no More item), or a swipe back is in progress.
  public func tapMoreItem() throws(UIKitSimulatorError) {
    let action = "tap More"
    try checkNoSwipe(action)
    let tabs = try visibleTabBarController(action)
    guard tabs.hasMore else {
      let count = tabs.viewControllers?.count ?? 0
      throw UIKitSimulatorError(action, "the tab bar has \(count) tab\(count == 1 ? "" : "s"), so it shows no More item")
    }
    let more = tabs.moreNavigationController
    if let delegate = tabs.delegate, !delegate.tabBarController(tabs, shouldSelect: more) { return }
    tabs.showMoreList()
    tabs.delegate?.tabBarController(tabs, didSelect: more)
  }

  /// Chooses the row of tab `index` in the More list: the More navigation controller's
  /// delegate hears `willShow` for the tab's controller, the tab shows with a push's
  /// callbacks, then `didShow`. The tab bar's delegate hears nothing.
  ///
  /// - Parameter index: The tab's index, 4 or more.
  /// - Throws: ``UIKitSimulatorError`` when the More list does not show or the tab has its
  ///   own tab item.
  public func chooseUnderMore(_ index: Int) throws(UIKitSimulatorError) {
    let action = "choose tab \(index) under More"
    let tabs = try visibleTabBarController(action)
    guard tabs.isShowingMoreList else { throw UIKitSimulatorError(action, "the More list does not show") }
    guard let controllers = tabs.viewControllers, controllers.indices.contains(index), tabs.isUnderMore(index) else {
      throw UIKitSimulatorError(action, "the More list has no row for tab \(index)")
    }
    let more = tabs.moreNavigationController
    more.delegate?.navigationController(more, willShow: controllers[index], animated: true)
    tabs.select(index, order: .standard)
    more.delegate?.navigationController(more, didShow: controllers[index], animated: true)
  }
}
