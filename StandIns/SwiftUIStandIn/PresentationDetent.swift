public import Foundation

/// The stand-in for SwiftUI's `PresentationDetent`: a height where a sheet naturally rests.
///
/// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, *)
public struct PresentationDetent: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case medium, large
    case height(CGFloat)
    case fraction(CGFloat)
  }

  private let kind: Kind

  /// The system detent for a sheet that's approximately half the height of the screen.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent(kind: .medium)

  /// The system detent for a sheet at full height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent(kind: .large)

  /// A custom detent with the specified height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  ///
  /// - Parameter height: The height, in points.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

  /// A custom detent with the specified fractional height.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  ///
  /// - Parameter fraction: The fraction of the largest height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
}
