/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`
/// (`permittedArrowDirections`); SwiftUI takes one edge (`arrowEdge`), the first of these.
public struct PopoverArrowDirections: OptionSet, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The directions as bits.
  public var rawValue: Int

  /// Creates directions from bits.
  ///
  /// - Parameter rawValue: The bits: up 1, down 2, left 4, right 8.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The arrow points up: the popover is below its anchor.
  public static let up = PopoverArrowDirections(rawValue: 1)
  /// The arrow points down: the popover is above its anchor.
  public static let down = PopoverArrowDirections(rawValue: 2)
  /// The arrow points left: the popover is right of its anchor.
  public static let left = PopoverArrowDirections(rawValue: 4)
  /// The arrow points right: the popover is left of its anchor.
  public static let right = PopoverArrowDirections(rawValue: 8)
  /// Any direction, UIKit's default.
  public static let any: PopoverArrowDirections = [.up, .down, .left, .right]

  /// `any`, or the directions joined, such as `up, down`.
  public var description: String {
    if self == .any { return "any" }
    let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}
