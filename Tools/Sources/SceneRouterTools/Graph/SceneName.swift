/// Names screens consistently: `ListOrdersViewController`, `ListOrdersRouter` and the
/// storyboard identifier `ListOrders` are all the screen `ListOrders`.
enum SceneName {
  /// Suffixes dropped from a type's name, longest first; one is dropped at most.
  static let suffixes = [
    "ViewController", "DataStore", "ViewModel", "Controller", "Interactor", "Presenter", "Router", "Screen", "Scene",
    "View", "VC",
  ]

  /// Container classes, never screens of their own.
  static let containers: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    "UIAlertController", "UIHostingController", "UITableViewController", "UICollectionViewController",
  ]

  /// The screen a type or identifier names.
  ///
  /// - Parameters:
  ///   - name: A type name or storyboard identifier.
  static func of(_ name: String) -> String {
    for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// Whether a type name reads as a screen: `…ViewController` or `…Screen`, not a container.
  ///
  /// - Parameters:
  ///   - name: A type name.
  static func isScreenType(_ name: String) -> Bool {
    guard !containers.contains(name), let first = name.first, first.isUppercase else { return false }
    return (name.hasSuffix("ViewController") && name != "ViewController") || (name.hasSuffix("Screen") && name != "Screen")
  }
}
