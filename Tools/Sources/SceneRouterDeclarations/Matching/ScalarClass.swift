/// The Unicode scalars one position of a link pattern accepts: the scalars listed, or every
/// scalar but those listed.
///
/// ```swift
/// ScalarClass.anyButSlash.contains("a")  // true
/// ScalarClass(listing: "0123456789").contains("x")  // false
/// ```
public struct ScalarClass: Hashable, Sendable {
  /// The scalars listed.
  public var scalars: Set<Unicode.Scalar>
  /// Whether the class holds every scalar except those listed.
  public var isNegated: Bool

  /// Creates a class.
  ///
  /// - Parameters:
  ///   - scalars: The scalars listed.
  ///   - isNegated: Whether the class holds every scalar except those listed.
  public init(scalars: Set<Unicode.Scalar>, isNegated: Bool = false) {
    self.scalars = scalars
    self.isNegated = isNegated
  }

  /// The class of the scalars of `text`.
  ///
  /// - Parameters:
  ///   - text: The scalars to list.
  public init(listing text: String) {
    self.init(scalars: Set(text.unicodeScalars))
  }

  /// Every scalar.
  public static let any = ScalarClass(scalars: [], isNegated: true)
  /// Every scalar but `/`: what one path segment may hold.
  public static let anyButSlash = ScalarClass(scalars: ["/"], isNegated: true)
  /// The ASCII digits.
  public static let digit = ScalarClass(listing: "0123456789")
  /// The ASCII hexadecimal digits, both cases.
  public static let hexDigit = ScalarClass(listing: "0123456789abcdefABCDEF")

  /// The class of one scalar, or of both its ASCII cases when `ignoringCase` is set.
  ///
  /// - Parameters:
  ///   - scalar: The scalar.
  ///   - ignoringCase: Whether an ASCII letter stands for both its cases.
  public static func scalar(_ scalar: Unicode.Scalar, ignoringCase: Bool) -> ScalarClass {
    guard ignoringCase, scalar.isASCII, scalar.properties.isAlphabetic else { return ScalarClass(scalars: [scalar]) }
    let lower = Unicode.Scalar(UInt8(scalar.value) | 0x20)
    let upper = Unicode.Scalar(UInt8(scalar.value) & ~0x20)
    return ScalarClass(scalars: [lower, upper])
  }

  /// Whether the class holds `scalar`.
  ///
  /// - Parameters:
  ///   - scalar: A scalar of a link.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalars.contains(scalar) != isNegated
  }
}
