/// The stand-in for SwiftUI's `EnvironmentKey`: a key for accessing values in the environment.
///
/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value

  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}
