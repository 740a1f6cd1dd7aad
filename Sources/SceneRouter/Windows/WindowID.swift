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
}
