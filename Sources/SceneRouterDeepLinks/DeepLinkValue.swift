import Foundation

/// A value that can be read from, and printed into, a deep-link parameter.
///
/// Conformances ship for `String`, `Int`, `Double`, `UUID`, `Bool` and arrays of them; conform your own identifiers
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

extension Double: DeepLinkValue {
  /// Reads what the `double` parameter type accepts: `-1.5`, `2e10`, never `inf` or `nan`.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) {
    guard DeepLinkParameterType.double.accepts(deepLinkText), let value = Double(deepLinkText) else { return nil }
    self = value
  }
  /// The shortest decimal text that reads back as the same value (`1.5`, `1e+20`).
  public var deepLinkText: String { description }
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

extension Array: DeepLinkValue where Element: DeepLinkValue {
  /// Reads one value as a list of one.
  ///
  /// - Parameters:
  ///   - deepLinkText: The percent-decoded parameter text.
  public init?(deepLinkText: String) {
    guard let value = Element(deepLinkText: deepLinkText) else { return nil }
    self = [value]
  }
  /// The elements' texts joined with `,`; a list parameter (`key=:name[]`) prints each
  /// element as its own query item instead.
  public var deepLinkText: String { map(\.deepLinkText).joined(separator: ",") }
}

extension Array: DeepLinkValueList where Element: DeepLinkValue {
  var deepLinkTexts: [String] { map(\.deepLinkText) }
}

/// A value printed as several query items of one key.
protocol DeepLinkValueList {
  var deepLinkTexts: [String] { get }
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
