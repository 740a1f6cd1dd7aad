/// The bar items that represent a view controller in a tab bar and a navigation bar.
extension UIViewController {
  /// The tab bar item that represents the view controller when added to a tab bar
  /// controller; made on first access, showing the controller's title.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = ownTabBarItem { return item }
      let item = UITabBarItem()
      item.title = title
      ownTabBarItem = item
      return item
    }
    set { ownTabBarItem = newValue }
  }

  /// The navigation item used to represent the view controller in a parent's navigation
  /// bar; made on first access.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  public var navigationItem: UINavigationItem {
    if let item = ownNavigationItem { return item }
    let item = UINavigationItem(untitled: ())
    ownNavigationItem = item
    return item
  }
}
