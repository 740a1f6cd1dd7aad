/// A type with a trait collection (UIKit's `UITraitEnvironment`): views, view controllers,
/// presentation controllers, scenes.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits of the environment.
  var traitCollection: UITraitCollection { get }
}
