/// Keys for the views of a transition (UIKit's `UITransitionContextViewKey`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  /// The key's text.
  public let rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view visible at the start of the transition.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view visible at the end of the transition.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
