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
}
