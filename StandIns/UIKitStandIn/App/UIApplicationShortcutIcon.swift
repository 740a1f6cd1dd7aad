public import Foundation

/// UIKit's `UIApplicationShortcutIcon`: the icon of a Home Screen Quick Action. Declared for
/// the type of `UIApplicationShortcutItem`'s `icon`; only an SF Symbol's icon can be made here.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon
@available(iOS 9.0, *)
open class UIApplicationShortcutIcon: NSObject {
  private let name: String

  init(name: String) {
    self.name = name
    super.init()
  }

  /// Creates an icon from an SF Symbol.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon/init(systemimagename:)
  ///
  /// - Parameter systemImageName: The symbol's name.
  @available(iOS 9.0, *)
  public convenience init(systemImageName: String) { self.init(name: systemImageName) }
}
