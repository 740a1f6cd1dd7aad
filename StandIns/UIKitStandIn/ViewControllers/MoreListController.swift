import Foundation

/// The list UIKit shows at the root of a tab bar controller's More navigation controller
/// (UIKit's private `UIMoreListController`): one row for each tab that lives under More.
/// Not UIKit API: nothing outside the stand-in sees its type.
@MainActor
final class MoreListController: UIViewController {
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "More"
  }

  required init?(coder: NSCoder) { nil }
}
