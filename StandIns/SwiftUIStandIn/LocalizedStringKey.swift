/// The stand-in for SwiftUI's `LocalizedStringKey`: the key used to look up an entry in a
/// strings file or strings dictionary file.
///
/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral {
  let key: String

  /// Creates a localized string key from the given string value.
  ///
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  ///
  /// - Parameter value: The string to use as a localization key.
  public init(_ value: String) {
    key = value
  }

  /// Creates a localized string key from the given string literal.
  ///
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  ///
  /// - Parameter value: The string literal to use as a localization key.
  public init(stringLiteral value: String) {
    key = value
  }
}
