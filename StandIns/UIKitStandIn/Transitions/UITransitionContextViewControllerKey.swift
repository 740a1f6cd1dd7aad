/// Keys for the controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The key's text.
  public let rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
