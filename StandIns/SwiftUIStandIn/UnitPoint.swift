public import Foundation

/// The stand-in for SwiftUI's `UnitPoint`: a normalized 2D point in a view's coordinate space.
///
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  /// The normalized distance from the origin to the point in the horizontal direction.
  public var x: CGFloat
  /// The normalized distance from the origin to the point in the vertical direction.
  public var y: CGFloat

  /// Creates a unit point with the specified horizontal and vertical offsets.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  ///
  /// - Parameters:
  ///   - x: The normalized distance from the origin to the point in the horizontal direction.
  ///   - y: The normalized distance from the origin to the point in the vertical direction.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The center point of a view.
  ///
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}
