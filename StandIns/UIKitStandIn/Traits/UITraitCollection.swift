public import Foundation

/// The traits of an environment (UIKit's `UITraitCollection`), reduced to the horizontal
/// size class, which decides how a popover adapts.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection
///
/// Not main-actor isolated: Apple's page declares `class UITraitCollection`. It states no
/// `Sendable` conformance, so the stand-in declares none.
open class UITraitCollection: NSObject {
  /// The horizontal size class of the environment.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public let horizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a trait collection holding only a horizontal size class.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
  ///
  /// - Parameter horizontalSizeClass: The size class.
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
    super.init()
  }
}
