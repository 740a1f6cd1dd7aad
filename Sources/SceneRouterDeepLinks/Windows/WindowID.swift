/// Names one window (a scene) of the app: UIKit's scene session `persistentIdentifier`, a
/// SwiftUI window's value, or any name a test gives.
public struct WindowID: Hashable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The window's name.
  public var rawValue: String

  /// Creates a window's name.
  ///
  /// - Parameter rawValue: The name, such as a scene session's `persistentIdentifier`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a window's name from a literal, such as `"main"`.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The name.
  public var description: String { rawValue }

  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a window identity as `{"rawValue": "…"}`.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.container(keyedBy: CodingName.self).decode(String.self, forKey: "rawValue")
  }

  /// Writes the identity as `{"rawValue": "…"}`.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(rawValue, forKey: "rawValue")
  }
}
