import Foundation

/// UIKit's `UITab` (iOS 18): a tab of a tab bar controller's `tabs`, whose view controller a
/// provider makes.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitab
///
/// UIKit asks the provider for the view controller when it needs it; the stand-in asks once,
/// on first use of ``viewController`` (when the tabs are set), and keeps the answer.
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
  private let provider: ((UITab) -> UIViewController)?
  private var loaded: UIViewController?
  /// The group whose ``UITabGroup/children`` holds this tab, set when the tab bar
  /// controller's tabs are set.
  weak var group: UITabGroup?

  /// A unique identifier among the tab bar controller's tabs.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/identifier
  public let identifier: String

  /// The tab's title.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/title
  open var title: String

  /// The tab's image.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/image
  open var image: UIImage?

  /// The tab's badge value.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/badgevalue
  open var badgeValue: String?

  /// Creates a tab.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - image: The tab's image.
  ///   - identifier: A unique identifier among the tab bar controller's tabs.
  ///   - viewControllerProvider: Returns the view controller shown when the tab is selected.
  public init(
    title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    provider = viewControllerProvider
    super.init()
  }

  /// The view controller shown when the tab is selected; nil without a provider.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitab/viewcontroller
  open var viewController: UIViewController? {
    if loaded == nil { loaded = provider?(self) }
    return loaded
  }
}
