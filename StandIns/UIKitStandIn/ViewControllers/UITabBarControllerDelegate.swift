public import Foundation

/// Hears a person choose tabs (UIKit's `UITabBarControllerDelegate`): never called for
/// selection in code (rule 28).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
///
/// UIKit's requirements are `optional`; here both must be implemented.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked when a person taps a tab; false keeps the current tab (rule 29).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's controller.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// A person tapped a tab, even the one already selected (rule 29).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's controller.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// Asked when a person selects a tab of a tab bar controller with `tabs` (iOS 18), in the
  /// tab bar or in the sidebar; false keeps the current tab.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - tab: The tab, at the top level or in a group.
  /// - Returns: Whether to select it.
  @available(iOS 18.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
  /// A person selected a tab of a tab bar controller with `tabs` (iOS 18), a root tab or any
  /// of their descendants.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselecttab:previoustab:)
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - selectedTab: The tab selected.
  ///   - previousTab: The tab selected before.
  @available(iOS 18.0, *)
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
}
