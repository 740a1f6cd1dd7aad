/// The directions of a popover's arrow (UIKit's `UIPopoverArrowDirection`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates directions from raw bits.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// An arrow that points up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// An arrow that points down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// An arrow that points left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// An arrow that points right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// An arrow that points in any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// The arrow's direction is not known yet.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
