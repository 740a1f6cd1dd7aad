import Foundation

/// A value that can be read from, and printed into, a deep-link parameter.
///
/// Conformances ship for `String`, `Int`, `UUID` and `Bool`; conform your own identifiers
/// to use them in ``DeepLinkTable`` entries:
///
/// ```swift
/// extension ProductID: DeepLinkValue {
///   init?(deepLinkText: String) { self.init(rawValue: deepLinkText) }
///   var deepLinkText: String { rawValue }
/// }
/// ```
public protocol DeepLinkValue: Sendable {
  /// Reads a value from decoded parameter text, or returns nil.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  init?(deepLinkText: String)
  /// The text printed into a URL before percent-encoding; reading it back gives the same value.
  var deepLinkText: String { get }
}

extension String: DeepLinkValue {
  /// The text itself.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) { self = deepLinkText }
  /// The text itself.
  public var deepLinkText: String { self }
}

extension Int: DeepLinkValue {
  /// Reads an optional `-` and ASCII digits (not `+42`).
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) {
    guard DeepLinkParameterType.int.accepts(deepLinkText), let value = Int(deepLinkText) else { return nil }
    self = value
  }
  /// The decimal digits.
  public var deepLinkText: String { String(self) }
}

extension UUID: DeepLinkValue {
  /// Reads `8-4-4-4-12` hexadecimal digits in either case.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) {
    guard let value = UUID(uuidString: deepLinkText) else { return nil }
    self = value
  }
  /// The lowercase `8-4-4-4-12` form.
  public var deepLinkText: String { uuidString.lowercased() }
}

extension Bool: DeepLinkValue {
  /// Reads `true` or `false`.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) {
    switch deepLinkText {
    case "true": self = true
    case "false": self = false
    default: return nil
    }
  }
  /// `true` or `false`.
  public var deepLinkText: String { self ? "true" : "false" }
}
