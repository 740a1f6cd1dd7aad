import Foundation

/// UIKit's `UIBarButtonItem`, reduced to what anchors a popover: a title and an identifier.
///
/// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem
///
/// Its target–action initializers need Objective-C selectors and are not declared.
@MainActor
open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {
  /// Creates an item with no title.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
  public override init() { super.init() }
}
