/// A height a sheet rests at: `UISheetPresentationController.Detent`, SwiftUI's
/// `PresentationDetent`. Each has an identifier, which is what the navigator's state records
/// as the selected detent. An app names one as ``medium``, ``large``, ``height(_:points:)`` or
/// ``fraction(_:_:)``; a host reads how high it is (`height`, hosting SPI).
public struct SheetDetent: Equatable, Codable, Sendable, CustomStringConvertible {
  /// How high the sheet is at this detent: what a host realizes.
  @_spi(Hosting) public enum Height: Equatable, Codable, Sendable {
    /// About half the screen: `.medium()`.
    case medium
    /// The full sheet: `.large()`.
    case large
    /// A fixed height in points: `.custom(identifier:resolver:)`, SwiftUI's `.height(_:)`.
    case points(Double)
    /// A fraction of the full sheet's height: SwiftUI's `.fraction(_:)`, a custom resolver in UIKit.
    case fraction(Double)
  }

  /// The detent's identifier: `medium`, `large`, or the app's own for a custom height.
  public var identifier: String
  /// How high the sheet is at this detent.
  @_spi(Hosting) public var height: Height

  /// Creates a detent.
  ///
  /// - Parameters:
  ///   - identifier: The detent's identifier.
  ///   - height: How high the sheet is at it.
  package init(_ identifier: String, _ height: Height) {
    self.identifier = identifier
    self.height = height
  }

  /// About half the screen.
  public static let medium = SheetDetent("medium", .medium)
  /// The full sheet.
  public static let large = SheetDetent("large", .large)

  /// A detent of a fixed height.
  ///
  /// - Parameters:
  ///   - identifier: The detent's identifier.
  ///   - points: The sheet's height in points, more than 0.
  /// - Returns: The detent.
  public static func height(_ identifier: String, points: Double) -> SheetDetent {
    SheetDetent(identifier, .points(points))
  }

  /// A detent at a fraction of the full sheet's height.
  ///
  /// - Parameters:
  ///   - identifier: The detent's identifier.
  ///   - fraction: The fraction, more than 0 and at most 1.
  /// - Returns: The detent.
  public static func fraction(_ identifier: String, _ fraction: Double) -> SheetDetent {
    SheetDetent(identifier, .fraction(fraction))
  }

  /// Why the detent cannot be used, if it cannot.
  var problem: NavigationError? {
    if identifier.isEmpty { return .detentWithoutIdentifier }
    switch height {
    case .medium, .large: return nil
    case .points(let points): return points > 0 && points.isFinite ? nil : .invalidDetentHeight(detent: identifier)
    case .fraction(let fraction): return fraction > 0 && fraction <= 1 ? nil : .invalidDetentFraction(detent: identifier)
    }
  }

  /// The identifier, such as `medium`.
  public var description: String { identifier }
}

@_spi(Hosting) extension SheetDetent.Height {
  private static let caseNames = ["medium", "large", "points", "fraction"]

  /// Decodes a height from the JSON it has always been saved as, such as `{"points":{"_0":120}}`.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    switch name {
    case "medium": self = .medium
    case "large": self = .large
    case "points": self = .points(try payload.decode(Double.self, forKey: "_0"))
    case "fraction": self = .fraction(try payload.decode(Double.self, forKey: "_0"))
    default: throw DecodingError.unknownCase(name, of: Self.self, at: payload.codingPath)
    }
  }

  /// Encodes a height as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .medium: try encoder.encodeCase("medium")
    case .large: try encoder.encodeCase("large")
    case .points(let points): try encoder.encodeCase("points") { try $0.encode(points, forKey: "_0") }
    case .fraction(let fraction): try encoder.encodeCase("fraction") { try $0.encode(fraction, forKey: "_0") }
    }
  }
}
