/// The identity a navigator gives each screen and container it shows.
///
/// Identities are small integers handed out in order by one ``Navigator``, so a test
/// that drives the same steps sees the same identities. Plans and hosts refer to
/// screens by identity; snapshots name them by ``Screen/screenName``.
public struct ScreenID: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  /// The identity's number, unique within one navigator.
  public let rawValue: Int

  /// Creates an identity from its number.
  ///
  /// - Parameter rawValue: A number unique within one navigator.
  package init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders identities by their number, which is also the order they were handed out.
  public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` followed by the number, such as `#3`.
  public var description: String { "#\(rawValue)" }
}

extension ScreenID {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads an identity written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    rawValue = try container.decode(Int.self, forKey: "rawValue")
  }

  /// Writes the identity as `{"rawValue": 3}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(rawValue, forKey: "rawValue")
  }
}
