import Foundation

/// UIKit's `UITabGroup` (iOS 18): tabs the sidebar shows as a section; the tab bar gives
/// items to top-level tabs only.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitabgroup
@available(iOS 18.0, *)
@MainActor
open class UITabGroup: UITab {
  /// The tabs within the group.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabgroup/children
  open var children: [UITab]

  /// The selected tab among ``children``; set when a person or the app selects one of them.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabgroup/selectedchild
  open var selectedChild: UITab?

  /// Creates a tab group.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)
  ///
  /// - Parameters:
  ///   - title: The group's title.
  ///   - image: The group's image.
  ///   - identifier: A unique identifier among the tab bar controller's tabs.
  ///   - children: The tabs in the group.
  ///   - viewControllerProvider: Returns the view controller shown when the group is selected
  ///     from the tab bar.
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
  }
}
